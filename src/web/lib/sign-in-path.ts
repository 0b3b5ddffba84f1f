/**
 * The sign-in page that returns to `here` afterwards: /auth?next=<here>. The sign-in page itself,
 * the home page and anything that is not a path of this site give plain /auth (which goes on to the profile).
 */
export function signInPath(here: string): string {
  if (!here.startsWith('/') || here.startsWith('//') || here === '/' || here.startsWith('/auth')) return '/auth';
  return `/auth?next=${encodeURIComponent(here)}`;
}
