import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context.js';
import { loadSession } from './auth/visitor.js';
import { errorBody, handleError } from './http/errors.js';
import { securityHeaders } from './http/security.js';
import { serveWebApp } from './http/static.js';
import { attributionRoutes } from './features/attribution/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { journeyRoutes } from './features/journey/routes.js';
import { meRoutes } from './features/me/routes.js';
import { trackingRoutes } from './features/tracking/routes.js';
import { coverRoutes } from './features/covers/routes.js';
import { voiceRoutes } from './features/voice/routes.js';
import { shareRoutes } from './features/share/routes.js';

export interface AppOptions {
  /** Folder with the built web app (dist/web). Omit in API-only tests. */
  webRoot?: string;
}

const AUTH_LIMIT = { name: 'auth', max: 10, windowMs: 60_000 };
const AUTH_READ_LIMIT = { name: 'auth-read', max: 300, windowMs: 60_000 };

/** Builds the whole HTTP app from its dependencies. main.ts listens; tests call app.request(). */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { config, limiter } = deps;

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('log', deps.log);
    c.set('user', null);
    c.set('sessionId', null);
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.res.status >= 500) deps.log.error({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request failed');
    else deps.log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use('*', securityHeaders(config.publicUrl.startsWith('https://')));

  app.route('/', healthRoutes(deps));

  // Every API request knows its visitor (if any); nothing is written until a feature asks for it.
  app.use('/api/*', async (c, next) => {
    if (!c.req.path.startsWith('/api/auth/')) {
      const s = await loadSession(deps, c.req.raw.headers);
      if (s) {
        c.set('user', s.user);
        c.set('sessionId', s.sessionId);
      }
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // Uploads that enforce their own, larger cap while streaming are exempt (POST only): add such paths here.
  const apiBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413) });
  const STREAMED_UPLOADS = new Set(['/api/photos', '/api/voice/messages']);
  app.use('/api/*', (c, next) => (c.req.method === 'POST' && STREAMED_UPLOADS.has(c.req.path) ? next() : apiBodyLimit(c, next)));

  // Auth: better-auth's handler behind our rate limits (sign-in, sign-up, and a looser one for reads).
  app.use('/api/auth/sign-in/*', limiter.middleware(AUTH_LIMIT, config.trustProxy));
  app.use('/api/auth/sign-up/*', limiter.middleware(AUTH_LIMIT, config.trustProxy));
  app.use('/api/auth/*', limiter.middleware(AUTH_READ_LIMIT, config.trustProxy));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));

  app.route('/api/me', meRoutes());
  app.route('/api/attribution', attributionRoutes(deps));
  app.route('/api/track', trackingRoutes(deps));
  app.route('/api', journeyRoutes(deps));
  app.route('/api/covers', coverRoutes(deps));

  app.route('/', shareRoutes(deps));
  app.route('/api/voice', voiceRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Not found'), 404));
  if (opts.webRoot) app.use('*', serveWebApp(opts.webRoot, config.brandName));
  return app;
}

export type App = ReturnType<typeof createApp>;
