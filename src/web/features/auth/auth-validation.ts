/** Sign-in, sign-up and reset forms check with the schemas of core/contracts/credentials.ts (docs/decisions/073). */

/** Where to go after signing in: `next` when it is a path on this site (never another origin), else /profile. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/profile';
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(next)) return '/profile';
  return next;
}
