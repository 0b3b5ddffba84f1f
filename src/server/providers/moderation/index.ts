import type { SafetyCategory } from '@core/safety-reader.js';
import type { Config } from '@server/config.js';
import type { Logger } from '@server/lib/logger.js';

/**
 * A provider's moderation of a Talk message, read beside the local safety reader (src/core/safety-reader.ts;
 * decision 062): either one flags → the safe path. `local` has none (null). `openai` calls the OpenAI-compatible
 * `/moderations` endpoint (omni-moderation-latest) with the AI provider's key; a timeout (MODERATION_TIMEOUT_MS),
 * an error or an answer it cannot read is null, and the local reader decides.
 */
export type Moderator = (text: string) => Promise<SafetyCategory | null>;

/** OpenAI's categories that mean the person may not be safe, and the help each needs. */
const CATEGORIES: readonly [string, SafetyCategory][] = [
  ['self-harm/intent', 'suicide'],
  ['self-harm/instructions', 'suicide'],
  ['self-harm', 'self_harm'],
  ['sexual/minors', 'sexual_exploitation'],
];

export function createModerator(
  config: Pick<Config, 'talk' | 'ai'>,
  log: Pick<Logger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): Moderator | null {
  if (config.talk.moderation !== 'openai' || config.ai.provider !== 'openai') return null;
  const { apiKey, baseUrl } = config.ai;
  const url = `${(baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/moderations`;
  const timeoutMs = config.talk.moderationTimeoutMs;
  return async (text) => {
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'omni-moderation-latest', input: text.slice(0, 4000) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`moderation answered ${res.status}`);
      const body = (await res.json()) as { results?: { flagged?: boolean; categories?: Record<string, boolean> }[] };
      const result = body.results?.[0];
      if (!result?.flagged || !result.categories) return null;
      for (const [name, category] of CATEGORIES) if (result.categories[name]) return category;
      return null;
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'talk: moderation endpoint failed, the local reader decides');
      return null;
    }
  };
}
