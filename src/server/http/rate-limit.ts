import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '@server/config.js';
import type { Logger } from '@server/lib/logger.js';
import { ApiError } from './errors.js';
import { clientIp } from './client-ip.js';

/**
 * Fixed-window rate limits (rate-limiter-flexible). The counters live where every instance can see them: Redis when
 * REDIS_URL is set, else PostgreSQL when DATABASE_URL is set (table `rate_limits`), else this process's memory
 * (PGlite runs one instance anyway). If the shared store fails, each instance falls back to its own memory
 * counters until it answers again: a limit never turns into a 500. See docs/decisions/009-request-edge.md.
 */
export interface RateLimitRule {
  /** Unique per rule: the counters' key prefix. */
  name: string;
  max: number;
  windowMs: number;
}

/** Every state-changing API call: per person and per address (the app applies them; Talk's chat after its crisis check). */
export const WRITE_LIMIT: RateLimitRule = { name: 'write', max: 120, windowMs: 60_000 };
export const WRITE_IP_LIMIT: RateLimitRule = { name: 'write-ip', max: 600, windowMs: 60_000 };

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

export type RateLimitStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; client: Redis };

const PG_TABLE = 'rate_limits';

export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  /** Resolves once the shared store is usable (the PostgreSQL table exists); never rejects. */
  readonly ready: Promise<void>;

  constructor(
    private readonly enabled: boolean,
    readonly store: RateLimitStore = { kind: 'memory' },
    private readonly log?: Logger,
  ) {
    this.ready =
      store.kind === 'postgres' && enabled
        ? store.pool
            .query(
              `CREATE TABLE IF NOT EXISTS "${PG_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
            )
            .then(() => undefined)
            .catch((err: unknown) => {
              // Two instances starting together may race on the catalog; the table exists either way.
              if ((err as { code?: string }).code !== '23505')
                log?.warn({ err }, 'rate limits: could not create the table; counting in memory');
            })
        : Promise.resolve();
  }

  private limiterFor(rule: RateLimitRule): RateLimiterAbstract {
    let l = this.limiters.get(rule.name);
    if (l) return l;
    const base = { keyPrefix: rule.name, points: rule.max, duration: Math.max(1, Math.round(rule.windowMs / 1000)) };
    const insuranceLimiter = new RateLimiterMemory(base);
    const s = this.store;
    if (s.kind === 'postgres') {
      // One table for every rule (keys are prefixed by the rule's name); the first limiter sweeps expired rows.
      l = new RateLimiterPostgres({
        ...base,
        storeClient: s.pool,
        storeType: 'pool',
        tableName: PG_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: this.limiters.size === 0,
        insuranceLimiter,
      });
    } else if (s.kind === 'redis') {
      l = new RateLimiterRedis({
        ...base,
        keyPrefix: `fs-rl:${rule.name}`,
        storeClient: s.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      });
    } else {
      l = insuranceLimiter;
    }
    this.limiters.set(rule.name, l);
    return l;
  }

  /** Counts one call by `key` against `rule`: 0 when allowed, else the milliseconds until the window resets. */
  async hit(key: string, rule: RateLimitRule): Promise<number> {
    if (!this.enabled) return 0;
    await this.ready;
    try {
      await this.limiterFor(rule).consume(key);
      return 0;
    } catch (res) {
      if (res instanceof RateLimiterRes) return Math.max(1, res.msBeforeNext);
      this.log?.warn({ err: res, rule: rule.name }, 'rate limit store failed; request allowed');
      return 0;
    }
  }

  /** true when the call is allowed (and counted). */
  async take(key: string, rule: RateLimitRule): Promise<boolean> {
    return (await this.hit(key, rule)) === 0;
  }

  /** Counts one call; over the limit, sets Retry-After and throws the 429. */
  async enforce(c: Context, rule: RateLimitRule, key: string): Promise<void> {
    const waitMs = await this.hit(key, rule);
    if (waitMs === 0) return;
    c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw new ApiError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
  }

  /** A middleware that limits by the client's address. */
  middleware(rule: RateLimitRule, trustProxy: number): MiddlewareHandler {
    return async (c, next) => {
      await this.enforce(c, rule, clientIp(c, trustProxy));
      await next();
    };
  }

  async close(): Promise<void> {
    const s = this.store;
    if (s.kind === 'postgres') await s.pool.end();
    if (s.kind === 'redis') await s.client.quit().catch(() => s.client.disconnect());
  }
}

/** The limiter for this configuration: Redis (REDIS_URL), else PostgreSQL (DATABASE_URL), else memory. */
export function createRateLimiter(
  config: Pick<Config, 'rateLimitEnabled' | 'redisUrl' | 'databaseUrl'>,
  log?: Logger,
): RateLimiter {
  if (!config.rateLimitEnabled) return new RateLimiter(false);
  if (config.redisUrl) {
    const client = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
    });
    let down = false;
    client.on('error', (err) => {
      if (!down)
        log?.warn({ err: err.message }, 'rate limits: Redis is unreachable; counting in memory until it is back');
      down = true;
    });
    client.on('ready', () => (down = false));
    return new RateLimiter(true, { kind: 'redis', client }, log);
  }
  if (config.databaseUrl) {
    // A small pool of its own: a limiter query never waits behind the app's queries, and idles out.
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 4,
      idleTimeoutMillis: 10_000,
      connectionTimeoutMillis: 2000,
      allowExitOnIdle: true,
    });
    pool.on('error', (err) => log?.warn({ err: err.message }, 'rate limits: PostgreSQL connection error'));
    return new RateLimiter(true, { kind: 'postgres', pool }, log);
  }
  return new RateLimiter(true, { kind: 'memory' }, log);
}
