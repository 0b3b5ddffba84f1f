import { TALK_LINES } from '@content/talk/coach.js';
import { MEMORY_CALLBACK as TALK_MEMORY_CALLBACK } from '@content/talk/future-memory.js';
import { TALK_FEELING, TALK_HEARD } from '@content/talk/listening.js';
import { hashString } from '../random.js';
import { buildFutureMemory, memoryStart, tellMemory } from './memory.js';
import { emptyPerson, situationPhrase } from './person.js';
import type { MessageReading } from './reader.js';
import { answer, withPicks, type EngineReply, type EngineState, type TalkProfile, type Turn } from './state.js';
import { nextTrends, trendCards } from './act-1-landscape.js';
import { freeLine } from './free-reply.js';
import { capitalise, fill, line, roleTheme, withoutFeelings } from './words.js';

/**
 * Onboarding: the older self's greeting and memory, and where the person is now; the answer opens act one (BÖR)
 * with the first trends.
 */

/** The start: a greeting, the future memory (chosen once, here) and the question of where the person is now. */
export function startConversation(profile: TalkProfile, state: EngineState): EngineReply {
  const greet = line(profile, state, profile.role ? 'greeting' : 'greetingNoPoster');
  // The future memory is chosen once, here, and told the same way after (decision 068).
  state.memory ??= buildFutureMemory(profile.seed, roleTheme(profile.role), state.person);
  state.person ??= emptyPerson();
  return {
    content: `${greet}\n\n${tellMemory(profile.seed, state.memory)}\n\n${line(profile, state, 'askSituation')}`,
    type: 'text',
    quick_replies: [...TALK_LINES.situationQuickReplies],
  };
}

/** Where the person is now, answered: kept, said back with their facts, and the first trends. */
export function answerSituation(t: Turn, r: MessageReading): EngineReply {
  const { profile, state, text, used, pick } = t;
  const reading = r.free;
  state.situation = withoutFeelings(text, state.person);
  answer(state, 'situation');
  state.act = 'bor';
  state.step = 'trends';
  const trends = nextTrends(profile, state);
  state.shownTrends.push(...trends.map((t) => t.id));
  const facts = situationPhrase(state.person);
  // No facts to say back: a reply to what it was (unsure, something they like), else a plain thank-you.
  const heard = facts
    ? fill(pick(TALK_HEARD.situation, 'heard:sit'), { facts, Facts: capitalise(facts) })
    : reading.kind === 'unsure' || reading.kind === 'likes'
      ? freeLine(profile, state, text, reading, used)
      : pick(TALK_HEARD.situationPlain, 'heard:sit');
  const along = r.feeling
    ? ` ${pick(/\bstuck\b/i.test(text) ? TALK_FEELING.alongStuck : TALK_FEELING.alongAnswer, 'along')}`
    : '';
  return withPicks(t, {
    content: `${heard}${along}${anchorMemory(profile, state)}\n\n${line(profile, state, 'borIntro')}`,
    type: 'carousel',
    cards: trendCards(profile, state, trends),
    quick_replies: [...TALK_LINES.borQuickReplies],
  });
}

/**
 * The start of the future memory told again with the person's facts, once they have said where they are
 * ("I remember physics in Uppsala…"); '' when there is nothing new to tell.
 */
function anchorMemory(profile: TalkProfile, state: EngineState): string {
  const m = state.memory;
  if (!m || m.anchored) return '';
  const start = memoryStart(profile.seed, state.person);
  m.anchored = true;
  if (start === m.start) return '';
  m.start = start;
  return ` ${fill(TALK_MEMORY_CALLBACK[hashString(`${profile.seed}:callback`) % TALK_MEMORY_CALLBACK.length]!, { start })}`;
}
