import { Hono } from 'hono';
import { clientEventRequestSchema, pageViewRequestSchema } from '@core/contracts/tracking.js';
import { cleanAttribution } from '@core/attribution.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { jsonBody } from '@server/http/validate.js';
import { cleanSessionId, recordEvent } from '@server/shared/events.js';
import { rememberCohortLink } from '@server/auth/visitor.js';

export function trackingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** Records a page_view and answers with the resolved cohort and ambassador. Never fails on bad attribution. */
  app.post('/page-view', jsonBody(pageViewRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const utm = cleanAttribution(body.attribution);
    const attribution = await deps.attribution.resolve(utm);
    const sessionId = cleanSessionId(body.sessionId);
    await recordEvent(deps.database.db, {
      eventType: 'page_view',
      sessionId,
      userId: c.get('user')?.id ?? null,
      attribution,
      utm,
      eventData: body.path ? { path: body.path.slice(0, 500) } : {},
      referrer: body.referrer || c.req.header('referer') || null,
      userAgent: c.req.header('user-agent') ?? null,
    });
    // came by a cohort's link: its organiser's ceiling of new visitors per address applies (decision 086)
    if (!attribution.isPublic) rememberCohortLink(deps, c, attribution.cohortId);
    return c.json({ sessionId, attribution });
  });

  /** Events the browser reports itself (share clicks, conversions). */
  app.post('/event', jsonBody(clientEventRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const utm = cleanAttribution(body.attribution);
    const attribution = await deps.attribution.resolve(utm);
    await recordEvent(deps.database.db, {
      eventType: body.eventType,
      sessionId: cleanSessionId(body.sessionId),
      userId: c.get('user')?.id ?? null,
      attribution,
      utm,
      eventData: body.eventData ?? {},
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.body(null, 204);
  });

  return app;
}
