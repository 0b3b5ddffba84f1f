import path from 'node:path';
import type { Config } from './config.js';
import type { AppDeps } from './context.js';
import { openDatabase } from '@server/db/client.js';
import { seed } from '@server/db/seed.js';
import { seedDemoCoach } from '@server/features/sprint-booking/index.js';
import { localWebhookDelivery } from '@server/features/payments/index.js';
import { createAuth } from '@server/auth/auth.js';
import { resolveAuthSecret } from '@server/auth/secret.js';
import { createRateLimiter } from '@server/http/rate-limit.js';
import { createLogger, type Logger } from '@server/lib/logger.js';
import { createBus } from '@server/lib/bus.js';
import { createMailer } from '@server/providers/mail/index.js';
import { createStorage } from '@server/providers/storage/index.js';
import { createAiProvider } from '@server/providers/ai/index.js';
import { createChatModel } from '@server/providers/chat/index.js';
import { createVoiceProvider } from '@server/providers/voice/index.js';
import { createTranscriber } from '@server/providers/transcribe/index.js';
import { createPayments, type Clock } from '@server/providers/payments/index.js';
import { createChatNotifier } from '@server/providers/chat-notify/index.js';
import { AttributionService } from '@server/shared/attribution.js';

export interface BootstrapOptions {
  /** Keep PGlite in memory and files under a temp DATA_DIR (tests). */
  inMemoryDb?: boolean;
  /** With inMemoryDb: start from this migrated PGlite data directory (tests/helpers/pglite-snapshot.ts). */
  pgliteSnapshot?: Blob;
  log?: Logger;
  /** The local payments provider's clock (tests move it). */
  paymentsClock?: Clock;
}

/** Open the database (migrate + seed), build the providers from the validated config: the app's dependencies. */
export async function buildDeps(config: Config, opts: BootstrapOptions = {}): Promise<AppDeps> {
  const log = opts.log ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: opts.inMemoryDb ? 'memory://' : path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    pgliteSnapshot: opts.inMemoryDb ? opts.pgliteSnapshot : undefined,
    log,
  });
  await seed(database.db, config.brandName);
  // a coach with weekly hours, so the local product's sprint booking can be tried (README)
  if (config.env === 'development') await seedDemoCoach(database.db);
  const limiter = createRateLimiter(config, log);
  // deps.jobs is set once the job queue starts (main.ts); until then (and in tests) mail is delivered at once
  const holder: { deps?: AppDeps } = {};
  const mailer = createMailer(config, {
    outbox: !opts.inMemoryDb,
    limiter,
    log,
    db: database.db,
    jobs: () => holder.deps?.jobs,
  });
  const storage = await createStorage(config);
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(config.authSecret, opts.inMemoryDb ? null : config.dataDir),
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    mailer,
    log,
  });
  const bus = createBus(config, log);
  await bus.ready;
  holder.deps = {
    config,
    database,
    auth,
    storage,
    mailer,
    log,
    limiter,
    attribution: new AttributionService(database.db, config.brandName, undefined, bus),
    ai: await createAiProvider(config),
    // A chat model that cannot be built (CHAT_PROVIDER without its AI_PROVIDER key) leaves the coach's own words.
    chat: await createChatModel(config).catch((err: unknown) => {
      log.warn({ err }, 'talk: the chat model could not be built, the coach’s words are the reply');
      return null;
    }),
    voice: createVoiceProvider(config),
    transcriber: createTranscriber(config),
    // the local provider's events go to the app's own webhook handler; their retries to the job queue (decision 075)
    payments: createPayments(config, {
      db: database.db,
      log,
      clock: opts.paymentsClock,
      delivery: localWebhookDelivery(() => holder.deps!),
      jobs: () => holder.deps?.jobs,
    }),
    // Slack (or the local chat outbox file): the leaderboard route and the weekly job (decision 075)
    chatNotifier: createChatNotifier(config, { outbox: config.env !== 'test' }),
    bus,
  };
  return holder.deps!;
}
