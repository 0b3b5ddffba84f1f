import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { account as newAccount } from '../../../tests/helpers/factories';
import { secretOfUri, totpCode } from '../../../tests/helpers/totp';
import { onboardingAnswers, twoFactors, users } from '@server/db/schema';
import { ensureVisitor, loadSession } from './visitor';

/** TOTP two-factor sign-in (better-auth's twoFactor plugin, decision 020). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first write makes an anonymous visitor with an answer (as the journey does).
  t.app.post('/test/write', async (c) => {
    const s = await loadSession(t.deps, c.req.raw.headers);
    if (s) c.set('user', s.user);
    const u = await ensureVisitor(t.deps, c);
    await t.deps.database.db.insert(onboardingAnswers).values({ userId: u.id, answers: { postcard: 'pc_2fa' } });
    return c.json({ id: u.id });
  });
});
afterAll(() => t.close());

const post = <T = Record<string, unknown>>(c: TestClient, p: string, json: unknown = {}) =>
  c.json<T>(`/api/auth${p}`, { method: 'POST', json });
const me = async (c: TestClient) => (await c.json<{ user: { email: string | null } | null }>('/api/me')).body.user;

const account = () => newAccount(t, { name: 'Two Factor', password: 'secret1', prefix: 'f' });

/** An account with two-factor on: returns its secret and backup codes. */
async function enrolled() {
  const { c, email: addr } = await account();
  const en = await post<{ totpURI: string; backupCodes: string[] }>(c, '/two-factor/enable', { password: 'secret1' });
  expect(en.status).toBe(200);
  const secret = secretOfUri(en.body.totpURI);
  // Confirmed with the previous 30 s step's code (still in the window), so the current one is left for a sign-in.
  expect((await post(c, '/two-factor/verify-totp', { code: totpCode(secret, Date.now() - 30_000) })).status).toBe(200);
  return { c, addr, secret, backupCodes: en.body.backupCodes };
}

