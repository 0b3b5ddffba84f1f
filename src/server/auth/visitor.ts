import type { Context } from 'hono';
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
  await deps.limiter.enforce(c, VISITOR_CREATE_LIMIT, clientIp(c, deps.config.trustProxy));
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
