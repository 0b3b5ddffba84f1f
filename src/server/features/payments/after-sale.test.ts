import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import {
  ambassadors,
  coachProfiles,
  cohorts,
  entitlements,
  localRefunds,
  paymentEvents,
  paymentOrders,
  sprintSessions,
  trackingEvents,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { signPayload } from '@server/providers/payments/index';
import { visitor } from '../covers/test-support';
import { account } from '../show/test-support';
import { withOutboxSpy } from '../../../../tests/helpers/outbox-spy';
import { hasActiveEntitlement, localWebhookDelivery } from './index';
import {
  CARD,
  DAY,
  WEBHOOK_SECRET,
  local,
  movableClock,
  outbox,
  pay,
  paymentsTestApp,
  sessionIdOf,
  startCheckout,
} from './test-support';

/**
 * Money after the sale (decisions 045-047) on the local provider and its clock: receipts with VAT,
 * the 30-day money-back guarantee, refunds made in the provider (webhook), Talk cancelled at period end, and a
 * renewal the card declines (told, grace, ended).
 */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock, { RENEWAL_GRACE_DAYS: '7' })));
afterAll(() => t.close());

const db = () => t.deps.database.db;
const email = () => `after_${newId().toLowerCase()}@example.com`;
const mailsTo = (to: string) => outbox(t).filter((m) => m.to === to);

interface Purchases {
  purchases: { id: string; product: string; refundedAt: string | null; refundableUntil: string | null }[];
  talk: { status: string; cancelAtPeriodEnd: boolean; canCancel: boolean; graceEndsAt: string | null } | null;
}
const purchases = async (c: TestClient) => (await c.json<Purchases>('/api/purchases')).body;

/** A visitor who paid for a product with the given card details; returns the order. */
async function bought(product: 'talk' | 'strategy', card: Record<string, string> = {}) {
  const { c, userId } = await visitor(t);
  const to = email();
  const { body } = await startCheckout(c, product);
  const sessionId = sessionIdOf(body.url);
  const paid = await pay(c, sessionId, { ...CARD, email: to, ...card });
  expect(paid.status).toBe(200);
  const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, sessionId));
  expect(order!.status).toBe('paid');
  return { c, userId, to, order: order! };
}

