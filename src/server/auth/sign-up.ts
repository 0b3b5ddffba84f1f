import type { Context } from 'hono';
import { APIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv, SessionUser } from '@server/context.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { MIN_PASSWORD_LENGTH } from './auth.js';

export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
/** The web's check (auth-validation.ts): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign up with e-mail and password from one of our own routes (Save Poster to Email), exactly as
 * POST /api/auth/sign-up/email would: the same hooks (name and password rules, a registered address refused),
 * the visitor's anonymous data moved to the new account, the confirmation e-mail sent, and the new session's
 * cookie added to this response. better-auth's errors become our `{ error: { code, message } }` 4xx answers.
 */
export async function signUpFromRoute(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: { email: string; password: string; name: string; callbackURL: string },
): Promise<SessionUser> {
  const email = input.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(INVALID_EMAIL, 'invalid_email');
  if (input.password.length < MIN_PASSWORD_LENGTH) throw badRequest(PASSWORD_TOO_SHORT, 'password_too_short');
  try {
    const { headers, response } = await deps.auth.api.signUpEmail({
      body: { email, password: input.password, name: input.name, callbackURL: input.callbackURL },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    const u = response.user;
    const user: SessionUser = { id: u.id, name: u.name, email: u.email, isAnonymous: false, role: 'user' };
    c.set('user', user);
    return user;
  } catch (err) {
    if (err instanceof APIError) {
      const status = (err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400) as ContentfulStatusCode;
      const body = (err.body ?? {}) as { code?: string; message?: string };
      throw new ApiError(
        status,
        body.code ?? 'sign_up_failed',
        body.message || err.message || 'An unexpected error occurred',
      );
    }
    throw err;
  }
}
