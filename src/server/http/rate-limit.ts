import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.js';
import { clientIp } from './client-ip.js';

/**
 * Fixed-window rate limit kept in this process's memory. With several instances each counts on its own, so the
 * effective limit is N times the number (documented in README). Keys are the client IP plus the bucket name.
 */
export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private hits = new Map<string, { start: number; count: number }>();
  constructor(private readonly enabled: boolean) {}

  /** true when the call is allowed. */
  take(key: string, rule: RateLimitRule, now = Date.now()): boolean {
    if (!this.enabled) return true;
    const k = `${rule.name}:${key}`;
    const cur = this.hits.get(k);
    if (!cur || now - cur.start >= rule.windowMs) {
      this.hits.set(k, { start: now, count: 1 });
      if (this.hits.size > 50_000) this.sweep(now, rule.windowMs);
      return true;
    }
    cur.count += 1;
    return cur.count <= rule.max;
  }

  private sweep(now: number, windowMs: number) {
    for (const [k, v] of this.hits) if (now - v.start >= windowMs) this.hits.delete(k);
  }

  middleware(rule: RateLimitRule, trustProxy: boolean): MiddlewareHandler {
    return async (c, next) => {
      if (!this.take(clientIp(c, trustProxy), rule)) {
        c.header('Retry-After', String(Math.ceil(rule.windowMs / 1000)));
        return c.json(errorBody('rate_limited', 'Too many attempts. Please wait a moment and try again.'), 429);
      }
      await next();
    };
  }
}
