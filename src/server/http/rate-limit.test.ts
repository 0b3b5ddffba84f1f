import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { startRedis } from '../../../tests/helpers/redis-server';
import { newId } from '@server/lib/ids';
import { handleError } from './errors';
import { createRateLimiter, RateLimiter, type RateLimitRule } from './rate-limit';

/**
 * Rate limits: client addresses behind trusted proxies, anonymous visitors created only on
 * journey steps and limited per address (defect 4), the default write bucket, and counters that instances share.
 * A shared database may hold counters from earlier runs: every test uses fresh addresses and rule names.
 */
const freshIp = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const spoofed = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const rule = (max: number): RateLimitRule => ({ name: `test-${newId()}`, max, windowMs: 60_000 });
const redisReady = (client: Redis) =>
  client.status === 'ready' ? Promise.resolve() : new Promise<void>((ok) => client.once('ready', () => ok()));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.deps.limiter.close();
  await t.close();
});

const ORIGIN = 'http://localhost:3000';
const answers = (xff: string) =>
  t.app.request('/api/answers', {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': xff },
    body: JSON.stringify({ answers: { postcard: 'pc_ocean_explorer' } }),
  });
/** A sign-in better-auth refuses at once (400: not an e-mail address), so the test measures only our limit. */
const signIn = (xff: string, app: TestApp = t) =>
  app.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': xff },
    body: JSON.stringify({ email: 'not-an-address', password: 'nopenope' }),
  });

