import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { BUS_APPLICATION_NAME, createBus, type Bus } from './bus';
import { startRedis, type RedisServer } from '../../../tests/helpers/redis-server';

/**
 * The change-notification bus (decision 050): every subscriber on every instance hears a message once, its own
 * instance included; the PostgreSQL listener comes back by itself after its connection is killed. Two buses on one
 * store stand for two instances.
 */
const next = (bus: Bus, channel: string) => new Promise<string>((resolve) => bus.subscribe(channel, resolve));
const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('in one process (PGlite)', () => {
  it('delivers to every subscriber of the channel at once, and not after unsubscribe', async () => {
    const bus = createBus({});
    expect(bus.kind).toBe('memory');
    const got: string[] = [];
    const off = bus.subscribe('cover:a', (p) => got.push(`1:${p}`));
    bus.subscribe('cover:a', (p) => got.push(`2:${p}`));
    bus.subscribe('cover:b', (p) => got.push(`b:${p}`));
    void bus.publish('cover:a', 'x');
    expect(got).toEqual(['1:x', '2:x']);
    off();
    await bus.publish('cover:a', 'y');
    expect(got).toEqual(['1:x', '2:x', '2:y']);
    await bus.close();
  });

  it('keeps delivering when one subscriber throws', async () => {
    const bus = createBus({});
    const got: string[] = [];
    bus.subscribe('c', () => {
      throw new Error('boom');
    });
    bus.subscribe('c', (p) => got.push(p));
    await bus.publish('c', 'ok');
    expect(got).toEqual(['ok']);
  });
});

/**
 * Until each instance hears the other on a probe channel. `ready` stops waiting for the store's subscription after
 * 2 s (an instance starts anyway); on a loaded CI machine Redis's SUBSCRIBE took longer, and the first message was
 * sent before anyone listened.
 */
async function listening(a: Bus, b: Bus) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    let heard = false;
    const off = to.subscribe('probe', () => (heard = true));
    for (let i = 0; i < 100 && !heard; i++) {
      await from.publish('probe', 'x');
      await new Promise((r) => setTimeout(r, 200));
    }
    off();
    expect(heard).toBe(true);
  }
}

/** Two instances on one shared store: each hears the other, and itself exactly once. */
async function crossInstance(a: Bus, b: Bus) {
  await Promise.all([a.ready, b.ready]);
  await listening(a, b);
  const onA: string[] = [];
  const onB: string[] = [];
  a.subscribe('share', (p) => onA.push(p));
  b.subscribe('share', (p) => onB.push(p));
  const heard = next(b, 'share');
  await a.publish('share', 'id-1');
  expect(await heard).toBe('id-1');
  const back = next(a, 'share');
  await b.publish('share', 'id-2');
  expect(await back).toBe('id-2');
  await quietFor(100); // an echo of an instance's own message would arrive by now
  expect(onA).toEqual(['id-1', 'id-2']);
  expect(onB).toEqual(['id-1', 'id-2']);
}

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL (LISTEN/NOTIFY)', () => {
  const url = process.env.DATABASE_URL!;
  let a: Bus;
  let b: Bus;
  beforeAll(() => {
    a = createBus({ databaseUrl: url });
    b = createBus({ databaseUrl: url });
  });
  afterAll(async () => Promise.all([a.close(), b.close()]));

  it('carries messages between instances', async () => {
    expect(a.kind).toBe('postgres');
    await crossInstance(a, b);
  });

  it('listens again by itself after its connection is killed (a database restart does the same)', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const reconnected = new Promise<void>((r) => b.onReconnect(r));
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [BUS_APPLICATION_NAME],
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    await reconnected;
    await a.ready;
    // a may still be reconnecting too: publish until b hears it (each try is a real NOTIFY).
    const heard = next(b, 'share');
    let got: string | null = null;
    void heard.then((p) => (got = p));
    for (let i = 0; i < 100 && got === null; i++) {
      await a.publish('share', 'after-restart');
      await quietFor(50);
    }
    expect(got).toBe('after-restart');
  });
});

describe('on Redis (pub/sub)', () => {
  let server: RedisServer | null;
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => server?.stop());

  it('carries messages between instances (skipped without redis-server)', async (ctx) => {
    if (!server) return ctx.skip();
    const a = createBus({ redisUrl: server.url });
    const b = createBus({ redisUrl: server.url });
    try {
      expect(a.kind).toBe('redis');
      await crossInstance(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
