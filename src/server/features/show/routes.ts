import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cleanAttribution } from '@core/attribution.js';
import { CONSENT_MAX_BYTES, SHOW_MESSAGES, showApplicationRequestSchema } from '@core/contracts/show.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { requireAdmin } from '@server/auth/roles.js';
import { ensureVisitor } from '@server/auth/visitor.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { ID_PATTERN } from '@server/lib/ids.js';
import { anyJson, parseShowBody } from './parse.js';
import { cleanSessionId } from '@server/shared/events.js';
import { ageOf } from '@server/features/trust/index.js';
import { toCsv } from '@core/dashboard.js';
import {
  consentOf,
  deleteUnusedConsents,
  listApplications,
  sniffConsent,
  spots,
  storeConsent,
  submitApplication,
} from './service.js';

/** Applications per visitor: a person applies once or twice; a script is stopped early. */
const APPLY_LIMIT = { name: 'show-apply', max: 5, windowMs: 10 * 60_000 };
const CONSENT_LIMIT = { name: 'show-consent', max: 10, windowMs: 10 * 60_000 };

/** The consent upload is exempt from the 1 MB API body limit (app.ts) and capped here while streaming. */
const consentLimit = bodyLimit({
  maxSize: CONSENT_MAX_BYTES,
  onError: () => {
    throw new ApiError(413, 'too_large', SHOW_MESSAGES.consentTooLarge);
  },
});

/**
 * Application bodies: the first failing rule decides the message, and a missing or empty required field is always
 * the spec's 'Missing required fields' (the form shows it as is); the under-18 rule says 'Consent form required'.
 */

export function showRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = (rule: typeof APPLY_LIMIT) => deps.limiter.middleware(rule, deps.config.trustProxy);

  app.get('/spots', async (c) => c.json(await spots(deps)));

  /** The signed consent as the raw body (pdf, jpg, png; sniffed). Answers with the id the application refers to. */
  app.post('/consents', limit(CONSENT_LIMIT), consentLimit, async (c) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    const mimeType = await sniffConsent(bytes);
    const user = await ensureVisitor(deps, c);
    void deleteUnusedConsents(deps).catch(() => undefined);
    return c.json(await storeConsent(deps, user.id, bytes, mimeType), 201);
  });

  app.post('/applications', limit(APPLY_LIMIT), anyJson, async (c) => {
    const body = parseShowBody(showApplicationRequestSchema, c.req.valid('json'));
    const user = await ensureVisitor(deps, c);
    // A year of birth that makes the applicant under 18 (trust feature, decision 034) asks for the parent's consent,
    // whatever the form's box says.
    if (!body.under18 && (await ageOf(deps, user.id)).under18 === true) body.under18 = true;
    const utm = cleanAttribution(body.attribution);
    const attribution = await deps.attribution.resolve(utm);
    const result = await submitApplication(deps, {
      userId: user.id,
      sessionId: cleanSessionId(body.sessionId),
      attribution,
      body,
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json(result, 201);
  });

  // ---------- admins only ----------
  app.get('/admin/applications', async (c) => {
    await requireAdmin(deps, c);
    return c.json({ applications: await listApplications(deps) });
  });

  app.get('/admin/applications.csv', async (c) => {
    await requireAdmin(deps, c);
    const rows = await listApplications(deps, 100_000);
    const header = Object.keys(rows[0] ?? { id: '' });
    const csv = toCsv(
      header,
      rows.map((r) => header.map((k) => r[k as keyof typeof r] as string | number | boolean | null)),
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="show-applications.csv"',
    });
  });

  /** The consent file: admins only, never cached, always a download (never rendered on our origin). */
  app.get('/admin/applications/:id/consent', async (c) => {
    await requireAdmin(deps, c);
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) throw notFound();
    const file = await consentOf(deps, id);
    if (!file) throw notFound('This application has no consent form.');
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.mimeType,
      'Content-Disposition': `attachment; filename="consent-${id}.${file.ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
