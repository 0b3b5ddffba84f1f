import { TALK_KNOWN_HINTS } from '@content/talk/listening.js';
import type { ChatSession, ChatState } from '../contracts/talk.js';
import { factOf } from './person.js';
import type { EngineState, TalkStep } from './state.js';

// What the header shows: the act, the meter (how much the coach knows) and the hints under it.

/**
 * What the coach needs to know to make a plan that fits, in the order it asks (decision 068): each is known or not, and
 * the meter is the share known. Pressing Start knows nothing new about a person; a feeling adds nothing either.
 */
export const KNOWN_ITEMS = [
  'situation',
  'study',
  'place',
  'trends',
  'hope',
  'values',
  'strengths',
  'advantage',
  'person',
  'week',
  'ideas',
  'experiment',
] as const;
export type KnownItem = (typeof KNOWN_ITEMS)[number];

function isKnown(state: EngineState, item: KnownItem): boolean {
  const has = (k: Parameters<typeof factOf>[1]) => !!factOf(state.person, k);
  switch (item) {
    case 'situation':
      return state.answered.includes('situation');
    case 'study':
      // What they study or do all day: a subject, or a job.
      return has('study') || has('work');
    case 'place':
      return has('place');
    case 'hope':
      return state.answered.includes('vision') || has('hope');
    case 'person':
      return has('person');
    case 'week':
      return has('week');
    default:
      return state.answered.includes(item);
  }
}

export function confidenceOf(state: EngineState): number {
  const known = KNOWN_ITEMS.filter((i) => isKnown(state, i)).length;
  return Math.round((known / KNOWN_ITEMS.length) * 100) / 100;
}

/** What the coach does not know yet, in the order it would ask. */
export function openUnknowns(state: EngineState): KnownItem[] {
  return KNOWN_ITEMS.filter((i) => !isKnown(state, i));
}

/** The hints under the meter: what to tell next, the step's own first. */
export function hintsOf(state: EngineState): string[] {
  const open = openUnknowns(state);
  const now: Partial<Record<TalkStep, KnownItem>> = {
    situation: 'situation',
    trends: 'trends',
    vision: 'hope',
    values: 'values',
    strengths: 'strengths',
    advantage: 'advantage',
    ideas: 'ideas',
    experiment: 'experiment',
  };
  const first = now[state.step];
  const order = first && open.includes(first) ? [first, ...open.filter((x) => x !== first)] : open;
  return order.slice(0, 3).map((id) => TALK_KNOWN_HINTS[id] ?? id);
}

export function sessionOf(state: EngineState): ChatSession {
  return { current_act: state.act, confidence: confidenceOf(state), hints: hintsOf(state) };
}

export function chatStateOf(state: EngineState): ChatState {
  return { state: state.step, confidence: confidenceOf(state), unknowns: openUnknowns(state) };
}
