import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { isDatabaseUnavailable } from './unavailable';

/**
 * The database goes away and comes back (a PostgreSQL restart, a failover): requests meanwhile get 503 with
 * Retry-After in the app's error shape, /readyz says 503, and once the database answers again the pool reconnects
 * by itself and what was acknowledged before is still there. The outage is a TCP relay in front of the test's
 * PostgreSQL database that this test closes and opens again (PostgreSQL only: PGlite runs in the process).
 */
const base = process.env.DATABASE_URL;

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, also wrapped, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe.skipIf(!base)('a database outage (PostgreSQL)', () => {
  let t: TestApp;
  let relay: net.Server;
  let port = 0;
  const sockets = new Set<net.Socket>();
  const target = new URL(base ?? 'postgres://x@127.0.0.1:5432/x');

  const open = () =>
    new Promise<void>((resolve) => {
      relay = net.createServer((client) => {
        const server = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(server);
        const drop = () => {
          client.destroy();
          server.destroy();
        };
        client.on('error', drop).on('close', drop);
        server.on('error', drop).on('close', drop);
        client.pipe(server).pipe(client);
      });
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = async () => {
    await new Promise<void>((r) => {
      relay.close(() => r());
      for (const s of sockets) s.destroy();
      sockets.clear();
    });
  };

  beforeAll(async () => {
    await open();
    const url = new URL(base!);
    url.host = `127.0.0.1:${port}`;
    t = await createTestApp({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    if (!relay.listening) await open();
    await t?.close();
    await cut();
  });

  it('answers 503 with Retry-After while the database is away, and recovers by itself without losing data', async () => {
    const visitor = t.client();
    const before = await visitor.json('/api/answers', {
      method: 'PUT',
      json: { answers: { postcard: 'pc_orbiting_earth' } },
    });
    expect(before.status).toBe(200);

    await cut();
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(503);
    for (const res of [
      await visitor.request('/api/answers', { method: 'PUT', json: { answers: { bhag: 'carbon' } } }),
      await visitor.request('/api/answers'),
      await t.client().request('/api/answers', { method: 'PUT', json: { answers: {} } }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(await res.json()).toEqual({
        error: { code: 'unavailable', message: 'The service is busy or restarting. Please try again in a moment.' },
      });
    }

    await open();
    expect((await t.app.request('/readyz')).status).toBe(200);
    const after = await visitor.json<{ answers: Record<string, string> }>('/api/answers');
    expect(after.status).toBe(200);
    expect(after.body.answers).toEqual({ postcard: 'pc_orbiting_earth' });
    const again = await visitor.json('/api/answers', {
      method: 'PUT',
      json: { answers: { postcard: 'pc_orbiting_earth', bhag: 'carbon' } },
    });
    expect(again.status).toBe(200);
  });
});
