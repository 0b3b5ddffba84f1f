import { Hono } from 'hono';
import { birthYearProblem } from '@core/age.js';
import { ageRequestSchema, type AgeResponse, type PolicyResponse } from '@core/contracts/trust.js';
import { SHARE_TTL_DAYS } from '@core/share.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { ensureVisitor } from '@server/auth/visitor.js';
import { badRequest } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { ageOf, setAge } from './service.js';
import { THIRD_PARTY_MAIL_LIMITS } from './third-party-mail.js';

const AGE_LIMIT = { name: 'trust-age', max: 10, windowMs: 60_000 };

/** /api/trust: the visitor's year of birth (asked once where it matters). */
export function trustRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** The periods and providers this server runs with (read by /privacy and /terms; the same for everyone). */
  app.get('/policy', (c) => {
    const cfg = deps.config;
    // Areas added this wave (payments, Slack) are read structurally: absent means not in use.
    const extra = cfg as {
      payments?: { provider?: string };
      talk?: { provider?: string; moderation?: string };
      chatNotify?: { slackWebhookUrl?: string };
    };
    const res: PolicyResponse = {
      anonymousDays: cfg.trust.anonymousRetentionDays,
      voiceDays: cfg.voice.retentionDays,
      outboxDays: cfg.trust.outboxRetentionDays,
      consentAge: cfg.trust.consentAge,
      shareDays: SHARE_TTL_DAYS,
      showConsentDays: cfg.trust.showConsentRetentionDays,
      mailPerSenderPerDay: THIRD_PARTY_MAIL_LIMITS.perSenderPerDay,
      mailPerRecipientPerDay: THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay,
      providers: {
        storage: cfg.storage.provider,
        ai: cfg.ai.provider,
        chat: extra.talk?.provider ?? 'local',
        moderation: extra.talk?.moderation ?? 'local',
        voice: cfg.voice.provider,
        transcribe: cfg.transcribe.provider,
        mail: cfg.mail.provider,
        payments: extra.payments?.provider ?? 'local',
        database: cfg.databaseUrl ? 'postgres' : 'pglite',
        rateLimit: cfg.redisUrl ? 'redis' : cfg.databaseUrl ? 'postgres' : 'memory',
        chatNotify: extra.chatNotify?.slackWebhookUrl ? 'slack' : 'local',
      },
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(res);
  });

  /** What the visitor said (nothing yet for a new visitor: no write, no visitor made). */
  app.get('/age', async (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'private, no-store');
    if (!user) {
      const none: AgeResponse = {
        birthYear: null,
        country: null,
        consentAge: deps.config.trust.consentAge,
        underConsentAge: null,
        under18: null,
      };
      return c.json(none);
    }
    return c.json((await ageOf(deps, user.id)) satisfies AgeResponse);
  });

  /** The year of birth and country; a year in the future, before 1900 or not a year is a clear 400. */
  app.put('/age', deps.limiter.middleware(AGE_LIMIT, deps.config.trustProxy), jsonBody(ageRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const problem = birthYearProblem(input.birthYear);
    if (problem) throw badRequest(problem, 'invalid_birth_year');
    const user = await ensureVisitor(deps, c);
    const res: AgeResponse = await setAge(deps, user.id, Number(input.birthYear), input.country ?? null);
    return c.json(res);
  });

  return app;
}
