import { TALK_FREE_TEXT } from '@content/talk/coach.js';
import { TALK_QUESTION } from '@content/talk/listening.js';
import { quoted } from '../text-clean.js';
import { factOf, situationPhrase } from './person.js';
import type { MessageReading } from './reader.js';
import type { EngineState, TalkProfile } from './state.js';
import { baseVars, fill } from './words.js';

/** The person's questions, answered in their own situation with a next step (decision 068). */

/** A next step for a question, in the person's own situation. */
function nextStepFor(state: EngineState): string {
  const exp = state.experiments.find((e) => e.started) ?? state.experiments[0];
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const place = factOf(state.person, 'place')?.text;
  const study = factOf(state.person, 'study')?.text;
  if (exp)
    return `open your calendar and block the first session of ${quoted(exp.title)}, then do the first 30 minutes of it.`;
  if (study && place)
    return `write to one person who studied ${study} in ${place} and ask what they’d do in your place.`;
  if (study)
    return `spend one evening with ${study} again (a lecture online, an old chapter) and notice how the time goes.`;
  if (work) return `on your next shift at ${work}, ask one person what they’d do if they were twenty again.`;
  if (place) return `find one person in ${place} who does something you’re curious about and ask for twenty minutes.`;
  return 'write the question at the top of a page tonight, then ask one person who has lived it.';
}

/** A question answered (decision 068): in the person's terms, with a way to decide and a next step. Never deflected. */
export function answerQuestion(
  profile: TalkProfile,
  state: EngineState,
  r: MessageReading,
  pick: (list: readonly string[], salt: string) => string,
): string {
  const vars = baseVars(profile, state, {});
  const facts = situationPhrase(state.person);
  const known = facts ? `You told me about ${facts}; that’s the evidence to use, not what anyone else expects.` : '';
  const next = `${pick(TALK_QUESTION.nextStep, 'q:next')} ${nextStepFor(state)}`;
  switch (r.question) {
    case 'identity':
      return pick(TALK_FREE_TEXT.identity.plain, 'q:id');
    case 'process':
      return pick(TALK_FREE_TEXT.process.plain, 'q:proc');
    case 'decide': {
      const a = r.options?.a ?? 'it';
      const b = r.options?.b ?? null;
      state.decision = b ? `${a} or ${b}` : `${a}, or not`;
      const how = b
        ? fill(pick(TALK_QUESTION.decide, 'q:dec'), { a, b })
        : fill(pick(TALK_QUESTION.decideOne, 'q:dec1'), { a });
      return [
        how,
        known,
        next,
        'We’ll put that decision in the last week of your plan, so it gets made, not postponed.',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'next': {
      const exp = state.experiments.find((e) => e.started) ?? state.experiments[0];
      if (exp)
        return `Tomorrow morning, before anything else: ${nextStepFor(state)} Write one sentence afterwards about how it felt. That’s it; the rest of ${quoted(exp.title)} follows from there.`;
      return `${fill(pick(TALK_QUESTION.next, 'q:next1'), vars)} ${known}`.trim();
    }
    case 'tooLate':
      return `${pick(TALK_QUESTION.tooLate, 'q:late')} ${next}`;
    case 'canI':
      return `${pick(TALK_QUESTION.canI, 'q:can')} ${known} ${next}`.replace(/\s+/g, ' ');
    case 'inMyPlace':
      return `${pick(TALK_QUESTION.inMyPlace, 'q:place')} ${known} ${next}`.replace(/\s+/g, ' ');
    case 'roleDay':
      return `${fill(pick(TALK_QUESTION.roleDay, 'q:role'), vars)} ${next}`;
    case 'money':
      return `${pick(TALK_QUESTION.money, 'q:money')} ${known} ${next}`.replace(/\s+/g, ' ');
    default:
      return `${pick(TALK_QUESTION.general, 'q:gen')} ${known} ${next}`.replace(/\s+/g, ' ');
  }
}
