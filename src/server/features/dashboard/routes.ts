import { Hono, type Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import {
  DASHBOARD_MESSAGES,
  ambassadorCreateSchema,
  ambassadorUpdateSchema,
  cohortCreateSchema,
  cohortQuerySchema,
  cohortUpdateSchema,
  cohortVisitorCeilingSchema,
  leaderboardQuerySchema,
  type DashboardAccess,
} from '@core/contracts/dashboard.js';
import { daysBetween, toCsv } from '@core/dashboard.js';
import { PUBLIC_COHORT } from '@content/cohorts.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { assertCohort, requireAdmin, requireStaff, roleOf, type Staff } from '@server/auth/roles.js';
import { ambassadors, cohorts } from '@server/db/schema.js';
import { ApiError, badRequest, notFound, zodMessage } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { cohortPerformance, defaultRange, leaderboard, visibleCohorts } from './service.js';
import { revenueReport } from './revenue.js';

function query<S extends typeof cohortQuerySchema | typeof leaderboardQuerySchema>(c: Context<AppEnv>, schema: S) {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(zodMessage(parsed.error), 'invalid');
  return parsed.data as ReturnType<S['parse']>;
}

/** The range asked for (default: the last 30 days), at most 366 days, start before end. */
function range(q: { from?: string; to?: string }) {
  const d = defaultRange();
  const from = q.from ?? d.from;
  const to = q.to ?? d.to;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to)
    throw badRequest(DASHBOARD_MESSAGES.badRange);
  if (daysBetween(from, to, 367).length > 366) throw badRequest(DASHBOARD_MESSAGES.badRange);
  return { from, to };
}

/** The cohorts to count: one asked for (403 if not theirs), else every cohort the person may see. */
async function scope(deps: AppDeps, staff: Staff, cohort: string | undefined) {
  const all = await visibleCohorts(deps, staff);
  if (!cohort) return all;
  assertCohort(staff, cohort);
  const one = all.filter((c) => c.cohortId === cohort);
  if (!one.length) throw notFound('No such cohort.');
  return one;
}

const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
});

