import { roles } from '@content/roles.js';
import { CRISIS_TEXT } from '@content/talk/crisis-replies.js';
import { crisisHelp, crisisReplyText, helpCountry, type CrisisHelp } from './crisis-help.js';
import { readSafety, type SafetyReading } from './safety-reader.js';
import {
  TALK_EXPERIMENTS,
  TALK_FREE_TEXT,
  TALK_LINES,
  TALK_PLAN_PHASES,
  TALK_STRENGTHS,
  type TalkUnknownId,
} from '@content/talk/coach.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
import {
  TALK_DONT_KNOW,
  TALK_FEELING,
  TALK_HEARD,
  TALK_IDEA_TEMPLATES,
  TALK_JOKE,
  TALK_LANGUAGE,
  TALK_KNOWN_HINTS,
  TALK_QUESTION,
  TOPIC_THEMES,
} from '@content/talk/listening.js';
import type { RoleTheme } from '@content/roles.js';
import { FUTURE_YEARS_WORDS } from './horizon.js';
import { buildFutureMemory, memoryStart, tellMemory, type FutureMemory } from './talk-memory.js';
import {
  emptyPerson,
  factOf,
  rememberFacts,
  situationPhrase,
  type PersonFact,
  type PersonModel,
} from './talk-person.js';
import { isPainful, readMessage, type MessageReading } from './talk-reader.js';
import { MEMORY_CALLBACK as TALK_MEMORY_CALLBACK } from '@content/talk/future-memory.js';
import { TALK_TRENDS, type TalkTrend } from '@content/talk/trends.js';
import type {
  CardAction,
  ChatCard,
  ChatSession,
  ChatState,
  ExperimentCard,
  IdeaCard,
  LetterCard,
  Plan,
  TalkAct,
  TrendCard,
} from './contracts/talk.js';
import { hashString, seededRandom, shuffled } from './random.js';
import { inlineQuote, tidyReply, turnPronouns, type FreeTextReading } from './talk-engine-free-text.js';
import {
  CERTAINTY_GROUP,
  CERTAINTY_SCALE,
  IMPACT_GROUP,
  IMPACT_SCALE,
  isCardTap,
  parseActionMessage,
  parseRating,
  quickReplyParts,
} from './talk.js';
import { capText, cleanText, quoted } from './text-clean.js';

/**
 * The local coach: a deterministic dialogue manager that walks the four acts (BÖR landscape, VILL vision,
 * KAN capabilities, SKALL strategy) from an onboarding question to a 90-day plan. Pure: state in, state out.
 * The same seed and the same answers give the same conversation; the seed, role and answers make two people's
 * conversations visibly different. A remote model (CHAT_PROVIDER) may rewrite the words of a reply; the cards,
 * the state and the rules always come from here.
 */

export type TalkStep =
  'situation' | 'trends' | 'vision' | 'values' | 'letter' | 'strengths' | 'advantage' | 'ideas' | 'experiment' | 'done';

export interface EngineIdea {
  id: string;
  seedId: string;
  trendId: string;
  title: string;
  rationale: string;
  fit: number;
}

export interface EngineExperiment {
  id: string;
  ideaId: string;
  title: string;
  description: string;
  metric: string;
  due_date: string;
  started: boolean;
}

export interface EngineState {
  v: 1;
  act: TalkAct;
  step: TalkStep;
  answered: TalkUnknownId[];
  situation: string | null;
  vision: string | null;
  values: string | null;
  strengths: string[];
  advantage: string | null;
  shownTrends: string[];
  ratings: Record<string, { impact?: number; certainty?: number }>;
  ideas: EngineIdea[];
  keptIdeas: string[];
  ideaRound: number;
  letters: string[];
  experiments: EngineExperiment[];
  paused: boolean;
  turn: number;
  /**
   * The variants (their hashes) the last reply to free text used: the next one picks others, so the coach never
   * says the same thing twice in a row. Absent in conversations stored before it existed.
   */
  lastFree?: number[];
  /** What the person told about their life (issue 26). Absent in conversations stored before it existed. */
  person?: PersonModel;
  /** The older self's backstory, chosen at the start and told the same way after. */
  memory?: FutureMemory;
  /** The decision the person is weighing ("go back to physics or not"), from a question they asked. */
  decision?: string | null;
  /** The last reply acknowledged a feeling: "keep going" goes back gently, "pause" pauses. */
  slowed?: boolean;
}

export interface TalkProfile {
  /** The conversation's seed (its id): same seed, same words. */
  seed: string;
  name: string;
  role: string | null;
  /** The poster's chosen context phrases (postcard, bhag, purpose, workplace). */
  contexts: string[];
  superpower: string | null;
  /** The voice message's transcript, when there is one. */
  transcript: string | null;
}

export interface EngineReply {
  content: string;
  type: 'text' | 'card' | 'carousel';
  card?: ChatCard;
  cards?: ChatCard[];
  quick_replies?: string[];
  metadata?: {
    selected_strengths?: string[];
    safety?: 'crisis';
    help?: CrisisHelp;
    plan_ready?: boolean;
    /** The reply to a message in another language: the coach's words, never handed to a model. */
    english_only?: boolean;
  };
}

