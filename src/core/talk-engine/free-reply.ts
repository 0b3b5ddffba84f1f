import { TALK_FREE_TEXT } from '@content/talk/coach.js';
import { hashString } from '../random.js';
import type { FreeTextReading } from './free-text.js';
import type { EngineState, TalkProfile } from './state.js';
import { ratedTrendIds } from './act-1-landscape.js';
import { baseVars, fill } from './words.js';

/**
 * Replies to free text that is not the answer the step asked for: a reply to what was said, then a steer back to
 * the step's task, never the same variant twice in a row.
 */

export type SteerKey = keyof typeof TALK_FREE_TEXT.steer;
type FreeKind = Exclude<keyof typeof TALK_FREE_TEXT, 'steer' | 'greetingOpener'>;

/**
 * One variant of a list, by the seed, the turn and the message (the same conversation reads the same), never one the
 * last reply to free text used.
 */
export function pickFree(
  profile: TalkProfile,
  state: EngineState,
  list: readonly string[],
  salt: string,
  text: string,
  used: number[],
): string {
  const n = list.length;
  const start = hashString(`${profile.seed}:${salt}:${state.turn}:${text.toLowerCase()}`) % n;
  for (let k = 0; k < n; k++) {
    const v = list[(start + k) % n]!;
    const h = hashString(v);
    if (state.lastFree?.includes(h) && k < n - 1) continue;
    used.push(h);
    return v;
  }
  return list[start]!;
}

/** A short greeting back when the person opened with one ("Hi! I'm not sure…"), else ''. */
function greetingOpener(
  profile: TalkProfile,
  state: EngineState,
  text: string,
  reading: FreeTextReading,
  used: number[],
): string {
  return reading.greeted ? pickFree(profile, state, TALK_FREE_TEXT.greetingOpener, 'opener', text, used) : '';
}

/** The reply to the kind of message (without the steer), with a greeting first when the person opened with one. */
export function freeLine(
  profile: TalkProfile,
  state: EngineState,
  text: string,
  reading: FreeTextReading,
  used: number[],
): string {
  const kind: FreeKind = reading.kind;
  const lines = TALK_FREE_TEXT[kind];
  const pool: readonly string[] = reading.fragment && lines.fragment.length ? lines.fragment : lines.plain;
  const parts = [greetingOpener(profile, state, text, reading, used), pickFree(profile, state, pool, kind, text, used)];
  const fragment = reading.fragment ?? '';
  return fill(
    parts.filter(Boolean).join(' '),
    baseVars(profile, state, { fragment, Fragment: fragment.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) }),
  );
}

/**
 * The coach's reply to free text that is not the answer it asked for: a reply to what was said (a question, a
 * feeling of being unsure, something the person likes, a greeting...), then a line back to the step's task.
 */
export function freeReply(
  profile: TalkProfile,
  state: EngineState,
  text: string,
  reading: FreeTextReading,
  steer: SteerKey,
): string {
  const used: number[] = [];
  const said = freeLine(profile, state, text, reading, used);
  const back = fill(
    pickFree(profile, state, TALK_FREE_TEXT.steer[steer], `steer:${steer}`, text, used),
    baseVars(profile, state, {}),
  );
  state.lastFree = used;
  return `${said} ${back}`;
}

/** The steer in BÖR follows the ratings: none yet, one, enough to move on. */
export function trendsSteer(state: EngineState): SteerKey {
  const rated = ratedTrendIds(state).length;
  return rated === 0 ? 'trendsNone' : rated === 1 ? 'trendsOne' : 'trendsEnough';
}

/** The step's steer key (BÖR by its ratings). */
export function steerKeyOf(state: EngineState): SteerKey {
  return state.step === 'trends' ? trendsSteer(state) : (state.step as SteerKey);
}
