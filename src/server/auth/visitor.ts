import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv, SessionUser } from '@server/context.js';
import { clientIp } from '@server/http/client-ip.js';
import { unauthorized } from '@server/http/errors.js';
import type { RateLimitRule } from '@server/http/rate-limit.js';
import { isDatabaseUnavailable } from '@server/db/unavailable.js';

/**
 * New anonymous visitors per client address. Loose enough for a class or an event behind one school network,
 * tight enough that a script cannot fill the users table (every creation is a row, a session and a cookie).
 * better-auth's own /api/auth/sign-in/anonymous counts against it too (src/server/app.ts).
 */
export const VISITOR_CREATE_LIMIT: RateLimitRule = { name: 'visitor-create', max: 100, windowMs: 10 * 60_000 };

/**
 * The cohort whose link a browser came by (set by the page view, read when its visitor is created). A cohort's
 * organiser may set its own ceiling of new visitors per address (a school behind one address, decision 086): those
 * visitors count in a bucket of that cohort and address, so the raised ceiling opens nothing to anyone else at the
 * address, and the others keep the default.
 */
export const COHORT_COOKIE = 'fs_cohort';

export function rememberCohortLink(deps: AppDeps, c: Context<AppEnv>, cohortId: string): void {
  if (getCookie(c, COHORT_COOKIE) === cohortId) return;
  setCookie(c, COHORT_COOKIE, cohortId, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: 24 * 3600,
  });
}

/** The ceiling for a new visitor of this request: its cohort's (with its own bucket), else the default. */
async function visitorCreateRule(deps: AppDeps, c: Context<AppEnv>): Promise<{ rule: RateLimitRule; key: string }> {
  const ip = clientIp(c, deps.config.trustProxy);
  const ceiling = await deps.attribution.visitorCeiling(getCookie(c, COHORT_COOKIE));
  if (!ceiling) return { rule: VISITOR_CREATE_LIMIT, key: ip };
  // one limiter per ceiling value (the limiter keeps one per rule name)
  const rule = {
    name: `visitor-create-cohort-${ceiling.max}`,
    max: ceiling.max,
    windowMs: VISITOR_CREATE_LIMIT.windowMs,
  };
  return { rule, key: `${ceiling.cohortId}:${ip}` };
}

type U = { id: string; name: string; email: string; isAnonymous?: boolean | null; role?: string | null };
const toSessionUser = (u: U): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  isAnonymous: Boolean(u.isAnonymous),
  role: u.role ?? 'user',
});

/** Read the session from the request's cookie (no write). */
export async function loadSession(
  deps: AppDeps,
  headers: Headers,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  // A bad or expired cookie is no session; a database that is down is a 503, not a visitor signed out (better-auth
  // hides the cause behind its own error: the ping then throws the connection's error).
  const res = await deps.auth.api.getSession({ headers }).catch(async (err: unknown) => {
    if (isDatabaseUnavailable(err)) throw err;
    await deps.database.ping();
    return null;
  });
  if (!res) return null;
  return { user: toSessionUser(res.user as U), sessionId: res.session.id };
}

/**
 * The visitor making a write: the signed-in user, or a new anonymous visitor created now (its session cookie is
 * added to the response). So the whole journey works without an account. Call it only on a real journey step
 * (answers, photo, spin, voice), after the request was validated: tracking and page views never create visitors.
 */
export async function ensureVisitor(deps: AppDeps, c: Context<AppEnv>): Promise<SessionUser> {
  const existing = c.get('user');
  if (existing) return existing;
  const { rule, key } = await visitorCreateRule(deps, c);
  await deps.limiter.enforce(c, rule, key);
  const { headers, response } = await deps.auth.api.signInAnonymous({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const user = toSessionUser(response!.user as U);
  c.set('user', user);
  return user;
}

/** The signed-in visitor (anonymous or not) or a 401. */
export function requireVisitor(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in account (not anonymous) or a 401. */
export function requireAccount(c: Context<AppEnv>, message = 'Please sign in to continue.'): SessionUser {
  const user = c.get('user');
  if (!user || user.isAnonymous) throw unauthorized(message);
  return user;
}
