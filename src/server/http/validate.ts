import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, zodMessage } from './errors.js';

/** Parse a JSON body with a zod schema from core; a bad body is a 400 with a clear message. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, maxBytes = 64 * 1024): Promise<z.infer<S>> {
  const len = Number(c.req.header('content-length') ?? 0);
  if (len > maxBytes) throw new ApiError(413, 'too_large', 'The request body is too large.');
  const text = await c.req.text();
  if (text.length > maxBytes) throw new ApiError(413, 'too_large', 'The request body is too large.');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(400, 'invalid', zodMessage(parsed.error));
  return parsed.data;
}
