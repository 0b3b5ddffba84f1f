import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@server/db/unavailable.js';
import type { ErrorCode } from '@core/contracts/errors.js';

/** A failure the visitor caused or may see: mapped to `{ error: { code, message } }` with its 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new ApiError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') => new ApiError(404, code, message);

export function zodMessage(err: Pick<ZodError, 'issues'>): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

export const DATABASE_UNAVAILABLE = 'The service is busy or restarting. Please try again in a moment.';

/** Hono onError: known errors become their 4xx; anything else is a bug, logged, and answered with a 500. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'That file is too large.' : err.message || 'Request failed';
    return c.json(errorBody(status === 413 ? 'too_large' : 'http_error', message), status as ContentfulStatusCode);
  }
  if (err instanceof SyntaxError) return c.json(errorBody('bad_json', 'The request body is not valid JSON.'), 400);
  // The database is down or restarting (docs/decisions/055): try again shortly; the pool reconnects by itself.
  if (isDatabaseUnavailable(err)) {
    c.get('log')?.warn({ err }, 'database unavailable; answered 503');
    c.header('Retry-After', '2');
    return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE), 503);
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong. Please try again.'), 500);
}
