import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { fillOfferText, firstNameOf } from '@core/offers.js';
import { isValidTimeZone } from '@core/sprint-slots.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { eq } from 'drizzle-orm';
import { users, weeklyGuidance } from '@server/db/schema.js';
import { badRequest, unauthorized } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { escapeHtml } from '@server/providers/mail/template.js';
import { WEEKLY_ANSWER_LABELS, WEEKLY_PAGES, WEEKLY_PLAN_WEEKS } from '@content/weekly-guidance.js';
import { answerWeek, saveSettings, stopWeekly, talkActive, weeksOf } from './service.js';
import { setSponsorConsent, sponsorsOf } from './sponsor.js';
import { readLink } from './tokens.js';
import type { WeeklyView } from '@core/contracts/weekly-guidance.js';

const LINK_LIMIT = { name: 'weekly-link', max: 30, windowMs: 60_000 };
const WRITE_LIMIT = { name: 'weekly-write', max: 30, windowMs: 60_000 };

const answerSchema = z.enum(['done', 'not_yet', 'change']);
const settingsSchema = z
  .object({
    weekday: z.number().int().min(0).max(6).optional(),
    minuteOfDay: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 - 1)
      .optional(),
    timeZone: z.string().min(1).max(64).optional(),
    active: z.boolean().optional(),
  })
  .strict();

async function view(deps: AppDeps, userId: string): Promise<WeeklyView> {
  const db = deps.database.db;
  const [row] = await db.select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, userId));
  const weeks = await weeksOf(db, userId);
  return {
    settings: row
      ? {
          weekday: row.weekday,
          minuteOfDay: row.minuteOfDay,
          timeZone: row.timeZone,
          active: row.active,
          nextWeek: row.nextWeek,
          nextDueAt: row.nextDueAt?.toISOString() ?? null,
        }
      : null,
    totalWeeks: WEEKLY_PLAN_WEEKS,
    talkActive: await talkActive(db, userId),
    weeks: weeks.map((w) => ({ week: w.week, task: w.task, sentAt: w.sentAt.toISOString(), answer: w.answer ?? null })),
    sponsors: await sponsorsOf(db, userId),
  };
}

/** /api/weekly: the person's weekly guidance on the plan view (settings, weeks and answers, sponsor consent). */
export function weeklyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  };
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    await deps.limiter.enforce(c, WRITE_LIMIT, `u:${c.get('user')!.id}`);
    await next();
  };
  app.use('*', signedIn);

  app.get('/', async (c) => c.json(await view(deps, c.get('user')!.id)));

  /** Starts (first call from the plan view, with the browser's zone) or changes the schedule; 404 without a plan. */
  app.put('/settings', limit, jsonBody(settingsSchema), async (c) => {
    const id = c.get('user')!.id;
    const input = c.req.valid('json');
    // a zone that is not one is said (the words of the booking pages), not silently kept as the old one
    if (input.timeZone !== undefined && !isValidTimeZone(input.timeZone))
      throw badRequest('Unknown time zone.', 'invalid_time_zone');
    const saved = await saveSettings(deps, id, input);
    if (!saved)
      return c.json({ error: { code: 'no_plan', message: 'Weekly guidance starts once your plan is ready.' } }, 404);
    return c.json(await view(deps, id));
  });

  app.post('/stop', limit, async (c) => {
    const id = c.get('user')!.id;
    await stopWeekly(deps, id);
    return c.json(await view(deps, id));
  });

  app.put(
    '/weeks/:week',
    limit,
    params(z.object({ week: z.coerce.number().int().min(1).max(WEEKLY_PLAN_WEEKS) }), () => badRequest('Invalid week')),
    jsonBody(z.object({ answer: answerSchema }).strict()),
    async (c) => {
      const id = c.get('user')!.id;
      const r = await answerWeek(deps, id, c.req.valid('param').week, c.req.valid('json').answer, 'app');
      if (!r.recorded && r.reason === 'not_sent') throw badRequest('This week has not been sent yet.', 'not_sent');
      return c.json(await view(deps, id));
    },
  );

  app.put(
    '/sponsors/:id',
    limit,
    params(z.object({ id: z.string().min(1).max(64) }), () => badRequest('Invalid sponsorship')),
    jsonBody(z.object({ consent: z.boolean() }).strict()),
    async (c) => {
      const id = c.get('user')!.id;
      await setSponsorConsent(deps, id, c.req.valid('param').id, c.req.valid('json').consent);
      return c.json(await view(deps, id));
    },
  );
  return app;
}

/**
 * The e-mail's one-tap links, outside /api (plain pages that work without JavaScript): GET /weekly/answer/:token
 * records the answer (the first tap stands; a second says it was already noted), GET /weekly/stop/:token stops.
 */
export function weeklyLinkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const brand = deps.config.brandName;
  const limit = deps.limiter.middleware(LINK_LIMIT, deps.config.trustProxy);
  const page = (status: 200 | 400, title: string, body: string) =>
    new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>` +
        `<style>body{margin:0;padding:24px 16px;background:#f3ece0;color:#16122e;font:17px/1.55 system-ui,sans-serif}main{max-width:480px;margin:8vh auto;background:#fff;border-radius:24px;padding:28px}h1{font-family:Georgia,serif;font-weight:400;font-size:28px;margin:0 0 12px}p{color:#4a4566}a.b{display:inline-block;margin-top:8px;padding:14px 28px;border-radius:999px;background:#ff4f79;color:#fff;font-weight:700;text-decoration:none}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><a class="b" href="/talk">${escapeHtml(WEEKLY_PAGES.openPlan)}</a></main></body></html>`,
      {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        },
      },
    );
  const firstName = async (userId: string) => {
    const [u] = await deps.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return firstNameOf(u?.name, 'there');
  };
  const invalid = () => page(400, WEEKLY_PAGES.invalid.title, WEEKLY_PAGES.invalid.body);

  app.get('/weekly/answer/:token', limit, async (c) => {
    const link = await readLink(deps, c.req.param('token'), new Date());
    if (!link || link.a === 'stop') return invalid();
    const r = await answerWeek(deps, link.u, link.w, link.a, 'email');
    const v = { week: String(r.week), firstName: await firstName(link.u) };
    if (r.recorded) {
      const t = WEEKLY_PAGES.recorded[r.answer];
      return page(200, fillOfferText(t.title, v), fillOfferText(t.body, v));
    }
    if (r.reason === 'not_sent' || !r.answer) return invalid();
    const a = WEEKLY_PAGES.already;
    return page(200, a.title, fillOfferText(a.body, { ...v, answer: WEEKLY_ANSWER_LABELS[r.answer] }));
  });

  app.get('/weekly/stop/:token', limit, async (c) => {
    const link = await readLink(deps, c.req.param('token'), new Date());
    if (!link || link.a !== 'stop') return invalid();
    const t = (await stopWeekly(deps, link.u)) ? WEEKLY_PAGES.stopped : WEEKLY_PAGES.alreadyStopped;
    return page(200, t.title, t.body);
  });
  return app;
}
