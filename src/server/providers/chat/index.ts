import type { Config } from '@server/config.js';

/**
 * The chat model behind Talk (CHAT_PROVIDER). The local coach (src/core/talk-engine.ts) always decides the act,
 * the cards, the quick replies and the state; a remote model only words the coach's reply in the older self's
 * voice, from the coach's draft and the facts, and its output passes a moderation check before anyone sees it.
 * Any error, refusal, failed check or timeout keeps the coach's own words (docs/decisions/029).
 *
 * `local` has no model: null, and the coach's words are the reply.
 */
export interface ChatWordingRequest {
  /** The coach's draft: what to say, which the model may reword but not change in substance. */
  draft: string;
  act: string;
  /** Facts about the person (name, role, answers) as a JSON object, every free text capped. */
  facts: Record<string, string>;
  /** The person's latest message, quoted as data by the caller. */
  personMessage: string | null;
  history: { role: 'user' | 'assistant'; content: string }[];
}

export interface ChatModel {
  readonly kind: 'openai' | 'google';
  /** The reply's words, streamed as they come; the caller joins, checks and may discard them. */
  word(req: ChatWordingRequest, signal: AbortSignal): Promise<string>;
}

export async function createChatModel(config: Pick<Config, 'talk' | 'ai'>): Promise<ChatModel | null> {
  const provider = config.talk.provider;
  if (provider === 'local') return null;
  const ai = config.ai;
  const { AiSdkChatModel } = await import('./ai-sdk-chat.js');
  if (provider === 'openai') {
    if (ai.provider !== 'openai') throw new Error('CHAT_PROVIDER=openai needs AI_PROVIDER=openai and its key');
    return new AiSdkChatModel('openai', { apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.textModel });
  }
  if (ai.provider !== 'google') throw new Error('CHAT_PROVIDER=google needs AI_PROVIDER=google and its key');
  return new AiSdkChatModel('google', { apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.textModel });
}