describe('receipts with VAT', () => {
  it('splits the price by the country chosen at checkout, on the page, the e-mail and the PDF; owner only', async () => {
    const { c, to, order } = await bought('strategy', { country: 'de' });
    expect(order).toMatchObject({ buyerCountry: 'DE', vatRateBp: 1900, vatCents: 1437, amountCents: 9000 });
    expect(order.providerPaymentId).toBe(order.providerSessionId);

    const receipt = await c.json<Record<string, unknown>>(`/api/receipts/${order.id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      grossCents: 9000,
      netCents: 7563,
      vatCents: 1437,
      vatRateBp: 1900,
      buyerCountry: 'DE',
      seller: { name: 'FutureSelf', address: 'Stockholm, Sweden', vatId: null },
      kind: 'one-time',
      refundedAt: null,
    });
    const [mail] = mailsTo(to);
    expect(mail!.text).toContain('Net: €75.63');
    expect(mail!.text).toContain('VAT 19 % (Germany): €14.37');
    expect(mail!.text).toContain(`http://localhost:3000/receipts/${order.id}`);

    const pdf = await c.request(`/api/receipts/${order.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await visitor(t);
    expect((await stranger.c.json(`/api/receipts/${order.id}`)).status).toBe(404);
    expect((await stranger.c.request(`/api/receipts/${order.id}/pdf`)).status).toBe(404);
    expect((await t.client().json(`/api/receipts/${order.id}`)).status).toBe(401);
    expect((await c.json(`/api/receipts/${'x'.repeat(300)}`)).status).toBe(404);
  });

  it('uses BUYER_COUNTRY when the checkout gives none, and refuses a country that is not a code', async () => {
    const { order } = await bought('talk');
    expect(order).toMatchObject({ buyerCountry: 'SE', vatRateBp: 2500, vatCents: 180 });
    const { c } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const bad = await pay(c, sessionIdOf(body.url), { ...CARD, country: '1!' });
    expect(bad.status).toBe(402);
    expect(bad.body.error!.code).toBe('invalid_country');
  });

  it('charges no EU VAT outside the EU', async () => {
    const { order } = await bought('strategy', { country: 'US' });
    expect(order).toMatchObject({ buyerCountry: 'US', vatRateBp: 0, vatCents: 0 });
  });
});

describe('the 30-day money-back guarantee', () => {
  it('refunds within 30 days through the provider: the entitlement and booked sessions end, e-mail, then 409', async () => {
    const { c, userId, to, order } = await bought('strategy');
    expect(await hasActiveEntitlement(db(), userId, 'strategy', clock.now())).toBe(true);
    // A booked sprint session of this purchase (the coach is any account here).
    const coach = await visitor(t);
    await db().insert(coachProfiles).values({ userId: coach.userId, displayName: 'Coach' });
    const sessionId = newId();
    const startsAt = new Date(clock.now().getTime() + 5 * DAY);
    await db()
      .insert(sprintSessions)
      .values({
        id: sessionId,
        orderId: order.id,
        clientUserId: userId,
        coachUserId: coach.userId,
        number: 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      });
    clock.advance(29 * DAY);
    const before = await purchases(c);
    expect(before.purchases.find((p) => p.id === order.id)!.refundableUntil).not.toBeNull();

    const res = await c.json<Purchases>(`/api/purchases/${order.id}/refund`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.purchases.find((p) => p.id === order.id)).toMatchObject({ refundableUntil: null });
    expect(res.body.purchases.find((p) => p.id === order.id)!.refundedAt).not.toBeNull();
    expect(await hasActiveEntitlement(db(), userId, 'strategy', clock.now())).toBe(false);
    const [ent] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'strategy')));
    expect(ent!.status).toBe('canceled');
    const [session] = await db().select().from(sprintSessions).where(eq(sprintSessions.id, sessionId));
    expect(session!.status).toBe('cancelled');
    const refunds = await db().select().from(localRefunds).where(eq(localRefunds.paymentId, order.providerSessionId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBe(9000);
    const [after] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(after).toMatchObject({ refundedCents: 9000 });
    // One refund e-mail, though the request and the charge.refunded event both saw the refund.
    expect(mailsTo(to).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
    const receipt = await c.json<{ refundedCents: number }>(`/api/receipts/${order.id}`);
    expect(receipt.body.refundedCents).toBe(9000);

    const again = await c.json<{ error: { code: string } }>(`/api/purchases/${order.id}/refund`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_refunded');
    expect(
      await db().select().from(localRefunds).where(eq(localRefunds.paymentId, order.providerSessionId)),
    ).toHaveLength(1);
    // The refunded Strategy may be bought again.
    expect((await startCheckout(c, 'strategy')).status).toBe(200);
  });

  it('two requests at once: one refund, the other 409', async () => {
    const { c, to, order } = await bought('strategy');
    const [a, b] = await Promise.all([
      c.json(`/api/purchases/${order.id}/refund`, { method: 'POST' }),
      c.json(`/api/purchases/${order.id}/refund`, { method: 'POST' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(
      await db().select().from(localRefunds).where(eq(localRefunds.paymentId, order.providerSessionId)),
    ).toHaveLength(1);
    expect(mailsTo(to).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
  });

  it('after 30 days: 403; Talk: 409; someone else’s purchase: 404; signed out: 401', async () => {
    const { c, userId, order } = await bought('strategy');
    clock.advance(30 * DAY + 60_000);
    const late = await c.json<{ error: { code: string; message: string } }>(`/api/purchases/${order.id}/refund`, {
      method: 'POST',
    });
    expect(late.status).toBe(403);
    expect(late.body.error.code).toBe('refund_window_closed');
    expect(await hasActiveEntitlement(db(), userId, 'strategy', clock.now())).toBe(true);
    expect((await purchases(c)).purchases[0]!.refundableUntil).toBeNull();

    const talk = await bought('talk');
    const notRefundable = await talk.c.json<{ error: { code: string } }>(`/api/purchases/${talk.order.id}/refund`, {
      method: 'POST',
    });
    expect(notRefundable.status).toBe(409);
    expect(notRefundable.body.error.code).toBe('not_refundable');

    const fresh = await bought('strategy');
    const other = await visitor(t);
    expect((await other.c.json(`/api/purchases/${fresh.order.id}/refund`, { method: 'POST' })).status).toBe(404);
    expect((await t.client().json(`/api/purchases/${fresh.order.id}/refund`, { method: 'POST' })).status).toBe(401);
    expect((await fresh.c.json('/api/purchases/a.b/refund', { method: 'POST' })).status).toBe(404);
  });

  it('a refund made in the provider ends the entitlement once, however often charge.refunded comes', async () => {
    const { userId, to, order } = await bought('strategy');
    const provider = local(t);
    const delivered: string[] = [];
    const toApp = localWebhookDelivery(() => t.deps);
    provider.setDelivery(async (p, s) => {
      delivered.push(p);
      await toApp(p, s);
    });
    await provider.refund(order.providerPaymentId!, { amountCents: 9000, idempotencyKey: 'x', metadata: {} });
    // The same refund again at the provider: the first one, no new event.
    await provider.refund(order.providerPaymentId!, { amountCents: 9000, idempotencyKey: 'y', metadata: {} });
    const refundEvents = delivered.filter((p) => JSON.parse(p).type === 'charge.refunded');
    expect(refundEvents).toHaveLength(1);
    expect(await hasActiveEntitlement(db(), userId, 'strategy', clock.now())).toBe(false);

    const post = (payload: string) =>
      t.client().json<{ duplicate?: boolean }>('/api/payments/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, WEBHOOK_SECRET) },
      });
    // The same event again: a duplicate; a new event about the same charge: acts on nothing.
    expect((await post(refundEvents[0]!)).body.duplicate).toBe(true);
    const copy = JSON.parse(refundEvents[0]!) as { id: string };
    copy.id = `evt_${newId()}`;
    expect((await post(JSON.stringify(copy))).status).toBe(200);
    const [seen] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, copy.id));
    expect(seen!.processedAt).not.toBeNull();
    expect(mailsTo(to).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
    const [after] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(after!.refundedAt).not.toBeNull();
    // The dashboard takes the purchase's conversion back once: one checkout_refunded event.
    const refunded = await db()
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.eventType, 'checkout_refunded')));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.eventData).toMatchObject({ order_id: order.id, service: 'strategy' });
    expect(refunded[0]!.cohortId).toBe(order.cohortId);
  });
});

describe('Talk after the sale', () => {
  it('Cancel subscription: access until the period ends, an e-mail, resume, then ended at period end', async () => {
    const { c, userId, to } = await bought('talk');
    const res = await c.json<Purchases>('/api/subscriptions/talk', {
      method: 'POST',
      json: { cancelAtPeriodEnd: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.talk).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, canCancel: true });
    expect(mailsTo(to).filter((m) => m.subject.includes('is cancelled'))).toHaveLength(1);
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(true);

    // Resume, and cancel again (the provider's subscription follows each time).
    const resumed = await c.json<Purchases>('/api/subscriptions/talk', {
      method: 'POST',
      json: { cancelAtPeriodEnd: false },
    });
    expect(resumed.body.talk!.cancelAtPeriodEnd).toBe(false);
    await c.json('/api/subscriptions/talk', { method: 'POST', json: { cancelAtPeriodEnd: true } });

    clock.advance(20 * DAY);
    await local(t).tick();
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(true);
    clock.advance(12 * DAY);
    await local(t).tick();
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(false);
    expect((await purchases(c)).talk).toMatchObject({ status: 'canceled', canCancel: false });
    const gone = await c.json<{ error: { code: string } }>('/api/subscriptions/talk', {
      method: 'POST',
      json: { cancelAtPeriodEnd: true },
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('no_subscription');
    expect(
      (await c.json('/api/subscriptions/talk', { method: 'POST', json: { cancelAtPeriodEnd: 'yes' } })).status,
    ).toBe(400);
  });

  it("Talk's cancel e-mail is written in the cancellation's transaction (decision 065)", async () => {
    const { c, to } = await bought('talk');
    const spy = await withOutboxSpy(t, async () => {
      const res = await c.json('/api/subscriptions/talk', { method: 'POST', json: { cancelAtPeriodEnd: true } });
      expect(res.status).toBe(200);
    });
    expect(spy.inTheChangesTransaction).toBe(true);
    expect(spy.sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual([
      expect.stringContaining('is cancelled'),
    ]);
  });

  it('a declined renewal: e-mail, retries, access through the grace period, then ended', async () => {
    // 4000 0000 0000 0341 pays the checkout and declines every renewal.
    const { c, userId, to } = await bought('talk', { number: '4000 0000 0000 0341' });
    const [ent0] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')));
    const periodEnd = ent0!.periodEnd!.getTime();

    clock.advance(periodEnd - clock.now().getTime() + 60_000); // the renewal is due
    await local(t).tick();
    const failed = mailsTo(to).filter((m) => m.subject.includes('payment failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain('We will try again on');
    const p1 = await purchases(c);
    expect(p1.talk).toMatchObject({ status: 'past_due' });
    const graceEnds = new Date(p1.talk!.graceEndsAt!).getTime();
    expect(graceEnds - clock.now().getTime()).toBe(7 * DAY);
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(true);
    // No paid renewal order.
    const paidOrders = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(paidOrders).toHaveLength(1);

    clock.advance(3 * DAY + 60_000); // the first retry fails too
    await local(t).tick();
    expect(mailsTo(to).filter((m) => m.subject.includes('payment failed'))).toHaveLength(2);
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(true);
    // The grace period does not move with a retry.
    expect(new Date((await purchases(c)).talk!.graceEndsAt!).getTime()).toBe(graceEnds);

    clock.advance(4 * DAY); // day 7: the grace period is over
    expect(await hasActiveEntitlement(db(), userId, 'talk', clock.now())).toBe(false);
    const entitlementsRes = await c.json<{ entitlements: { status: string }[] }>('/api/entitlements');
    expect(entitlementsRes.body.entitlements[0]!.status).toBe('expired');

    clock.advance(2 * DAY); // day 9: retries at day 5 and 8 fail, the last one ends the subscription
    await local(t).tick();
    const all = mailsTo(to).filter((m) => m.subject.includes('payment failed'));
    expect(all).toHaveLength(4);
    expect(all.at(-1)!.text).toContain('This was the last try');
    const [ended] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')));
    expect(ended!.status).toBe('canceled');
    expect((await purchases(c)).talk!.canCancel).toBe(false);
  });
});

describe('admin revenue (dashboard)', () => {
  it('counts revenue from orders by product, cohort and ambassador, net of refunds; lists refunds and sessions', async () => {
    const suffix = newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8);
    const cohortId = `rev-${suffix}`;
    const code = `REV${suffix.toUpperCase()}`;
    await db()
      .insert(cohorts)
      .values({ cohortId, name: `Revenue ${suffix}`, watermarkText: 'R', isActive: true });
    await db().insert(ambassadors).values({ ambassadorCode: code, name: 'Ada Ambassador', cohortId, isActive: true });
    const strategy = await bought('strategy'); // SE: 25 % VAT
    const talk = await bought('talk');
    for (const o of [strategy.order, talk.order])
      await db().update(paymentOrders).set({ cohortId, ambassadorCode: code }).where(eq(paymentOrders.id, o.id));
    expect((await strategy.c.json(`/api/purchases/${strategy.order.id}/refund`, { method: 'POST' })).status).toBe(200);
    // A booked session ahead with a coach.
    const coach = await visitor(t);
    await db()
      .insert(coachProfiles)
      .values({ userId: coach.userId, displayName: `Coach ${suffix}` });
    const startsAt = new Date(clock.now().getTime() + 2 * DAY);
    const client = await bought('strategy');
    await db()
      .insert(sprintSessions)
      .values({
        id: newId(),
        orderId: client.order.id,
        clientUserId: client.userId,
        coachUserId: coach.userId,
        number: 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      });

    const admin = await account(t, 'admin');
    const res = await admin.c.json<{
      totals: { grossCents: number; keptCents: number };
      byProduct: { product: string; refunds: number }[];
      byCohort: Record<string, unknown>[];
      byAmbassador: Record<string, unknown>[];
      refunds: { orderId: string; refundedCents: number }[];
      upcomingSessions: { coachName: string; count: number; next: string[] }[];
    }>('/api/dashboard/admin/revenue');
    expect(res.status).toBe(200);
    const expected = {
      payments: 2,
      grossCents: 9900,
      refundedCents: 9000,
      refunds: 1,
      keptCents: 900,
      vatKeptCents: 180,
      netOfVatCents: 720,
    };
    expect(res.body.byCohort.find((r) => r.cohortId === cohortId)).toMatchObject({
      name: `Revenue ${suffix}`,
      ...expected,
    });
    expect(res.body.byAmbassador.find((r) => r.ambassadorCode === code)).toMatchObject({
      name: 'Ada Ambassador',
      ...expected,
    });
    expect(res.body.byProduct.find((r) => r.product === 'strategy')!.refunds).toBeGreaterThanOrEqual(1);
    expect(res.body.totals.keptCents).toBeLessThan(res.body.totals.grossCents);
    expect(res.body.refunds.find((r) => r.orderId === strategy.order.id)).toMatchObject({ refundedCents: 9000 });
    expect(res.body.upcomingSessions.find((c) => c.coachName === `Coach ${suffix}`)).toEqual({
      coachUserId: coach.userId,
      coachName: `Coach ${suffix}`,
      count: 1,
      next: [startsAt.toISOString()],
    });

    const user = await account(t);
    expect((await user.c.json('/api/dashboard/admin/revenue')).status).toBe(403);
    expect((await t.client().json('/api/dashboard/admin/revenue')).status).toBe(401);
  });
});