export interface EngineEvent {
  type: 'card_rated' | 'idea_kept' | 'letter_generated' | 'experiment_started' | 'results_viewed' | 'talk_crisis';
  data: Record<string, unknown>;
}

export interface EngineTurn {
  state: EngineState;
  reply: EngineReply;
  /**
   * How the person's message is shown in the conversation: a rating id reads as words, a quick reply's value as the
   * label that was tapped. Null: as sent.
   */
  userDisplay: string | null;
  events: EngineEvent[];
}

export const QUOTE_MAX = 140;
export const DEFAULT_FIT = 0.7;
export const EXPERIMENT_DAYS = 14;
const TRENDS_PER_ROUND = 3;
const IDEAS_PER_ROUND = 3;

export function initialState(): EngineState {
  return {
    v: 1,
    act: 'onboarding',
    step: 'situation',
    answered: [],
    situation: null,
    vision: null,
    values: null,
    strengths: [],
    advantage: null,
    shownTrends: [],
    ratings: {},
    ideas: [],
    keptIdeas: [],
    ideaRound: 0,
    letters: [],
    experiments: [],
    paused: false,
    turn: 0,
    person: emptyPerson(),
    memory: undefined,
    decision: null,
    slowed: false,
  };
}

// ---------- state → session (what the header shows) ----------

/**
 * What the coach needs to know to make a plan that fits, in the order it asks (issue 26): each is known or not, and
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

// ---------- words ----------

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/** A count with its noun: '1 trend', '3 trends'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The person's words quoted back: one line, at most QUOTE_MAX characters. */
export function quote(text: string | null | undefined): string {
  return capText(cleanText(text ?? ''), QUOTE_MAX);
}

function line(
  profile: TalkProfile,
  state: EngineState,
  key: keyof typeof TALK_LINES,
  vars: Record<string, string> = {},
) {
  const variants = TALK_LINES[key] as readonly string[];
  const i = hashString(`${profile.seed}:${key}:${state.turn}`) % variants.length;
  return fill(variants[i]!, baseVars(profile, state, vars));
}

function baseVars(profile: TalkProfile, state: EngineState, vars: Record<string, string>): Record<string, string> {
  return {
    // Without a name the older self says "you" ("Hi you.", "Dear you,"), as the future-self messages do.
    name: profile.name || 'you',
    role: profile.role ?? 'person you are becoming',
    strength: state.strengths[0]?.toLowerCase() ?? 'your curiosity',
    ...vars,
  };
}

function roleTheme(role: string | null): RoleTheme | null {
  if (!role) return null;
  const r = roles.find((x) => x.title.toLowerCase() === role.toLowerCase());
  return r?.theme ?? null;
}

// ---------- trends ----------

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
 * Trends ordered for this person (issue 26): the role's theme and the role's own words first, then what their facts
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

function nextTrends(profile: TalkProfile, state: EngineState): TalkTrend[] {
  const ranked = rankedTrends(profile, state.person).filter((t) => !state.shownTrends.includes(t.id));
  return ranked.slice(0, TRENDS_PER_ROUND);
}

/** The trend cards of a round, each with its "why this was chosen for you" line. */
function trendCards(profile: TalkProfile, state: EngineState, trends: TalkTrend[]): TrendCard[] {
  const why = new Map(rankedTrendsWhy(profile, state.person).map((r) => [r.trend.id, r.why]));
  return trends.map((t) => trendCard(t, state.ratings[t.id], why.get(t.id)));
}

