import type { Context } from 'hono';
import { APIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv, SessionUser } from '@server/context.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { EmailSchema, INVALID_EMAIL, PasswordSchema, PASSWORD_TOO_SHORT } from '@core/contracts/credentials.js';
import { receivedErrorCode } from '@core/contracts/errors.js';

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
  // The forms' own rules (core/contracts/credentials.ts), checked again here
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) throw badRequest(INVALID_EMAIL, 'invalid_email');
  const email = parsed.data;
  if (!PasswordSchema.safeParse(input.password).success) throw badRequest(PASSWORD_TOO_SHORT, 'password_too_short');
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
        body.code ? receivedErrorCode(body.code) : 'sign_up_failed',
        body.message || err.message || 'An unexpected error occurred',
      );
    }
    throw err;
  }
}
