import type { Context } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../context.js';
import { unauthorized } from '../http/errors.js';

type U = { id: string; name: string; email: string; isAnonymous?: boolean | null; role?: string | null };
const toSessionUser = (u: U): SessionUser => ({ id: u.id, name: u.name, email: u.email, isAnonymous: Boolean(u.isAnonymous), role: u.role ?? 'user' });

/** Read the session from the request's cookie (no write). */
export async function loadSession(deps: AppDeps, headers: Headers): Promise<{ user: SessionUser; sessionId: string } | null> {
  const res = await deps.auth.api.getSession({ headers }).catch(() => null);
  if (!res) return null;
  return { user: toSessionUser(res.user as U), sessionId: res.session.id };
}

/**
 * The visitor making a write: the signed-in user, or a new anonymous visitor created now (its session cookie is
 * added to the response). So the whole journey works without an account.
 */
export async function ensureVisitor(deps: AppDeps, c: Context<AppEnv>): Promise<SessionUser> {
  const existing = c.get('user');
  if (existing) return existing;
  const { headers, response } = await deps.auth.api.signInAnonymous({ headers: c.req.raw.headers, returnHeaders: true });
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
