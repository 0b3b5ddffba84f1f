import type { RoleTheme } from '@content/roles.js';
import { TALK_LINES } from '@content/talk/coach.js';
import { TOPIC_THEMES } from '@content/talk/listening.js';
import { TALK_TRENDS, type TalkTrend } from '@content/talk/trends.js';
import type { CardAction, TrendCard } from '../contracts/talk.js';
import { seededRandom, shuffled } from '../random.js';
import { CERTAINTY_GROUP, CERTAINTY_SCALE, IMPACT_GROUP, IMPACT_SCALE, type parseRating } from '../talk.js';
import { cleanText } from '../text-clean.js';
import type { PersonModel } from './person.js';
import {
  answer,
  TRENDS_PER_ROUND,
  type EngineEvent,
  type EngineReply,
  type EngineState,
  type TalkProfile,
} from './state.js';
import { line, roleTheme } from './words.js';

/**
 * Act one, BÖR (landscape): the trends that will shape the person's work, chosen for them and rated on two scales
 * (impact, certainty). The rated ones carry into the ideas of act four and the plan.
 */

const words = (s: string) =>
  cleanText(s)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);

/** The role themes a person's facts and answers point to ("physics" → science, space; "a café" → food). */
function themesOf(profile: TalkProfile, person: PersonModel | undefined): Map<RoleTheme, string> {
  const out = new Map<RoleTheme, string>();
  const sources: { text: string; why: string }[] = [
    ...(person?.facts ?? [])
      .filter((f) => f.kind !== 'dislike' && f.kind !== 'worry')
      .map((f) => ({ text: f.text, why: f.text.replace(/^(?:a|an) /i, 'the ') })),
    ...(profile.superpower ? [{ text: profile.superpower, why: 'your superpower answer' }] : []),
    ...profile.contexts.map((c) => ({ text: c, why: 'your poster' })),
  ];
  for (const { text, why } of sources)
    for (const w of words(text)) for (const theme of TOPIC_THEMES[w] ?? []) if (!out.has(theme)) out.set(theme, why);
  return out;
}

interface RankedTrend {
  trend: TalkTrend;
  /** One line: why this was chosen for this person. */
  why: string;
}

/**
 * Trends ordered for this person (decision 068): the role's theme and the role's own words first, then what their facts
 * and quiz answers point to, then words shared with their answers; seeded so two people differ. Each comes with one
 * line saying why it was chosen.
 */
export function rankedTrendsWhy(profile: TalkProfile, person?: PersonModel): RankedTrend[] {
  const theme = roleTheme(profile.role);
  const roleWords = new Set(words(profile.role ?? ''));
  const fromFacts = themesOf(profile, person);
  const mine = new Set(
    words(
      [
        profile.contexts.join(' '),
        profile.superpower ?? '',
        profile.transcript ?? '',
        ...(person?.facts ?? []).filter((f) => f.kind !== 'dislike').map((f) => f.text),
      ].join(' '),
    ),
  );
  const rng = seededRandom(`${profile.seed}:trends`);
  const scored = shuffled(rng, TALK_TRENDS).map((t, i) => {
    const text = words(`${t.title} ${t.why_text} ${t.related_roles.join(' ')}`);
    const shared = [...new Set(text.filter((w) => mine.has(w)))];
    const roleHit = text.some((w) => roleWords.has(w));
    const factTheme = fromFacts.get(t.category);
    const score =
      (t.category === theme ? 3 : 0) +
      (roleHit ? 2 : 0) +
      (factTheme ? 2.5 : 0) +
      Math.min(2, shared.length) -
      i * 0.001;
    let why: string;
    if (factTheme && t.category === theme && profile.role)
      why = `Chosen for you: it shapes the ${profile.role} job, and it connects to ${factTheme}.`;
    else if (factTheme) why = `Chosen for you because of ${factTheme}.`;
    else if (t.category === theme && profile.role) why = `Chosen for you: it shapes the ${profile.role} job.`;
    else if (shared.length) why = `Chosen for you: it touches on ${shared[0]}, from your answers.`;
    else why = 'A wild card: it changes most jobs, yours included.';
    return { t, score, why };
  });
  scored.sort((a, b) => b.score - a.score);
  // Keep variety: no two of one category in a round of three while others are left.
  const pending = [...scored];
  const out: RankedTrend[] = [];
  while (pending.length) {
    const round: typeof scored = [];
    for (const x of [...pending]) {
      if (round.length < TRENDS_PER_ROUND && !round.some((r) => r.t.category === x.t.category)) {
        round.push(x);
        pending.splice(pending.indexOf(x), 1);
      }
    }
    while (round.length < TRENDS_PER_ROUND && pending.length) round.push(pending.shift()!);
    out.push(...round.map((x) => ({ trend: x.t, why: x.why })));
  }
  return out;
}

/** Trends ordered for this person (see rankedTrendsWhy). */
export function rankedTrends(profile: TalkProfile, person?: PersonModel): TalkTrend[] {
  return rankedTrendsWhy(profile, person).map((r) => r.trend);
}

/** The one line on a trend card: why it was chosen for this person. */
export function whyChosen(profile: TalkProfile, state: EngineState, trendId: string): string | undefined {
  return rankedTrendsWhy(profile, state.person).find((r) => r.trend.id === trendId)?.why;
}

export function trendById(id: string): TalkTrend | undefined {
  return TALK_TRENDS.find((t) => t.id === id);
}

