import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address in an X-Forwarded-For value when `hops` proxies we run stand in front of the app. Each proxy
 * appends the address it received the request from, so the trustworthy entry is the `hops`-th from the right;
 * anything to its left was written by the client and may be forged. With fewer entries than hops, the leftmost.
 */
export function forwardedClientIp(xForwardedFor: string, hops: number): string | null {
  const entries = xForwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length || hops < 1) return null;
  return entries[Math.max(0, entries.length - hops)]!.slice(0, 64);
}

/** The address rate limits count by: from X-Forwarded-For behind `trustProxy` proxies, else the socket's. */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const fwd = c.req.header('x-forwarded-for');
    const ip = fwd ? forwardedClientIp(fwd, trustProxy) : null;
    if (ip) return ip;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