async function signInAsksForCode(addr: string) {
  const c = t.client();
  const res = await post<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[] }>(c, '/sign-in/email', {
    email: addr,
    password: 'secret1',
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(await me(c)).toBeNull();
  return c;
}

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with the password: an otpauth URI and 10 backup codes; on only once a code is confirmed', async () => {
    const { c, email: addr } = await account();
    expect((await post(c, '/two-factor/enable', { password: 'wrong-pw' })).status).toBe(400);
    const en = await post<{ totpURI: string; backupCodes: string[] }>(c, '/two-factor/enable', { password: 'secret1' });
    expect(en.body.totpURI).toMatch(/^otpauth:\/\/totp\/FutureSelf:.+\?.*secret=[A-Z2-7]+/);
    expect(en.body.totpURI).toContain('issuer=FutureSelf');
    expect(en.body.backupCodes).toHaveLength(10);
    const [u0] = await t.deps.database.db.select().from(users).where(eq(users.email, addr));
    expect(u0!.twoFactorEnabled).toBe(false);
    // Not on yet: a sign-in elsewhere needs no code.
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'secret1' })).body).toHaveProperty(
      'token',
    );

    expect((await post(c, '/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    const secret = secretOfUri(en.body.totpURI);
    expect((await post(c, '/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
    const [u1] = await t.deps.database.db.select().from(users).where(eq(users.email, addr));
    expect(u1!.twoFactorEnabled).toBe(true);
    // The secret and codes are stored encrypted, never as given.
    const [row] = await t.deps.database.db.select().from(twoFactors).where(eq(twoFactors.userId, u1!.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.backupCodes).not.toContain(en.body.backupCodes[0]);
  });

  it('then sign-in asks for a code: a wrong one is refused, the right one signs in', async () => {
    const { addr, secret } = await enrolled();
    const c = await signInAsksForCode(addr);
    const wrong = await post<{ code: string }>(c, '/two-factor/verify-totp', { code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CODE');
    expect(await me(c)).toBeNull();
    expect((await post(c, '/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
  });

  it('a visitor who signs in with a code keeps what they made; nothing moves before the code', async () => {
    const { addr, secret } = await enrolled();
    const c = t.client();
    const anonId = (await c.json<{ id: string }>('/test/write', { method: 'POST' })).body.id;
    const res = await post(c, '/sign-in/email', { email: addr, password: 'secret1' });
    expect(res.body).toMatchObject({ twoFactorRedirect: true });
    const db = t.deps.database.db;
    expect(await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, anonId))).toHaveLength(1);
    expect((await post(c, '/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
    const [account] = await db.select().from(users).where(eq(users.email, addr));
    const [answers] = await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, account!.id));
    expect(answers?.answers).toEqual({ postcard: 'pc_2fa' });
    expect(await db.select().from(users).where(eq(users.id, anonId))).toHaveLength(0);
  });

  it('a code works once: a second sign-in with the same code in its window is refused', async () => {
    const { addr, secret } = await enrolled();
    const code = totpCode(secret);
    const first = await signInAsksForCode(addr);
    expect((await post(first, '/two-factor/verify-totp', { code })).status).toBe(200);
    const second = await signInAsksForCode(addr);
    const replay = await post<{ code: string }>(second, '/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_CODE');
    expect(await me(second)).toBeNull();
    // Nor does a signed-in session accept the used code again (the check on enrolment and on a signed-in verify).
    expect((await post(first, '/two-factor/verify-totp', { code })).status).toBe(401);
  });

  it('a code without the sign-in step is refused (no session, no cookie)', async () => {
    const { secret } = await enrolled();
    const res = await post<{ code: string }>(t.client(), '/two-factor/verify-totp', { code: totpCode(secret) });
    expect(res.status).toBe(401);
  });

  it('makes backup codes in one case without look-alikes, and accepts one typed in lower case without its dash', async () => {
    const { addr, backupCodes } = await enrolled();
    for (const code of backupCodes)
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}$/);
    const c = await signInAsksForCode(addr);
    const typed = ` ${backupCodes[1]!.replace('-', '').toLowerCase()} `;
    expect((await post(c, '/two-factor/verify-backup-code', { code: typed })).status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
  });

  it('accepts each backup code once', async () => {
    const { addr, backupCodes } = await enrolled();
    const c = await signInAsksForCode(addr);
    expect((await post(c, '/two-factor/verify-backup-code', { code: 'not-a-code' })).status).toBe(401);
    expect((await post(c, '/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    const again = await signInAsksForCode(addr);
    expect((await post(again, '/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(401);
    expect(await me(again)).toBeNull();
  });

  it('limits wrong codes: after 5 on one sign-in even the right code is refused', async () => {
    const { addr, secret } = await enrolled();
    const c = await signInAsksForCode(addr);
    for (let i = 0; i < 5; i++) expect((await post(c, '/two-factor/verify-totp', { code: '000001' })).status).toBe(401);
    const late = await post<{ code: string }>(c, '/two-factor/verify-totp', { code: totpCode(secret) });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect(await me(c)).toBeNull();
  });

  it('locks the account for 15 minutes after 10 wrong codes in a row, across sign-ins', async () => {
    const { addr, secret } = await enrolled();
    for (let round = 0; round < 2; round++) {
      const c = await signInAsksForCode(addr);
      for (let i = 0; i < 5; i++) await post(c, '/two-factor/verify-totp', { code: '000002' });
    }
    const c = await signInAsksForCode(addr);
    const res = await post<{ code: string }>(c, '/two-factor/verify-totp', { code: totpCode(secret) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect(await me(c)).toBeNull();
  });

  it('turning it off needs the password; then sign-in needs no code', async () => {
    const { c, addr } = await enrolled();
    expect((await post(c, '/two-factor/disable', {})).status).toBe(400);
    expect((await post(c, '/two-factor/disable', { password: 'wrong-pw' })).status).toBe(400);
    expect((await post(c, '/two-factor/disable', { password: 'secret1' })).status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    const res = await post(t.client(), '/sign-in/email', { email: addr, password: 'secret1' });
    expect(res.body).toHaveProperty('token');
  });

  it('limits code attempts per client (429) with the limits on', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    try {
      const c = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (await c.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: '1' } })).status,
        );
      expect(statuses.slice(0, 10).every((s) => s !== 429 && s < 500)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