export function trendCard(t: TalkTrend, rating?: { impact?: number; certainty?: number }, whyYou?: string): TrendCard {
  const chips = (prefix: 'impact' | 'cert', scale: readonly string[], group: string): CardAction[] =>
    scale.map((label, i) => ({ id: `${prefix}_${t.id}_${i + 1}`, label, kind: 'chip', group }));
  const selected: Record<string, number> = {};
  if (rating?.impact) selected.impact = rating.impact;
  if (rating?.certainty) selected.certainty = rating.certainty;
  return {
    variant: 'trend',
    id: t.id,
    title: t.title,
    image: { url: `emoji:${t.art}`, alt: '' },
    body: {
      why_now: t.why_text,
      short_term: t.short_term_implications,
      long_term: t.long_term_implications,
      drivers: [...t.driver_examples],
      roles: [...t.related_roles],
      category: t.category,
      ...(whyYou ? { why_you: whyYou } : {}),
    },
    actions: [
      ...chips('impact', IMPACT_SCALE, IMPACT_GROUP),
      ...chips('cert', CERTAINTY_SCALE, CERTAINTY_GROUP),
      { id: 'autoIdeas', label: 'Auto-ideas from this trend', kind: 'button', data: { trendId: t.id } },
      { id: 'moreInfo', label: 'Show details', kind: 'button', data: { trendId: t.id } },
    ],
    meta: { source: 'FutureSelf trend library', domain: t.category },
    ...(Object.keys(selected).length ? { selected } : {}),
  };
}

export function nextTrends(profile: TalkProfile, state: EngineState): TalkTrend[] {
  const ranked = rankedTrends(profile, state.person).filter((t) => !state.shownTrends.includes(t.id));
  return ranked.slice(0, TRENDS_PER_ROUND);
}

/** The trend cards of a round, each with its "why this was chosen for you" line. */
export function trendCards(profile: TalkProfile, state: EngineState, trends: TalkTrend[]): TrendCard[] {
  const why = new Map(rankedTrendsWhy(profile, state.person).map((r) => [r.trend.id, r.why]));
  return trends.map((t) => trendCard(t, state.ratings[t.id], why.get(t.id)));
}

export function ratedTrendIds(state: EngineState): string[] {
  return Object.entries(state.ratings)
    .filter(([, r]) => r.impact || r.certainty)
    .map(([id]) => id);
}

/** Kept trends: rated ones, highest impact (then certainty) first; shown ones when nothing is rated. */
export function keptTrends(state: EngineState): TalkTrend[] {
  const rated = ratedTrendIds(state)
    .map((id) => ({ id, r: state.ratings[id]! }))
    .sort((a, b) => (b.r.impact ?? 0) - (a.r.impact ?? 0) || (b.r.certainty ?? 0) - (a.r.certainty ?? 0))
    .map((x) => trendById(x.id))
    .filter((t): t is TalkTrend => !!t);
  if (rated.length) return rated;
  return state.shownTrends.map(trendById).filter((t): t is TalkTrend => !!t);
}

/**
 * A rating from a trend card's chips: kept, acknowledged, and shown as words ("Impact on you? High (…)"). Null when
 * the trend is not one of ours.
 */
export function rateTrend(
  profile: TalkProfile,
  state: EngineState,
  rating: NonNullable<ReturnType<typeof parseRating>>,
  events: EngineEvent[],
): { reply: EngineReply; userDisplay: string } | null {
  const t = trendById(rating.trendId);
  if (!t) return null;
  const r = (state.ratings[t.id] ??= {});
  const label = rating.scale === 'impact' ? IMPACT_SCALE[rating.value - 1]! : CERTAINTY_SCALE[rating.value - 1]!;
  if (rating.scale === 'impact') r.impact = rating.value;
  else r.certainty = rating.value;
  events.push({ type: 'card_rated', data: { trendId: t.id, scale: rating.scale, value: rating.value } });
  const rated = ratedTrendIds(state).length;
  if (rated >= 2) answer(state, 'trends');
  const userDisplay = `${rating.scale === 'impact' ? IMPACT_GROUP : CERTAINTY_GROUP} ${label} (${t.title})`;
  const ack =
    rating.scale === 'impact'
      ? line(profile, state, 'ratedImpact', { trend: t.title, label: label.toLowerCase() })
      : line(profile, state, 'ratedCertainty', { label: label.toLowerCase() });
  const inBor = state.step === 'trends';
  const tail = inBor
    ? rated >= 2
      ? ' When you’re ready, we can move on to your vision.'
      : ` ${line(profile, state, 'borMore')}`
    : '';
  return {
    reply: { content: ack + tail, type: 'text', quick_replies: inBor ? [...TALK_LINES.borQuickReplies] : undefined },
    userDisplay,
  };
}

/** "More trends": the next three, picked the same way, until there are none left. */
export function moreTrends(profile: TalkProfile, state: EngineState): EngineReply {
  const trends = nextTrends(profile, state);
  if (!trends.length)
    return {
      content: 'That’s every trend I have for now. Let’s move on.',
      type: 'text',
      quick_replies: ['Next act|next act'],
    };
  state.shownTrends.push(...trends.map((t) => t.id));
  return {
    content: 'Three more, picked the same way. Rate the ones that make you feel something.',
    type: 'carousel',
    cards: trendCards(profile, state, trends),
    quick_replies: [...TALK_LINES.borQuickReplies],
  };
}

/** "Next act" before any trend is rated: rate one first. */
export function nudgeRatings(profile: TalkProfile, state: EngineState): EngineReply {
  return {
    content: line(profile, state, 'nudgeRatings'),
    type: 'text',
    quick_replies: [...TALK_LINES.borQuickReplies],
  };
}
