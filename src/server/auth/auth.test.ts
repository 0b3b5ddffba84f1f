import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { account as newAccount, email, mails } from '../../../tests/helpers/factories';
import { onboardingAnswers, users } from '@server/db/schema';
import { NAME_HAS_LINK, NAME_TOO_LONG, PASSWORD_BLANK, PASSWORD_COMMON } from './account-rules';
import { ALREADY_REGISTERED } from './auth';
import { ensureVisitor, loadSession } from './visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A tiny write endpoint for the test: the first write makes an anonymous visitor.
  t.app.post('/test/write', async (c) => {
    const s = await loadSession(t.deps, c.req.raw.headers);
    if (s) c.set('user', s.user);
    const u = await ensureVisitor(t.deps, c);
    await t.deps.database.db
      .insert(onboardingAnswers)
      .values({ userId: u.id, answers: { postcard: 'pc_world_summit' } })
      .onConflictDoNothing();
    return c.json({ id: u.id });
  });
});
afterAll(() => t.close());

type User = { id: string; email: string | null; name: string; isAnonymous: boolean };
const me = async (c: TestClient) => (await c.json<{ user: User | null }>('/api/me')).body.user;
const mailsTo = (addr: string) => mails(t, addr);
const signUp = (c: TestClient, json: Record<string, unknown>) =>
  c.request('/api/auth/sign-up/email', { method: 'POST', json });

/** Open the confirmation link of the last mail to `addr` in this client (as clicking it in the same browser). */
async function confirm(c: TestClient, addr: string) {
  const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(mailsTo(addr).at(-1)?.text ?? '')?.[1];
  expect(link, `a confirmation link mailed to ${addr}`).toBeTruthy();
  const url = new URL(link!);
  return c.request(url.pathname + url.search);
}

/** An account: signed up in its own client (signed in at once) and confirmed by its link. */
const account = (name = 'Alex Future') => newAccount(t, { name, password: 'secret1', confirm: true });

type SessionBody = { user: { emailVerified: boolean; email: string } } | null;
const authSession = async (c: TestClient) => (await c.json<SessionBody>('/api/auth/get-session')).body;

