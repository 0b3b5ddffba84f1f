import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError, zodMessage } from './errors.js';

/** NUL, or a UTF-16 surrogate without its pair: neither PostgreSQL text nor JSON(B) can store them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_INPUT_MESSAGE = 'The request contains characters that are not allowed.';
export const invalidInput = () => new ApiError(400, 'invalid_input', INVALID_INPUT_MESSAGE);
export const notJson = () =>
  new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');

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

/**
 * application/json or a +json type (application/merge-patch+json ...): the media types Hono's JSON validator
 * parses, so a body we let through is always the body the schema sees.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return /^application\/([\w.-]+\+)?json$/.test(type);
}

/** JSON request bodies are small: a longer one is refused before it is parsed. */
export const JSON_MAX_BYTES = 64 * 1024;
const tooLarge = () => new ApiError(413, 'too_large', 'The request body is too large.');
const badJson = () => new ApiError(400, 'bad_json', 'The request body is not valid JSON.');

/**
 * Our rules for a JSON body, before any schema sees it: at most `maxBytes` (413), sent as JSON when it is not empty
 * (415: a cross-site form or a text/plain "simple request" cannot pose as the app), valid JSON (400 bad_json), no
 * NUL or lone surrogate in any string or key (400 invalid_input). An empty body is `{}` for the schema, as long as
 * it does not claim to be JSON. Hono keeps the text it read, so the validator parses the same bytes.
 */
async function checkJsonBody(c: Context, maxBytes: number): Promise<void> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge();
  const text = await c.req.text();
  if (text.length > maxBytes) throw tooLarge();
  const declaredJson = isJsonContentType(c.req.header('content-type'));
  if (!text) {
    if (declaredJson) throw badJson();
    return;
  }
  if (!declaredJson) throw notJson();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badJson();
  }
  if (hasForbiddenText(data)) throw invalidInput();
}

/**
 * The JSON body of a route, checked (checkJsonBody) and parsed with a zod schema from core by
 * `@hono/zod-validator`; the handler reads it with `c.req.valid('json')`. A body that does not fit the schema is
 * 400 `invalid` with the first issue as its message (e.g. `spinNumber: Too big: expected number to be <=1000`).
 */
export function jsonBody<S extends z.ZodType>(schema: S, maxBytes = JSON_MAX_BYTES) {
  const validate = zValidator('json', schema, (result) => {
    if (!result.success) throw new ApiError(400, 'invalid', zodMessage(result.error));
  });
  const guarded: typeof validate = async (c, next) => {
    await checkJsonBody(c, maxBytes);
    return validate(c, next);
  };
  return guarded;
}

/**
 * A route parameter (or several) checked with a zod schema; `invalid` makes the error to throw (e.g. 400
 * 'Invalid share link'). The handler reads them with `c.req.valid('param')`.
 */
export function params<S extends z.ZodType>(schema: S, invalid: () => ApiError) {
  return zValidator('param', schema, (result) => {
    if (!result.success) throw invalid();
  });
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
