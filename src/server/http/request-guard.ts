import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.js';
import { INVALID_INPUT_MESSAGE } from './validate.js';

/** Longer addresses are refused (Node's own limit is 16 KB for the request line and headers together). */
export const MAX_URL_LENGTH = 8192;

const BAD_URL = errorBody('bad_url', 'The address is not valid.');

function decodeOrNull(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The first check on every request: an address that is too long, badly percent-encoded, or that carries NUL in its
 * path or query is answered 400 (414) here, so no handler, file lookup or database sees it; a page's broken query
 * parameter is dropped by a redirect to the same page without it. JSON bodies get the
 * same NUL / lone-surrogate check in jsonBody (validate.ts).
 */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) return c.json(errorBody('uri_too_long', 'The address is too long.'), 414);
    const { pathname, search } = new URL(url);
    const path = decodeOrNull(pathname);
    if (path === null) return c.json(BAD_URL, 400);
    if (path.includes('\u0000')) return c.json(errorBody('invalid_input', INVALID_INPUT_MESSAGE), 400);
    const parts = search.slice(1).split('&');
    const kept: string[] = [];
    let problem: 'bad_url' | 'invalid_input' | null = null;
    for (const part of parts) {
      if (!part) continue;
      const decoded = decodeOrNull(part.replace(/\+/g, ' '));
      if (decoded === null) problem ??= 'bad_url';
      else if (decoded.includes('\u0000')) problem ??= 'invalid_input';
      else kept.push(part);
    }
    if (problem) {
      // A page (a link pasted from somewhere, a mangled cohort link): the same page without the broken parameter
      //, not a JSON error a person cannot read. The API keeps its clear 400.
      const method = c.req.method;
      // Never to another site: a path that a browser could read as '//host' or '/\\host' gets the 400.
      const samesite = !/^\/[/\\]/.test(path) && !path.includes('\\');
      if ((method === 'GET' || method === 'HEAD') && samesite && !pathname.startsWith('/api/'))
        return c.redirect(`${pathname}${kept.length ? `?${kept.join('&')}` : ''}`, 302);
      return c.json(problem === 'bad_url' ? BAD_URL : errorBody('invalid_input', INVALID_INPUT_MESSAGE), 400);
    }
    await next();
  };
}
