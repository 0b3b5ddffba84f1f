import type { TalkUnknownId } from '@content/talk/coach.js';
import type { CrisisHelp } from '../crisis-help.js';
import type { SafetyReading } from '../safety-reader.js';
import type { ChatCard, TalkAct } from '../contracts/talk.js';
import { emptyPerson, type PersonModel } from './person.js';
import type { FutureMemory } from './memory.js';

/** The coach's state (stored with the conversation) and the shapes of a turn: what goes in and what comes out. */

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
  /** What the person told about their life (decision 068). Absent in conversations stored before it existed. */
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

/** What the safety reader found and the help to offer; the server reads it before anything else (decision 062). */
export interface TurnSafety {
  reading: SafetyReading;
  help: CrisisHelp;
}

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

export const QUOTE_MAX = 140;
export const DEFAULT_FIT = 0.7;
export const EXPERIMENT_DAYS = 14;
export const TRENDS_PER_ROUND = 3;
export const IDEAS_PER_ROUND = 3;

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

export const clone = (s: EngineState): EngineState => structuredClone(s);
export const answer = (s: EngineState, id: TalkUnknownId) => {
  if (!s.answered.includes(id)) s.answered.push(id);
};

/**
 * One turn being answered: who, the state being changed, the person's message (trimmed) and the variants picked so
 * far. `pick` chooses one variant of a list (pickFree), never one the last reply to free text used.
 */
export interface Turn {
  profile: TalkProfile;
  state: EngineState;
  opts: EngineOptions;
  events: EngineEvent[];
  text: string;
  /** The hashes of the variants picked this turn (kept as `lastFree` by `withPicks`). */
  used: number[];
  pick: (list: readonly string[], salt: string) => string;
}

/** A reply whose words were picked this turn: the next reply to free text picks other ones. */
export function withPicks(t: Turn, reply: EngineReply): EngineReply {
  t.state.lastFree = t.used;
  return reply;
}
