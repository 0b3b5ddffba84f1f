import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';

import { magazineCovers, paymentOrders, sponsorships, users, visitorAges } from '@server/db/schema';

import { newId } from '@server/lib/ids';

import { insertCover, visitor } from '../covers/test-support';

import { PARENT_CONSENT_COUNTRIES, PARENT_SPONSOR_NOT_ALLOWED } from '@content/consent-ages';

import { hasActiveEntitlement } from './index';

import { CARD, movableClock, outbox, pay, paymentsTestApp, sessionIdOf, startCheckout } from './test-support';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());
const db = () => t.deps.database.db;
const parent = () => `parent_${newId().toLowerCase()}@example.com`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function personWithPoster() {
  const { c, userId } = await visitor(t);
  const coverId = await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
  const key = `covers/${coverId}.png`;
  await t.deps.storage.put(key, PNG, 'image/png');
  await db().update(magazineCovers).set({ imageKey: key }).where(eq(magazineCovers.id, coverId));
  return { c, userId };
}

const send = (c: TestClient, json: Record<string, unknown>) =>
  c.json<{ ok?: boolean; error?: { code: string; message: string } }>('/api/sponsorships', { method: 'POST', json });

/** The sponsor link from the parent's e-mail. */
function linkIn(to: string): { token: string; service: string } {
  const mail = outbox(t).find((m) => m.to === to);
  expect(mail).toBeDefined();
  const m = /\/sponsor-checkout\?sponsor=([A-Za-z0-9_-]+)&service=(talk|strategy)/.exec(mail!.text);
  expect(m).not.toBeNull();
  return { token: m![1]!, service: m![2]! };
}

