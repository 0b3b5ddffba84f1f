import { local } from './browser-storage';

/**
 * Whether this browser was signed in to an account when the app last read the session (GET /api/me): '1' under
 * ACCOUNT_HINT_KEY, removed when the answer is a visitor without an account or nobody. The two pages that are drawn
 * before any of the app runs (home.html and the share page, decision 057) are the same for everyone, signed in or
 * not; they read this hint to give a returning account holder their account at once instead of 'Sign in'
 * (decision 059). Only a hint: the session cookie (httpOnly) is what the server trusts, and the app's own header
 * follows the session. No React: the share page's small script uses it too.
 */
export const ACCOUNT_HINT_KEY = 'fs.account';

export function rememberAccount(signedIn: boolean): void {
  if (signedIn) local.set(ACCOUNT_HINT_KEY, '1');
  else local.remove(ACCOUNT_HINT_KEY);
}

export function hasAccountHint(): boolean {
  return local.get(ACCOUNT_HINT_KEY) === '1';
}
