import type { Config } from '@server/config.js';
import type { AiProvider } from './ai.js';
import { localAi } from './local-ai.js';

export type { AiProvider, AiCallOptions, ContentRequest, CoverFacts, PortraitRequest } from './ai.js';
export { localAi } from './local-ai.js';

/**
 * The configured AI provider (AI_PROVIDER): local by default, with no network. The remote adapters (and the AI
 * SDK, ~40 MB resident) are loaded only when one is configured.
 */
export async function createAiProvider(config: Pick<Config, 'ai'>): Promise<AiProvider> {
  const ai = config.ai;
  switch (ai.provider) {
    case 'openai': {
      const { OpenAiProvider } = await import('./openai-ai.js');
      return new OpenAiProvider({
        apiKey: ai.apiKey,
        baseUrl: ai.baseUrl,
        textModel: ai.textModel,
        imageModel: ai.imageModel,
      });
    }
    case 'google': {
      const { GoogleAiProvider } = await import('./google-ai.js');
      return new GoogleAiProvider({
        apiKey: ai.apiKey,
        baseUrl: ai.baseUrl,
        textModel: ai.textModel,
        imageModel: ai.imageModel,
      });
    }
    default:
      return localAi;
  }
}
