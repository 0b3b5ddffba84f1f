import { Hono } from 'hono';
import type { OffersConfig } from '@core/contracts/offers.js';
import type { AppDeps, AppEnv } from '@server/context.js';

/**
 * GET /api/offers/config: what the offer pages show from the server's config (the 15-minute coach call link and the
 * contact address). Public, the same for everyone, cacheable. Prices are not here: the checkout bills from config.
 */
export function offersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const body: OffersConfig = {
    coachCallUrl: deps.config.offers.coachCallUrl ?? null,
    contactEmail: deps.config.offers.contactEmail,
    // Voice only where voice works: the server writes speech down (docs/decisions/081-talk-by-voice.md).
    voice: deps.transcriber.kind !== 'browser',
  };
  app.get('/config', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(body);
  });
  return app;
}
