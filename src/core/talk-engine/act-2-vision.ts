import { TALK_HEARD } from '@content/talk/listening.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
import type { LetterCard } from '../contracts/talk.js';
import { FUTURE_YEARS_WORDS } from '../horizon.js';
import { seededRandom, shuffled } from '../random.js';
import { inlineQuote } from './free-text.js';
import { factOf } from './person.js';
import { answer, withPicks, type EngineReply, type EngineState, type TalkProfile, type Turn } from './state.js';
import { keptTrends, ratedTrendIds } from './act-1-landscape.js';
import { baseVars, capitalise, countOf, fill, line, quote, shortWords, withoutFeelings } from './words.js';

/**
 * Act two, VILL (vision): what the person hopes for and why it matters to them, answered by a letter from their
 * older self.
 */

/** From BÖR to VILL: the trends rated, the top one named, then the vision question (with a hunch from the poster). */
export function toVill(profile: TalkProfile, state: EngineState): EngineReply {
  const top = keptTrends(state)[0];
  state.act = 'vill';
  state.step = 'vision';
  const context = profile.contexts.find(Boolean);
  const done = top
    ? `${line(profile, state, 'borDone', { rated: countOf(ratedTrendIds(state).length, 'trend'), trend: top.title })}\n\n`
    : '';
  const hunch = context ? line(profile, state, 'villIntroPoster', { context: inlineQuote(quote(context)) }) : '';
  return { content: `${done}${line(profile, state, 'villIntro')}${hunch}`, type: 'text' };
}

/** The vision answered: kept (without the painful sentences), heard, then the values question. */
export function answerVision(t: Turn): EngineReply {
  const { state, text, pick } = t;
  state.vision = withoutFeelings(text, null);
  answer(state, 'vision');
  state.step = 'values';
  const hope = factOf(state.person, 'hope');
  const heard =
    hope && hope.source.turn === state.turn
      ? fill(pick(TALK_HEARD.vision, 'heard:vis'), { hope: hope.text, Hope: capitalise(hope.text) })
      : pick(TALK_HEARD.visionPlain, 'heard:vis');
  return withPicks(t, { content: `${heard} ${pick(TALK_HEARD.askValues, 'ask:val')}`, type: 'text' });
}

/** The values answered: kept, heard, and the first letter from the older self. */
export function answerValues(t: Turn): EngineReply {
  const { profile, state, events, text, pick } = t;
  state.values = withoutFeelings(text, null);
  answer(state, 'values');
  state.step = 'letter';
  const value = shortWords(text, 8);
  const heard = value
    ? fill(pick(TALK_HEARD.values, 'heard:val'), { value, Value: capitalise(value) })
    : pick(TALK_HEARD.valuesPlain, 'heard:val');
  const letter = pickLetter(profile, state);
  state.letters.push(letter.id);
  events.push({ type: 'letter_generated', data: { letterId: letter.id } });
  return withPicks(t, {
    content: `${heard} ${line(profile, state, 'letterIntro')}`,
    type: 'card',
    card: letterCard(profile, state, letter.id),
    quick_replies: ['On to my strengths|next act'],
  });
}

export function pickLetter(profile: TalkProfile, state: EngineState) {
  const order = shuffled(seededRandom(`${profile.seed}:letters`), TALK_LETTERS);
  return order.find((l) => !state.letters.includes(l.id)) ?? order[state.letters.length % order.length]!;
}

/** The letter's P.S.: what the older self remembers of the person's own life (their facts), or ''. */
function letterPostscript(state: EngineState): string {
  const study = factOf(state.person, 'study')?.text;
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const person = factOf(state.person, 'person')?.text;
  const hope = factOf(state.person, 'hope')?.text;
  if (work && study) return `P.S. I still think about ${work}, and about ${study}. Neither was a detour.`;
  if (work) return `P.S. I still think about ${work}. It taught me more than I gave it credit for.`;
  if (study) return `P.S. The ${study} never left me. It shows up in my work in ways you wouldn’t guess.`;
  if (person) return `P.S. Say thank you to ${person} this week. I waited too long to.`;
  if (hope) return `P.S. You said ${hope}. Keep that sentence somewhere you’ll see it.`;
  return '';
}

export function letterCard(profile: TalkProfile, state: EngineState, letterId: string): LetterCard {
  const l = TALK_LETTERS.find((x) => x.id === letterId) ?? TALK_LETTERS[0]!;
  const vars = baseVars(profile, state, {});
  const who = profile.name || 'Future you';
  const signature = profile.role
    ? `\n\n— ${who}, the ${profile.role}, ${FUTURE_YEARS_WORDS} from now`
    : `\n\n— ${who}, ${FUTURE_YEARS_WORDS} from now`;
  const ps = letterPostscript(state);
  return {
    variant: 'letter',
    id: l.id,
    title: `A letter from your future self: ${l.theme}`,
    body: { content: fill(l.content, vars) + signature + (ps ? `\n\n${ps}` : ''), theme: l.theme },
    actions: [{ id: 'newLetter', label: 'New letter', kind: 'button', data: {} }],
    meta: { source: 'Letters from the future', domain: l.theme.toLowerCase() },
  };
}
