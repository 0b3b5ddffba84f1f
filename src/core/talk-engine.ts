import { roles } from '@content/roles.js';
import { CRISIS_TEXT } from '@content/talk/crisis-replies.js';
import { crisisHelp, crisisReplyText, helpCountry, type CrisisHelp } from './crisis-help.js';
import { readSafety, type SafetyReading } from './safety-reader.js';
import {
  TALK_EXPERIMENTS,
  TALK_FREE_TEXT,
  TALK_IDEA_SEEDS,
  TALK_LINES,
  TALK_PLAN_PHASES,
  TALK_STRENGTHS,
  TALK_UNKNOWNS,
  type TalkUnknownId,
} from '@content/talk/coach.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
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
import {
  inlineQuote,
  readFreeText,
  tidyReply,
  type FreeTextKind,
  type FreeTextReading,
} from './talk-engine-free-text.js';
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
import { capText, cleanText } from './text-clean.js';

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
  metadata?: { selected_strengths?: string[]; safety?: 'crisis'; help?: CrisisHelp; plan_ready?: boolean };
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
  };
}

// ---------- state → session (what the header shows) ----------

export function confidenceOf(state: EngineState): number {
  return Math.min(1, 0.5 + (0.5 * new Set(state.answered).size) / TALK_UNKNOWNS.length);
}

export function openUnknowns(state: EngineState): TalkUnknownId[] {
  return TALK_UNKNOWNS.map((u) => u.id).filter((id) => !state.answered.includes(id));
}

