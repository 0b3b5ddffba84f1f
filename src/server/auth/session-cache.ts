import { createHash } from 'node:crypto';
import type { Bus } from '@server/lib/bus.js';
import type { SessionUser } from '@server/context.js';

/**
 * The session read of every API request, kept for a short time (docs/decisions/085-roles-apart.md, "Talk beside
 * covers"): a classroom's Talk turns and cover streams ask for the same few sessions many times a second, and each
 * read was a database round trip before the request's own work. An entry lives SESSION_CACHE_MS at most (never past
 * the session's own expiry), keyed by a hash of the session cookie (the token itself is not kept).
 *
 * Revocation stays immediate: whatever ends or changes sessions (sign-out, revoking sessions, a password change or
 * reset, an account deleted, a visitor's data moved to an account, a role or a name changed) tells every instance
 * on the bus (`sessionsChanged`), and each drops that person's entries (or all of them) before the call returns.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;
/** The bus channel; the payload is a user id, or '*' for everyone. */
export const SESSIONS_CHANNEL = 'sessions';

export type CachedSession = { user: SessionUser; sessionId: string } | null;

interface Entry {
  value: CachedSession;
  until: number;
  userId: string | null;
}

/** The session cookie's value (better-auth's `session_token`, with or without the __Secure- prefix), or null. */
export function sessionCookieOf(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const m = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]*)/.exec(cookie);
  return m?.[1] ? m[1] : null;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Bumped on every drop: a read that began before it does not store its (possibly stale) answer. */
  private epoch = 0;
  private readonly off: () => void;

  constructor(
    bus: Pick<Bus, 'subscribe' | 'onReconnect'>,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {
    const offMsg = bus.subscribe(SESSIONS_CHANNEL, (userId) => this.drop(userId || '*'));
    // messages may have been missed while the bus was away
    const offRe = bus.onReconnect(() => this.drop('*'));
    this.off = () => (offMsg(), offRe());
  }

  /** The session for these headers: from the cache, else `load` (whose answer is kept briefly). */
  async get(headers: Headers, load: () => Promise<CachedSession>): Promise<CachedSession> {
    const token = sessionCookieOf(headers);
    if (!token) return load();
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch) this.put(key, value, now);
    return value;
  }

  private put(key: string, value: CachedSession, now: number) {
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [k, e] of this.entries) if (e.until <= now) this.remove(k);
      if (this.entries.size >= MAX_ENTRIES) this.drop('*');
    }
    const userId = value?.user.id ?? null;
    this.remove(key);
    this.entries.set(key, { value, until: now + this.ttlMs, userId });
    if (userId) {
      let keys = this.byUser.get(userId);
      if (!keys) this.byUser.set(userId, (keys = new Set()));
      keys.add(key);
    }
  }

  private remove(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    if (e.userId) {
      const keys = this.byUser.get(e.userId);
      keys?.delete(key);
      if (keys && !keys.size) this.byUser.delete(e.userId);
    }
  }

  /** Forget one person's sessions, or everyone's ('*'). */
  drop(userId: string) {
    this.epoch++;
    if (userId === '*') {
      this.entries.clear();
      this.byUser.clear();
      return;
    }
    for (const key of this.byUser.get(userId) ?? []) this.entries.delete(key);
    this.byUser.delete(userId);
  }

  get size() {
    return this.entries.size;
  }

  close() {
    this.off();
    this.drop('*');
  }
}

/** Tell every instance that this person's sessions (or everyone's: '*') ended or changed. */
export function sessionsChanged(bus: Pick<Bus, 'publish'>, userId: string): Promise<void> {
  return bus.publish(SESSIONS_CHANNEL, userId);
}
