/**
 * What Talk's chat model is told and what it streams back (decision 069); the factory is in index.ts.
 */

/** One thing the person stated (the person model of decision 068 fills these; absent until it exists). */
export interface PersonFact {
  kind: string;
  text: string;
}

/** What the model knows of the person: whatever the conversation's state has, every free text capped. */
export interface PersonModel {
  name: string;
  role: string | null;
  /** The poster's chosen phrases (postcard, bhag, purpose, workplace). */
  posterChoices: string[];
  superpower: string | null;
  voiceTranscript: string | null;
  /** The person's answers so far (situation, vision, values, advantage), by name. */
  answers: Record<string, string>;
  strengths: string[];
  /** Facts the person stated (optional: the person model's, when it exists). */
  facts?: PersonFact[];
}

export interface OlderSelfRequest {
  person: PersonModel;
  /** The older self's backstory from today to the role (optional: the future memory, when it exists). */
  futureMemory?: string | null;
  /** Where the engine is: the act and the step. */
  act: string;
  step: string;
  /** What this reply must do (the step's task), in words for the model. */
  task: string;
  /** The local coach's own reply for this turn: its content the model must carry (questions, names, cards). */
  draft: string;
  /** Whether the engine shows cards or quick replies under this reply (the model must not describe others). */
  shows: string[];
  /** The person's latest message, quoted as data by the caller; null at the start. */
  personMessage: string | null;
  history: { role: 'user' | 'assistant'; content: string }[];
}

/** What a model's stream carries: words as they come, and facts it noted with the `note_fact` tool. */
export type ModelPart = { type: 'text'; text: string } | { type: 'fact'; fact: PersonFact };

/** A model's reply that cannot be used (a refusal, an invalid tool call, an error part): the coach answers. */
export class ModelReplyError extends Error {
  constructor(
    readonly reason: 'refused' | 'invalid_tool_call' | 'error' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

export interface ChatModel {
  readonly kind: 'openai' | 'google' | 'ollama';
  /**
   * The older self's reply, streamed part by part as the provider sends it. Throws ModelReplyError (or any error)
   * when the reply cannot be used; the signal aborts the call (a stall, the time limit, the person leaving).
   */
  speak(req: OlderSelfRequest, signal: AbortSignal): AsyncIterable<ModelPart>;
}