function ratedTrendIds(state: EngineState): string[] {
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

// ---------- ideas, letters, experiments ----------

/** A phrase for a fact inside an idea ("a café" stays, "your sister" stays, "physics" stays). */
function factPhrase(f: PersonFact): string {
  return f.kind === 'work' ? f.text.replace(/^(?:a|an) /i, 'the ') : f.text;
}

/**
 * Ideas from the kept trends × the person's strengths × their facts (issue 26): templates built on a fact the
 * person stated come first, each used with a different trend; the general ones fill the rest. Written as sentences
 * a coach would write.
 */
export function makeIdeas(profile: TalkProfile, state: EngineState, count: number, onlyTrend?: string): EngineIdea[] {
  const trends = onlyTrend ? [trendById(onlyTrend)].filter((t): t is TalkTrend => !!t) : keptTrends(state).slice(0, 3);
  const pool = trends.length ? trends : rankedTrends(profile, state.person).slice(0, 2);
  const rng = seededRandom(`${profile.seed}:ideas:${state.ideaRound}:${onlyTrend ?? ''}`);
  const seen = new Set(state.ideas.map((i) => i.id));
  const strength = (state.strengths[0] ?? 'your curiosity').toLowerCase();
  const facts = state.person?.facts ?? [];
  const place = factOf(state.person, 'place')?.text ?? 'near you';
  const templates = shuffled(rng, TALK_IDEA_TEMPLATES);
  // Built on a fact first (in the order of the person's own facts), then the general ones.
  const ordered = [
    ...templates.filter((t) => t.needs && facts.some((f) => f.kind === t.needs)),
    ...templates.filter((t) => !t.needs),
  ];
  const out: EngineIdea[] = [];
  for (const tpl of ordered) {
    const trend = pool[out.length % pool.length]!;
    const id = `${tpl.id}--${trend.id}`;
    if (seen.has(id)) continue;
    const fact = tpl.needs ? facts.find((f) => f.kind === tpl.needs) : undefined;
    const r = state.ratings[trend.id];
    const fit = r?.impact
      ? Math.min(
          0.95,
          0.45 + r.impact * 0.08 + (r.certainty ?? 3) * 0.03 + (state.strengths.length ? 0.05 : 0) + (fact ? 0.05 : 0),
        )
      : DEFAULT_FIT;
    const vars = {
      trend: trend.title,
      strength,
      Strength: strength.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      fact: fact ? factPhrase(fact) : '',
      place,
    };
    out.push({
      id,
      seedId: tpl.id,
      trendId: trend.id,
      title: fill(tpl.title, vars).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      rationale: fill(tpl.rationale, vars).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      fit: Math.round(fit * 100) / 100,
    });
    seen.add(id);
    if (out.length >= count) break;
  }
  return out;
}

export function ideaCard(idea: EngineIdea, state: EngineState): IdeaCard {
  const kept = state.keptIdeas.includes(idea.id);
  return {
    variant: 'idea',
    id: idea.id,
    title: idea.title,
    body: {
      rationale: idea.rationale,
      from_trends: [trendById(idea.trendId)?.title ?? idea.trendId],
      from_seed: idea.seedId,
      strengths: state.strengths.slice(0, 3),
      can_fit: idea.fit,
    },
    actions: [
      { id: 'keep', label: kept ? 'Kept' : 'Keep', kind: 'button', data: { ideaId: idea.id } },
      { id: 'shuffle', label: 'Shuffle', kind: 'button', data: {} },
      { id: 'details', label: 'Details', kind: 'button', data: { ideaId: idea.id } },
    ],
    meta: { source: 'Your trends × your strengths', domain: trendById(idea.trendId)?.category ?? 'ideas' },
    ...(kept ? { selected: { kept: true } } : {}),
  };
}

function pickLetter(profile: TalkProfile, state: EngineState) {
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

function addDays(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** The experiment's size for the person's week (issue 26): hours they named, else by what fills their week. */
export function weekSize(person: PersonModel | undefined): string {
  const week = factOf(person, 'week')?.text;
  const work = factOf(person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const study = factOf(person, 'study')?.text;
  const hours = week ? /^(\d+) hours/.exec(week)?.[1] : undefined;
  if (hours) {
    const n = Math.max(1, Math.min(4, Math.round(Number(hours) / 4) || 1));
    return `Sized to your week: about ${countOf(n, 'hour')} a week, out of the ${hours} you said you have.`;
  }
  if (week) return `Sized to your week: two hours a week, in your ${week.replace(/ free$/, '')}.`;
  if (work && study)
    return `Sized to your week: two hours a week, around your shifts at ${work} and anything ${study} still asks of you.`;
  if (work) return `Sized to your week: two hours a week, on days you’re not at ${work}.`;
  if (study) return `Sized to your week: ninety minutes a week, after ${study}, never instead of it.`;
  return 'Sized to your week: three hours a week; tell me if that’s too much and I’ll shrink it.';
}

export function makeExperiment(
  profile: TalkProfile,
  idea: EngineIdea,
  now: Date,
  person?: PersonModel,
): EngineExperiment {
  const i = hashString(`${profile.seed}:exp:${idea.id}`) % TALK_EXPERIMENTS.length;
  const t = TALK_EXPERIMENTS[i]!;
  return {
    id: `${t.id}--${idea.seedId}`,
    ideaId: idea.id,
    title: t.title,
    // The idea's own quotes turned to single ones inside the experiment's (no “A “B”” doubling).
    description: `${fill(t.description, { idea: idea.title.replace(/“/g, '‘').replace(/”/g, '’') })} ${weekSize(person)}`,
    metric: t.metric,
    due_date: addDays(now, EXPERIMENT_DAYS),
    started: false,
  };
}

export function experimentCard(e: EngineExperiment): ExperimentCard {
  return {
    variant: 'experiment',
    id: e.id,
    title: e.title,
    body: { description: e.description, metric: e.metric, due_date: e.due_date },
    actions: [
      { id: 'calendar', label: 'Add to calendar', kind: 'button', data: { experimentId: e.id } },
      { id: 'start', label: e.started ? 'Started' : 'Start', kind: 'button', data: { experimentId: e.id } },
    ],
    meta: { source: 'Two-week experiment', domain: 'experiment' },
    ...(e.started ? { selected: { started: true } } : {}),
  };
}

/** Cards as stored show the person's latest choices when read back (ratings, kept, started). */
export function decorateCard(card: ChatCard, state: EngineState): ChatCard {
  if (card.variant === 'trend') {
    const t = trendById(card.id);
    return t ? trendCard(t, state.ratings[card.id], card.body.why_you) : card;
  }
  if (card.variant === 'idea') {
    const idea = state.ideas.find((i) => i.id === card.id);
    return idea ? ideaCard(idea, state) : card;
  }
  if (card.variant === 'experiment') {
    const e = state.experiments.find((x) => x.id === card.id);
    return e ? experimentCard(e) : card;
  }
  return card;
}

// ---------- safety ----------

/** What the safety reader found and the help to offer; the server reads it before anything else (decision 062). */
export interface TurnSafety {
  reading: SafetyReading;
  help: CrisisHelp;
}

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

// ---------- the turn ----------

export type EngineInput =
  | { kind: 'start' }
  | {
      kind: 'message';
      text: string;
      /**
       * The quick replies ('Label|value') of the coach's last message: a message equal to one's value is shown as
       * its label (the person tapped 'I’ve rated enough', the engine reads 'next act').
       */
      offered?: readonly string[] | null;
    };

export interface EngineOptions {
  now: Date;
  /** Country code for crisis resources (CRISIS_COUNTRY), 'INTL' by default. */
  crisisCountry?: string;
  /**
   * The safety reading of this message, read by the caller before the paywall and the limits (null: not a crisis).
   * Undefined: the engine reads it itself.
   */
  safety?: TurnSafety | null;
  /** The person's previous message, read with this one when it alone is not a crisis (split messages). */
  previousText?: string | null;
  /** The id the person's message is stored under: where a fact came from ("What I remember"). */
  messageId?: string | null;
}

const clone = (s: EngineState): EngineState => structuredClone(s);
const answer = (s: EngineState, id: TalkUnknownId) => {
  if (!s.answered.includes(id)) s.answered.push(id);
};
/** After a feeling: the person wants to go on, gently. */
const KEEP_GOING =
  /^(?:keep going|go on|continue|let['’]?s (?:keep going|go on|continue)|i['’]?m (?:ok|okay|fine)(?: to (?:go on|continue))?|yes,? (?:let['’]?s )?(?:keep going|go on|continue))[.!]*$/i;
const KEEP_GOING_REPLY = 'Keep going, gently|keep going';
const PAUSE_REPLY = 'Let’s pause here|pause';
const NEXT_ACT = /^(next act|next|move on|continue|done|let['’]?s go on|go on|i['’]?ve rated enough)$/i;
const MORE_TRENDS = /^(more trends|more|show me more( trends)?)$/i;

type SteerKey = keyof typeof TALK_FREE_TEXT.steer;
type FreeKind = Exclude<keyof typeof TALK_FREE_TEXT, 'steer' | 'greetingOpener'>;

/**
 * One variant of a list, by the seed, the turn and the message (the same conversation reads the same), never one the
 * last reply to free text used.
 */
function pickFree(
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
function freeLine(
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
function freeReply(
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
function trendsSteer(state: EngineState): SteerKey {
  const rated = ratedTrendIds(state).length;
  return rated === 0 ? 'trendsNone' : rated === 1 ? 'trendsOne' : 'trendsEnough';
}

/** One turn: the person's message (or the start) in, the coach's one reply and the new state out. */
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

  if (input.kind === 'start') {
    const greet = line(profile, state, profile.role ? 'greeting' : 'greetingNoPoster');
    // The future memory is chosen once, here, and told the same way after (issue 26).
    state.memory ??= buildFutureMemory(profile.seed, roleTheme(profile.role), state.person);
    state.person ??= emptyPerson();
    return done({
      content: `${greet}\n\n${tellMemory(profile.seed, state.memory)}\n\n${line(profile, state, 'askSituation')}`,
      type: 'text',
      quick_replies: [...TALK_LINES.situationQuickReplies],
    });
  }

  const text = input.text.trim();

  // Safety first: a crisis message pauses the coaching, whatever the step, and is never taken as an answer.
  const tappedCard = isCardTap(text);
  const safety =
    opts.safety !== undefined
      ? opts.safety
      : tappedCard
        ? null
        : turnSafety(text, opts.previousText ?? null, opts.crisisCountry ?? 'INTL');
  if (safety) {
    state.paused = true;
    const { reading, help } = safety;
    // Half of it came in the message before: whatever that one was taken as is dropped too.
    if (reading.withPrevious && opts.previousText) forgetAnswer(state, opts.previousText);
    // Counted without the text: how often it happens, of which kind, in which language and country.
    events.push({
      type: 'talk_crisis',
      data: { category: reading.category, lang: reading.lang, country: help.country },
    });
    return done({
      content: crisisReplyText(reading.category!, help, reading.lang),
      type: 'text',
      metadata: { safety: 'crisis', help },
      quick_replies: [SAFE_NOW_REPLY],
    });
  }
  if (state.paused) {
    if (SAFE_NOW.test(text)) {
      state.paused = false;
      const prompt = currentPrompt(profile, state, opts);
      return done({ ...prompt, content: `${CRISIS_TEXT.en.resume}\n\n${prompt.content}` }, CRISIS_TEXT.en.safeNow);
    }
    return done({ content: CRISIS_TEXT.en.paused, type: 'text', quick_replies: [SAFE_NOW_REPLY] });
  }

  // Ratings from a trend card's chips.
  const rating = parseRating(text);
  if (rating) {
    const t = trendById(rating.trendId);
    if (!t) return done(currentPrompt(profile, state, opts), text);
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
    return done(
      { content: ack + tail, type: 'text', quick_replies: inBor ? [...TALK_LINES.borQuickReplies] : undefined },
      userDisplay,
    );
  }

  // Card actions ('Action: {id} {json}').
  const action = parseActionMessage(text);
  if (action) return done(handleAction(profile, state, action, events, opts), actionDisplay(action.id));

  // Free text. Commands first (quick replies that move the act), then the reader (issue 26): a feeling, a
  // question, "I don't know" or a joke is replied to as what it is; only a real answer moves the step on.
  const step = state.step;
  if (step === 'trends' && MORE_TRENDS.test(text)) {
    const trends = nextTrends(profile, state);
    if (!trends.length)
      return done({
        content: 'That’s every trend I have for now. Let’s move on.',
        type: 'text',
        quick_replies: ['Next act|next act'],
      });
    state.shownTrends.push(...trends.map((t) => t.id));
    return done({
      content: 'Three more, picked the same way. Rate the ones that make you feel something.',
      type: 'carousel',
      cards: trendCards(profile, state, trends),
      quick_replies: [...TALK_LINES.borQuickReplies],
    });
  }
  if (step === 'trends' && NEXT_ACT.test(text)) {
    if (!ratedTrendIds(state).length)
      return done({
        content: line(profile, state, 'nudgeRatings'),
        type: 'text',
        quick_replies: [...TALK_LINES.borQuickReplies],
      });
    return done(toVill(profile, state));
  }
  if (step === 'letter' && NEXT_ACT.test(text)) return done(toKan(profile, state));

  const used: number[] = [];
  const pick = (list: readonly string[], salt: string) => pickFree(profile, state, list, salt, text, used);
  const finish = (reply: EngineReply): EngineTurn => {
    state.lastFree = used;
    return done(reply);
  };

  // After a feeling: "keep going" goes back gently to the step's question.
  if (state.slowed && KEEP_GOING.test(text)) {
    state.slowed = false;
    const prompt = currentPrompt(profile, state, opts);
    return finish({ ...prompt, content: `${pick(TALK_FEELING.keepGoing, 'keep')} ${prompt.content}` });
  }

  // "I'll answer in English" after a message in another language: the step's question again.
  if (text === quickReplyParts(TALK_LANGUAGE.quickReply).value) {
    const prompt = currentPrompt(profile, state, opts);
    return finish({ ...prompt, content: `${TALK_LANGUAGE.thanks} ${prompt.content}` });
  }

  // A quick reply the coach offered is an answer to its step, whatever its words.
  const r: MessageReading = tapped
    ? { ...readMessage(text, step), kind: 'answer', feeling: false, wantsPause: false }
    : readMessage(text, step);
  state.slowed = false;
  const steer = (key: SteerKey = steerKeyOf(state)) =>
    fill(pick(TALK_FREE_TEXT.steer[key], `steer:${key}`), baseVars(profile, state, {}));
  const replies = stepQuickReplies(profile, state);

  if (r.kind === 'otherLanguage')
    // Not kept as an answer or a fact, and the step does not move: Talk speaks English for now (issue 26).
    return finish({
      content: pick(TALK_LANGUAGE[r.language === 'sv' ? 'sv' : 'other'], `lang:${r.language}`),
      type: 'text',
      metadata: { english_only: true },
      quick_replies: [TALK_LANGUAGE.quickReply, ...(replies ?? [])],
    });
  if (r.wantsPause) {
    state.slowed = true;
    return finish({ content: pick(TALK_FEELING.pause, 'pause'), type: 'text', quick_replies: [KEEP_GOING_REPLY] });
  }
  if (r.kind === 'feeling') {
    // Heard, never praised, never kept as an answer, a strength or a fact; the meter does not move.
    state.slowed = true;
    return finish({
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
    return finish({
      content:
        step === 'done'
          ? `${answerQuestion(profile, state, r, pick)} ${steer()}`
          : `${answerQuestion(profile, state, r, pick)} ${pick(TALK_QUESTION.back, 'q:back')} ${steer()}`,
      type: 'text',
      quick_replies: replies,
    });
  if (r.kind === 'dontKnow')
    return finish({
      content: pick(TALK_DONT_KNOW[step] ?? TALK_DONT_KNOW.vision!, `dk:${step}`),
      type: 'text',
      quick_replies: replies,
    });
  if (r.kind === 'joke')
    return finish({ content: `${pick(TALK_JOKE, 'joke')} ${steer()}`, type: 'text', quick_replies: replies });

  // A statement: what it says about the person's life is remembered (with where it came from).
  const learn = () => {
    const { model } = rememberFacts(state.person ?? emptyPerson(), text, {
      turn: state.turn,
      messageId: opts.messageId ?? null,
      step,
    });
    state.person = model;
  };
  const reading = r.free;

  if (r.kind !== 'answer') {
    if (reading.kind === 'other' || reading.kind === 'likes') learn();
    if (step === 'letter' && (reading.kind === 'ack' || reading.kind === 'thanks')) return done(toKan(profile, state));
    if (step === 'strengths' && r.words > 8)
      return finish({ content: pick(TALK_HEARD.notAStrength, 'ns'), type: 'text', quick_replies: replies });
    if (step === 'vision' && reading.kind === 'other')
      return finish({ content: pick(TALK_HEARD.notAVision, 'nv'), type: 'text' });
    return done({
      content: freeReply(profile, state, text, reading, step === 'trends' ? trendsSteer(state) : steerKeyOf(state)),
      type: 'text',
      quick_replies: replies,
      ...(step === 'done' ? { metadata: { plan_ready: true } } : {}),
    });
  }

  learn();
  switch (step) {
    case 'situation': {
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
      return finish({
        content: `${heard}${along}${anchorMemory(profile, state)}\n\n${line(profile, state, 'borIntro')}`,
        type: 'carousel',
        cards: trendCards(profile, state, trends),
        quick_replies: [...TALK_LINES.borQuickReplies],
      });
    }
    case 'vision': {
      state.vision = withoutFeelings(text, null);
      answer(state, 'vision');
      state.step = 'values';
      const hope = factOf(state.person, 'hope');
      const heard =
        hope && hope.source.turn === state.turn
          ? fill(pick(TALK_HEARD.vision, 'heard:vis'), { hope: hope.text, Hope: capitalise(hope.text) })
          : pick(TALK_HEARD.visionPlain, 'heard:vis');
      return finish({ content: `${heard} ${pick(TALK_HEARD.askValues, 'ask:val')}`, type: 'text' });
    }
    case 'values': {
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
      return finish({
        content: `${heard} ${line(profile, state, 'letterIntro')}`,
        type: 'card',
        card: letterCard(profile, state, letter.id),
        quick_replies: ['On to my strengths|next act'],
      });
    }
    case 'letter':
      return done(toKan(profile, state));
    case 'strengths': {
      const picked = strengthsIn(text);
      state.strengths = [...new Set([...state.strengths, ...picked])].slice(0, 5);
      answer(state, 'strengths');
      state.step = 'advantage';
      const strength = state.strengths.slice(0, 3).join(', ').toLowerCase();
      return finish({
        content: `${fill(pick(TALK_HEARD.strengths, 'heard:str'), { strength, Strength: capitalise(strength) })} ${line(profile, state, 'askAdvantage')}`,
        type: 'text',
        quick_replies: [...TALK_LINES.advantageQuickReplies],
        metadata: { selected_strengths: state.strengths },
      });
    }
    case 'advantage': {
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
      return finish({
        content: `${heard}\n\n${line(profile, state, 'skallIntro')}`,
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      });
    }
    case 'trends':
      return done({
        content: freeReply(profile, state, text, reading, trendsSteer(state)),
        type: 'text',
        quick_replies: [...TALK_LINES.borQuickReplies],
      });
    case 'ideas':
    case 'experiment':
      return done({ content: freeReply(profile, state, text, reading, step), type: 'text' });
    case 'done':
    default:
      return done({
        content: freeReply(profile, state, text, reading, 'done'),
        type: 'text',
        metadata: { plan_ready: true },
      });
  }
}

const capitalise = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** A short name for an answer, in the coach's words: its first clause, at most `max` words, pronouns turned. */
function shortWords(text: string, max: number): string {
  const first = cleanText(text)
    .replace(/[’‘`´]/g, "'")
    .split(/(?<=[.!?;])\s+|\s*[,;:]\s*|\s+(?:because|but|so that|and then|and)\s+/i)[0]!
    .replace(/[\s.!?…]+$/u, '')
    .trim();
  const words = first.split(/\s+/).filter(Boolean);
  // Too long to say back whole: nothing (a reply never cuts the person's words mid-sentence).
  if (!words.length || words.length > max) return '';
  return turnPronouns(words.join(' ')).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/** An answer without the sentences that carry a painful feeling (a feeling is never kept); the facts when empty. */
function withoutFeelings(text: string, person: PersonModel | null | undefined): string {
  const kept = cleanText(text)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !isPainful(s))
    .join(' ');
  return quote(kept) || (person ? (situationPhrase(person) ?? '') : '');
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

/** The step's steer key (BÖR by its ratings). */
function steerKeyOf(state: EngineState): SteerKey {
  return state.step === 'trends' ? trendsSteer(state) : (state.step as SteerKey);
}

/** The quick replies a step offers again after a side reply. */
function stepQuickReplies(profile: TalkProfile, state: EngineState): string[] | undefined {
  switch (state.step) {
    case 'situation':
      return [...TALK_LINES.situationQuickReplies];
    case 'trends':
      return [...TALK_LINES.borQuickReplies];
    case 'letter':
      return ['On to my strengths|next act'];
    case 'strengths':
      return strengthOptions(profile);
    case 'advantage':
      return [...TALK_LINES.advantageQuickReplies];
    default:
      return undefined;
  }
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

/** A question answered (issue 26): in the person's terms, with a way to decide and a next step. Never deflected. */
function answerQuestion(
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

function actionDisplay(id: string): string {
  const names: Record<string, string> = {
    autoIdeas: 'Auto-ideas from this trend',
    moreInfo: 'Show details',
    keep: 'Keep this idea',
    shuffle: 'Shuffle ideas',
    details: 'Idea details',
    newLetter: 'New letter',
    start: 'Start the experiment',
    calendar: 'Add to calendar',
  };
  return names[id] ?? id;
}

function toVill(profile: TalkProfile, state: EngineState): EngineReply {
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

function strengthOptions(profile: TalkProfile): string[] {
  const rng = seededRandom(`${profile.seed}:strengths`);
  const pool = shuffled(rng, TALK_STRENGTHS).slice(0, 5);
  return pool.map((s) => `${s}|${s}`);
}

function toKan(profile: TalkProfile, state: EngineState): EngineReply {
  state.act = 'kan';
  state.step = 'strengths';
  const sp = profile.superpower
    ? line(profile, state, 'kanSuperpower', { superpower: inlineQuote(quote(profile.superpower)) })
    : '';
  return { content: `${line(profile, state, 'kanIntro')}${sp}`, type: 'text', quick_replies: strengthOptions(profile) };
}

/** What the coach asks again at the current step (after a pause, or a rating outside BÖR). */
function currentPrompt(profile: TalkProfile, state: EngineState, _opts: EngineOptions): EngineReply {
  switch (state.step) {
    case 'situation':
      return {
        content: line(profile, state, 'askSituation'),
        type: 'text',
        quick_replies: [...TALK_LINES.situationQuickReplies],
      };
    case 'trends':
      return { content: line(profile, state, 'borMore'), type: 'text', quick_replies: [...TALK_LINES.borQuickReplies] };
    case 'vision':
      return { content: line(profile, state, 'villIntro'), type: 'text' };
    case 'values':
      return { content: TALK_HEARD.askValues[state.turn % TALK_HEARD.askValues.length]!, type: 'text' };
    case 'letter':
      return {
        content: 'Ready to look at your strengths?',
        type: 'text',
        quick_replies: ['On to my strengths|next act'],
      };
    case 'strengths':
      return { content: line(profile, state, 'kanIntro'), type: 'text', quick_replies: strengthOptions(profile) };
    case 'advantage':
      return {
        content: line(profile, state, 'askAdvantage'),
        type: 'text',
        quick_replies: [...TALK_LINES.advantageQuickReplies],
      };
    case 'ideas':
      return { content: line(profile, state, 'nudgeIdeas'), type: 'text' };
    case 'experiment':
      return { content: 'Press Start on the experiment card when you’re ready.', type: 'text' };
    default:
      return { content: line(profile, state, 'afterPlan'), type: 'text', metadata: { plan_ready: true } };
  }
}

function handleAction(
  profile: TalkProfile,
  state: EngineState,
  action: { id: string; data: Record<string, unknown> },
  events: EngineEvent[],
  opts: EngineOptions,
): EngineReply {
  const str = (k: string) => (typeof action.data[k] === 'string' ? (action.data[k] as string) : '');
  switch (action.id) {
    case 'moreInfo': {
      const t = trendById(str('trendId'));
      if (!t) return currentPrompt(profile, state, opts);
      return {
        content: line(profile, state, 'trendDetails', {
          trend: t.title,
          long: t.long_term_implications.replace(/\.$/, ''),
          drivers: t.driver_examples.join(', ').toLowerCase(),
          roles: t.related_roles.join(', ').toLowerCase(),
        }),
        type: 'text',
      };
    }
    case 'autoIdeas': {
      const t = trendById(str('trendId'));
      if (!t) return currentPrompt(profile, state, opts);
      state.ideaRound += 1;
      const ideas = makeIdeas(profile, state, 2, t.id);
      state.ideas.push(...ideas);
      return {
        content: `Two quick ideas from ${quoted(t.title)}. Keep one if it sparks something; we’ll build on it in act four.`,
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      };
    }
    case 'keep': {
      const idea = state.ideas.find((i) => i.id === str('ideaId'));
      if (!idea) return currentPrompt(profile, state, opts);
      if (!state.keptIdeas.includes(idea.id)) {
        state.keptIdeas.push(idea.id);
        events.push({ type: 'idea_kept', data: { ideaId: idea.id, trendId: idea.trendId } });
      }
      answer(state, 'ideas');
      if (state.act !== 'skall') {
        return { content: `Kept: ${quoted(idea.title)}. It will be waiting in act four.`, type: 'text' };
      }
      let exp = state.experiments.find((e) => e.ideaId === idea.id);
      if (!exp) {
        exp = makeExperiment(profile, idea, opts.now, state.person);
        state.experiments.push(exp);
      }
      state.step = 'experiment';
      return {
        content: `${line(profile, state, 'ideaKept', { idea: idea.title })} ${line(profile, state, 'experimentIntro')}`,
        type: 'card',
        card: experimentCard(exp),
      };
    }
    case 'shuffle': {
      state.ideaRound += 1;
      const ideas = makeIdeas(profile, state, IDEAS_PER_ROUND);
      if (!ideas.length)
        return { content: 'I’m out of fresh combinations for now. Keep one of the ideas above?', type: 'text' };
      state.ideas.push(...ideas);
      return {
        content: line(profile, state, 'ideaShuffled'),
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      };
    }
    case 'details': {
      const idea = state.ideas.find((i) => i.id === str('ideaId'));
      if (!idea) return currentPrompt(profile, state, opts);
      const t = trendById(idea.trendId);
      return {
        content: `${quoted(idea.title)}: ${idea.rationale} It grows out of ${quoted(t?.title ?? idea.trendId)}${
          state.strengths.length ? ` and your strength in ${state.strengths[0]!.toLowerCase()}` : ''
        }. Fit for you: ${Math.round(idea.fit * 100)}%.`,
        type: 'text',
      };
    }
    case 'newLetter': {
      const letter = pickLetter(profile, state);
      state.letters.push(letter.id);
      events.push({ type: 'letter_generated', data: { letterId: letter.id } });
      return { content: 'Another one. I had a lot to say.', type: 'card', card: letterCard(profile, state, letter.id) };
    }
    case 'start': {
      const exp = state.experiments.find((e) => e.id === str('experimentId'));
      if (!exp) return currentPrompt(profile, state, opts);
      if (!exp.started) {
        exp.started = true;
        events.push({ type: 'experiment_started', data: { experimentId: exp.id, dueDate: exp.due_date } });
      }
      answer(state, 'experiment');
      state.step = 'done';
      return { content: line(profile, state, 'experimentStarted'), type: 'text', metadata: { plan_ready: true } };
    }
    default:
      return currentPrompt(profile, state, opts);
  }
}

// ---------- the plan ----------

export function planReady(state: EngineState): boolean {
  return state.step === 'done' && state.experiments.some((e) => e.started);
}

/** The decision the last week of the plan is for: the one the person set, else one from their own facts. */
export function planDecision(state: EngineState): string {
  if (state.decision) return state.decision;
  const hope = factOf(state.person, 'hope')?.text;
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const study = factOf(state.person, 'study')?.text;
  if (hope && work) return `whether ${hope} gets more of your week than ${work}`;
  if (study) return `whether ${study} is part of what comes next`;
  if (work) return `what stays and what goes at ${work}`;
  if (hope) return `whether ${hope} gets a real place in your week`;
  return 'double down, change course or stop';
}

/** The 90-day plan's weeks, naming the person's own situation (issue 26). */
function planWeeks(state: EngineState, exp: EngineExperiment | undefined, idea: EngineIdea | undefined): Plan['weeks'] {
  const person = factOf(state.person, 'person')?.text;
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const place = factOf(state.person, 'place')?.text;
  const situation = situationPhrase(state.person);
  const size = weekSize(state.person).replace(/^Sized to your week: /, '');
  const vars: Record<string, string> = {
    exp: exp?.title ?? 'your first two-week test',
    size: `Block ${size.replace(/^(\p{Lu})/u, (c) => c.toLowerCase())}`.replace(/\.$/, ''),
    ally: person ?? 'one person you trust',
    where: place ? `in ${place}` : work ? `through ${work}` : 'near you',
    idea: idea?.title ?? 'the idea you keep',
    decision: planDecision(state),
    situation: situation ?? 'these weeks',
  };
  return TALK_PLAN_PHASES.map((p) => ({
    label: p.label,
    focus: capitalise(fill(p.focus, vars)),
    tasks: p.tasks.map((t) => capitalise(fill(t, vars))),
  }));
}

export function buildPlan(profile: TalkProfile, state: EngineState): Plan {
  const kept = state.ideas.filter((i) => state.keptIdeas.includes(i.id));
  const letterId = state.letters.at(-1);
  const letter = letterId ? letterCard(profile, state, letterId).body : null;
  const exps = state.experiments.filter((e) => e.started).length
    ? state.experiments.filter((e) => e.started)
    : state.experiments;
  return {
    name: profile.name || 'Future you',
    role: profile.role ?? 'Your future self',
    vision: state.vision ?? '',
    strengths: state.strengths,
    trends: keptTrends(state)
      .slice(0, 5)
      .map((t) => ({ id: t.id, title: t.title, impact: state.ratings[t.id]?.impact ?? null })),
    ideas: kept.map((i) => ({ id: i.id, title: i.title, rationale: i.rationale })),
    weeks: planWeeks(state, exps[0], kept[0]),
    experiments: exps.map((e) => ({
      title: e.title,
      description: e.description,
      metric: e.metric,
      due_date: e.due_date,
    })),
    letter,
  };
}
