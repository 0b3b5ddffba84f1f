import { TALK_LINES, TALK_STRENGTHS } from '@content/talk/coach.js';
import { TALK_HEARD } from '@content/talk/listening.js';
import { seededRandom, shuffled } from '../random.js';
import { cleanText } from '../text-clean.js';
import { inlineQuote } from './free-text.js';
import {
  answer,
  IDEAS_PER_ROUND,
  withPicks,
  type EngineReply,
  type EngineState,
  type TalkProfile,
  type Turn,
} from './state.js';
import { ideaCard, makeIdeas } from './act-4-strategy.js';
import { capitalise, fill, line, quote, shortWords } from './words.js';

/**
 * Act three, KAN (capabilities): the person's strengths (picked or said) and their unfair advantage; the advantage
 * answered opens act four with the first ideas.
 */

/** From VILL to KAN: the strengths question, with the poster's superpower when there is one. */
export function toKan(profile: TalkProfile, state: EngineState): EngineReply {
  state.act = 'kan';
  state.step = 'strengths';
  const sp = profile.superpower
    ? line(profile, state, 'kanSuperpower', { superpower: inlineQuote(quote(profile.superpower)) })
    : '';
  return { content: `${line(profile, state, 'kanIntro')}${sp}`, type: 'text', quick_replies: strengthOptions(profile) };
}

/** Five strengths to pick from, by the seed. */
export function strengthOptions(profile: TalkProfile): string[] {
  const rng = seededRandom(`${profile.seed}:strengths`);
  const pool = shuffled(rng, TALK_STRENGTHS).slice(0, 5);
  return pool.map((s) => `${s}|${s}`);
}

/** Strengths in an answer: a short list, or what follows "good at"; never a sentence. */
function strengthsIn(text: string): string[] {
  const t = cleanText(text).replace(/[’‘`´]/g, "'");
  const good = /\b(?:good at|great at|best at|people (?:ask|come to) me (?:for|to))\s+([^.!?;]+)/i.exec(t);
  const source = good ? good[1]! : t;
  return source
    .split(/[,;\n]|\band\b/)
    .map((x) => shortWords(x, 6))
    .map((x) => x.replace(/^(?:i'm|i am|you're|you are)\s+/i, ''))
    .filter((x) => x.length >= 3)
    .map(capitalise)
    .slice(0, 3);
}

/** The strengths answered: up to five kept, heard, then the unfair-advantage question. */
export function answerStrengths(t: Turn): EngineReply {
  const { profile, state, text, pick } = t;
  const picked = strengthsIn(text);
  state.strengths = [...new Set([...state.strengths, ...picked])].slice(0, 5);
  answer(state, 'strengths');
  state.step = 'advantage';
  const strength = state.strengths.slice(0, 3).join(', ').toLowerCase();
  return withPicks(t, {
    content: `${fill(pick(TALK_HEARD.strengths, 'heard:str'), { strength, Strength: capitalise(strength) })} ${line(profile, state, 'askAdvantage')}`,
    type: 'text',
    quick_replies: [...TALK_LINES.advantageQuickReplies],
    metadata: { selected_strengths: state.strengths },
  });
}

/** The advantage answered: kept, and act four (SKALL) opens with ideas. */
export function answerAdvantage(t: Turn): EngineReply {
  const { profile, state, text, pick } = t;
  state.advantage = shortWords(text, 8) || null;
  answer(state, 'advantage');
  state.act = 'skall';
  state.step = 'ideas';
  const ideas = makeIdeas(profile, state, IDEAS_PER_ROUND);
  state.ideas.push(...ideas);
  const adv = state.advantage;
  const heard = adv
    ? fill(pick(TALK_HEARD.advantage, 'heard:adv'), { advantage: adv, Advantage: capitalise(adv) })
    : pick(TALK_HEARD.advantagePlain, 'heard:adv');
  return withPicks(t, {
    content: `${heard}\n\n${line(profile, state, 'skallIntro')}`,
    type: 'carousel',
    cards: ideas.map((i) => ideaCard(i, state)),
  });
}