export function sessionOf(state: EngineState): ChatSession {
  const open = openUnknowns(state);
  return {
    current_act: state.act,
    confidence: confidenceOf(state),
    hints: TALK_UNKNOWNS.filter((u) => open.includes(u.id))
      .slice(0, 3)
      .map((u) => u.hint),
  };
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

function roleTheme(role: string | null): string | null {
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

/** Trends ordered for this person: their role's theme first, then words shared with their answers, seeded. */
export function rankedTrends(profile: TalkProfile): TalkTrend[] {
  const theme = roleTheme(profile.role);
  const mine = new Set(
    words([profile.contexts.join(' '), profile.superpower ?? '', profile.transcript ?? ''].join(' ')),
  );
  const rng = seededRandom(`${profile.seed}:trends`);
  const scored = shuffled(rng, TALK_TRENDS).map((t, i) => {
    const text = words(`${t.title} ${t.why_text} ${t.related_roles.join(' ')}`);
    const overlap = text.filter((w) => mine.has(w)).length;
    return { t, score: (t.category === theme ? 3 : 0) + Math.min(3, overlap) - i * 0.001 };
  });
  scored.sort((a, b) => b.score - a.score);
  // Keep variety: no two of one category in a round of three while others are left.
  const pending = scored.map((x) => x.t);
  const out: TalkTrend[] = [];
  while (pending.length) {
    const round: TalkTrend[] = [];
    for (const t of [...pending]) {
      if (round.length < TRENDS_PER_ROUND && !round.some((r) => r.category === t.category)) {
        round.push(t);
        pending.splice(pending.indexOf(t), 1);
      }
    }
    while (round.length < TRENDS_PER_ROUND && pending.length) round.push(pending.shift()!);
    out.push(...round);
  }
  return out;
}

export function trendById(id: string): TalkTrend | undefined {
  return TALK_TRENDS.find((t) => t.id === id);
}

export function trendCard(t: TalkTrend, rating?: { impact?: number; certainty?: number }): TrendCard {
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
  const ranked = rankedTrends(profile).filter((t) => !state.shownTrends.includes(t.id));
  return ranked.slice(0, TRENDS_PER_ROUND);
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

export function makeIdeas(profile: TalkProfile, state: EngineState, count: number, onlyTrend?: string): EngineIdea[] {
  const trends = onlyTrend ? [trendById(onlyTrend)].filter((t): t is TalkTrend => !!t) : keptTrends(state).slice(0, 3);
  const pool = trends.length ? trends : rankedTrends(profile).slice(0, 2);
  const rng = seededRandom(`${profile.seed}:ideas:${state.ideaRound}:${onlyTrend ?? ''}`);
  const seen = new Set(state.ideas.map((i) => i.id));
  const strength = state.strengths[0] ?? 'your curiosity';
  const advantage = state.advantage
    ? `your edge (“${inlineQuote(capText(state.advantage, 70))}”)`
    : 'what you already know';
  const out: EngineIdea[] = [];
  for (const seed of shuffled(rng, TALK_IDEA_SEEDS)) {
    const trend = pool[out.length % pool.length]!;
    const id = `${seed.id}--${trend.id}`;
    if (seen.has(id)) continue;
    const r = state.ratings[trend.id];
    const fit = r?.impact
      ? Math.min(0.95, 0.45 + r.impact * 0.08 + (r.certainty ?? 3) * 0.03 + (state.strengths.length ? 0.05 : 0))
      : DEFAULT_FIT;
    const vars = {
      trend: trend.title,
      trendShort: trend.title.toLowerCase(),
      strength: strength.toLowerCase(),
      advantage,
    };
    out.push({
      id,
      seedId: seed.id,
      trendId: trend.id,
      title: fill(seed.title, vars),
      rationale: fill(seed.rationale, vars).replace(/^\w/, (c) => c.toUpperCase()),
      fit: Math.round(fit * 100) / 100,
    });
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

export function letterCard(profile: TalkProfile, state: EngineState, letterId: string): LetterCard {
  const l = TALK_LETTERS.find((x) => x.id === letterId) ?? TALK_LETTERS[0]!;
  const vars = baseVars(profile, state, {});
  const who = profile.name || 'Future you';
  const signature = profile.role
    ? `\n\n— ${who}, the ${profile.role}, ten years from now`
    : `\n\n— ${who}, ten years from now`;
  return {
    variant: 'letter',
    id: l.id,
    title: `A letter from your future self: ${l.theme}`,
    body: { content: fill(l.content, vars) + signature, theme: l.theme },
    actions: [{ id: 'newLetter', label: 'New letter', kind: 'button', data: {} }],
    meta: { source: 'Letters from the future', domain: l.theme.toLowerCase() },
  };
}

function addDays(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export function makeExperiment(profile: TalkProfile, idea: EngineIdea, now: Date): EngineExperiment {
  const i = hashString(`${profile.seed}:exp:${idea.id}`) % TALK_EXPERIMENTS.length;
  const t = TALK_EXPERIMENTS[i]!;
  return {
    id: `${t.id}--${idea.seedId}`,
    ideaId: idea.id,
    title: t.title,
    description: fill(t.description, { idea: idea.title }),
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
    return t ? trendCard(t, state.ratings[card.id]) : card;
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
}

const clone = (s: EngineState): EngineState => structuredClone(s);
const answer = (s: EngineState, id: TalkUnknownId) => {
  if (!s.answered.includes(id)) s.answered.push(id);
};
const NEXT_ACT = /^(next act|next|move on|continue|done|let['’]?s go on|go on|i['’]?ve rated enough)$/i;
const MORE_TRENDS = /^(more trends|more|show me more( trends)?)$/i;

/** Kinds of free text that are not an answer to the coach's question (it answers them and asks again). */
const NOT_AN_ANSWER: ReadonlySet<FreeTextKind> = new Set([
  'greeting',
  'identity',
  'process',
  'advice',
  'question',
  'thanks',
  'ack',
]);
/** "I don't know" is not a vision; "I'm not sure, maybe a lab by the sea" is. */
const UNSURE_ANSWER_MIN_WORDS = 7;
/** The situation is quoted back when it is at most this many words; longer ones get a plain acknowledgement. */
const SITUATION_QUOTE_MAX_WORDS = 12;

const isAnswer = (r: FreeTextReading) =>
  !NOT_AN_ANSWER.has(r.kind) && !(r.kind === 'unsure' && r.words < UNSURE_ANSWER_MIN_WORDS);
const asksSomething = (r: FreeTextReading) =>
  r.kind === 'identity' || r.kind === 'process' || r.kind === 'advice' || r.kind === 'question';

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
    return done({
      content: `${greet}\n\n${line(profile, state, 'askSituation')}`,
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

  // Free text, by step: an answer to the step's question moves on; anything else gets a reply to what was said
  // and a line back to the step's task.
  const reading = readFreeText(text);
  switch (state.step) {
    case 'situation': {
      // "Hi", "ok", "who are you?" are not where someone is in life: answer, and ask again.
      if (NOT_AN_ANSWER.has(reading.kind) && reading.kind !== 'advice')
        return done({
          content: freeReply(profile, state, text, reading, 'situation'),
          type: 'text',
          quick_replies: [...TALK_LINES.situationQuickReplies],
        });
      state.situation = quote(text);
      answer(state, 'situation');
      state.act = 'bor';
      state.step = 'trends';
      const trends = nextTrends(profile, state);
      state.shownTrends.push(...trends.map((t) => t.id));
      let ack: string;
      if (reading.kind === 'other') {
        const short = cleanText(text).split(' ').length <= SITUATION_QUOTE_MAX_WORDS;
        const said = short
          ? line(profile, state, 'ackSituation', { situation: inlineQuote(state.situation) })
          : line(profile, state, 'ackSituationPlain');
        ack = [greetingOpener(profile, state, text, reading, []), said].filter(Boolean).join(' ');
      } else ack = freeLine(profile, state, text, reading, []);
      return done({
        content: `${ack}\n\n${line(profile, state, 'borIntro')}`,
        type: 'carousel',
        cards: trends.map((t) => trendCard(t)),
        quick_replies: [...TALK_LINES.borQuickReplies],
      });
    }
    case 'trends': {
      if (MORE_TRENDS.test(text)) {
        const trends = nextTrends(profile, state);
        if (!trends.length)
          return done({
            content: 'That’s every trend I have for now. Let’s move on.',
            type: 'text',
            quick_replies: ['Next act|next act'],
          });
        state.shownTrends.push(...trends.map((t) => t.id));
        return done({
          content: 'Three more. Rate the ones that make you feel something.',
          type: 'carousel',
          cards: trends.map((t) => trendCard(t)),
          quick_replies: [...TALK_LINES.borQuickReplies],
        });
      }
      if (NEXT_ACT.test(text)) {
        if (!ratedTrendIds(state).length)
          return done({
            content: line(profile, state, 'nudgeRatings'),
            type: 'text',
            quick_replies: [...TALK_LINES.borQuickReplies],
          });
        return done(toVill(profile, state));
      }
      return done({
        content: freeReply(profile, state, text, reading, trendsSteer(state)),
        type: 'text',
        quick_replies: [...TALK_LINES.borQuickReplies],
      });
    }
    case 'vision': {
      if (!isAnswer(reading))
        return done({ content: freeReply(profile, state, text, reading, 'vision'), type: 'text' });
      state.vision = quote(text);
      answer(state, 'vision');
      state.step = 'values';
      return done({ content: line(profile, state, 'askValues', { vision: inlineQuote(state.vision) }), type: 'text' });
    }
    case 'values': {
      if (!isAnswer(reading))
        return done({ content: freeReply(profile, state, text, reading, 'values'), type: 'text' });
      state.values = quote(text);
      answer(state, 'values');
      state.step = 'letter';
      const letter = pickLetter(profile, state);
      state.letters.push(letter.id);
      events.push({ type: 'letter_generated', data: { letterId: letter.id } });
      return done({
        content: `${line(profile, state, 'villDone', { values: inlineQuote(state.values) })} ${line(profile, state, 'letterIntro')}`,
        type: 'card',
        card: letterCard(profile, state, letter.id),
        quick_replies: ['On to my strengths|next act'],
      });
    }
    case 'letter': {
      // A question about the letter is answered here; anything else moves on to KAN.
      if (asksSomething(reading))
        return done({
          content: freeReply(profile, state, text, reading, 'letter'),
          type: 'text',
          quick_replies: ['On to my strengths|next act'],
        });
      const kan = toKan(profile, state);
      if (NEXT_ACT.test(text) || reading.kind === 'ack' || reading.kind === 'other') return done(kan);
      return done({ ...kan, content: `${freeLine(profile, state, text, reading, [])} ${kan.content}` });
    }
    case 'strengths': {
      if (!isAnswer(reading))
        return done({
          content: freeReply(profile, state, text, reading, 'strengths'),
          type: 'text',
          quick_replies: strengthOptions(profile),
        });
      const picked = text
        .split(/[,;\n]/)
        .map((s) => inlineQuote(quote(s)))
        .filter(Boolean)
        .slice(0, 3);
      state.strengths = [...new Set([...state.strengths, ...picked])].slice(0, 5);
      answer(state, 'strengths');
      state.step = 'advantage';
      return done({
        content: line(profile, state, 'askAdvantage', { strength: state.strengths.join(', ').toLowerCase() }).replace(
          /^\w/,
          (c) => c.toUpperCase(),
        ),
        type: 'text',
        quick_replies: [...TALK_LINES.advantageQuickReplies],
        metadata: { selected_strengths: state.strengths },
      });
    }
    case 'advantage': {
      if (!isAnswer(reading))
        return done({
          content: freeReply(profile, state, text, reading, 'advantage'),
          type: 'text',
          quick_replies: [...TALK_LINES.advantageQuickReplies],
        });
      state.advantage = quote(text);
      answer(state, 'advantage');
      state.act = 'skall';
      state.step = 'ideas';
      const ideas = makeIdeas(profile, state, IDEAS_PER_ROUND);
      state.ideas.push(...ideas);
      return done({
        content: `${line(profile, state, 'kanDone', { advantage: inlineQuote(state.advantage) })}\n\n${line(profile, state, 'skallIntro')}`,
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      });
    }
    case 'ideas':
      return done({ content: freeReply(profile, state, text, reading, 'ideas'), type: 'text' });
    case 'experiment':
      return done({ content: freeReply(profile, state, text, reading, 'experiment'), type: 'text' });
    case 'done':
    default:
      return done({
        content: freeReply(profile, state, text, reading, 'done'),
        type: 'text',
        metadata: { plan_ready: true },
      });
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
      return { content: line(profile, state, 'askValues', { vision: state.vision ?? '' }), type: 'text' };
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
        content: line(profile, state, 'askAdvantage', { strength: state.strengths.join(', ') }),
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
        content: `Two quick ideas from “${t.title}”. Keep one if it sparks something; we’ll build on it in act four.`,
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
        return { content: `Kept: “${idea.title}”. It will be waiting in act four.`, type: 'text' };
      }
      let exp = state.experiments.find((e) => e.ideaId === idea.id);
      if (!exp) {
        exp = makeExperiment(profile, idea, opts.now);
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
        content: `“${idea.title}”: ${idea.rationale} It grows out of “${t?.title ?? idea.trendId}”${
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
    weeks: TALK_PLAN_PHASES.map((p, i) => ({
      label: p.label,
      focus:
        i === 0 && exps[0]
          ? `${p.focus}: ${exps[0].title}`
          : i === 2 && kept[0]
            ? `${p.focus}: ${kept[0].title}`
            : p.focus,
      tasks: [...p.tasks],
    })),
    experiments: exps.map((e) => ({
      title: e.title,
      description: e.description,
      metric: e.metric,
      due_date: e.due_date,
    })),
    letter,
  };
}
