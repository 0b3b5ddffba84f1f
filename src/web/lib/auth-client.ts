import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { ApiError } from './api';
import { receivedErrorCode } from '@core/contracts/errors';

/**
 * better-auth's own client for sign-in, sign-up and sign-out (decision 017). About 11 KB gzip, so it is never in
 * the home page's first JavaScript: the auth and profile pages import it, and the account menu loads it on
 * 'Sign Out' (see signOut in session.ts). Who is signed in is still read from GET /api/me (session.ts): it also says
 * whether the visitor is anonymous, and it is in the first bundle already.
 */
export const authClient = createAuthClient({
  // Same origin; named so the client never guesses from build-time variables.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // Two-factor sign-in: the sign-in answer says { twoFactorRedirect: true } and the auth page asks for a code.
  plugins: [twoFactorClient()],
});

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** better-auth answers `{ data, error }`; the app's screens handle ApiError (status, code, the server's message). */
async function call<T>(
  request: Promise<{ data: T | null; error: { status: number; code?: string; message?: string } | null }>,
): Promise<T | null> {
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  if (res.error) {
    const { status, code, message } = res.error;
    throw new ApiError(status, receivedErrorCode(code || `http_${status}`), message || 'An unexpected error occurred');
  }
  return res.data;
}

/** Signed in, or `{ twoFactorRedirect: true }` when the account asks for a second factor (decision 020). */
export async function signInWithEmail(input: { email: string; password: string }) {
  const data = (await call(authClient.signIn.email(input))) as { twoFactorRedirect?: boolean } | null;
  return { twoFactor: Boolean(data && 'twoFactorRedirect' in data && data.twoFactorRedirect) };
}

/** Sign-up signs in at once and mails a confirmation link (decision 019); `callbackURL` is where its link lands. */
export function signUpWithEmail(input: { name: string; email: string; password: string; callbackURL: string }) {
  return call(authClient.signUp.email(input));
}

export function signOutOfAccount() {
  return call(authClient.signOut());
}

/** better-auth's calls wrapped as ApiError, for the auth feature's own API file (features/auth/auth-api.ts). */
export { call as authCall };
