import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context.js';
import { loadSession, VISITOR_CREATE_LIMIT } from '@server/auth/visitor.js';
import { SessionCache, sessionsChanged } from '@server/auth/session-cache.js';
import { clientIp } from '@server/http/client-ip.js';
import { errorBody, handleError } from '@server/http/errors.js';
import { requestGuard } from '@server/http/request-guard.js';
import { sameOriginWrites } from '@server/http/same-origin.js';
import { securityHeaders } from '@server/http/security.js';
import { serveWebApp } from '@server/http/static.js';
import { jsonBodyGuard } from '@server/http/validate.js';
import { WRITE_IP_LIMIT, WRITE_LIMIT } from '@server/http/rate-limit.js';
import { attributionRoutes } from '@server/features/attribution/routes.js';
import { healthRoutes } from '@server/features/health/routes.js';
import { journeyRoutes } from '@server/features/journey/routes.js';
import { meRoutes } from '@server/features/me/routes.js';
import { accountDataRoutes } from '@server/features/account-data/routes.js';
import { trackingRoutes } from '@server/features/tracking/routes.js';
import { coverRoutes } from '@server/features/covers/routes.js';
import { voiceRoutes } from '@server/features/voice/routes.js';
import { talkVoiceRoutes } from '@server/features/voice/talk-voice-routes.js';
import { talkRoutes } from '@server/features/talk/routes.js';
import { talkMemoryRoutes } from '@server/features/talk/memory-routes.js';
import { posterRoutes } from '@server/features/posters/routes.js';
import { shareRoutes } from '@server/features/share/routes.js';
import { trustRoutes } from '@server/features/trust/routes.js';
import { unsubscribeRoutes } from '@server/features/trust/unsubscribe.js';
import { followUpNote, weeklyLinkRoutes, weeklyRoutes } from '@server/features/weekly-guidance/index.js';
import { devOutboxPath, devOutboxRoutes } from '@server/features/dev-outbox/routes.js';
import { mailRefCookie, mailStatusRoutes } from '@server/features/mail-status/routes.js';
import { paymentsRoutes } from '@server/features/payments/routes.js';
import { showRoutes } from '@server/features/show/routes.js';
import { recommendationRoutes } from '@server/features/recommendations/routes.js';
import { dashboardRoutes } from '@server/features/dashboard/routes.js';
import { leaderboardSlackRoutes } from '@server/features/leaderboard-slack/index.js';
import { measureRoutes } from '@server/features/measure/index.js';
import { offersRoutes } from '@server/features/offers/routes.js';
import { coachRoutes, sprintBookingRoutes } from '@server/features/sprint-booking/index.js';
import { coachClientRoutes, sprintReportRoutes } from '@server/features/sprint-report/routes.js';

export interface AppOptions {
  /** Folder with the built web app (dist/web). Omit in API-only tests. */
  webRoot?: string;
}

const AUTH_LIMIT = { name: 'auth', max: 10, windowMs: 60_000 };
const AUTH_READ_LIMIT = { name: 'auth-read', max: 300, windowMs: 60_000 };
/** Second-factor codes (sign-in challenge, enrolment, backup codes) per client: 6 digits must not be guessed. */
const TWO_FACTOR_LIMIT = { name: 'two-factor', max: 10, windowMs: 5 * 60_000 };
/** Requests that mail a link (reset, confirmation resend) per client; each address also gets at most 5 an hour. */
const AUTH_MAIL_LIMIT = { name: 'auth-mail', max: 10, windowMs: 10 * 60_000 };
/**
 * Every state-changing API call (POST, PUT, PATCH, DELETE) counts here, besides any tighter rule of its route:
 * per visitor (cookie), and more loosely per client address (a class behind one school network plays together).
 */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A worker instance's HTTP (APP_ROLE=worker, decision 085): /healthz, /readyz and /metrics only; everything else is
 * 404. Its work comes from the job queue.
 */
export function createWorkerApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  app.use('*', async (c, next) => {
    c.set('log', deps.log);
    await next();
  });
  app.route('/', healthRoutes(deps));
  return app;
}

