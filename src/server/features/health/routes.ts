import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context.js';
import { readMetrics, startEventLoopMonitor } from './metrics.js';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  startEventLoopMonitor();
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
  /** Event-loop delay since the last read, memory, render queue (metrics.ts). Never cached. */
  app.get('/metrics', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(readMetrics());
  });
  return app;
}
