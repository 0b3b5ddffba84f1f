import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context.js';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  /** Process up. */
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  /** Database answers. */
  app.get('/readyz', async (c) => {
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 2000)),
      ]);
      return c.json({ status: 'ready', database: deps.database.engine });
    } catch (err) {
      c.get('log').warn({ err }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: deps.database.engine }, 503);
    }
  });
  return app;
}
