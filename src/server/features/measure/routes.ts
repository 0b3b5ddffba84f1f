import { Hono } from 'hono';
import {
  measureAnswersRequestSchema,
  measureConsentRequestSchema,
  measureParentDecisionSchema,
  randomisedRequestSchema,
} from '@core/contracts/measure.js';
import { toCsv } from '@core/dashboard.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { assertCohort, requireAdmin, requireStaff } from '@server/auth/roles.js';
import { ensureVisitor, requireVisitor } from '@server/auth/visitor.js';
import { jsonBody } from '@server/http/validate.js';
import {
  codebook,
  effectReport,
  EXPORT_COLUMNS,
  exportRows,
  giveConsent,
  measureStatus,
  parentDecide,
  parentView,
  revokeConsent,
  saveAnswers,
  setRandomised,
} from './service.js';

const WRITE_LIMIT = { name: 'measure-write', max: 30, windowMs: 60_000 };
const PARENT_LIMIT = { name: 'measure-parent', max: 20, windowMs: 60_000 };

/** /api/measure (docs/product/measure.md): the person's consent and answers, the parent's link, staff figures. */
export function measureRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = (l: typeof WRITE_LIMIT) => deps.limiter.middleware(l, deps.config.trustProxy);

  app.get('/status', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ consent: 'none', ageKnown: false, parentNeeded: null, answered: [] });
    return c.json(await measureStatus(deps, user.id));
  });

  app.post('/consent', limit(WRITE_LIMIT), jsonBody(measureConsentRequestSchema), async (c) => {
    const user = await ensureVisitor(deps, c);
    return c.json(await giveConsent(deps, user, c.req.valid('json')));
  });

  app.post('/consent/revoke', limit(WRITE_LIMIT), async (c) => {
    const user = requireVisitor(c);
    return c.json(await revokeConsent(deps, user.id));
  });

  app.post('/answers', limit(WRITE_LIMIT), jsonBody(measureAnswersRequestSchema), async (c) => {
    const user = requireVisitor(c);
    return c.json(await saveAnswers(deps, user.id, c.req.valid('json')));
  });

  app.get('/parent/:token', limit(PARENT_LIMIT), async (c) => c.json(await parentView(deps, c.req.param('token'))));
  app.post('/parent/:token', limit(PARENT_LIMIT), jsonBody(measureParentDecisionSchema), async (c) =>
    c.json(await parentDecide(deps, c.req.param('token'), c.req.valid('json').agree)),
  );

  // ---- staff ----
  app.get('/effect', async (c) => {
    const staff = await requireStaff(deps, c);
    const cohort = c.req.query('cohort') || undefined;
    if (cohort) assertCohort(staff, cohort);
    return c.json(await effectReport(deps, staff, cohort));
  });

  app.put('/cohorts/:cohortId/randomised', jsonBody(randomisedRequestSchema), async (c) => {
    const staff = await requireStaff(deps, c);
    const cohortId = c.req.param('cohortId');
    assertCohort(staff, cohortId);
    return c.json(await setRandomised(deps, cohortId, c.req.valid('json').on));
  });

  app.get('/export.csv', async (c) => {
    const admin = await requireAdmin(deps, c);
    const rows = await exportRows(deps, admin.userId, 'csv');
    const csv = toCsv(
      [...EXPORT_COLUMNS],
      rows.map((r) => EXPORT_COLUMNS.map((k) => r[k] ?? '')),
    );
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="futureself-measure.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(csv);
  });

  app.get('/export.json', async (c) => {
    const admin = await requireAdmin(deps, c);
    const rows = await exportRows(deps, admin.userId, 'json');
    c.header('Content-Disposition', 'attachment; filename="futureself-measure.json"');
    c.header('Cache-Control', 'no-store');
    return c.json({ codebook: codebook(), rows });
  });

  app.get('/codebook.json', async (c) => {
    await requireAdmin(deps, c);
    return c.json(codebook());
  });

  return app;
}