describe('client address behind trusted proxies', () => {
  it('holds the sign-in limit when the client rotates forged leftmost X-Forwarded-For entries', async () => {
    const client = freshIp();
    const statuses: number[] = [];
    // Our one proxy appends the address it saw: "<whatever the client wrote>, <client>".
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`${spoofed()}, ${spoofed()}, ${client}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy is not affected.
    expect((await signIn(`${spoofed()}, ${freshIp()}`)).status).toBe(400);
  });

  it('answers 429 with the same body and a Retry-After within the window', async () => {
    const client = freshIp();
    for (let i = 0; i < 10; i++) await signIn(client);
    const res = await signIn(client);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' },
    });
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it('counts from the right: with two proxies, the second entry from the right', async () => {
    const limiter = new RateLimiter(true);
    const app = new Hono();
    app.onError(handleError);
    app.post('/', limiter.middleware(rule(10), 2), (c) => c.text('ok'));
    const client = freshIp();
    const statuses: number[] = [];
    // "<forged>, <client>, <first proxy>": the first proxy's own address changes per request (several LB nodes).
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await app.request('/', {
            method: 'POST',
            headers: { 'x-forwarded-for': `${spoofed()}, ${client}, 10.0.0.${i + 1}` },
          })
        ).status,
      );
    expect(statuses.slice(9)).toEqual([200, 429]);
  });
});

describe('anonymous visitors', () => {
  it(
    'are created on a journey step at most 100 per address in ten minutes, forged entries or not',
    { timeout: 120_000 },
    async () => {
      const client = freshIp();
      let created = 0;
      for (let i = 0; i < 100; i++) {
        const res = await answers(`${spoofed()}, ${client}`);
        expect(res.status).toBe(200);
        if (res.headers.getSetCookie().length) created++;
      }
      expect(created).toBe(100);
      const over = await answers(`${spoofed()}, ${client}`);
      expect(over.status).toBe(429);
      expect(over.headers.getSetCookie()).toEqual([]);
      // better-auth's own anonymous sign-in counts against the same bucket.
      const direct = await t.app.request('/api/auth/sign-in/anonymous', {
        method: 'POST',
        headers: { origin: ORIGIN, 'x-forwarded-for': client },
      });
      expect(direct.status).toBe(429);
    },
  );

  it('are never created by page views or client events', async () => {
    const xff = freshIp();
    const headers = { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': xff };
    const pv = await t.app.request('/api/track/page-view', {
      method: 'POST',
      headers,
      body: JSON.stringify({ path: '/' }),
    });
    const ev = await t.app.request('/api/track/event', {
      method: 'POST',
      headers,
      body: JSON.stringify({ eventType: 'share_clicked' }),
    });
    expect([pv.status, ev.status]).toEqual([200, 204]);
    expect([...pv.headers.getSetCookie(), ...ev.headers.getSetCookie()]).toEqual([]);
  });
});

describe('the default write limit', () => {
  it('limits every state-changing call per address (600 a minute), reads untouched', { timeout: 120_000 }, async () => {
    const xff = freshIp();
    const headers = { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': xff };
    const statuses = new Map<number, number>();
    // Even a call its route refuses (400: not an event a browser may record) counts: the limit comes first.
    for (let i = 0; i < 601; i++) {
      const res = await t.app.request('/api/track/event', { method: 'POST', headers, body: '{"eventType":"nope"}' });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 600, 429: 1 });
    expect((await t.app.request('/api/attribution', { headers: { 'x-forwarded-for': xff } })).status).toBe(200);
  });
});

describe('the store', () => {
  it('falls back to memory counters when the shared store is unreachable, and never fails a request', async () => {
    const limiters = [
      createRateLimiter({ rateLimitEnabled: true, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
      createRateLimiter({ rateLimitEnabled: true, redisUrl: 'redis://127.0.0.1:1' }),
    ];
    try {
      for (const limiter of limiters) {
        const r = rule(3);
        const taken = [];
        for (let i = 0; i < 4; i++) taken.push(await limiter.take('k', r));
        expect(taken, limiter.store.kind).toEqual([true, true, true, false]);
      }
    } finally {
      await Promise.all(limiters.map((l) => l.close().catch(() => undefined)));
    }
  });

  it('keeps counts per process in memory (the default without DATABASE_URL or REDIS_URL)', async () => {
    const a = createRateLimiter({ rateLimitEnabled: true });
    expect(a.store.kind).toBe('memory');
    const r = rule(2);
    expect([await a.take('k', r), await a.take('k', r), await a.take('k', r), await a.take('other', r)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it.runIf(process.env.DATABASE_URL)('shares counts between instances through PostgreSQL', async () => {
    const url = process.env.DATABASE_URL!;
    const [a, b] = [
      createRateLimiter({ rateLimitEnabled: true, databaseUrl: url }),
      createRateLimiter({ rateLimitEnabled: true, databaseUrl: url }),
    ];
    try {
      expect(a.store.kind).toBe('postgres');
      const r = rule(3);
      const key = freshIp();
      expect([await a.take(key, r), await b.take(key, r), await a.take(key, r)]).toEqual([true, true, true]);
      expect(await b.take(key, r)).toBe(false);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      const { rows } = await pool.query<{ points: number }>('select points from rate_limits where key = $1', [
        `${r.name}:${key}`,
      ]);
      await pool.end();
      expect(rows[0]?.points).toBe(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('shares counts between instances through Redis (REDIS_URL, else a throw-away redis-server)', async (ctx) => {
    const redis = await startRedis();
    if (!redis) return ctx.skip();
    const url = redis.url;
    const [a, b] = [
      createRateLimiter({ rateLimitEnabled: true, redisUrl: url }),
      createRateLimiter({ rateLimitEnabled: true, redisUrl: url }),
    ];
    try {
      expect(a.store.kind).toBe('redis');
      await Promise.all([a, b].map((l) => redisReady((l.store as { client: Redis }).client)));
      const r = rule(3);
      const key = freshIp();
      expect([await a.take(key, r), await b.take(key, r), await a.take(key, r)]).toEqual([true, true, true]);
      expect(await b.take(key, r)).toBe(false);
      expect(Number(await (a.store as { client: Redis }).client.get(`fs-rl:${r.name}:${key}`))).toBe(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.stop();
    }
  });

  it('sets Retry-After from the time left in the window', async () => {
    const limiter = new RateLimiter(true);
    const app = new Hono();
    app.onError(handleError);
    const r: RateLimitRule = { name: 'retry', max: 1, windowMs: 30_000 };
    app.get('/', limiter.middleware(r, 0), (c) => c.text('ok'));
    expect((await app.request('/')).status).toBe(200);
    const res = await app.request('/');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });
});
