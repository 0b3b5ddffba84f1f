import type { z } from 'zod';
import { receivedErrorCode, type ErrorCode } from '@core/contracts/errors';

/** The one API client: same-origin fetch with cookies, JSON in and out, errors as ApiError with the server's text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** A raw body (a photo, a recording); sent as is. */
  body?: Blob | ArrayBuffer;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validate the response with a zod schema from core/contracts. */
  schema?: S;
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: ApiOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.body) {
    body = opts.body;
    if (opts.body instanceof Blob && opts.body.type && !headers['content-type'])
      headers['content-type'] = opts.body.type;
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string }; code?: string; message?: string } | null) ?? {};
    // Our errors are { error: { code, message } }; better-auth's are { code, message }.
    const code = receivedErrorCode(e.error?.code ?? e.code ?? `http_${res.status}`);
    const message = e.error?.message ?? e.message ?? 'An unexpected error occurred';
    throw new ApiError(res.status, code, message);
  }
  if (opts.schema) return opts.schema.parse(data) as Result<S>;
  return data as Result<S>;
}

/** What a form says when a request fails: the server's text, else the spec's generic one. */
export const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : 'An unexpected error occurred');
