import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export const FORBIDDEN_ORIGIN_MESSAGE = 'This request came from another site and was refused.';

export interface SameOriginOptions {
  /** PUBLIC_URL: the origin the app is served from. */
  publicUrl: string;
  /** Development: any http://localhost:PORT may write (Vite's dev server on 5173 proxies to the API). */
  allowLocalhost: boolean;
}

/**
 * Cross-site request forgery guard for the API: a state-changing request (POST, PUT, PATCH, DELETE) that a browser
 * says comes from another site is refused 403 `forbidden_origin`, whatever cookie it carries. The browser's word is
 * the Origin header; lacking it, Sec-Fetch-Site; lacking both, the Referer's origin. Allowed: PUBLIC_URL's origin
 * and the request's own host. A request with none of the three is not from a browser page (curl, a server, a
 * provider's webhook) and is allowed: it carries no visitor's cookie that it did not own already.
 */
export function sameOriginWrites(opts: SameOriginOptions): MiddlewareHandler {
  const ours = new URL(opts.publicUrl).origin;
  const allowed = (origin: string, ownHost: string): boolean => {
    if (origin === ours) return true;
    let u: URL;
    try {
      u = new URL(origin); // "null" (sandboxed frames, opaque origins) does not parse: refused
    } catch {
      return false;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    return u.host === ownHost || (opts.allowLocalhost && LOCAL_HOSTNAMES.has(u.hostname));
  };
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const h = c.req.raw.headers;
    const ownHost = new URL(c.req.url).host;
    const origin = h.get('origin');
    const site = h.get('sec-fetch-site');
    const referer = h.get('referer');
    let ok = true;
    if (origin !== null) ok = allowed(origin, ownHost);
    else if (site !== null) ok = site === 'same-origin' || site === 'none';
    else if (referer !== null) ok = allowed(originOf(referer), ownHost);
    if (!ok) return c.json(errorBody('forbidden_origin', FORBIDDEN_ORIGIN_MESSAGE), 403);
    await next();
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
