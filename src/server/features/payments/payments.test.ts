import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import { entitlements, paymentOrders, trackingEvents, visitorAges } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { insertCover, visitor } from '../covers/test-support';
import { hasActiveEntitlement } from './index';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import type { OutboxMailer } from '@server/providers/mail/outbox';
import {
  CARD,
  DAY,
  DECLINED,
  NO_FUNDS,
  deliverToApp,
  local,
  movableClock,
  outbox,
  pay,
  paymentsTestApp,
  sessionIdOf,
  startCheckout,
} from './test-support';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());

const db = () => t.deps.database.db;
const email = () => `pay_${newId().toLowerCase()}@example.com`;
const entitlementsOf = async (c: TestClient) =>
  (
    await c.json<{ entitlements: { product: string; status: string; periodEnd: string | null; paidBy: string }[] }>(
      '/api/entitlements',
    )
  ).body.entitlements;
const events = (userId: string, type: string) =>
  db()
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.eventType, type)));

describe('checkout (local provider)', () => {
  it("a checkout session's e-mail is shown to its buyer only", async () => {
    const c = t.client();
    const addr = `buyer_${Date.now()}@example.com`;
    expect(
      (
        await c.json('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: addr, password: 'secret-77', name: 'Bo' },
        })
      ).status,
    ).toBe(200);
    const res = await startCheckout(c, 'talk');
    expect(res.status).toBe(200);
    const id = sessionIdOf(res.body.url);
    expect((await c.json<{ email: string | null }>(`/api/pay/local/sessions/${id}`)).body.email).toBe(addr);
    for (const stranger of [
      t.client(),
      await (async () => {
        const v = t.client();
        await v.json('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
        return v;
      })(),
    ]) {
      const view = await stranger.json<{ email: string | null }>(`/api/pay/local/sessions/${id}`);
      expect(view.status).toBe(200);
      expect(view.body.email).toBeNull();
      expect(JSON.stringify(view.body)).not.toContain(addr);
    }
  });

  it('starts a Talk checkout for a new visitor, at the price of the config whatever the client sends', async () => {
    const c = t.client();
    const res = await startCheckout(c, 'talk', { amountCents: 1, currency: 'usd', price: 0 });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/localhost:3000\/pay\/cs_test_/);
    const id = sessionIdOf(res.body.url);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, id));
    expect(order).toMatchObject({ product: 'talk', amountCents: 900, currency: 'eur', status: 'open', paidBy: 'self' });
    const view = await c.json<{ amountCents: number; productName: string; cancelUrl: string; mode: string }>(
      `/api/pay/local/sessions/${id}`,
    );
    expect(view.body).toMatchObject({
      amountCents: 900,
      productName: 'FutureSelf Talk',
      mode: 'subscription',
      cancelUrl: 'http://localhost:3000/talk-canceled',
    });
    const status = await c.json<{ status: string }>(`/api/checkout/sessions/${id}`);
    expect(status.body).toEqual({
      status: 'open',
      service: 'talk',
      amountCents: 900,
      currency: 'eur',
      sponsored: false,
    });
  });

  it('4242 pays: the entitlement, checkout_succeeded (value 9, attribution), a receipt, the success address', async () => {
    const { c, userId } = await visitor(t);
    await insertCover(t, userId);
    const { body } = await startCheckout(c, 'talk');
    const id = sessionIdOf(body.url);
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(false);
    const to = email();
    const paid = await pay(c, id, { ...CARD, email: to });
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`http://localhost:3000/talk-success?session_id=${id}`);
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
    const [ent] = await entitlementsOf(c);
    expect(ent).toMatchObject({ product: 'talk', status: 'active', paidBy: 'self' });
    expect(new Date(ent!.periodEnd!).toISOString()).toBe('2026-12-23T12:00:00.000Z');
    const [started] = await events(userId, 'checkout_started');
    expect(started?.eventData).toMatchObject({ service: 'talk', value: 9 });
    const succeeded = await events(userId, 'checkout_succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ cohortId: 'demo-academy', ambassadorCode: 'DEMO1' });
    expect(succeeded[0]!.eventData).toMatchObject({ service: 'talk', value: 9, currency: 'EUR', sponsored: false });
    const receipt = outbox(t).filter((m) => m.to === to);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toContain('€9.00');
    expect(receipt[0]!.html).toContain('Payment received');
    expect(receipt[0]!.text).toContain('Amount paid: €9.00');
    const status = await c.json(`/api/checkout/sessions/${id}`);
    expect(status.body).toEqual({
      status: 'paid',
      service: 'talk',
      amountCents: 900,
      currency: 'eur',
      sponsored: false,
      account: 'created',
      receipt: 'sent',
    });
    // Paying again for what is active is refused before any session is made.
    const again = await startCheckout(c, 'talk');
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('already_entitled');
    // The page submitted twice: the second answer is the same success, nothing is granted twice.
    expect((await pay(c, id)).body.redirectUrl).toBe(paid.body.redirectUrl);
    expect(await events(userId, 'checkout_succeeded')).toHaveLength(1);
  });

  it('a declined card and insufficient funds show the card error and grant nothing', async () => {
    const { c, userId } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const id = sessionIdOf(body.url);
    const declined = await pay(c, id, DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    const poor = await pay(c, id, NO_FUNDS);
    expect(poor.body.error).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const wrong = await pay(c, id, { ...CARD, number: '4242 4242 4242 4241' });
    expect(wrong.body).toMatchObject({ error: { code: 'incorrect_number' }, field: 'number' });
    const past = await pay(c, id, { ...CARD, expiry: '01 / 20' });
    expect(past.body).toMatchObject({ error: { code: 'invalid_expiry' }, field: 'expiry' });
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
    expect(await entitlementsOf(c)).toEqual([]);
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('open');
    // Then a good card works on the same session.
    expect((await pay(c, id)).status).toBe(200);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(true);
    const [ent] = await entitlementsOf(c);
    expect(ent).toMatchObject({ product: 'strategy', status: 'active', periodEnd: null, paidBy: 'self' });
    const [ev] = await events(userId, 'checkout_succeeded');
    expect(ev!.eventData).toMatchObject({ service: 'strategy', value: 90 });
  });

  it('an abandoned checkout expires after 24 hours and grants nothing', async () => {
    const { c, userId } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const id = sessionIdOf(body.url);
    clock.advance(DAY + 1000);
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('expired');
    expect((await pay(c, id)).status).toBe(410);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, id));
    expect(order!.status).toBe('expired');
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
  });

  it('refuses the paid paths to a person known to be under 18, also when a sponsor would pay', async () => {
    const { c, userId } = await visitor(t);
    await db()
      .insert(visitorAges)
      .values({ userId, birthYear: new Date().getUTCFullYear() - 15, country: 'SE' });
    const res = await startCheckout(c, 'talk');
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('under_18');
    expect((await startCheckout(c, 'strategy')).status).toBe(403);
    const adult = await visitor(t);
    await db().insert(visitorAges).values({ userId: adult.userId, birthYear: 1990, country: 'SE' });
    expect((await startCheckout(adult.c, 'strategy')).status).toBe(200);
  });

  it('unknown sessions are 404, malformed ones too', async () => {
    const c = t.client();
    expect((await c.json('/api/checkout/sessions/cs_test_doesnotexist0000000000')).status).toBe(404);
    expect((await c.json('/api/checkout/sessions/%3Cscript%3E')).status).toBeLessThan(500);
    expect((await c.json('/api/pay/local/sessions/cs_test_nope')).status).toBe(404);
  });

  it('a lost event still converges: the success page check fulfils a paid session', async () => {
    const { c, userId } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const id = sessionIdOf(body.url);
    const provider = local(t);
    provider.setDelivery(async () => {
      throw new Error('webhook endpoint down');
    });
    try {
      expect((await pay(c, id)).status).toBe(200);
    } finally {
      deliverToApp(t);
    }
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('paid');
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(true);
    expect(await events(userId, 'checkout_succeeded')).toHaveLength(1);
  });
  it('the success page check says when the receipt could not be delivered (its outbox row; decision 087)', async () => {
    const { c } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const id = sessionIdOf(body.url);
    // the mail server refuses the mailbox (SMTP 550): the receipt's row is failed, the payment stands
    const inner = (t.deps.mailer as OutboxMailer).inner as LocalMailer;
    const original = inner.send.bind(inner);
    inner.send = async () => {
      throw Object.assign(new Error('550 No such mailbox'), { responseCode: 550 });
    };
    try {
      expect((await pay(c, id, { ...CARD, email: email() })).status).toBe(200);
    } finally {
      inner.send = original;
    }
    const status = await c.json<{ status: string; receipt?: string }>(`/api/checkout/sessions/${id}`);
    expect(status.body).toMatchObject({ status: 'paid', receipt: 'failed' });
    // a temporary failure is 'sending' (retried), never 'sent'
    const second = await visitor(t);
    const other = sessionIdOf((await startCheckout(second.c, 'strategy')).body.url);
    inner.send = async () => {
      throw new Error('connection timed out');
    };
    try {
      expect((await pay(second.c, other, { ...CARD, email: email() })).status).toBe(200);
      const later = await second.c.json<{ receipt?: string }>(`/api/checkout/sessions/${other}`);
      expect(later.body.receipt).toBe('sending');
    } finally {
      inner.send = original;
    }
    // an open session says nothing about a receipt
    const third = await visitor(t);
    const open = sessionIdOf((await startCheckout(third.c, 'strategy')).body.url);
    expect((await third.c.json<{ receipt?: string }>(`/api/checkout/sessions/${open}`)).body.receipt).toBeUndefined();
  });
});

