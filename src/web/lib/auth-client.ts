import { createAuthClient } from 'better-auth/client';
import { ApiError } from './api';

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
    throw new ApiError(status, code || `http_${status}`, message || 'An unexpected error occurred');
  }
  return res.data;
}

export function signInWithEmail(input: { email: string; password: string }) {
  return call(authClient.signIn.email(input));
}

/** Sign-up never signs in (decision 010): the e-mail tells the rest. `callbackURL` is where its link lands. */
export function signUpWithEmail(input: { name: string; email: string; password: string; callbackURL: string }) {
  return call(authClient.signUp.email(input));
}

export function signOutOfAccount() {
  return call(authClient.signOut());
}