/** Builds the whole HTTP app from its dependencies. main.ts listens; tests call app.request(). */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { config, limiter } = deps;
  // the session read, kept a few seconds; anything that ends or changes sessions tells every instance (bus)
  const sessions = new SessionCache(deps.bus);

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('log', deps.log);
    c.set('user', null);
    c.set('sessionId', null);
    await next();
    const ms = Math.round(performance.now() - started);
    // a bug (5xx) at error, a visitor's mistake (4xx) at warn (decision 065), the rest at debug
    if (c.res.status >= 500)
      deps.log.error({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request failed');
    else if (c.res.status >= 400)
      deps.log.warn({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request refused');
    else deps.log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use('*', securityHeaders(config.publicUrl.startsWith('https://')));
  // Malformed addresses (bad percent-encoding, NUL, too long) stop here with a 400 (docs/decisions/009).
  app.use('*', requestGuard());

  app.route('/', healthRoutes(deps));

  // State-changing API calls from another site's page are refused, whatever cookie they carry.
  app.use('/api/*', sameOriginWrites({ publicUrl: config.publicUrl, allowLocalhost: config.env === 'development' }));

  // Every API request knows its visitor (if any); nothing is written until a feature asks for it.
  app.use('/api/*', async (c, next) => {
    if (!c.req.path.startsWith('/api/auth/')) {
      const s = await sessions.get(c.req.raw.headers, () => loadSession(deps, c.req.raw.headers));
      if (s) {
        c.set('user', s.user);
        c.set('sessionId', s.sessionId);
      }
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // A request that writes e-mail names it in a cookie that GET /api/mail/status reads (decision 065).
  app.use('/api/*', mailRefCookie(config.publicUrl.startsWith('https://')));
  app.use('/api/*', async (c, next) => {
    // Talk's chat applies these limits itself, after reading the message for a crisis (decision 062).
    if (UNSAFE_METHODS.has(c.req.method) && c.req.path !== '/api/talk/chat') {
      const user = c.get('user');
      await limiter.enforce(c, WRITE_IP_LIMIT, clientIp(c, config.trustProxy));
      if (user) await limiter.enforce(c, WRITE_LIMIT, `u:${user.id}`);
    }
    await next();
  });
  // Uploads that enforce their own, larger cap while streaming are exempt (POST only): add such paths here.
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
  });
  const STREAMED_UPLOADS = new Set([
    '/api/photos',
    '/api/voice/messages',
    '/api/talk/voice/transcribe',
    '/api/show/consents',
  ]);
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && STREAMED_UPLOADS.has(c.req.path) ? next() : apiBodyLimit(c, next),
  );

  // Auth: better-auth's handler behind our rate limits (sign-in, sign-up, and a looser one for reads).
  app.use('/api/auth/sign-in/*', limiter.middleware(AUTH_LIMIT, config.trustProxy));
  app.use('/api/auth/sign-up/*', limiter.middleware(AUTH_LIMIT, config.trustProxy));
  app.use('/api/auth/two-factor/*', limiter.middleware(TWO_FACTOR_LIMIT, config.trustProxy));
  app.use('/api/auth/request-password-reset', limiter.middleware(AUTH_MAIL_LIMIT, config.trustProxy));
  app.use('/api/auth/send-verification-email', limiter.middleware(AUTH_MAIL_LIMIT, config.trustProxy));
  app.use('/api/auth/*', limiter.middleware(AUTH_READ_LIMIT, config.trustProxy));
  app.use('/api/auth/sign-in/anonymous', limiter.middleware(VISITOR_CREATE_LIMIT, config.trustProxy));
  // better-auth reads its own bodies: JSON only (a cross-site form cannot pose as the app), no NUL or lone surrogates.
  app.use('/api/auth/*', jsonBodyGuard());
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const res = await deps.auth.handler(c.req.raw);
    // sign-out, revoked sessions, a password changed or reset, an account deleted, a visitor's data moved to the
    // account signed in to, an e-mail link opened (a confirmed address, a new e-mail taking effect): every instance
    // forgets the sessions it kept (rare requests). Only the session read itself and a new anonymous visitor (a new
    // session, nothing to forget) leave them.
    if (c.req.path !== '/api/auth/get-session' && c.req.path !== '/api/auth/sign-in/anonymous')
      await sessionsChanged(deps.bus, '*');
    return res;
  });

  app.route('/api/me', meRoutes(deps));
  app.route('/api/mail', mailStatusRoutes(deps));
  app.route('/api/account', accountDataRoutes(deps));
  app.route('/api/attribution', attributionRoutes(deps));
  app.route('/api/track', trackingRoutes(deps));
  app.route('/api', journeyRoutes(deps));
  app.route('/api/covers', coverRoutes(deps));
  app.route('/api/posters', posterRoutes(deps));

  app.route('/', shareRoutes(deps));
  app.route('/api/voice', voiceRoutes(deps));
  app.route('/api', paymentsRoutes(deps));
  app.route('/api/talk/voice', talkVoiceRoutes(deps));
  app.route('/api/talk', talkRoutes(deps, { followUpOf: (userId, since) => followUpNote(deps, userId, since) }));
  app.route('/api/talk', talkMemoryRoutes(deps));
  app.route('/api/show', showRoutes(deps));
  app.route('/api/recommendations', recommendationRoutes(deps));
  app.route('/api/dashboard/leaderboard/slack', leaderboardSlackRoutes(deps, deps.chatNotifier));
  app.route('/api/dashboard', dashboardRoutes(deps));
  app.route('/api/trust', trustRoutes(deps));
  app.route('/api/offers', offersRoutes(deps));
  app.route('/api/sprint', sprintBookingRoutes(deps));
  app.route('/api/coach', coachRoutes(deps));
  app.route('/api/coach/clients', coachClientRoutes(deps));
  app.route('/api/sprint', sprintReportRoutes(deps));
  app.route('/api/weekly', weeklyRoutes(deps));
  app.route('/api/measure', measureRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Not found'), 404));
  // The unsubscribe link in e-mails to third parties (decision 037): plain pages, outside /api.
  app.route('/', unsubscribeRoutes(deps));
  // The weekly e-mail's one-tap links (decision 078): plain pages too.
  app.route('/', weeklyLinkRoutes(deps));
  // Outside production with the local mailer: GET /dev/outbox lists the e-mails it kept (else no such route).
  app.route('/', devOutboxRoutes(deps));
  if (opts.webRoot) app.use('*', serveWebApp(opts.webRoot, config.brandName, { devOutboxPath: devOutboxPath(deps) }));
  return app;
}

export type App = ReturnType<typeof createApp>;
