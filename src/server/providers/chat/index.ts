import type { Config } from '@server/config.js';

/**
 * The chat model behind Talk (CHAT_PROVIDER; decision 069). The local coach (src/core/talk-engine/) always decides
 * the act, the step, the cards, the quick replies, the state and the confidence; a configured model IS the older
 * self: it writes the reply's words from the person model, the future memory and the step's task, streamed as it
 * writes them. Every sentence passes the checks before anyone sees it (src/server/features/talk/model-reply.ts);
 * any error, refusal, invalid tool call, stall, timeout or failed check gives the coach's own words.
 *
 * `local` has no model: null, and the coach's words are the reply.
 */

export {
  ModelReplyError,
  type ChatModel,
  type ModelPart,
  type OlderSelfRequest,
  type PersonFact,
  type PersonModel,
} from './types.js';
import type { ChatModel } from './types.js';

export async function createChatModel(config: Pick<Config, 'talk' | 'ai'>): Promise<ChatModel | null> {
  const provider = config.talk.provider;
  if (provider === 'local') return null;
  const ai = config.ai;
  const { AiSdkChatModel } = await import('./ai-sdk-chat.js');
  if (provider === 'ollama') {
    // Ollama's OpenAI-compatible endpoint (/v1/chat/completions) through @ai-sdk/openai: no key, data stays on the
    // school's machine (the community AI SDK Ollama provider is not installed here; decision 069).
    return new AiSdkChatModel('ollama', {
      apiKey: 'ollama',
      baseUrl: config.talk.ollama.baseUrl,
      model: config.talk.ollama.model,
    });
  }
  if (provider === 'openai') {
    if (ai.provider !== 'openai') throw new Error('CHAT_PROVIDER=openai needs AI_PROVIDER=openai and its key');
    return new AiSdkChatModel('openai', { apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.textModel });
  }
  if (ai.provider !== 'google') throw new Error('CHAT_PROVIDER=google needs AI_PROVIDER=google and its key');
  return new AiSdkChatModel('google', { apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.textModel });
}
