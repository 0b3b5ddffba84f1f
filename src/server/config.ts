import path from 'node:path';
import { z } from 'zod';

/**
 * The one configuration object. Read once at boot from the environment; a bad value stops the start with one
 * line naming the variable and what is wrong. Tests build their own with `loadConfig({...})`.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const str = () => z.preprocess(emptyToUndefined, z.string().optional());
const url = () =>
  z.preprocess(emptyToUndefined, z.url({ message: 'must be a URL such as https://example.com' }).optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(def),
  );
const bool = (def: boolean) =>
  z
    .preprocess(
      emptyToUndefined,
      z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).default(def ? 'true' : 'false'),
    )
    .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
  ),
  PORT: int(3000, 1, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: url(),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  /** Render worker threads; unset: the cores; 0: render on the event loop (decision 048). */
  RENDER_NICE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(19, 'must be at most 19')
      .optional(),
  ),
  RENDER_THREADS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(64, 'must be at most 64')
      .optional(),
  ),
  BRAND_NAME: z.preprocess(emptyToUndefined, z.string().max(40, 'must be at most 40 characters').default('FutureSelf')),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(true|false|\d{1,2})$/, 'must be false, true (one proxy) or the number of proxies in front of the app')
        .default('false'),
    )
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  RATE_LIMIT_ENABLED: bool(true),
  /** GET /dev/outbox (the local mailer's messages, with their links): only when asked for. */
  DEV_OUTBOX: bool(false),
  /** Fault injection for the restart tests (decision 087): only with NODE_ENV=test. */
  TEST_FAULT: z.preprocess(
    emptyToUndefined,
    z.enum(['exit-after-payment-commit'], { message: 'must be exit-after-payment-commit' }).optional(),
  ),

  STORAGE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  ),
  S3_BUCKET: str(),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: url(),
  S3_ACCESS_KEY_ID: str(),
  S3_SECRET_ACCESS_KEY: str(),
  S3_FORCE_PATH_STYLE: bool(false),

  AI_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'openai', 'google'], { message: 'must be local, openai or google' }).default('local'),
  ),
  AI_TIMEOUT_MS: int(20000, 1000, 120000),
  OPENAI_API_KEY: str(),
  OPENAI_BASE_URL: url(),
  OPENAI_TEXT_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4.1-mini')),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-image-1')),
  GOOGLE_API_KEY: str(),
  GOOGLE_BASE_URL: url(),
  GOOGLE_TEXT_MODEL: z.preprocess(emptyToUndefined, z.string().default('gemini-2.5-flash')),
  GOOGLE_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gemini-2.5-flash-image')),

  // Talk: the chat's engine, free exchanges before the paywall, crisis resources
  CHAT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['local', 'openai', 'google', 'ollama'], { message: 'must be local, openai, google or ollama' })
      .default('local'),
  ),
  CHAT_TIMEOUT_MS: int(8000, 500, 60000),
  CHAT_STALL_MS: int(4000, 200, 60000),
  OLLAMA_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ message: 'must be a URL such as http://127.0.0.1:11434/v1' }).default('http://127.0.0.1:11434/v1'),
  ),
  OLLAMA_MODEL: z.preprocess(emptyToUndefined, z.string().default('llama3.2')),
  TALK_FREE_MESSAGES: int(6, 0, 1000),
  MODERATION_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'openai'], { message: 'must be local or openai' }).default('local'),
  ),
  MODERATION_TIMEOUT_MS: int(1500, 200, 10000),
  CRISIS_COUNTRY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(INTL|[A-Za-z]{2})$/, 'must be INTL or a two-letter country code')
      .default('INTL'),
  ),

  VOICE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'elevenlabs'], { message: 'must be local or elevenlabs' }).default('local'),
  ),
  ELEVENLABS_API_KEY: str(),
  ELEVENLABS_BASE_URL: url(),
  VOICE_RETENTION_DAYS: int(30, 1, 365),
  // Transcription of the voice step's recording (decision 079)
  TRANSCRIBE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'openai', 'elevenlabs'], { message: 'must be local, openai or elevenlabs' }).default('local'),
  ),
  TRANSCRIBE_BASE_URL: url(),
  TRANSCRIBE_API_KEY: str(),
  TRANSCRIBE_MODEL: str(),
  TRANSCRIBE_TIMEOUT_MS: int(30000, 1000, 300000),
  DIGITAL_CONSENT_AGE: int(16, 13, 16),
  MEASURE_MIN_GROUP: int(10, 5, 1000),
  ANONYMOUS_RETENTION_DAYS: int(30, 1, 365),
  OUTBOX_RETENTION_DAYS: int(30, 1, 365),
  SHOW_CONSENT_RETENTION_DAYS: int(180, 1, 730),

  MAIL_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'smtp'], { message: 'must be local or smtp' }).default('local'),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: str(),

  // payments
  PAYMENTS_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).default('local'),
  ),
  PAYMENTS_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_API_BASE: url(),
  PRICE_TALK_CENTS: int(900, 50, 1_000_000),
  PRICE_STRATEGY_CENTS: int(9000, 50, 10_000_000),
  // money after the sale: the seller on receipts, the buyer's country when the provider gives none,
  // Stripe Tax, and how long a failed Talk renewal keeps access (decisions 045-047)
  SELLER_NAME: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  SELLER_ADDRESS: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  SELLER_VAT_ID: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  BUYER_COUNTRY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code (SE, DE, …)')
      .default('SE'),
  ),
  STRIPE_TAX: bool(false),
  RENEWAL_GRACE_DAYS: int(7, 0, 60),

  // offers: the 15-minute coach call on the sprint offer, the contact address on the Strategy checkout
  COACH_CALL_URL: url(),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an e-mail address' }).optional()),

  // the show, roles, the leaderboard in Slack
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().max(5000).optional()),
  SHOW_SPOTS: int(100, 0, 1_000_000),
  SLACK_WEBHOOK_URL: url(),
  LEADERBOARD_SLACK_SCHEDULE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(off|(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):[0-5]\d)$/i,
        'must be off or a weekday and a UTC time such as "mon 09:00"',
      )
      .default('mon 09:00'),
  ),

  // durable background jobs (decision 052)
  JOBS_COVER_CONCURRENCY: int(2, 1, 64),
  // web instances answer requests, worker instances run the jobs (covers, uploads, e-mail); all: both (decision 085)
  APP_ROLE: z.preprocess(
    emptyToUndefined,
    z.enum(['web', 'worker', 'all'], { message: 'must be one of web, worker, all' }).default('all'),
  ),
  JOBS_MONITOR_SECONDS: int(10, 1, 3600),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /**
   * What this instance does (APP_ROLE, decision 085): `web` answers requests and never renders or runs jobs (it
   * sends them); `worker` runs the jobs (covers, upload processing, e-mail) and answers only /healthz, /readyz and
   * /metrics; `all` both (one instance, PGlite). web and worker need PostgreSQL (DATABASE_URL).
   */
  role: 'web' | 'worker' | 'all';
  /** Render worker threads (undefined: the cores). */
  renderThreads?: number;
  /** How much lower the render threads' CPU priority is than the event loop's (undefined: 10). */
  renderNice?: number;
  brandName: string;
  authSecret?: string;
  logLevel: Env['LOG_LEVEL'];
  /** How many proxies in front of the app append to X-Forwarded-For (0: use the socket's address). */
  trustProxy: number;
  /** Redis for the rate limiter's counters, shared by every instance (else PostgreSQL when DATABASE_URL, else memory). */
  redisUrl?: string;
  rateLimitEnabled: boolean;
  storage:
    | { provider: 'local' }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  ai:
    | { provider: 'local'; timeoutMs: number }
    | { provider: 'openai'; timeoutMs: number; apiKey: string; baseUrl?: string; textModel: string; imageModel: string }
    | {
        provider: 'google';
        timeoutMs: number;
        apiKey: string;
        baseUrl?: string;
        textModel: string;
        imageModel: string;
      };
  /** Talk: the chat engine (local coach, or a model that words the coach's replies), the paywall, crisis help. */
  talk: {
    provider: 'local' | 'openai' | 'google' | 'ollama';
    /** The whole model reply's time limit (CHAT_TIMEOUT_MS). */
    timeoutMs: number;
    /** No token for this long mid-stream: the model has stalled, the coach's words are the reply (CHAT_STALL_MS). */
    stallMs: number;
    /** Ollama's OpenAI-compatible endpoint and model (CHAT_PROVIDER=ollama; decision 069). */
    ollama: { baseUrl: string; model: string };
    freeMessages: number;
    crisisCountry: string;
    /** A provider's moderation endpoint read beside the local safety reader (decision 062). */
    moderation: 'local' | 'openai';
    moderationTimeoutMs: number;
  };
  voice:
    | { provider: 'local'; retentionDays: number }
    | { provider: 'elevenlabs'; retentionDays: number; apiKey: string; baseUrl: string };
  /** Speech to text (decision 079): a provider, or `local` (the browser's speech recognition, or typing). */
  transcribe:
    | { provider: 'local' }
    | { provider: 'openai' | 'elevenlabs'; apiKey: string; baseUrl: string; model: string; timeoutMs: number };
  mail: { provider: 'local'; from: string } | { provider: 'smtp'; from: string; smtpUrl: string };
  /**
   * DEV_OUTBOX=true, and no TRUST_PROXY: behind a proxy on the same host every visitor would come "from this
   * machine", so the page that shows everyone's confirmation and reset links is never on there.
   */
  devOutbox: boolean;
  /**
   * TEST_FAULT (NODE_ENV=test only; decision 087): 'exit-after-payment-commit' ends the process (SIGKILL) right after
   * a payment's transaction commits, before its receipt is handed on, so a test can prove the next process sends it
   * once. Null everywhere else.
   */
  testFault: 'exit-after-payment-commit' | null;
  /**
   * Payments: prices in cents (EUR) are the server's only. Local: a test-mode checkout in this app whose
   * events are signed with `webhookSecret` (random per process when unset). Stripe: the SDK with these keys.
   */
  payments: {
    prices: { talk: number; strategy: number };
    currency: 'eur';
  } & (
    | { provider: 'local'; webhookSecret?: string }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: string; stripeTax: boolean }
  );
  /** Receipts and after-sale rules: the seller, the default buyer country, the renewal grace period. */
  billing: {
    seller: { name: string; address: string; vatId: string | null };
    defaultCountry: string;
    renewalGraceDays: number;
  };
  /** What the offer pages show (GET /api/offers/config): the coach call link (none: hidden), the contact address. */
  offers: { coachCallUrl?: string; contactEmail: string };
  /** Addresses that are admins once their e-mail is confirmed (besides users.role = 'admin'), lower-cased. */
  adminEmails: string[];
  show: { spots: number };
  /** The default digital age of consent, and how long anonymous visitors and outbox files are kept. */
  trust: {
    consentAge: number;
    anonymousRetentionDays: number;
    outboxRetentionDays: number;
    /** Days a show applicant's parental consent upload is kept after the application (decision 036). */
    showConsentRetentionDays: number;
    /** The effect view's minimum group size: nothing is shown for fewer people (decision 084). */
    measureMinGroup: number;
  };
  /** Where the leaderboard goes: a Slack incoming webhook, or the local outbox. `schedule` null: no weekly send. */
  chatNotify: {
    slackWebhookUrl?: string;
    schedule: { weekday: number; hour: number; minute: number } | null;
  };
  /** The job queue (src/server/jobs): covers run at once per instance; how often abandoned jobs are looked for. */
  jobs: { coverConcurrency: number; monitorSeconds: number };
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** 'mon 09:00' → { weekday: 1 (Sunday 0, as getUTCDay), hour: 9, minute: 0 }; 'off' → null. */
function parseWeeklySchedule(v: string): { weekday: number; hour: number; minute: number } | null {
  const m = /^(mon|tue|wed|thu|fri|sat|sun) (\d\d):(\d\d)$/i.exec(v.trim());
  if (!m) return null;
  return {
    weekday: WEEKDAYS.indexOf(m[1]!.toLowerCase() as (typeof WEEKDAYS)[number]),
    hour: Number(m[2]),
    minute: Number(m[3]),
  };
}

