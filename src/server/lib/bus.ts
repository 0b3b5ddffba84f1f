import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '@server/lib/logger.js';

/**
 * One change-notification bus for every instance of the app (decision 050). `publish(channel, payload)` tells every
 * subscriber of that channel on every instance, this one included (at once, before the call returns);
 * `subscribe(channel, fn)` returns its unsubscribe. Messages are hints that something changed, not data: a
 * subscriber reads the truth from the database, and keeps its own safety net (a slow poll, a cache TTL) for a
 * message lost while the store was away. `onReconnect` tells when that may have happened.
 *
 * The store: Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on one dedicated connection when
 * DATABASE_URL is set (it reconnects by itself after a database restart), else this process only (PGlite runs one
 * instance). Every message travels on one store channel (`fs_bus`) as `{ o: origin, c: channel, p: payload }`, so an
 * instance listens once however many channels it subscribes to; its own messages come back and are skipped.
 */
export interface Bus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Resolves once the bus listens to the shared store (or tried to and failed); never rejects. */
  readonly ready: Promise<void>;
  /** Tell every instance. Never throws: a failure to reach the store is logged, local subscribers hear it anyway. */
  publish(channel: string, payload?: string): Promise<void>;
  subscribe(channel: string, fn: (payload: string) => void): () => void;
  /** After the connection to the store came back: messages from other instances may have been missed meanwhile. */
  onReconnect(fn: () => void): () => void;
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'fs_bus';
/** The listener's application_name in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'futureself-bus';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes; messages are ids, far below. */
const MAX_MESSAGE_BYTES = 7900;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** A quiet connection can die without an error (a network drop): the PostgreSQL listener pings it this often. */
const PING_MS = 15_000;

type Wire = { o: string; c: string; p: string };

/** What the three stores share: the local subscribers, dispatch and the message format. */
abstract class BaseBus implements Bus {
  abstract readonly kind: Bus['kind'];
  abstract readonly ready: Promise<void>;
  protected readonly origin = randomUUID();
  private readonly subs = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectFns = new Set<() => void>();
  protected closed = false;

  constructor(protected readonly log?: Logger) {}

  protected abstract send(message: string): Promise<void>;
  abstract close(): Promise<void>;

  async publish(channel: string, payload = ''): Promise<void> {
    this.deliver(channel, payload);
    if (this.closed || this.kind === 'memory') return;
    const message = JSON.stringify({ o: this.origin, c: channel, p: payload } satisfies Wire);
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
      this.log?.warn({ channel }, 'bus: message too long for other instances; delivered here only');
      return;
    }
    try {
      await this.send(message);
    } catch (err) {
      this.log?.warn({ err, channel }, 'bus: could not publish to other instances');
    }
  }

  subscribe(channel: string, fn: (payload: string) => void): () => void {
    let set = this.subs.get(channel);
    if (!set) this.subs.set(channel, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size && this.subs.get(channel) === set) this.subs.delete(channel);
    };
  }

  onReconnect(fn: () => void): () => void {
    this.reconnectFns.add(fn);
    return () => void this.reconnectFns.delete(fn);
  }

  protected deliver(channel: string, payload: string) {
    const set = this.subs.get(channel);
    if (!set) return;
    for (const fn of [...set]) {
      try {
        fn(payload);
      } catch (err) {
        this.log?.error({ err, channel }, 'bus: a subscriber failed');
      }
    }
  }

  /** A message from the store: dispatched unless it is this instance's own (already delivered by publish). */
  protected receive(message: string) {
    let m: Wire;
    try {
      m = JSON.parse(message) as Wire;
    } catch {
      return;
    }
    if (m.o === this.origin || typeof m.c !== 'string') return;
    this.deliver(m.c, typeof m.p === 'string' ? m.p : '');
  }

  protected reconnected() {
    for (const fn of [...this.reconnectFns]) {
      try {
        fn();
      } catch (err) {
        this.log?.error({ err }, 'bus: a reconnect handler failed');
      }
    }
  }
}

/** One process: subscribers hear this process's messages only. */
class MemoryBus extends BaseBus {
  readonly kind = 'memory' as const;
  readonly ready = Promise.resolve();
  protected send() {
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

/**
 * LISTEN/NOTIFY on one connection of its own, which also sends (NOTIFY needs no transaction here). A lost
 * connection (database restart, killed backend, failed ping) is replaced with a back-off from 100 ms to 5 s.
 */
class PostgresBus extends BaseBus {
  readonly kind = 'postgres' as const;
  readonly ready: Promise<void>;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private attempts = 0;
  private everConnected = false;

  constructor(
    private readonly url: string,
    log?: Logger,
  ) {
    super(log);
    this.ready = this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: BUS_APPLICATION_NAME,
    });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      if (this.everConnected) this.log?.warn({ err }, 'bus: PostgreSQL listener lost; reconnecting');
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n) => {
      if (n.channel === BUS_CHANNEL && n.payload) this.receive(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (err) {
      if (!this.everConnected && this.attempts === 0)
        this.log?.warn({ err }, 'bus: cannot listen on PostgreSQL; retrying');
      onLost(err);
      return;
    }
    if (this.closed || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempts = 0;
    this.ping = setInterval(() => void client.query('select 1').catch(onLost), PING_MS);
    this.ping.unref();
    if (this.everConnected) {
      this.log?.info('bus: PostgreSQL listener back');
      this.reconnected();
    }
    this.everConnected = true;
  }

  private schedule() {
    if (this.closed || this.timer) return;
    const ms = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempts++);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, ms);
    this.timer.unref();
  }

  protected async send(message: string): Promise<void> {
    if (!this.client) throw new Error('not connected');
    await this.client.query('select pg_notify($1, $2)', [BUS_CHANNEL, message]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}

/** Redis pub/sub: a subscriber connection and a publisher; ioredis reconnects and subscribes again by itself. */
class RedisBus extends BaseBus {
  readonly kind = 'redis' as const;
  readonly ready: Promise<void>;
  private readonly sub: Redis;
  private readonly pub: Redis;

  constructor(url: string, log?: Logger) {
    super(log);
    this.sub = new Redis(url, { connectTimeout: 5000, maxRetriesPerRequest: null });
    this.pub = new Redis(url, { connectTimeout: 5000, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let down = false;
    for (const r of [this.sub, this.pub])
      r.on('error', (err: Error) => {
        if (!down) log?.warn({ err: err.message }, 'bus: Redis is unreachable; other instances miss messages');
        down = true;
      });
    this.sub.on('message', (_channel: string, message: string) => this.receive(message));
    let first = true;
    this.sub.on('ready', () => {
      down = false;
      if (!first) this.reconnected();
      first = false;
    });
    this.ready = Promise.race([
      this.sub.subscribe(BUS_CHANNEL).then(() => undefined),
      new Promise<void>((r) => setTimeout(r, 2000).unref()),
    ]).catch(() => undefined);
  }

  protected async send(message: string): Promise<void> {
    await this.pub.publish(BUS_CHANNEL, message);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.sub, this.pub].map((r) => r.quit().catch(() => r.disconnect())));
  }
}

/** The bus for this configuration: Redis (REDIS_URL), else PostgreSQL (DATABASE_URL), else this process. */
export function createBus(config: { redisUrl?: string; databaseUrl?: string }, log?: Logger): Bus {
  if (config.redisUrl) return new RedisBus(config.redisUrl, log);
  if (config.databaseUrl) return new PostgresBus(config.databaseUrl, log);
  return new MemoryBus(log);
}