describe('accounts', () => {
  it('signs up and is signed in at once, mails a confirmation link that confirms the address, signs out, signs in with the password', async () => {
    const c = t.client();
    const addr = email();
    const up = await signUp(c, { email: addr, password: 'secret1', name: 'Alex Future', callbackURL: '/profile' });
    expect(up.status).toBe(200);
    expect(up.headers.getSetCookie().join('\n')).toMatch(/session_token=/);
    expect(await me(c)).toMatchObject({ email: addr, name: 'Alex Future', isAnonymous: false });
    expect((await authSession(c))?.user.emailVerified).toBe(false);

    const mails = mailsTo(addr);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your FutureSelf account');
    expect(mails[0]!.html).toContain('Confirm my e-mail');
    const verified = await confirm(c, addr);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/profile');
    expect((await authSession(c))?.user.emailVerified).toBe(true);

    expect((await c.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect(await me(c)).toBeNull();

    const bad = await c.json<{ code: string }>('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: addr, password: 'wrong-pw' },
    });
    expect(bad.status).toBe(401);
    const ok = await c.json('/api/auth/sign-in/email', { method: 'POST', json: { email: addr, password: 'secret1' } });
    expect(ok.status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
  });

  it("refuses a sign-up with a registered address with the spec's message, and changes nothing of the owner's", async () => {
    const { email: known } = await account('Owner');
    const before = mailsTo(known).length;
    const c = t.client();
    for (const variant of [known, known.toUpperCase()]) {
      const res = await c.json<{ code: string; message: string }>('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: variant, password: 'other-pw1', name: 'Intruder' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: ALREADY_REGISTERED });
    }
    expect(c.cookies.size).toBe(0);
    expect(mailsTo(known)).toHaveLength(before);
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, known))).toHaveLength(1);
    expect(
      (
        await t
          .client()
          .request('/api/auth/sign-in/email', { method: 'POST', json: { email: known, password: 'other-pw1' } })
      ).status,
    ).toBe(401);
    expect(
      (
        await t
          .client()
          .request('/api/auth/sign-in/email', { method: 'POST', json: { email: known, password: 'secret1' } })
      ).status,
    ).toBe(200);
  });

  it('signs in to an account whose address is not confirmed yet, without mailing another link', async () => {
    const addr = email();
    await signUp(t.client(), { email: addr, password: 'secret1', name: 'Unconfirmed' });
    const c = t.client();
    const res = await c.json('/api/auth/sign-in/email', { method: 'POST', json: { email: addr, password: 'secret1' } });
    expect(res.status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    expect((await authSession(c))?.user.emailVerified).toBe(false);
    expect(mailsTo(addr)).toHaveLength(1);
  });

  it('refuses a short password, one of spaces, and a common one, on sign-up and on a password change', async () => {
    const cases: [string, number, string][] = [
      ['zq9#m', 400, 'Password too short'],
      ['      ', 400, PASSWORD_BLANK],
      ['password', 400, PASSWORD_COMMON],
      [' Qwerty123 ', 400, PASSWORD_COMMON],
    ];
    for (const [password, status, message] of cases) {
      const addr = email();
      const res = await t.client().json<{ message: string }>('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: addr, password, name: 'Pat' },
      });
      expect([res.status, res.body.message], JSON.stringify(password)).toEqual([status, message]);
      expect(await t.deps.database.db.select().from(users).where(eq(users.email, addr))).toHaveLength(0);
      expect(mailsTo(addr)).toHaveLength(0);
    }

    const { c } = await account();
    const change = (newPassword: string) =>
      c.json<{ message: string }>('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: 'secret1', newPassword },
      });
    expect((await change('      ')).body.message).toBe(PASSWORD_BLANK);
    expect((await change('iloveyou')).body.message).toBe(PASSWORD_COMMON);
    expect((await change('a-better-one')).status).toBe(200);
  });

  it('trims and bounds the name, keeps it on one line, refuses links, and keeps it out of the confirmation e-mail', async () => {
    const c = t.client();
    const addr = email();
    expect((await signUp(c, { email: addr, password: 'secret1', name: '  Alex \n  Future\u202E  ' })).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, addr));
    expect(row!.name).toBe('Alex Future');
    expect(mailsTo(addr)[0]!.text).not.toContain('Alex');
    expect(mailsTo(addr)[0]!.html).not.toContain('Alex');

    const refused: [string, string][] = [
      ['A'.repeat(81), NAME_TOO_LONG],
      ['Alex\nClaim your prize: https://evil.example/win', NAME_HAS_LINK],
      ['Win big at prizes.com', NAME_HAS_LINK],
    ];
    for (const [name, message] of refused) {
      const other = email();
      const res = await t.client().json<{ code: string; message: string }>('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: other, password: 'secret1', name },
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'INVALID_NAME', message]);
      expect(mailsTo(other)).toHaveLength(0);
    }

    // The same rules when a signed-in account renames itself.
    const rename = (name: string) =>
      c.json<{ message: string }>('/api/auth/update-user', { method: 'POST', json: { name } });
    expect((await rename('Visit www.evil.example')).body.message).toBe(NAME_HAS_LINK);
    expect((await rename('  Robin\tFuture ')).status).toBe(200);
    expect((await me(c))?.name).toBe('Robin Future');
  });

  it('signing out ends the session at once: a copied cookie is refused', async () => {
    const { c } = await account();
    const copied = t.client();
    for (const [k, v] of c.cookies) copied.cookies.set(k, v);
    expect((await copied.request('/api/auth/list-sessions')).status).toBe(200);

    expect((await c.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect((await copied.request('/api/auth/list-sessions')).status).toBe(401);
    expect(await me(copied)).toBeNull();
  });

  it('marks session cookies httpOnly and SameSite=Lax', async () => {
    const c = t.client();
    const addr = email();
    const sc = (await signUp(c, { email: addr, password: 'secret1', name: 'Cookie' })).headers
      .getSetCookie()
      .join('\n');
    expect(sc).toMatch(/session_token=/);
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

  it('signing up moves what the visitor made to the new account at once', async () => {
    const c = t.client();
    const anonId = (await c.json<{ id: string }>('/test/write', { method: 'POST' })).body.id;
    const addr = email();
    expect((await signUp(c, { email: addr, password: 'secret1', name: 'Linked' })).status).toBe(200);
    const account = await me(c);
    expect(account).toMatchObject({ email: addr, isAnonymous: false });
    expect(account!.id).not.toBe(anonId);
    const [answers] = await t.deps.database.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.userId, account!.id));
    expect(answers?.answers).toEqual({ postcard: 'pc_world_summit' });
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, anonId))).toHaveLength(0);
  });

  it('moves what an anonymous visitor made to an existing account on sign-in', async () => {
    const { email: addr } = await account('Existing');
    const c = t.client();
    await c.json('/test/write', { method: 'POST' });
    const res = await c.json<{ user: { id: string } }>('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1' },
    });
    expect(res.status).toBe(200);
    const [answers] = await t.deps.database.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.userId, res.body.user.id));
    expect(answers?.answers).toEqual({ postcard: 'pc_world_summit' });
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    try {
      const c = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await c.request('/api/auth/sign-in/email', {
              method: 'POST',
              json: { email: 'x@example.com', password: 'nopenope' },
            })
          ).status,
        );
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends at most 5 mails an hour to one address, however often sign-up and resends are asked', async () => {
    const addr = email();
    await signUp(t.client(), { email: addr, password: 'secret1', name: 'Flooded' });
    for (let i = 0; i < 8; i++) {
      const res = await t
        .client()
        .request('/api/auth/send-verification-email', { method: 'POST', json: { email: addr } });
      expect(res.status).toBe(200);
    }
    expect(mailsTo(addr)).toHaveLength(5);
  });
});
