import type { Config } from '../../config.js';
import type { AiProvider } from './ai.js';
import { GoogleAiProvider } from './google-ai.js';
import { localAi } from './local-ai.js';
import { OpenAiProvider } from './openai-ai.js';

export type { AiProvider, AiCallOptions, ContentRequest, CoverFacts, PortraitRequest } from './ai.js';
export { localAi } from './local-ai.js';

/** The configured AI provider (AI_PROVIDER): local by default, with no network. */
export function createAiProvider(config: Pick<Config, 'ai'>): AiProvider {
  const ai = config.ai;
  switch (ai.provider) {
    case 'openai':
      return new OpenAiProvider({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, textModel: ai.textModel, imageModel: ai.imageModel });
    case 'google':
      return new GoogleAiProvider({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, textModel: ai.textModel, imageModel: ai.imageModel });
    default:
      return localAi;
  }
}
