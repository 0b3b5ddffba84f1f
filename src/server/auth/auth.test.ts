import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { newId } from '../lib/ids';
import { onboardingAnswers, users } from '../db/schema';
import type { LocalMailer } from '../providers/mail/local-mailer';
import { ensureVisitor, loadSession } from './visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A tiny write endpoint for the test: the first write makes an anonymous visitor.
  t.app.post('/test/write', async (c) => {
    const s = await loadSession(t.deps, c.req.raw.headers);
    if (s) c.set('user', s.user);
    const u = await ensureVisitor(t.deps, c);
    await t.deps.database.db.insert(onboardingAnswers).values({ userId: u.id, answers: { postcard: 'pc_world_summit' } }).onConflictDoNothing();
    return c.json({ id: u.id });
  });
});
afterAll(() => t.close());

const email = () => `u_${newId().toLowerCase()}@example.com`;
const me = async (c: TestClient) => (await c.json<{ user: { id: string; email: string | null; isAnonymous: boolean } | null }>('/api/me')).body.user;

describe('accounts', () => {
  it('signs up, signs out and signs in with e-mail and password, and sends a verification e-mail', async () => {
    const c = t.client();
    const addr = email();
    const up = await c.json('/api/auth/sign-up/email', { method: 'POST', json: { email: addr, password: 'secret1', name: 'Alex Future' } });
    expect(up.status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    const mails = (t.deps.mailer as LocalMailer).sent.filter((m) => m.to === addr);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/api/auth/verify-email?token=');

    expect((await c.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect(await me(c)).toBeNull();

    const bad = await c.json<{ code: string }>('/api/auth/sign-in/email', { method: 'POST', json: { email: addr, password: 'wrong-pw' } });
    expect(bad.status).toBe(401);
    const ok = await c.json('/api/auth/sign-in/email', { method: 'POST', json: { email: addr, password: 'secret1' } });
    expect(ok.status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
  });

  it('refuses a short password and a second account with the same e-mail', async () => {
    const c = t.client();
    const addr = email();
    expect((await c.json('/api/auth/sign-up/email', { method: 'POST', json: { email: addr, password: '12345', name: 'Short' } })).status).toBe(400);
    expect((await c.json('/api/auth/sign-up/email', { method: 'POST', json: { email: addr, password: '123456', name: 'Ok' } })).status).toBe(200);
    const dup = await t.client().json<{ code: string }>('/api/auth/sign-up/email', { method: 'POST', json: { email: addr, password: '123456', name: 'Again' } });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it('hashes passwords and marks cookies httpOnly and SameSite=Lax', async () => {
    const c = t.client();
    const res = await c.request('/api/auth/sign-up/email', { method: 'POST', json: { email: email(), password: 'secret1', name: 'Cookie' } });
    const sc = res.headers.getSetCookie().join('\n');
    expect(sc).toMatch(/HttpOnly/i);
    expect(sc).toMatch(/SameSite=Lax/i);
  });
});

describe('anonymous visitors', () => {
  it('creates no session on a read, and an anonymous one on the first write', async () => {
    const c = t.client();
    expect(await me(c)).toBeNull();
    const w = await c.json<{ id: string }>('/test/write', { method: 'POST' });
    expect(w.status).toBe(200);
    const u = await me(c);
    expect(u).toMatchObject({ id: w.body.id, isAnonymous: true, email: null });
    // A second write reuses the same visitor.
    expect((await c.json<{ id: string }>('/test/write', { method: 'POST' })).body.id).toBe(w.body.id);
  });

  it('moves what an anonymous visitor made to the account on sign-up', async () => {
    const c = t.client();
    const anonId = (await c.json<{ id: string }>('/test/write', { method: 'POST' })).body.id;
    const up = await c.json<{ user: { id: string } }>('/api/auth/sign-up/email', { method: 'POST', json: { email: email(), password: 'secret1', name: 'Linked' } });
    expect(up.status).toBe(200);
    const accountId = up.body.user.id;
    expect(accountId).not.toBe(anonId);
    const [answers] = await t.deps.database.db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, accountId));
    expect(answers?.answers).toEqual({ postcard: 'pc_world_summit' });
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, anonId))).toHaveLength(0);
  });

  it('moves what an anonymous visitor made to an existing account on sign-in', async () => {
    const addr = email();
    await t.client().json('/api/auth/sign-up/email', { method: 'POST', json: { email: addr, password: 'secret1', name: 'Existing' } });
    const c = t.client();
    await c.json('/test/write', { method: 'POST' });
    const res = await c.json<{ user: { id: string } }>('/api/auth/sign-in/email', { method: 'POST', json: { email: addr, password: 'secret1' } });
    expect(res.status).toBe(200);
    const [answers] = await t.deps.database.db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, res.body.user.id));
    expect(answers?.answers).toEqual({ postcard: 'pc_world_summit' });
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    try {
      const c = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await c.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'x@example.com', password: 'nopenope' } })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
