import type { RoleTheme } from '@content/roles.js';
import {
  MEMORY_BREAK,
  MEMORY_HELPER,
  MEMORY_INTRO,
  MEMORY_SETBACK,
  MEMORY_START,
  type MemoryBeat,
} from '@content/talk/future-memory.js';
import { FUTURE_YEARS_WORDS } from '../horizon.js';
import { hashString } from '../random.js';
import { factOf, type PersonModel } from './person.js';

/**
 * The older self's future memory (decision 068): a short backstory from today to the role (where they studied, a
 * setback, the first break, a person who helped), chosen at the start from written content with the seed and the
 * role's theme, kept on the engine state so it is told the same way every time. Its start is told again, with the
 * person's own facts, once they have said where they are ("I remember the café…").
 */
export interface FutureMemory {
  /** The beats as told: plain text, so a later content change never rewrites what the person read. */
  start: string;
  setback: string;
  firstBreak: string;
  helper: string;
  /** The start was retold with the person's facts (once). */
  anchored: boolean;
}

const pick = <T>(list: readonly T[], seed: string): T => list[hashString(seed) % list.length]!;

function fillBeat(beat: MemoryBeat, person: PersonModel | undefined): string | null {
  const vars: Record<string, string | undefined> = {
    study: factOf(person, 'study')?.text,
    place: factOf(person, 'place')?.text,
    work: factOf(person, 'work')?.text.replace(/^(?:a|an) /i, 'the '),
    years: FUTURE_YEARS_WORDS,
  };
  let missing = false;
  const text = beat.text.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const v = vars[k];
    if (!v) missing = true;
    return v ?? '';
  });
  return missing ? null : text;
}

/** The start beat for what is known: the most specific one whose facts are all there. */
export function memoryStart(seed: string, person: PersonModel | undefined): string {
  const fitting = MEMORY_START.map((b) => fillBeat(b, person)).filter((x): x is string => !!x);
  const specific = MEMORY_START.filter((b) => b.needs && fillBeat(b, person)).map((b) => fillBeat(b, person)!);
  return specific[0] ?? pick(fitting, `${seed}:memory:start`);
}

/** The memory for a new conversation: by the seed and the role's theme. */
export function buildFutureMemory(seed: string, theme: RoleTheme | null, person?: PersonModel): FutureMemory {
  const setbacks = [...MEMORY_SETBACK.any, ...(theme ? MEMORY_SETBACK[theme] : [])];
  const breaks = [...MEMORY_BREAK.any, ...(theme ? MEMORY_BREAK[theme] : [])];
  // The theme's own beat first when there is one: the memory sounds like the role.
  const themed = (list: readonly string[], own: readonly string[] | undefined, salt: string) =>
    own?.length && hashString(`${seed}:${salt}`) % 3 !== 0
      ? pick(own, `${seed}:${salt}:own`)
      : pick(list, `${seed}:${salt}`);
  return {
    start: memoryStart(seed, person),
    setback: themed(setbacks, theme ? MEMORY_SETBACK[theme] : undefined, 'setback'),
    firstBreak: themed(breaks, theme ? MEMORY_BREAK[theme] : undefined, 'break'),
    helper: pick(MEMORY_HELPER, `${seed}:helper`),
    anchored: false,
  };
}

/** The memory as told at the start: the intro and the four beats. */
export function tellMemory(seed: string, m: FutureMemory): string {
  const intro = pick(MEMORY_INTRO, `${seed}:memory:intro`).replace('{years}', FUTURE_YEARS_WORDS);
  return `${intro} ${m.start} ${m.setback} ${m.firstBreak} ${m.helper}`;
}
