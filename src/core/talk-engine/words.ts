import { roles, type RoleTheme } from '@content/roles.js';
import { TALK_LINES } from '@content/talk/coach.js';
import { hashString } from '../random.js';
import { capText, cleanText } from '../text-clean.js';
import { turnPronouns } from './free-text.js';
import { isPainful } from './reader.js';
import { situationPhrase, type PersonModel } from './person.js';
import { QUOTE_MAX, type EngineState, type TalkProfile } from './state.js';

/** The coach's words: templates filled, lines picked by the seed, the person's words quoted and shortened. */

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/** A count with its noun: '1 trend', '3 trends'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The person's words quoted back: one line, at most QUOTE_MAX characters. */
export function quote(text: string | null | undefined): string {
  return capText(cleanText(text ?? ''), QUOTE_MAX);
}

export function line(
  profile: TalkProfile,
  state: EngineState,
  key: keyof typeof TALK_LINES,
  vars: Record<string, string> = {},
) {
  const variants = TALK_LINES[key] as readonly string[];
  const i = hashString(`${profile.seed}:${key}:${state.turn}`) % variants.length;
  return fill(variants[i]!, baseVars(profile, state, vars));
}

export function baseVars(
  profile: TalkProfile,
  state: EngineState,
  vars: Record<string, string>,
): Record<string, string> {
  return {
    // Without a name the older self says "you" ("Hi you.", "Dear you,"), as the future-self messages do.
    name: profile.name || 'you',
    role: profile.role ?? 'person you are becoming',
    strength: state.strengths[0]?.toLowerCase() ?? 'your curiosity',
    ...vars,
  };
}

export function roleTheme(role: string | null): RoleTheme | null {
  if (!role) return null;
  const r = roles.find((x) => x.title.toLowerCase() === role.toLowerCase());
  return r?.theme ?? null;
}

export const capitalise = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** A short name for an answer, in the coach's words: its first clause, at most `max` words, pronouns turned. */
export function shortWords(text: string, max: number): string {
  const first = cleanText(text)
    .replace(/[’‘`´]/g, "'")
    .split(/(?<=[.!?;])\s+|\s*[,;:]\s*|\s+(?:because|but|so that|and then|and)\s+/i)[0]!
    .replace(/[\s.!?…]+$/u, '')
    .trim();
  const words = first.split(/\s+/).filter(Boolean);
  // Too long to say back whole: nothing (a reply never cuts the person's words mid-sentence).
  if (!words.length || words.length > max) return '';
  return turnPronouns(words.join(' ')).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/** An answer without the sentences that carry a painful feeling (a feeling is never kept); the facts when empty. */
export function withoutFeelings(text: string, person: PersonModel | null | undefined): string {
  const kept = cleanText(text)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !isPainful(s))
    .join(' ');
  return quote(kept) || (person ? (situationPhrase(person) ?? '') : '');
}
