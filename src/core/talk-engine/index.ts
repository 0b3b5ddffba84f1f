/**
 * The local coach: a deterministic dialogue manager that walks the four acts (BÖR landscape, VILL vision,
 * KAN capabilities, SKALL strategy) from an onboarding question to a 90-day plan. Pure: state in, state out.
 * The same seed and the same answers give the same conversation; the seed, role and answers make two people's
 * conversations visibly different. A remote model (CHAT_PROVIDER) may rewrite the words of a reply; the cards,
 * the state and the rules always come from here.
 *
 * This file is the engine's public face. Inside (decision 074):
 * - respond.ts: one turn, a short dispatcher; state.ts: the state and the shapes of a turn; meter.ts: the header.
 * - onboarding.ts, act-1-landscape.ts (BÖR), act-2-vision.ts (VILL), act-3-capabilities.ts (KAN),
 *   act-4-strategy.ts (SKALL): each act's cards and answers; actions.ts: the cards' buttons; plan.ts: the plan.
 * - safety.ts: a crisis pauses the coaching; listening.ts, questions.ts, free-reply.ts: replies to what a message
 *   is (a feeling, a question, a joke...); prompts.ts: each step's question again; words.ts: the coach's words.
 * - The message reader (reader.ts, free-text.ts), the person model (person.ts) and the future memory (memory.ts).
 */
export { DEFAULT_FIT, EXPERIMENT_DAYS, QUOTE_MAX, initialState } from './state.js';
export type {
  EngineEvent,
  EngineExperiment,
  EngineIdea,
  EngineInput,
  EngineOptions,
  EngineReply,
  EngineState,
  EngineTurn,
  TalkProfile,
  TalkStep,
  TurnSafety,
} from './state.js';
export { KNOWN_ITEMS, chatStateOf, confidenceOf, hintsOf, openUnknowns, sessionOf, type KnownItem } from './meter.js';
export { countOf, quote } from './words.js';
export { keptTrends, rankedTrends, rankedTrendsWhy, trendById, trendCard, whyChosen } from './act-1-landscape.js';
export { letterCard } from './act-2-vision.js';
export { experimentCard, ideaCard, makeExperiment, makeIdeas, weekSize } from './act-4-strategy.js';
export { decorateCard } from './cards.js';
export { SAFE_NOW_REPLY, turnSafety } from './safety.js';
export { respond } from './respond.js';
export { buildPlan, planDecision, planReady } from './plan.js';
