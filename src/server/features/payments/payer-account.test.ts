import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';

import { magazineCovers, signInLinks, users } from '@server/db/schema';

import { newId } from '@server/lib/ids';

import { insertCover, visitor } from '../covers/test-support';

import { hasActiveEntitlement } from './index';

import { CARD, DAY, movableClock, outbox, pay, paymentsTestApp, sessionIdOf, startCheckout } from './test-support';

/** Decision 066: whoever pays has an account, signed in on the browser that paid, with a sign-in link. */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());
const db = () => t.deps.database.db;
const email = () => `payer_${newId().toLowerCase()}@example.com`;
type Me = { id: string; email: string | null; isAnonymous: boolean } | null;
const me = async (c: TestClient) => (await c.json<{ user: Me }>('/api/me')).body.user;

/** The sign-in link in the last receipt to `to` (a path and query). */
function signInLinkIn(to: string): string {
  const mail = outbox(t)
    .filter((m) => m.to === to && /receipt/i.test(m.subject))
    .at(-1);
  expect(mail, `a receipt to ${to}`).toBeDefined();
  const m = /(http\S+\/api\/auth\/sign-in\/link\?token=[A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(m, 'a sign-in link in the receipt').not.toBeNull();
  const url = new URL(m![1]!);
  return url.pathname + url.search;
}

describe('an anonymous visitor pays', () => {
  it('a new address: the visitor becomes that account, still signed in here, with a receipt that signs in', async () => {
    const { c, userId } = await visitor(t);
    await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
    const addr = email();
    const id = sessionIdOf((await startCheckout(c, 'talk')).body.url);
    expect((await pay(c, id, { ...CARD, email: addr })).status).toBe(200);
    // The header's account icon now reads an account: this browser is signed in to it.
    expect(await me(c)).toMatchObject({ id: userId, email: addr, isAnonymous: false });
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
    const status = await c.json<{ status: string; account?: string }>(`/api/checkout/sessions/${id}`);
    expect(status.body).toMatchObject({ status: 'paid', account: 'created' });

    // The receipt's link, opened in another browser: signed in to the account, on Talk; once only.
    const link = signInLinkIn(addr);
    const other = t.client();
    const res = await other.request(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/chat');
    expect(await me(other)).toMatchObject({ id: userId, isAnonymous: false });
    const [u] = await db().select().from(users).where(eq(users.id, userId));
    expect(u!.emailVerified).toBe(true);
    const again = t.client();
    const second = await again.request(link);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toMatch(/\/auth\?/);
    expect(await me(again)).toBeNull();
  });

  it('an address that has an account: the purchase is theirs, this browser is not signed in without the link', async () => {
    const addr = email();
    const owner = t.client();
    const up = await owner.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: addr, password: 'a-good-secret-9', name: 'Maya Lindqvist' },
    });
    expect(up.status).toBe(200);
    const ownerId = (await me(owner))!.id;

    const { c, userId } = await visitor(t);
    const coverId = await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
    const id = sessionIdOf((await startCheckout(c, 'strategy')).body.url);
    expect((await pay(c, id, { ...CARD, email: addr })).status).toBe(200);
    expect(await me(c)).toMatchObject({ id: userId, isAnonymous: true });
    expect(await hasActiveEntitlement(db(), ownerId, 'strategy')).toBe(true);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
    const status = await c.json<{ status: string; account?: string }>(`/api/checkout/sessions/${id}`);
    expect(status.body).toMatchObject({ status: 'paid', account: 'existing' });

    // The link from the receipt, opened in the browser that paid: signed in, the visitor's poster comes along.
    const res = await c.request(signInLinkIn(addr));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/sprint/book');
    expect(await me(c)).toMatchObject({ id: ownerId, email: addr });
    const [cover] = await db().select().from(magazineCovers).where(eq(magazineCovers.id, coverId));
    expect(cover!.userId).toBe(ownerId);
  });

  it('a sign-in link expires', async () => {
    const { c, userId } = await visitor(t);
    const addr = email();
    const id = sessionIdOf((await startCheckout(c, 'strategy')).body.url);
    await pay(c, id, { ...CARD, email: addr });
    const link = signInLinkIn(addr);
    const [row] = await db().select().from(signInLinks).where(eq(signInLinks.userId, userId));
    await db()
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(signInLinks.id, row!.id));
    const other = t.client();
    const res = await other.request(link);
    expect(res.headers.get('location')).toMatch(/\/auth\?/);
    expect(await me(other)).toBeNull();
  });
});