export class ConfigError extends Error {}

function need(env: Env, name: keyof Env, because: string): string {
  const v = env[name];
  if (typeof v !== 'string' || !v) throw new ConfigError(`${name} is required when ${because}`);
  return v;
}

/** Validate an environment-like record and build the Config. Throws ConfigError with a one-line message. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = source[name];
    throw new ConfigError(`${name} ${issue.message}${value !== undefined ? ` (got "${value.slice(0, 60)}")` : ''}`);
  }
  const env = parsed.data;
  const brandName = env.BRAND_NAME.trim() || 'FutureSelf';
  // PGlite is one process: a web instance and a worker instance must share a PostgreSQL (decision 085)
  if (env.APP_ROLE !== 'all') need(env, 'DATABASE_URL', `APP_ROLE=${env.APP_ROLE} (web and worker share PostgreSQL)`);

  const storage: Config['storage'] =
    env.STORAGE_PROVIDER === 's3'
      ? {
          provider: 's3',
          bucket: need(env, 'S3_BUCKET', 'STORAGE_PROVIDER=s3'),
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { provider: 'local' };

  if (env.TEST_FAULT && env.NODE_ENV !== 'test') throw new ConfigError('TEST_FAULT is only for tests (NODE_ENV=test)');

  const ai: Config['ai'] =
    env.AI_PROVIDER === 'openai'
      ? {
          provider: 'openai',
          timeoutMs: env.AI_TIMEOUT_MS,
          apiKey: need(env, 'OPENAI_API_KEY', 'AI_PROVIDER=openai'),
          baseUrl: env.OPENAI_BASE_URL,
          textModel: env.OPENAI_TEXT_MODEL,
          imageModel: env.OPENAI_IMAGE_MODEL,
        }
      : env.AI_PROVIDER === 'google'
        ? {
            provider: 'google',
            timeoutMs: env.AI_TIMEOUT_MS,
            apiKey: need(env, 'GOOGLE_API_KEY', 'AI_PROVIDER=google'),
            baseUrl: env.GOOGLE_BASE_URL,
            textModel: env.GOOGLE_TEXT_MODEL,
            imageModel: env.GOOGLE_IMAGE_MODEL,
          }
        : { provider: 'local', timeoutMs: env.AI_TIMEOUT_MS };
  if (env.MODERATION_PROVIDER === 'openai' && ai.provider !== 'openai')
    need(
      { ...env, OPENAI_API_KEY: undefined },
      'OPENAI_API_KEY',
      'MODERATION_PROVIDER=openai (with AI_PROVIDER=openai)',
    );

  const voice: Config['voice'] =
    env.VOICE_PROVIDER === 'elevenlabs'
      ? {
          provider: 'elevenlabs',
          retentionDays: env.VOICE_RETENTION_DAYS,
          apiKey: need(env, 'ELEVENLABS_API_KEY', 'VOICE_PROVIDER=elevenlabs'),
          baseUrl: env.ELEVENLABS_BASE_URL ?? 'https://api.elevenlabs.io',
        }
      : { provider: 'local', retentionDays: env.VOICE_RETENTION_DAYS };

  const tp = env.TRANSCRIBE_PROVIDER;
  const byTranscriber = <T>(openai: T, elevenlabs: T) => (tp === 'openai' ? openai : elevenlabs);
  const transcribe: Config['transcribe'] =
    tp === 'local'
      ? { provider: 'local' }
      : {
          provider: tp,
          apiKey:
            env.TRANSCRIBE_API_KEY ??
            need(env, byTranscriber('OPENAI_API_KEY', 'ELEVENLABS_API_KEY'), `TRANSCRIBE_PROVIDER=${tp}`),
          baseUrl:
            env.TRANSCRIBE_BASE_URL ??
            byTranscriber(
              env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
              env.ELEVENLABS_BASE_URL ?? 'https://api.elevenlabs.io',
            ),
          model: env.TRANSCRIBE_MODEL ?? byTranscriber('whisper-1', 'scribe_v1'),
          timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
        };

  const from = env.MAIL_FROM ?? `${brandName} <hello@futureself.local>`;
  const mail: Config['mail'] =
    env.MAIL_PROVIDER === 'smtp'
      ? { provider: 'smtp', from, smtpUrl: need(env, 'SMTP_URL', 'MAIL_PROVIDER=smtp') }
      : { provider: 'local', from };

  const prices = { talk: env.PRICE_TALK_CENTS, strategy: env.PRICE_STRATEGY_CENTS };
  const payments: Config['payments'] =
    env.PAYMENTS_PROVIDER === 'stripe'
      ? {
          provider: 'stripe',
          prices,
          currency: 'eur',
          secretKey: need(env, 'STRIPE_SECRET_KEY', 'PAYMENTS_PROVIDER=stripe'),
          webhookSecret: need(env, 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER=stripe'),
          apiBase: env.STRIPE_API_BASE,
          stripeTax: env.STRIPE_TAX,
        }
      : { provider: 'local', prices, currency: 'eur', webhookSecret: env.PAYMENTS_WEBHOOK_SECRET };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    role: env.APP_ROLE,
    renderThreads: env.RENDER_THREADS,
    renderNice: env.RENDER_NICE,
    brandName,
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    devOutbox: env.DEV_OUTBOX && env.TRUST_PROXY === 0,
    testFault: env.TEST_FAULT ?? null,
    redisUrl: env.REDIS_URL,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    storage,
    ai,
    talk: {
      provider: env.CHAT_PROVIDER,
      timeoutMs: env.CHAT_TIMEOUT_MS,
      stallMs: env.CHAT_STALL_MS,
      ollama: { baseUrl: env.OLLAMA_BASE_URL, model: env.OLLAMA_MODEL },
      freeMessages: env.TALK_FREE_MESSAGES,
      crisisCountry: env.CRISIS_COUNTRY.toUpperCase(),
      moderation: env.MODERATION_PROVIDER,
      moderationTimeoutMs: env.MODERATION_TIMEOUT_MS,
    },
    voice,
    transcribe,
    mail,
    payments,
    billing: {
      seller: {
        name: env.SELLER_NAME ?? brandName,
        address: env.SELLER_ADDRESS ?? 'Stockholm, Sweden',
        vatId: env.SELLER_VAT_ID ?? null,
      },
      defaultCountry: env.BUYER_COUNTRY.toUpperCase(),
      renewalGraceDays: env.RENEWAL_GRACE_DAYS,
    },
    offers: {
      coachCallUrl: env.COACH_CALL_URL,
      contactEmail: env.CONTACT_EMAIL ?? /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from,
    },
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    show: { spots: env.SHOW_SPOTS },
    trust: {
      consentAge: env.DIGITAL_CONSENT_AGE,
      anonymousRetentionDays: env.ANONYMOUS_RETENTION_DAYS,
      outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
      showConsentRetentionDays: env.SHOW_CONSENT_RETENTION_DAYS,
      measureMinGroup: env.MEASURE_MIN_GROUP,
    },
    chatNotify: {
      slackWebhookUrl: env.SLACK_WEBHOOK_URL,
      schedule: parseWeeklySchedule(env.LEADERBOARD_SLACK_SCHEDULE),
    },
    jobs: { coverConcurrency: env.JOBS_COVER_CONCURRENCY, monitorSeconds: env.JOBS_MONITOR_SECONDS },
  };
}