export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  /** Who is asking: the page shows the dashboard, a sign-in prompt (401) or the not-allowed state (role user). */
  app.get('/access', async (c) => {
    const user = c.get('user');
    if (!user || user.isAnonymous) throw new ApiError(401, 'unauthorized', DASHBOARD_MESSAGES.signIn);
    const staff = await roleOf(deps, user.id);
    const role = staff?.role ?? 'user';
    const body: DashboardAccess = { role, cohorts: staff && role !== 'user' ? await visibleCohorts(deps, staff) : [] };
    return c.json(body);
  });

  app.get('/cohorts', async (c) => {
    const staff = await requireStaff(deps, c);
    const q = query(c, cohortQuerySchema);
    const { from, to } = range(q);
    return c.json(await cohortPerformance(deps, await scope(deps, staff, q.cohort), from, to));
  });

  app.get('/cohorts.csv', async (c) => {
    const staff = await requireStaff(deps, c);
    const q = query(c, cohortQuerySchema);
    const { from, to } = range(q);
    const perf = await cohortPerformance(deps, await scope(deps, staff, q.cohort), from, to);
    const csv = toCsv(
      [
        'cohort_id',
        'name',
        'from',
        'to',
        'spins',
        'covers',
        'shares',
        'conversions',
        'conversion_rate_pct',
        'cohort_conversion_pct',
      ],
      perf.cohorts.map((r) => [
        r.cohortId,
        r.name,
        from,
        to,
        r.spins,
        r.covers,
        r.shares,
        r.conversions,
        r.conversionRate,
        r.cohortConversion,
      ]),
    );
    return c.body(csv, 200, csvHeaders(`cohort-performance-${from}-${to}.csv`));
  });

  app.get('/leaderboard', async (c) => {
    const staff = await requireStaff(deps, c);
    const q = query(c, leaderboardQuerySchema);
    const cohortIds =
      q.cohort || staff.cohorts !== 'all' ? (await scope(deps, staff, q.cohort)).map((x) => x.cohortId) : null;
    return c.json(await leaderboard(deps, q.timeframe, cohortIds));
  });

  app.get('/leaderboard.csv', async (c) => {
    const staff = await requireStaff(deps, c);
    const q = query(c, leaderboardQuerySchema);
    const cohortIds =
      q.cohort || staff.cohorts !== 'all' ? (await scope(deps, staff, q.cohort)).map((x) => x.cohortId) : null;
    const board = await leaderboard(deps, q.timeframe, cohortIds);
    const csv = toCsv(
      ['rank', 'ambassador_code', 'name', 'cohort_id', 'spins', 'conversions', 'conversion_rate_pct'],
      board.entries.map((e) => [
        e.rank,
        e.ambassadorCode,
        e.name,
        e.cohortId,
        e.spins,
        e.conversions,
        e.conversionRate,
      ]),
    );
    return c.body(csv, 200, csvHeaders(`leaderboard-${q.timeframe}.csv`));
  });

  // ---------- admins: revenue from orders, refunds, upcoming sessions per coach ----------
  app.get('/admin/revenue', async (c) => {
    await requireAdmin(deps, c);
    return c.json(await revenueReport(deps, deps.payments.clock.now()));
  });

  // ---------- admins: cohorts and ambassadors ----------
  app.get('/admin/cohorts', async (c) => {
    await requireAdmin(deps, c);
    const rows = await db.select().from(cohorts).orderBy(asc(cohorts.name));
    return c.json({ cohorts: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  });

  app.post('/admin/cohorts', jsonBody(cohortCreateSchema), async (c) => {
    await requireAdmin(deps, c);
    const body = c.req.valid('json');
    const [row] = await db.insert(cohorts).values(body).onConflictDoNothing().returning();
    if (!row) throw new ApiError(409, 'exists', 'A cohort with this id exists already.');
    deps.attribution.clearCache();
    return c.json({ ...row, createdAt: row.createdAt.toISOString() }, 201);
  });

  /** The organiser of a cohort (or an admin) sets its ceiling of new visitors per address (decision 086). */
  app.put('/cohorts/:id/visitor-ceiling', jsonBody(cohortVisitorCeilingSchema), async (c) => {
    const staff = await requireStaff(deps, c);
    const id = c.req.param('id').slice(0, 64);
    assertCohort(staff, id);
    if (id === PUBLIC_COHORT) throw badRequest('The public cohort keeps the default ceiling.');
    const [row] = await db
      .update(cohorts)
      .set({ visitorsPerAddress: c.req.valid('json').visitorsPerAddress })
      .where(eq(cohorts.cohortId, id))
      .returning();
    if (!row) throw notFound('No such cohort.');
    deps.attribution.clearCache();
    return c.json({ cohortId: row.cohortId, visitorsPerAddress: row.visitorsPerAddress });
  });

  app.patch('/admin/cohorts/:id', jsonBody(cohortUpdateSchema), async (c) => {
    await requireAdmin(deps, c);
    if (c.req.param('id') === PUBLIC_COHORT && c.req.valid('json').isActive === false)
      throw badRequest('The public cohort is where everyone else lands: it stays active.');
    const [row] = await db
      .update(cohorts)
      .set(c.req.valid('json'))
      .where(eq(cohorts.cohortId, c.req.param('id').slice(0, 64)))
      .returning();
    if (!row) throw notFound('No such cohort.');
    deps.attribution.clearCache();
    return c.json({ ...row, createdAt: row.createdAt.toISOString() });
  });

  const link = (code: string) => `${deps.config.publicUrl}/?ref=${encodeURIComponent(code)}`;

  app.get('/admin/ambassadors', async (c) => {
    await requireAdmin(deps, c);
    const rows = await db.select().from(ambassadors).orderBy(asc(ambassadors.name));
    return c.json({
      ambassadors: rows.map((r) => ({
        ambassadorCode: r.ambassadorCode,
        name: r.name,
        email: r.email,
        cohortId: r.cohortId,
        isActive: r.isActive,
        link: link(r.ambassadorCode),
      })),
    });
  });

  app.post('/admin/ambassadors', jsonBody(ambassadorCreateSchema), async (c) => {
    await requireAdmin(deps, c);
    const body = c.req.valid('json');
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.cohortId, body.cohortId));
    if (!cohort) throw badRequest('No such cohort.', 'invalid');
    const [row] = await db
      .insert(ambassadors)
      .values({ ...body, email: body.email || null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'exists', 'An ambassador with this code exists already.');
    deps.attribution.clearCache();
    return c.json({ ...body, email: row.email, isActive: row.isActive, link: link(row.ambassadorCode) }, 201);
  });

  app.patch('/admin/ambassadors/:code', jsonBody(ambassadorUpdateSchema), async (c) => {
    await requireAdmin(deps, c);
    const [row] = await db
      .update(ambassadors)
      .set(c.req.valid('json'))
      .where(eq(ambassadors.ambassadorCode, c.req.param('code').toUpperCase().slice(0, 32)))
      .returning();
    if (!row) throw notFound('No such ambassador.');
    deps.attribution.clearCache();
    return c.json({ ambassadorCode: row.ambassadorCode, isActive: row.isActive });
  });

  return app;
}
