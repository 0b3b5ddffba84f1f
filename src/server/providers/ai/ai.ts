import type { CoverStyle } from '@content/cover-copy.js';
import type { CoverCopy } from '@core/cover-copy.js';
import type { VisualQuestionId } from '@content/quiz.js';

/**
 * The AI behind a cover, in the four calls of the original product (docs/product/magazine.md#the-ai-calls): a
 * description of the future self, a portrait, the magazine's words; the frame/layout is always the local typographic
 * renderer. Adapters: `local` (no network, src/core/cover-copy.ts), `openai` (any OpenAI-compatible server) and
 * `google` (Gemini). The pipeline wraps every call of a remote adapter with a timeout and falls back to the local
 * output of that stage on any error, refusal or timeout.
 */
export interface CoverFacts {
  futureRole: string;
  /** Question id → card id, or the superpower's free text. */
  userAnswers: Record<string, string>;
  userName: string | null;
  /** Stored context phrases of the chosen cards (they win over a card lookup). */
  contexts?: Partial<Record<VisualQuestionId, string | null>>;
}

export interface PortraitRequest {
  description: string;
  /** The visitor's selfie (JPEG), when they gave one. */
  photo?: Buffer;
  style: CoverStyle;
  role: string;
}

export interface ContentRequest extends CoverFacts {
  /** The original product always asked for 'forbes'; we pass the style the cover was given. */
  magazineStyle: CoverStyle;
}

export interface AiCallOptions {
  /** Aborts the call (the pipeline's timeout). */
  signal?: AbortSignal;
  /** Stable per cover (its id), so local output is reproducible. */
  seed: string;
  /** The issue date printed on the cover. */
  date: Date;
}

export interface AiProvider {
  readonly kind: 'local' | 'openai' | 'google';
  describe(input: CoverFacts, opts: AiCallOptions): Promise<string>;
  /** The portrait image, or null to use the local portrait (e.g. no photo to work from). */
  portrait(input: PortraitRequest, opts: AiCallOptions): Promise<Buffer | null>;
  magazineContent(input: ContentRequest, opts: AiCallOptions): Promise<CoverCopy>;
}
