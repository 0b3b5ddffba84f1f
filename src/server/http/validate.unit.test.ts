import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, handleError } from './errors';
import { JSON_MAX_BYTES, jsonBody, params } from './validate';

/** jsonBody (our rules, then @hono/zod-validator) and params on a bare Hono app with the app's error handler. */
const schema = z.object({
  name: z.string().trim().max(10).optional(),
  count: z.number().int().max(5).default(1),
});
const app = new Hono();
app.onError(handleError);
app.post('/echo', jsonBody(schema), (c) => c.json(c.req.valid('json')));
app.get(
  '/items/:id',
  params(z.object({ id: z.string().regex(/^[a-z]{3}$/) }), () => badRequest('Invalid item', 'invalid_id')),
  (c) => c.json(c.req.valid('param')),
);

const post = (body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.request('/echo', { method: 'POST', headers, body });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('jsonBody', () => {
  it('hands the handler the schema output (transforms and defaults applied)', async () => {
    const res = await post(JSON.stringify({ name: '  Ada  ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', count: 1 });
  });

  it('takes +json types and a charset parameter', async () => {
    expect((await post('{"count":2}', { 'content-type': 'application/merge-patch+json; charset=utf-8' })).status).toBe(
      200,
    );
  });

  it('reads an empty body without a type as {}, but an empty body that claims JSON is bad JSON', async () => {
    const empty = await post(undefined, {});
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ count: 1 });
    const claimed = await post('');
    expect(claimed.status).toBe(400);
    expect((await errorOf(claimed)).code).toBe('bad_json');
  });

  it('refuses a body not sent as JSON with 415 (a cross-site form or text/plain cannot pose as the app)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/a+b+json']) {
      const res = await post('{"count":2}', { 'content-type': type });
      expect([type, res.status]).toEqual([type, 415]);
      expect((await errorOf(res)).code).toBe('unsupported_media_type');
    }
    expect((await post('{"count":2}', {})).status).toBe(415);
  });

  it('answers broken JSON with 400 bad_json, not the validator 400', async () => {
    const res = await post('{"count":');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'bad_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses NUL and lone surrogates in values and keys before the schema sees them', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"name":"\\ud800"}', '{"\\udc00":1}']) {
      const res = await post(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect((await errorOf(res)).code).toBe('invalid_input');
    }
  });

  it('answers a body that does not fit the schema with 400 invalid and the first issue', async () => {
    const res = await post('{"count":9}');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(/^count: /);
    expect((await post('[]')).status).toBe(400);
  });

  it(`refuses a body over ${JSON_MAX_BYTES / 1024} KB with 413, declared or not`, async () => {
    const big = JSON.stringify({ name: 'x'.repeat(JSON_MAX_BYTES) });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('too_large');
    const declared = await post('{}', {
      'content-type': 'application/json',
      'content-length': String(JSON_MAX_BYTES + 1),
    });
    expect(declared.status).toBe(413);
  });
});

describe('params', () => {
  it('passes valid parameters and throws the route’s own error for others', async () => {
    expect(await (await app.request('/items/abc')).json()).toEqual({ id: 'abc' });
    const res = await app.request('/items/ABCD');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_id', message: 'Invalid item' });
  });
});
