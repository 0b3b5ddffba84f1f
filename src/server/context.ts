import type { Config } from './config.js';
import type { Database } from '@server/db/client.js';
import type { Auth } from '@server/auth/auth.js';
import type { Logger } from '@server/lib/logger.js';
import type { Mailer } from '@server/providers/mail/index.js';
import type { Storage } from '@server/providers/storage/index.js';
import type { AiProvider } from '@server/providers/ai/index.js';
import type { VoiceProvider } from '@server/providers/voice/index.js';
import type { ChatModel } from '@server/providers/chat/index.js';
import type { Transcriber } from '@server/providers/transcribe/index.js';
import type { Payments } from '@server/providers/payments/index.js';
import type { ChatNotifier } from '@server/providers/chat-notify/index.js';
import type { RateLimiter } from '@server/http/rate-limit.js';
import type { AttributionService } from '@server/shared/attribution.js';
import type { Jobs } from '@server/shared/jobs.js';
import type { Bus } from '@server/lib/bus.js';

/** Everything the app needs, built once in main.ts (or by a test) and passed to createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  log: Logger;
  limiter: RateLimiter;
  attribution: AttributionService;
  ai: AiProvider;
  voice: VoiceProvider;
  /** Talk's older self (CHAT_PROVIDER; decision 069); null: the local coach's words are the reply. */
  chat: ChatModel | null;
  /** Speech to text for the voice step's recording (decision 079); kind 'browser' when the server has none. */
  transcriber: Transcriber;
  /** Payments: the local test-mode checkout or Stripe. */
  payments: Payments;
  /** The leaderboard's chat channel: Slack's incoming webhook, or a local outbox file (decision 033). */
  chatNotifier: ChatNotifier;
  /** The durable job queue once started in this process (main.ts; decision 052); absent in most tests. */
  jobs?: Jobs;
  /** Change notifications to every instance (decision 050): cover progress, share revokes. */
  bus: Bus;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAnonymous: boolean;
  role: string;
}

/** Hono variables set by the middleware in app.ts. */
export type AppEnv = {
  Variables: {
    log: Logger;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
