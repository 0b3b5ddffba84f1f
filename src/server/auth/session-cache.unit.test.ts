import { describe, expect, it } from 'vitest';
import { SESSIONS_CHANNEL, SessionCache, sessionCookieOf, sessionsChanged } from './session-cache';

/** A bus of one process: publish tells the subscribers at once. */
function fakeBus() {
  const subs = new Map<string, Set<(p: string) => void>>();
  const re = new Set<() => void>();
  return {
    subscribe(ch: string, fn: (p: string) => void) {
      if (!subs.has(ch)) subs.set(ch, new Set());
      subs.get(ch)!.add(fn);
      return () => void subs.get(ch)!.delete(fn);
    },
    onReconnect(fn: () => void) {
      re.add(fn);
      return () => void re.delete(fn);
    },
    async publish(ch: string, p = '') {
      for (const fn of subs.get(ch) ?? []) fn(p);
    },
    reconnect: () => re.forEach((fn) => fn()),
  };
}

const user = (id: string) => ({ id, name: '', email: `${id}@x.test`, isAnonymous: true, role: 'user' });
const h = (token: string) => new Headers({ cookie: `theme=dark; better-auth.session_token=${token}; x=1` });

describe('the session cache', () => {
  it('reads the session cookie, plain or __Secure-', () => {
    expect(sessionCookieOf(h('abc.def'))).toBe('abc.def');
    expect(sessionCookieOf(new Headers({ cookie: '__Secure-better-auth.session_token=t1' }))).toBe('t1');
    expect(sessionCookieOf(new Headers({ cookie: 'other=1' }))).toBeNull();
    expect(sessionCookieOf(new Headers())).toBeNull();
  });

  it('keeps a read for its time, per cookie; no cookie is never cached', async () => {
    const cache = new SessionCache(fakeBus(), 60_000);
    let loads = 0;
    const load = (id: string) => async () => (loads++, { user: user(id), sessionId: `s_${id}` });
    expect((await cache.get(h('a'), load('u1')))?.user.id).toBe('u1');
    expect((await cache.get(h('a'), load('u1')))?.user.id).toBe('u1');
    expect(loads).toBe(1);
    await cache.get(h('b'), load('u2'));
    expect(loads).toBe(2);
    await cache.get(new Headers(), async () => (loads++, null));
    await cache.get(new Headers(), async () => (loads++, null));
    expect(loads).toBe(4);
  });

  it('expires after its time', async () => {
    const cache = new SessionCache(fakeBus(), 20);
    let loads = 0;
    const load = async () => (loads++, { user: user('u1'), sessionId: 's' });
    await cache.get(h('a'), load);
    await new Promise((r) => setTimeout(r, 30));
    await cache.get(h('a'), load);
    expect(loads).toBe(2);
  });

  it("forgets one person's sessions, or everyone's, when told on the bus", async () => {
    const bus = fakeBus();
    const cache = new SessionCache(bus, 60_000);
    const load = (id: string) => async () => ({ user: user(id), sessionId: `s_${id}` });
    await cache.get(h('a'), load('u1'));
    await cache.get(h('a2'), load('u1'));
    await cache.get(h('b'), load('u2'));
    await sessionsChanged(bus, 'u1');
    expect(cache.size).toBe(1);
    // signed out: the next read goes to the database, which says no session
    expect(await cache.get(h('a'), async () => null)).toBeNull();
    await bus.publish(SESSIONS_CHANNEL, '*');
    expect(cache.size).toBe(0);
    await cache.get(h('b'), load('u2'));
    bus.reconnect(); // messages may have been missed
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that began before a revocation', async () => {
    const bus = fakeBus();
    const cache = new SessionCache(bus, 60_000);
    let release!: () => void;
    const slow = cache.get(h('a'), async () => {
      await new Promise<void>((r) => (release = r));
      return { user: user('u1'), sessionId: 's' };
    });
    await sessionsChanged(bus, 'u1');
    release();
    await slow;
    expect(cache.size).toBe(0);
  });
});
