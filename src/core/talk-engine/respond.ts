import { TALK_LINES } from '@content/talk/coach.js';
import { parseActionMessage, parseRating, quickReplyParts } from '../talk.js';
import { tidyReply } from './free-text.js';
import { readMessage, type MessageReading } from './reader.js';
import {
  clone,
  type EngineEvent,
  type EngineInput,
  type EngineOptions,
  type EngineReply,
  type EngineState,
  type EngineTurn,
  type TalkProfile,
  type Turn,
} from './state.js';
import { answerSituation, startConversation } from './onboarding.js';
import { moreTrends, nudgeRatings, ratedTrendIds, rateTrend } from './act-1-landscape.js';
import { answerValues, answerVision, toVill } from './act-2-vision.js';
import { answerAdvantage, answerStrengths, toKan } from './act-3-capabilities.js';
import { actionDisplay, handleAction } from './actions.js';
import { freeReply, pickFree, trendsSteer } from './free-reply.js';
import { backToStep, learn, sideReply, statementReply } from './listening.js';
import { currentPrompt } from './prompts.js';
import { crisisReply, pausedReply, safetyOf } from './safety.js';

const NEXT_ACT = /^(next act|next|move on|continue|done|let['’]?s go on|go on|i['’]?ve rated enough)$/i;
const MORE_TRENDS = /^(more trends|more|show me more( trends)?)$/i;

/**
 * One turn: the person's message (or the start) in, the coach's one reply and the new state out. In this order:
 * safety, the pause, a rating, a card's button, the commands that move the act, then what the reader makes of the
 * message; only a real answer moves the step on.
 */
export function respond(prev: EngineState, profile: TalkProfile, input: EngineInput, opts: EngineOptions): EngineTurn {
  const state = clone(prev);
  state.turn += 1;
  const events: EngineEvent[] = [];
  // A quick reply's value is shown as the label the person tapped.
  const tapped =
    input.kind === 'message'
      ? (input.offered ?? []).map(quickReplyParts).find((q) => q.value === input.text.trim() && q.label !== q.value)
      : undefined;
  const done = (reply: EngineReply, userDisplay: string | null = tapped?.label ?? null): EngineTurn => ({
    state,
    reply: { ...reply, content: tidyReply(reply.content) },
    userDisplay,
    events,
  });

  if (input.kind === 'start') return done(startConversation(profile, state));

  const text = input.text.trim();

  // Safety first: a crisis message pauses the coaching, whatever the step, and is never taken as an answer.
  const safety = safetyOf(text, opts);
  if (safety) return done(crisisReply(state, safety, opts, events));
  if (state.paused) {
    const paused = pausedReply(profile, state, text, opts);
    return done(paused.reply, paused.userDisplay);
  }

  // Ratings from a trend card's chips.
  const rating = parseRating(text);
  if (rating) {
    const rated = rateTrend(profile, state, rating, events);
    return rated ? done(rated.reply, rated.userDisplay) : done(currentPrompt(profile, state, opts), text);
  }

  // Card actions ('Action: {id} {json}').
  const action = parseActionMessage(text);
  if (action) return done(handleAction(profile, state, action, events, opts), actionDisplay(action.id));

  // Free text. Commands first (quick replies that move the act), then the reader (decision 068): a feeling, a
  // question, "I don't know" or a joke is replied to as what it is; only a real answer moves the step on.
  const step = state.step;
  if (step === 'trends' && MORE_TRENDS.test(text)) return done(moreTrends(profile, state));
  if (step === 'trends' && NEXT_ACT.test(text))
    return done(ratedTrendIds(state).length ? toVill(profile, state) : nudgeRatings(profile, state));
  if (step === 'letter' && NEXT_ACT.test(text)) return done(toKan(profile, state));

  const used: number[] = [];
  const pick = (list: readonly string[], salt: string) => pickFree(profile, state, list, salt, text, used);
  const turn: Turn = { profile, state, opts, events, text, used, pick };

  const back = backToStep(turn);
  if (back) return done(back);

  // A quick reply the coach offered is an answer to its step, whatever its words.
  const r: MessageReading = tapped
    ? { ...readMessage(text, step), kind: 'answer', feeling: false, wantsPause: false }
    : readMessage(text, step);
  state.slowed = false;

  const side = sideReply(turn, r);
  if (side) return done(side);
  if (r.kind !== 'answer') return done(statementReply(turn, r));

  learn(turn);
  return done(answerStep(turn, r));
}

/** The step's answer: kept, heard, and the step (or the act) moves on. */
function answerStep(t: Turn, r: MessageReading): EngineReply {
  const { profile, state, text } = t;
  const reading = r.free;
  const step = state.step;
  switch (step) {
    case 'situation':
      return answerSituation(t, r);
    case 'vision':
      return answerVision(t);
    case 'values':
      return answerValues(t);
    case 'letter':
      return toKan(profile, state);
    case 'strengths':
      return answerStrengths(t);
    case 'advantage':
      return answerAdvantage(t);
    case 'trends':
      return {
        content: freeReply(profile, state, text, reading, trendsSteer(state)),
        type: 'text',
        quick_replies: [...TALK_LINES.borQuickReplies],
      };
    case 'ideas':
    case 'experiment':
      return { content: freeReply(profile, state, text, reading, step), type: 'text' };
    case 'done':
    default:
      return {
        content: freeReply(profile, state, text, reading, 'done'),
        type: 'text',
        metadata: { plan_ready: true },
      };
  }
}