describe('sponsorship', () => {
  it('mails the parent the request with the poster and a link that a sponsor can pay without an account', async () => {
    const { c, userId } = await personWithPoster();
    const to = parent();
    const res = await send(c, { parentNames: 'Anna & Lars', parentEmail: to, serviceType: 'talk' });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const mail = outbox(t).find((m) => m.to === to)!;
    expect(mail.subject).toBe('Maya asks you to sponsor FutureSelf Talk');
    expect(mail.html).toContain('<img src="http://localhost:3000/api/sponsorships/');
    expect(mail.text).toContain('Hi Anna & Lars,');
    const { token, service } = linkIn(to);
    expect(service).toBe('talk');
    expect(token).toHaveLength(43);
    // Only the token's hash is stored.
    const [row] = await db().select().from(sponsorships).where(eq(sponsorships.userId, userId));
    expect(row!.tokenHash).not.toContain(token);

    // The sponsor page, in a fresh browser.
    const sponsor = t.client();
    const ctx = await sponsor.json<{ firstName: string; posterUrl: string; serviceType: string; message: string }>(
      `/api/sponsorships/${token}`,
    );
    expect(ctx.status).toBe(200);
    expect(ctx.body).toMatchObject({
      firstName: 'Maya',
      serviceType: 'talk',
      posterUrl: `/api/sponsorships/${token}/poster`,
    });
    expect(ctx.body.message.length).toBeGreaterThan(10);
    expect(Object.keys(ctx.body).sort()).toEqual([
      'already',
      'firstName',
      'message',
      'parentConsentNeeded',
      'posterUrl',
      'serviceType',
    ]);
    expect(ctx.body).toMatchObject({ parentConsentNeeded: false });
    const poster = await sponsor.request(ctx.body.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/png');
    // Meant for the sponsor's e-mail: a web mail's page may show it; every other response stays same-origin.
    expect(poster.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await sponsor.request('/api/offers/config')).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );

    // The sponsor pays: no visitor is made for them; the entitlement is the person's, paid by a sponsor.
    const checkout = await startCheckout(sponsor, 'talk', { sponsorToken: token, amountCents: 1 });
    expect(checkout.status).toBe(200);
    // no visitor (no session cookie); only the checkout's key for this browser, on the pay page's API path
    expect([...sponsor.cookies.keys()]).toEqual(['fs_sponsor_checkout']);
    const id = sessionIdOf(checkout.body.url);
    const view = await sponsor.json<{ cancelUrl: string; email: string }>(`/api/pay/local/sessions/${id}`);
    expect(view.body.cancelUrl).toBe(`http://localhost:3000/sponsor-checkout?sponsor=${token}&service=talk&canceled=1`);
    expect(view.body.email).toBe(to);
    // Anyone else with the session's link (another browser, the person themself) sees no e-mail (decision 065).
    for (const other of [t.client(), c]) {
      const seen = await other.json<{ email: string | null }>(`/api/pay/local/sessions/${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.email).toBeNull();
      expect(JSON.stringify((await other.json(`/api/checkout/sessions/${id}`)).body)).not.toContain(to);
    }
    const paid = await pay(sponsor, id, CARD);
    expect(paid.body.redirectUrl).toBe(
      `http://localhost:3000/sponsor-checkout?sponsor=${token}&service=talk&paid=1&session_id=${id}`,
    );
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
    const ents = await c.json<{ entitlements: { paidBy: string; product: string }[] }>('/api/entitlements');
    expect(ents.body.entitlements).toEqual([expect.objectContaining({ product: 'talk', paidBy: 'sponsor' })]);
    const status = await sponsor.json<{ status: string; sponsored: boolean }>(`/api/checkout/sessions/${id}`);
    expect(status.body).toMatchObject({ status: 'paid', sponsored: true });
    // The sponsor's receipt.
    expect(
      outbox(t)
        .filter((m) => m.to === to)
        .map((m) => m.subject),
    ).toContain('Your FutureSelf receipt — €9.00');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, id));
    expect(order).toMatchObject({ paidBy: 'sponsor', amountCents: 900, userId });
  });

  it('a parent may sponsor a person under 18 only with their consent, which is recorded', async () => {
    const { c, userId } = await personWithPoster();
    await db()
      .insert(visitorAges)
      .values({ userId, birthYear: new Date().getUTCFullYear() - 15, country: 'DE' });
    const to = parent();
    expect((await send(c, { parentNames: 'Anna', parentEmail: to, serviceType: 'talk' })).status).toBe(200);
    const { token } = linkIn(to);
    const sponsor = t.client();
    const ctx = await sponsor.json<{ parentConsentNeeded: boolean }>(`/api/sponsorships/${token}`);
    expect(ctx.body.parentConsentNeeded).toBe(true);
    // without the consent: refused, with the reason, nothing recorded
    const without = await startCheckout(sponsor, 'talk', { sponsorToken: token });
    expect(without.status).toBe(403);
    expect(without.body.error?.code).toBe('parent_consent_needed');
    const [before] = await db().select().from(sponsorships).where(eq(sponsorships.userId, userId));
    expect(before!.parentConsentAt).toBeNull();
    // with it: the checkout opens and the consent's time is kept
    const withConsent = await startCheckout(sponsor, 'talk', { sponsorToken: token, parentConsent: true });
    expect(withConsent.status).toBe(200);
    const [after] = await db().select().from(sponsorships).where(eq(sponsorships.userId, userId));
    expect(after!.parentConsentAt).toBeInstanceOf(Date);
    // the person themself still cannot buy (nor tick a parent's box for themself)
    expect((await startCheckout(c, 'talk', { parentConsent: true })).status).toBe(403);
  });

  it("a person under 18 where a parent's consent cannot be taken: the page says why and nobody can pay", async () => {
    const { c, userId } = await personWithPoster();
    // a country not in content/consent-ages.ts's PARENT_CONSENT_COUNTRIES (decision 087)
    expect(PARENT_CONSENT_COUNTRIES).not.toContain('US');
    await db()
      .insert(visitorAges)
      .values({ userId, birthYear: new Date().getUTCFullYear() - 15, country: 'US' });
    const to = parent();
    expect((await send(c, { parentNames: 'Anna', parentEmail: to, serviceType: 'talk' })).status).toBe(200);
    const { token } = linkIn(to);
    const sponsor = t.client();
    const ctx = await sponsor.json<{ parentConsentNeeded: boolean; parentConsentNotAllowed?: boolean }>(
      `/api/sponsorships/${token}`,
    );
    expect(ctx.body).toMatchObject({ parentConsentNeeded: false, parentConsentNotAllowed: true });
    // with or without the consent box: refused with the reason, nothing recorded, no checkout made
    for (const json of [{ sponsorToken: token }, { sponsorToken: token, parentConsent: true }]) {
      const res = await startCheckout(sponsor, 'talk', json);
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('parent_consent_not_allowed');
      expect((res.body.error as { message?: string } | undefined)?.message).toBe(PARENT_SPONSOR_NOT_ALLOWED.body);
    }
    const [row] = await db().select().from(sponsorships).where(eq(sponsorships.userId, userId));
    expect(row!.parentConsentAt).toBeNull();
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).toHaveLength(0);
    // the same person in a listed country, or with no country stated: the parent's consent is asked
    for (const country of ['SE', null]) {
      await db().update(visitorAges).set({ country }).where(eq(visitorAges.userId, userId));
      const again = await sponsor.json<{ parentConsentNeeded: boolean; parentConsentNotAllowed?: boolean }>(
        `/api/sponsorships/${token}`,
      );
      expect(again.body.parentConsentNeeded).toBe(true);
      expect(again.body.parentConsentNotAllowed).toBeUndefined();
    }
    // an adult in that country: nothing asked, nothing refused
    await db()
      .update(visitorAges)
      .set({ country: 'US', birthYear: new Date().getUTCFullYear() - 40 })
      .where(eq(visitorAges.userId, userId));
    expect((await sponsor.json(`/api/sponsorships/${token}`)).body).toMatchObject({ parentConsentNeeded: false });
    expect((await startCheckout(sponsor, 'talk', { sponsorToken: token })).status).toBe(200);
  });

  it('tells a sponsored person with an account by e-mail', async () => {
    const c = t.client();
    const addr = `kid_${newId().toLowerCase()}@example.com`;
    expect(
      (
        await c.request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: addr, password: 'secret123', name: 'Robin Lee' },
        })
      ).status,
    ).toBe(200);
    const to = parent();
    expect((await send(c, { parentNames: 'Mum', parentEmail: to, serviceType: 'strategy' })).status).toBe(200);
    const { token } = linkIn(to);
    const sponsor = t.client();
    const { body } = await startCheckout(sponsor, 'strategy', { sponsorToken: token });
    await pay(sponsor, sessionIdOf(body.url));
    const notice = outbox(t).find((m) => m.to === addr && m.subject.startsWith('You were sponsored'));
    expect(notice?.text).toContain('Robin, you were sponsored!');
  });

  it('refuses missing information, malformed and unknown tokens, and a deleted account', async () => {
    const { c, userId } = await personWithPoster();
    const missing = await send(c, { parentNames: ' ', parentEmail: '', serviceType: 'talk' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Missing information: Please enter parent names and email address.');
    expect((await send(c, { parentNames: 'A', parentEmail: 'not-an-address', serviceType: 'talk' })).status).toBe(400);
    expect((await send(c, { parentNames: 'A', parentEmail: parent(), serviceType: 'gold' })).status).toBe(400);

    const bad = await t.client().json<{ error: { code: string; message: string } }>('/api/sponsorships/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'invalid_sponsor', message: 'This sponsor link is not valid.' });
    const unknown = await t.client().json<{ error: { code: string } }>(`/api/sponsorships/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('sponsor_not_found');
    // The spec's user id is not a sponsor value.
    expect((await t.client().json(`/api/sponsorships/${userId}`)).status).toBeLessThan(500);
    expect((await startCheckout(t.client(), 'talk', { sponsorToken: 'A'.repeat(43) })).status).toBe(404);
    expect((await startCheckout(t.client(), 'talk', { sponsorToken: '../x' })).status).toBe(400);

    const to = parent();
    await send(c, { parentNames: 'Dad', parentEmail: to, serviceType: 'strategy' });
    const { token } = linkIn(to);
    expect((await t.client().json(`/api/sponsorships/${token}`)).status).toBe(200);
    await db().delete(users).where(eq(users.id, userId));
    const gone = await t.client().json<{ error: { code: string } }>(`/api/sponsorships/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('sponsor_not_found');
  });

  it('a mail failure answers 422 with the spec message, and sends are limited', async () => {
    const { c } = await personWithPoster();
    const mailer = t.deps.mailer;
    const original = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await send(c, { parentNames: 'A', parentEmail: parent(), serviceType: 'talk' });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        code: 'mail_failed',
        message: 'Error sending email - Please try again or use another sharing method.',
      });
    } finally {
      mailer.send = original;
    }
  });
});

describe('sponsorship limits', () => {
  it('limits sends per visitor and per parent address', async () => {
    const limited = await paymentsTestApp(undefined, { RATE_LIMIT_ENABLED: 'true' });
    try {
      const { c } = await visitor(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await send(c, { parentNames: 'P', parentEmail: parent(), serviceType: 'talk' })).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      const addr = parent();
      const per: number[] = [];
      for (let i = 0; i < 4; i++) {
        const v = await visitor(limited);
        per.push((await send(v.c, { parentNames: 'P', parentEmail: addr, serviceType: 'talk' })).status);
      }
      expect(per).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
