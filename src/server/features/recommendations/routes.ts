import { Hono } from 'hono';
import { recommendationRequestSchema } from '@core/contracts/show.js';
import { toCsv } from '@core/dashboard.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { requireAdmin } from '@server/auth/roles.js';
import { anyJson, parseShowBody } from '@server/features/show/index.js';
import { listRecommendations, storeRecommendation } from './service.js';

/** Recommendations per client: a few are normal, hundreds are a script. */
const RECOMMEND_LIMIT = { name: 'recommend', max: 10, windowMs: 10 * 60_000 };

export function recommendationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** Anyone may recommend someone (no account needed, no visitor is created for it). */
  app.post('/', deps.limiter.middleware(RECOMMEND_LIMIT, deps.config.trustProxy), anyJson, async (c) => {
    const body = parseShowBody(recommendationRequestSchema, c.req.valid('json'));
    const id = await storeRecommendation(deps, c.get('user')?.id ?? null, body);
    return c.json({ id }, 201);
  });

  app.get('/admin', async (c) => {
    await requireAdmin(deps, c);
    return c.json({ recommendations: await listRecommendations(deps) });
  });

  app.get('/admin.csv', async (c) => {
    await requireAdmin(deps, c);
    const rows = await listRecommendations(deps, 100_000);
    const header = [
      'id',
      'relation',
      'fullName',
      'email',
      'phone',
      'address',
      'recommendedName',
      'recommendedEmail',
      'motivation',
      'createdAt',
    ] as const;
    return c.body(
      toCsv(
        [...header],
        rows.map((r) => header.map((k) => r[k])),
      ),
      200,
      {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="recommendations.csv"',
      },
    );
  });

  return app;
}
