import { CRISIS_TEXT } from '@content/talk/crisis-replies.js';
import { crisisHelp, crisisReplyText, helpCountry } from '../crisis-help.js';
import { readSafety } from '../safety-reader.js';
import { isCardTap } from '../talk.js';
import type { EngineEvent, EngineOptions, EngineReply, EngineState, TalkProfile, TurnSafety } from './state.js';
import { currentPrompt } from './prompts.js';
import { quote } from './words.js';

/**
 * Safety first (decision 062): a crisis message pauses the coaching, whatever the step, is answered with help and
 * is never taken as an answer; the coaching resumes when the person says they are safe.
 */

/** The quick reply that ends the pause: its label, and the value the engine reads. */
export const SAFE_NOW_REPLY = `${CRISIS_TEXT.en.safeNow}|resume coaching`;
/** Typed ways of saying the same ("im safe now", "I'm ok now"): never with a "not" in them. */
const SAFE_NOW =
  /^(?:resume coaching|(?:i[’']?m|i am|jag [aä]r)? ?(?:safe|ok|okay|fine|trygg|okej) ?(?:now|nu)?[.!]*)$/i;

/** Drops an answer taken from a message that turned out to be half of a crisis message (never kept, never in the plan). */
function forgetAnswer(state: EngineState, text: string): void {
  // Nor is anything it said kept as a fact about the person (it came in the turn before this one).
  if (state.person)
    state.person = { ...state.person, facts: state.person.facts.filter((f) => f.source.turn !== state.turn - 1) };
  const q = quote(text);
  for (const key of ['situation', 'vision', 'values', 'advantage'] as const)
    if (state[key] && state[key] === q) {
      state[key] = null;
      state.answered = state.answered.filter((a) => a !== key);
    }
  if (state.strengths.includes(q)) {
    state.strengths = state.strengths.filter((x) => x !== q);
    if (!state.strengths.length) state.answered = state.answered.filter((a) => a !== 'strengths');
  }
}

/** The safety of a message when the caller did not read it (the engine alone, tests): the configured country, age unknown. */
export function turnSafety(text: string, previous: string | null, country: string): TurnSafety | null {
  const reading = readSafety(text, previous);
  if (!reading.crisis || !reading.category) return null;
  return { reading, help: crisisHelp(reading.category, helpCountry(null, country), null, reading.lang) };
}

/** The safety of this message: the caller's reading, else the engine's own (a tapped card has nothing to read). */
export function safetyOf(text: string, opts: EngineOptions): TurnSafety | null {
  const tappedCard = isCardTap(text);
  return opts.safety !== undefined
    ? opts.safety
    : tappedCard
      ? null
      : turnSafety(text, opts.previousText ?? null, opts.crisisCountry ?? 'INTL');
}

/** The reply to a crisis message: help for the person's country, the coaching paused. */
export function crisisReply(
  state: EngineState,
  safety: TurnSafety,
  opts: EngineOptions,
  events: EngineEvent[],
): EngineReply {
  state.paused = true;
  const { reading, help } = safety;
  // Half of it came in the message before: whatever that one was taken as is dropped too.
  if (reading.withPrevious && opts.previousText) forgetAnswer(state, opts.previousText);
  // Counted without the text: how often it happens, of which kind, in which language and country.
  events.push({
    type: 'talk_crisis',
    data: { category: reading.category, lang: reading.lang, country: help.country },
  });
  return {
    content: crisisReplyText(reading.category!, help, reading.lang),
    type: 'text',
    metadata: { safety: 'crisis', help },
    quick_replies: [SAFE_NOW_REPLY],
  };
}

/** While paused: "I'm safe now" goes back to the step's question; anything else gets the pause again. */
export function pausedReply(
  profile: TalkProfile,
  state: EngineState,
  text: string,
  opts: EngineOptions,
): { reply: EngineReply; userDisplay?: string } {
  if (SAFE_NOW.test(text)) {
    state.paused = false;
    const prompt = currentPrompt(profile, state, opts);
    return {
      reply: { ...prompt, content: `${CRISIS_TEXT.en.resume}\n\n${prompt.content}` },
      userDisplay: CRISIS_TEXT.en.safeNow,
    };
  }
  return { reply: { content: CRISIS_TEXT.en.paused, type: 'text', quick_replies: [SAFE_NOW_REPLY] } };
}
