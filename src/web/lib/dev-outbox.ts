/**
 * The local outbox page (GET /dev/outbox on the server) exists only outside production with the local mailer; the
 * server then names its path in a meta tag it writes into index.html. Null when it is off.
 */
export const devOutboxPath: string | null = sitePath(
  typeof document !== 'undefined'
    ? document.querySelector<HTMLMetaElement>('meta[name="fs:dev-outbox"]')?.content
    : undefined,
);

/** A path on this site ('/dev/outbox'), never another origin ('//host', 'https://...'). */
function sitePath(v: string | undefined): string | null {
  return v && v.startsWith('/') && !v.startsWith('//') ? v : null;
}

/** The outbox filtered to one address, or null when there is no local outbox. */
export function devOutboxHref(email: string): string | null {
  return devOutboxPath ? `${devOutboxPath}?to=${encodeURIComponent(email.trim())}` : null;
}
