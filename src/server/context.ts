import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Auth } from './auth/auth.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './providers/mail/index.js';
import type { Storage } from './providers/storage/index.js';
import type { AiProvider } from './providers/ai/index.js';
import type { VoiceProvider } from './providers/voice/index.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { AttributionService } from './shared/attribution.js';

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
