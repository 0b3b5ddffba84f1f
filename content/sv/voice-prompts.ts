/**
 * Röstfunktionens ord på svenska: idéerna att prata om i röststeget, demomanuset på 0:30 på /voice-intro och
 * smakproven bredvid (docs/product/voice.md#voice-card: 0:15, 0:30, 1:30). Samma antal och ordning som
 * content/voice-prompts.ts. Talad text: korta meningar, inga emojier, inga förkortningar som en talsyntes snubblar på.
 */
import type { VOICE_TEASERS } from '../voice-prompts.js';
import type { SameShape } from './shape.js';

/** ”Behöver du idéer?” i röststeget; en visas i taget medan man spelar in. */
export const VOICE_PROMPTS_SV: readonly string[] = [
  'Gå igenom en helt vanlig dag om fem år. Var vaknar du?',
  'Vad jobbar du med som gör dig stolt?',
  'Vilka finns runt dig: de du jobbar med, vännerna som hejar på dig?',
  'Vad är du inte längre orolig för, som skrämmer dig i dag?',
  'Vad vill du att ditt framtida jag ska minnas av just nu?',
];

/** Demon på /voice-intro, en mening per yttrande: ungefär 30 sekunder i förhandslyssningens tempo (0.9). */
export const DEMO_SENTENCES_SV: readonly string[] = [
  'Hej, det är du, fem år från nu.',
  'Jag spelar in det här en tisdagsmorgon, med kaffet i handen, före dagens första möte.',
  'Jag vet att du inte vet vad som händer sen. Det visste inte jag heller.',
  'Det som hjälpte var små saker.',
  'Ett modigt meddelande, en lektion vi nästan skolkade från, en kompis som sa kör.',
  'Jobbet jag har nu känns som vårt.',
  'Så fortsätt, i din egen takt.',
  'Jag är stolt över dig, och jag längtar tills du är här.',
];

export const VOICE_TEASERS_SV: SameShape<typeof VOICE_TEASERS> = [
  { seconds: 15, title: 'Framtida du säger hej', note: 'När du har spelat in' },
  { seconds: 30, title: 'En tisdag om fem år', note: 'Exempel' },
  { seconds: 90, title: 'Ditt meddelande till framtiden', note: 'Det här spelar du in' },
];
