import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createLogger } from '@server/lib/logger';

/** Visitor mistakes (4xx) log at warn, bugs (5xx) at error (decision 065). */
const lines: { level: number; msg: string; status?: number }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { log: createLogger('debug', sink) });
  t.app.get('/test/bug', () => {
    throw new Error('a bug');
  });
});
afterAll(() => t.close());

const WARN = 40;
const ERROR = 50;
const levelsDuring = async (fn: () => Promise<unknown>) => {
  const from = lines.length;
  await fn();
  return lines.slice(from);
};

describe('log levels', () => {
  it("the auth library's 4xx (wrong password, address taken, short password, bad reset link) log at warn, never at error", async () => {
    const c = t.client();
    const addr = `lv_${Date.now()}@example.com`;
    expect(
      (
        await c.json('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: addr, password: 'secret1', name: 'Lv' },
        })
      ).status,
    ).toBe(200);
    const logged = await levelsDuring(async () => {
      const res = await t.client().json('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: addr, password: 'wrong-pw' },
      });
      expect(res.status).toBe(401);
      // the same address again (our before-hook's 422), a too-short password (400), a reset with a bad token
      const again = { email: addr, password: 'secret1', name: 'Lv' };
      expect((await t.client().json('/api/auth/sign-up/email', { method: 'POST', json: again })).status).toBe(422);
      const short = { email: `s_${addr}`, password: 'x', name: 'Lv' };
      expect((await t.client().json('/api/auth/sign-up/email', { method: 'POST', json: short })).status).toBe(400);
      const reset = { newPassword: 'secret22', token: 'not-a-token' };
      expect((await t.client().json('/api/auth/reset-password', { method: 'POST', json: reset })).status).toBe(400);
    });
    expect(logged.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(logged.some((l) => l.level === WARN)).toBe(true);
  });

  it('a 4xx of our own API logs at warn with its status; a 5xx at error', async () => {
    const notFound = await levelsDuring(async () => {
      expect((await t.client().request('/api/pay/local/sessions/nope')).status).toBe(404);
    });
    expect(notFound.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(notFound).toContainEqual(expect.objectContaining({ level: WARN, status: 404 }));

    const bug = await levelsDuring(async () => {
      expect((await t.client().request('/test/bug')).status).toBe(500);
    });
    expect(bug).toContainEqual(expect.objectContaining({ level: ERROR }));
  });
});
