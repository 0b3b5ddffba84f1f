import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { account as newAccount, email, mails } from '../../../tests/helpers/factories';
import { verifications } from '@server/db/schema';

/** 'Forgot password?' (a link that works once, for an hour) and a change of e-mail confirmed by the new address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (addr: string) => mails(t, addr);
const post = <T = Record<string, unknown>>(c: TestClient, p: string, json: unknown = {}) =>
  c.json<T>(`/api/auth${p}`, { method: 'POST', json });
const me = async (c: TestClient) => (await c.json<{ user: { email: string | null } | null }>('/api/me')).body.user;
const linkIn = (text: string | undefined) => {
  const m = /(http:\/\/localhost:3000\/api\/auth\/\S+)/.exec(text ?? '');
  expect(m, 'a link in the e-mail').toBeTruthy();
  const u = new URL(m![1]!);
  return u.pathname + u.search;
};

/** An account signed up (and signed in) in its own client, not confirmed. */
const account = () => newAccount(t, { name: 'Riley', password: 'secret1', prefix: 'r' });

async function askReset(addr: string) {
  const res = await post(t.client(), '/request-password-reset', { email: addr, redirectTo: '/auth/reset-password' });
  expect(res.status).toBe(200);
  const mail = mailsTo(addr).at(-1)!;
  expect(mail.subject).toBe('Reset your FutureSelf password');
  return linkIn(mail.text);
}

/** Opens the e-mailed link as the browser would: better-auth checks it and sends the page the token (or an error). */
async function open(link: string) {
  const res = await t.client().request(link);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, 'http://localhost:3000');
}

describe('password reset', () => {
  it('mails a link that lands on the reset page with a token; the new password works, the old one and other sessions stop', async () => {
    const { c, email: addr } = await account();
    const landed = await open(await askReset(addr));
    expect(landed.pathname).toBe('/auth/reset-password');
    const token = landed.searchParams.get('token')!;
    expect(token).toBeTruthy();
    expect(mailsTo(addr).at(-1)!.html).toContain('works once, for 1 hour');

    expect((await post(t.client(), '/reset-password', { token, newPassword: 'new-secret-9' })).status).toBe(200);
    expect(await me(c)).toBeNull(); // every session of the account was signed out
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'secret1' })).status).toBe(401);
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'new-secret-9' })).status).toBe(200);
  });

  it('works once: the same link or token a second time is refused with a clear 400', async () => {
    const { email: addr } = await account();
    const link = await askReset(addr);
    const token = (await open(link)).searchParams.get('token')!;
    expect((await post(t.client(), '/reset-password', { token, newPassword: 'new-secret-9' })).status).toBe(200);
    const again = await post<{ code: string }>(t.client(), '/reset-password', { token, newPassword: 'other-secret-9' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await open(link)).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('a newer link voids every older one', async () => {
    const { email: addr } = await account();
    const older = (await open(await askReset(addr))).searchParams.get('token')!;
    const newer = (await open(await askReset(addr))).searchParams.get('token')!;
    const stale = await post<{ code: string }>(t.client(), '/reset-password', {
      token: older,
      newPassword: 'old-link-9',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('INVALID_TOKEN');
    expect((await post(t.client(), '/reset-password', { token: newer, newPassword: 'new-link-9' })).status).toBe(200);
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'new-link-9' })).status).toBe(200);
  });

  it('expires after one hour', async () => {
    const { email: addr } = await account();
    const token = (await open(await askReset(addr))).searchParams.get('token')!;
    const db = t.deps.database.db;
    const [row] = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `reset-password:${token}`));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(5_000);
    // An hour later (moved in the database, not waited for).
    await db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const res = await post<{ code: string }>(t.client(), '/reset-password', { token, newPassword: 'new-secret-9' });
    expect(res.status).toBe(400);
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'secret1' })).status).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing; refuses a short new password', async () => {
    const nobody = email('r');
    const res = await post(t.client(), '/request-password-reset', {
      email: nobody,
      redirectTo: '/auth/reset-password',
    });
    expect(res.status).toBe(200);
    expect(mailsTo(nobody)).toHaveLength(0);
    expect((await post(t.client(), '/request-password-reset', { email: 'not-an-email' })).status).toBe(400);

    const { email: addr } = await account();
    const token = (await open(await askReset(addr))).searchParams.get('token')!;
    const short = await post<{ message: string }>(t.client(), '/reset-password', { token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect((await post(t.client(), '/reset-password', { token: 'forged', newPassword: 'new-secret-9' })).status).toBe(
      400,
    );
  });
});

describe('change of e-mail', () => {
  it('takes effect only when the link mailed to the new address is opened', async () => {
    const { c, email: addr } = await account();
    const next = email('r');
    const res = await post(c, '/change-email', { newEmail: next, callbackURL: '/profile' });
    expect(res.status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    const mail = mailsTo(next).at(-1)!;
    expect(mail.subject).toBe('Confirm your new FutureSelf e-mail address');
    const landed = await c.request(linkIn(mail.text));
    expect(landed.status).toBe(302);
    expect((await me(c))?.email).toBe(next);
    expect((await post(t.client(), '/sign-in/email', { email: next, password: 'secret1' })).status).toBe(200);
    expect((await post(t.client(), '/sign-in/email', { email: addr, password: 'secret1' })).status).toBe(401);
  });

  it('refuses a malformed address, and does not take an address that has an account', async () => {
    const { c, email: addr } = await account();
    const { email: taken } = await account();
    expect((await post(c, '/change-email', { newEmail: 'nope' })).status).toBe(400);
    expect((await post(c, '/change-email', { newEmail: taken })).status).toBe(200);
    expect((await me(c))?.email).toBe(addr);
    expect(mailsTo(taken).filter((m) => m.subject.includes('new'))).toHaveLength(0);
  });
});