describe('Talk subscription on the local clock', () => {
  it('renews each month with a receipt, cancels at period end from the portal, then ends', async () => {
    const { c, userId } = await visitor(t);
    const { body } = await startCheckout(c, 'talk');
    const id = sessionIdOf(body.url);
    const to = email();
    await pay(c, id, { ...CARD, email: to });
    const firstEnd = (await entitlementsOf(c))[0]!.periodEnd!;

    clock.advance(31 * DAY);
    await local(t).tick();
    const [renewed] = await entitlementsOf(c);
    expect(renewed!.status).toBe('active');
    expect(new Date(renewed!.periodEnd!).getTime()).toBeGreaterThan(new Date(firstEnd).getTime());
    expect(outbox(t).filter((m) => m.to === to)).toHaveLength(2);
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(orders.filter((o) => o.status === 'paid')).toHaveLength(2);

    // The portal: cancel at period end.
    const portal = await c.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    const token = /\/pay\/portal\/([^/]+)$/.exec(portal.body.url)![1]!;
    const view = await c.json<{ subscriptions: { id: string; cancelAtPeriodEnd: boolean }[]; returnUrl: string }>(
      `/api/pay/local/portal/${token}`,
    );
    expect(view.body.returnUrl).toBe('http://localhost:3000/profile');
    const sub = view.body.subscriptions[0]!;
    const cancel = await c.json(`/api/pay/local/portal/${token}/subscriptions/${sub.id}`, {
      method: 'POST',
      json: { cancelAtPeriodEnd: true },
    });
    expect(cancel.status).toBe(200);
    const [ending] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')));
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(true);

    clock.advance(31 * DAY);
    await local(t).tick();
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(false);
    expect((await entitlementsOf(c))[0]!.status).toBe('canceled');
    // No renewal receipt after the cancellation.
    expect(outbox(t).filter((m) => m.to === to)).toHaveLength(2);
    // A forged or foreign portal token changes nothing.
    expect((await c.json(`/api/pay/local/portal/${token}x`)).status).toBe(404);
  });

  it('the portal answers 404 for a visitor with no subscription', async () => {
    const { c } = await visitor(t);
    const res = await c.json<{ error: { code: string } }>('/api/billing/portal', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('no_subscription');
    expect((await t.client().json('/api/billing/portal', { method: 'POST' })).status).toBe(401);
  });
});
