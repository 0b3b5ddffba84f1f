import { buildCoverCopy, buildFutureDescription, type CoverCopy } from '@core/cover-copy.js';
import type { AiCallOptions, AiProvider, ContentRequest, CoverFacts } from './ai.js';

/** No network: the seeded template grammar of src/core/cover-copy.ts. The portrait is drawn by the renderer. */
export class LocalAiProvider implements AiProvider {
  readonly kind = 'local' as const;

  async describe(input: CoverFacts, opts: AiCallOptions): Promise<string> {
    return buildFutureDescription({
      roleTitle: input.futureRole,
      answers: input.userAnswers,
      contexts: input.contexts,
      userName: input.userName,
      seed: opts.seed,
      date: opts.date,
    });
  }

  async portrait(): Promise<Buffer | null> {
    return null;
  }

  async magazineContent(input: ContentRequest, opts: AiCallOptions): Promise<CoverCopy> {
    return buildCoverCopy({
      roleTitle: input.futureRole,
      answers: input.userAnswers,
      contexts: input.contexts,
      userName: input.userName,
      style: input.magazineStyle,
      seed: opts.seed,
      date: opts.date,
    });
  }
}

export const localAi = new LocalAiProvider();
