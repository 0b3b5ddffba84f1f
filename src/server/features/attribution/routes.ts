import { Hono } from 'hono';
import { parseAttribution } from '@core/attribution.js';
import type { AppDeps, AppEnv } from '@server/context.js';

export function attributionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  /** GET /api/attribution?cohort=..&ambassador=.. → the resolved cohort (name, watermark) and ambassador. */
  app.get('/', async (c) => {
    const q = new URL(c.req.url).searchParams;
    return c.json(await deps.attribution.resolve(parseAttribution(q)));
  });
  return app;
}
