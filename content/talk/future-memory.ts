/**
 * Talk — the older self's future memory (after MIT Media Lab's "Future You"; decision 068): a short backstory from the
 * person's today to the role, told at the start and kept with the conversation so it is told the same way every
 * time. The engine picks one beat of each kind with the conversation's seed and fills it with what it knows.
 *
 * Constraints (keep them when editing):
 * - Specific and plain: a place, a month, a person, a small thing that happened. No "journey", no "passion".
 * - The setback is real but survivable; the first break is small; the helper is an ordinary person.
 * - Placeholders: {role} (reads after "the"), {study} (a subject, "physics"), {place} ("Uppsala"), {work}
 *   ("a café"), {years} (the horizon in words: "five years"). A beat with {study}/{place}/{work} is used only
 *   when that fact is known; the others always work.
 * - The horizon is FUTURE_YEARS (src/core/horizon.ts, decision 068): five years, everywhere.
 */
import type { RoleTheme } from '../roles.js';

export interface MemoryBeat {
  id: string;
  text: string;
  needs?: 'study' | 'place' | 'work';
}

/** Where it started: the person's today, as the older self remembers it. */
export const MEMORY_START: readonly MemoryBeat[] = [
  {
    id: 'start-study-place',
    needs: 'study',
    text: 'I remember {study} in {place}, and the feeling that everyone else knew why they were there.',
  },
  { id: 'start-study', needs: 'study', text: 'I remember {study}: the lectures I loved and the exams I didn’t.' },
  {
    id: 'start-work',
    needs: 'work',
    text: 'I remember {work}: the early shifts, the regulars, and thinking it was a pause in my life. It wasn’t.',
  },
  {
    id: 'start-place',
    needs: 'place',
    text: 'I remember {place} that year: same streets, same bus, and a head full of plans I didn’t tell anyone.',
  },
  {
    id: 'start-plain',
    text: 'I remember exactly where you are now: not sure, a bit impatient, and more capable than you thought.',
  },
  {
    id: 'start-plain-2',
    text: 'I remember this year. I had more questions than plans, and I kept the questions to myself.',
  },
];

/** The setback, by theme (one of them generic). */
export const MEMORY_SETBACK: Readonly<Record<RoleTheme | 'any', readonly string[]>> = {
  any: [
    'The first thing I applied for said no, politely, in two lines. I took a week to be annoyed, then applied somewhere smaller.',
    'I quit something halfway, and for a while I told people I’d “taken a break”. It was the best mistake I made.',
  ],
  tech: [
    'My first project crashed in front of the only person I wanted to impress. I fixed it that night and sent it again.',
  ],
  space: [
    'I failed the maths module I needed and had to take it again the next spring, next to people two years younger.',
  ],
  ocean: ['I got seasick on my first real trip out and spent two days certain I’d picked the wrong life.'],
  nature: ['The first project I worked on lost its funding in March, and I was back to looking in April.'],
  city: [
    'My first proposal was turned down at a council meeting in about four minutes. I learned more from those four minutes than from a term.',
  ],
  arts: ['Nobody came to the first thing I showed, except my cousin, who left early.'],
  health: ['I nearly left during my first placement; one night shift went badly and I sat in the car for an hour.'],
  science: [
    'Six months of my first experiment turned out to measure nothing. My supervisor called it “a result”. I didn’t, then.',
  ],
  food: ['My first pop-up lost money on every plate. I still have the receipts.'],
  society: ['The first group I tried to start had three people in it, and one was my mum.'],
};

/** The first break: small, and by theme. */
export const MEMORY_BREAK: Readonly<Record<RoleTheme | 'any', readonly string[]>> = {
  any: [
    'The first break was small: someone forwarded a note I’d written to a person who needed exactly that.',
    'The first real chance came from a volunteer afternoon I nearly skipped.',
  ],
  tech: ['My first break was a bug report I wrote so clearly that the team asked who I was.'],
  space: [
    'The first break was a summer helping at an observatory open night, answering the same question two hundred times.',
  ],
  ocean: ['My first break was a season on a research boat, hired because I was the one who could cook.'],
  nature: [
    'The first break was counting birds for a survey on Saturday mornings; one of the organisers remembered me.',
  ],
  city: ['My first break came from a walking tour I ran for friends that a planner happened to join.'],
  arts: ['The first break was a poster I made for a friend’s gig; the venue asked who’d made it.'],
  health: ['The first break was a weekend job at a care home, where a nurse said I had good hands.'],
  science: ['My first break was helping in a lab over the summer, mostly washing glass, and asking one good question.'],
  food: ['My first break was a Sunday market stall that sold out by eleven.'],
  society: ['The first break was tutoring one kid who then brought three friends.'],
};

/** Who helped. */
export const MEMORY_HELPER: readonly string[] = [
  'A teacher I hadn’t talked to in years answered my e-mail within a day and said, “Of course, come by.”',
  'A regular customer asked what I actually wanted to do, and then introduced me to someone who did it.',
  'An older cousin read my first application and crossed out half of it. She was right.',
  'A neighbour who’d done the job for twenty years let me ask questions over coffee every other Sunday.',
  'My manager at the time covered a shift so I could go to an interview, and never mentioned it again.',
  'A friend from school who’d gone ahead of me sent me her notes and said, “You’ll be fine.”',
];

/** How the memory is introduced at the start, before the beats. {years}. */
export const MEMORY_INTRO: readonly string[] = [
  'Here’s how I got from where you are to where I am, {years} on.',
  'Let me tell you how I got here, {years} from where you’re sitting.',
];

/** Said when the memory is anchored to what the person just told (the start beat, with their facts). */
export const MEMORY_CALLBACK: readonly string[] = [
  'And now I can tell you the start properly: {start}',
  'That fits what I remember. {start}',
];
