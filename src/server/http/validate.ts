import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError, zodMessage } from './errors.js';

/** NUL, or a UTF-16 surrogate without its pair: neither PostgreSQL text nor JSON(B) can store them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_INPUT_MESSAGE = 'The request contains characters that are not allowed.';
export const invalidInput = () => new ApiError(400, 'invalid_input', INVALID_INPUT_MESSAGE);
export const notJson = () => new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');

/**
 * true when any string in the value (object keys included, at any depth) holds NUL or a lone surrogate.
 * Iterative: a body of 60,000 nested brackets must not overflow the stack.
 */
export function hasForbiddenText(value: unknown): boolean {
  const todo: unknown[] = [value];
  while (todo.length) {
    const v = todo.pop();
    if (typeof v === 'string') {
      if (FORBIDDEN_TEXT.test(v)) return true;
    } else if (Array.isArray(v)) {
      todo.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (FORBIDDEN_TEXT.test(k)) return true;
        todo.push(child);
      }
    }
  }
  return false;
}

/** application/json or any +json type (application/merge-patch+json ...). */
export function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Parse a JSON body with a zod schema from core. A body that is not sent as JSON is a 415 (a cross-site form or a
 * text/plain "simple request" cannot pose as the app), bad JSON a 400, NUL or lone surrogates a 400, and a body
 * that does not fit the schema a 400 with a clear message.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, maxBytes = 64 * 1024): Promise<z.infer<S>> {
  const len = Number(c.req.header('content-length') ?? 0);
  if (len > maxBytes) throw new ApiError(413, 'too_large', 'The request body is too large.');
  const text = await c.req.text();
  if (text.length > maxBytes) throw new ApiError(413, 'too_large', 'The request body is too large.');
  if (text && !isJsonContentType(c.req.header('content-type'))) throw notJson();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  if (hasForbiddenText(data)) throw invalidInput();
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(400, 'invalid', zodMessage(parsed.error));
  return parsed.data;
}

/**
 * The same rules for a handler that reads the body itself (better-auth): a non-empty body must be sent as JSON and
 * hold no NUL or lone surrogate. Bad JSON is left to the handler, which answers it.
 */
export function jsonBodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body) {
      const text = await c.req.raw.clone().text();
      if (text) {
        if (!isJsonContentType(c.req.header('content-type'))) throw notJson();
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          data = null;
        }
        if (hasForbiddenText(data)) throw invalidInput();
      }
    }
    await next();
  };
}
