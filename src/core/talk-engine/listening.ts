import { TALK_FREE_TEXT } from '@content/talk/coach.js';
import {
  TALK_DONT_KNOW,
  TALK_FEELING,
  TALK_HEARD,
  TALK_JOKE,
  TALK_LANGUAGE,
  TALK_QUESTION,
} from '@content/talk/listening.js';
import { quickReplyParts } from '../talk.js';
import { emptyPerson, rememberFacts } from './person.js';
import type { MessageReading } from './reader.js';
import { withPicks, type EngineReply, type Turn } from './state.js';
import { toKan } from './act-3-capabilities.js';
import { freeReply, steerKeyOf, trendsSteer, type SteerKey } from './free-reply.js';
import { currentPrompt, stepQuickReplies } from './prompts.js';
import { answerQuestion } from './questions.js';
import { baseVars, fill } from './words.js';

/**
 * Replies to what a message is, as the reader read it (decision 068): a feeling, a wish to pause, a question, "I don't
 * know", a joke, another language, or a statement that is not the step's answer. Only a real answer moves the step
 * on (respond.ts).
 */

/** After a feeling: the person wants to go on, gently. */
const KEEP_GOING =
  /^(?:keep going|go on|continue|let['’]?s (?:keep going|go on|continue)|i['’]?m (?:ok|okay|fine)(?: to (?:go on|continue))?|yes,? (?:let['’]?s )?(?:keep going|go on|continue))[.!]*$/i;
const KEEP_GOING_REPLY = 'Keep going, gently|keep going';
const PAUSE_REPLY = 'Let’s pause here|pause';

/** "Keep going" after a feeling, or "I'll answer in English": the step's question again. Null: neither. */
export function backToStep(t: Turn): EngineReply | null {
  const { profile, state, opts, text, pick } = t;
  // After a feeling: "keep going" goes back gently to the step's question.
  if (state.slowed && KEEP_GOING.test(text)) {
    state.slowed = false;
    const prompt = currentPrompt(profile, state, opts);
    return withPicks(t, { ...prompt, content: `${pick(TALK_FEELING.keepGoing, 'keep')} ${prompt.content}` });
  }

  // "I'll answer in English" after a message in another language: the step's question again.
  if (text === quickReplyParts(TALK_LANGUAGE.quickReply).value) {
    const prompt = currentPrompt(profile, state, opts);
    return withPicks(t, { ...prompt, content: `${TALK_LANGUAGE.thanks} ${prompt.content}` });
  }
  return null;
}

/** A message in another language, a pause, a feeling, a question, "I don't know" or a joke. Null: a statement. */
export function sideReply(t: Turn, r: MessageReading): EngineReply | null {
  const { profile, state, pick } = t;
  const step = state.step;
  const steer = (key: SteerKey = steerKeyOf(state)) =>
    fill(pick(TALK_FREE_TEXT.steer[key], `steer:${key}`), baseVars(profile, state, {}));
  const replies = stepQuickReplies(profile, state);

  if (r.kind === 'otherLanguage')
    // Not kept as an answer or a fact, and the step does not move: Talk speaks English for now (decision 068).
    return withPicks(t, {
      content: pick(TALK_LANGUAGE[r.language === 'sv' ? 'sv' : 'other'], `lang:${r.language}`),
      type: 'text',
      metadata: { english_only: true },
      quick_replies: [TALK_LANGUAGE.quickReply, ...(replies ?? [])],
    });
  if (r.wantsPause) {
    state.slowed = true;
    return withPicks(t, {
      content: pick(TALK_FEELING.pause, 'pause'),
      type: 'text',
      quick_replies: [KEEP_GOING_REPLY],
    });
  }
  if (r.kind === 'feeling') {
    // Heard, never praised, never kept as an answer, a strength or a fact; the meter does not move.
    state.slowed = true;
    return withPicks(t, {
      content: [
        fill(pick(TALK_FEELING.acknowledge, 'feel'), baseVars(profile, state, {})),
        r.comparison ? pick(TALK_FEELING.comparison, 'feel:cmp') : pick(TALK_FEELING.notJudged, 'feel:nj'),
        pick(TALK_FEELING.slowDown, 'feel:slow'),
      ].join(' '),
      type: 'text',
      quick_replies: [KEEP_GOING_REPLY, PAUSE_REPLY],
    });
  }
  if (r.kind === 'question')
    return withPicks(t, {
      content:
        step === 'done'
          ? `${answerQuestion(profile, state, r, pick)} ${steer()}`
          : `${answerQuestion(profile, state, r, pick)} ${pick(TALK_QUESTION.back, 'q:back')} ${steer()}`,
      type: 'text',
      quick_replies: replies,
    });
  if (r.kind === 'dontKnow')
    return withPicks(t, {
      content: pick(TALK_DONT_KNOW[step] ?? TALK_DONT_KNOW.vision!, `dk:${step}`),
      type: 'text',
      quick_replies: replies,
    });
  if (r.kind === 'joke')
    return withPicks(t, { content: `${pick(TALK_JOKE, 'joke')} ${steer()}`, type: 'text', quick_replies: replies });
  return null;
}

/** A statement: what it says about the person's life is remembered (with where it came from). */
export function learn(t: Turn): void {
  const { state, opts, text } = t;
  const { model } = rememberFacts(state.person ?? emptyPerson(), text, {
    turn: state.turn,
    messageId: opts.messageId ?? null,
    step: state.step,
  });
  state.person = model;
}

/** A statement that is not the step's answer: its facts kept, a reply to it, then back to the step's task. */
export function statementReply(t: Turn, r: MessageReading): EngineReply {
  const { profile, state, text, pick } = t;
  const step = state.step;
  const replies = stepQuickReplies(profile, state);
  const reading = r.free;
  if (reading.kind === 'other' || reading.kind === 'likes') learn(t);
  if (step === 'letter' && (reading.kind === 'ack' || reading.kind === 'thanks')) return toKan(profile, state);
  if (step === 'strengths' && r.words > 8)
    return withPicks(t, { content: pick(TALK_HEARD.notAStrength, 'ns'), type: 'text', quick_replies: replies });
  if (step === 'vision' && reading.kind === 'other')
    return withPicks(t, { content: pick(TALK_HEARD.notAVision, 'nv'), type: 'text' });
  return {
    content: freeReply(profile, state, text, reading, step === 'trends' ? trendsSteer(state) : steerKeyOf(state)),
    type: 'text',
    quick_replies: replies,
    ...(step === 'done' ? { metadata: { plan_ready: true } } : {}),
  };
}
