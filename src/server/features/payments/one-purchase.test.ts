import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import { entitlements, localCheckoutSessions, localSubscriptions, paymentOrders } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { insertCover, visitor } from '../covers/test-support';
import { hasActiveEntitlement } from './index';
import { handleWebhook } from './webhooks';
import {
  CARD,
  deliverToApp,
  local,
  movableClock,
  outbox,
  pay,
  paymentsTestApp,
  sessionIdOf,
  startCheckout,
} from './test-support';

/** Decision 066: one purchase per person and product; one payment customer per person. */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());
const db = () => t.deps.database.db;
const ordersOf = (userId: string, product: 'talk' | 'strategy') =>
  db()
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.product, product)));
const charged = (rows: (typeof paymentOrders.$inferSelect)[]) =>
  rows.filter((o) => o.status === 'paid' && !o.refundedAt);

/** Holds the local provider's events (as a slow webhook would) until `release`. */
function holdEvents() {
  const held: [string, string][] = [];
  local(t).setDelivery(async (p, s) => {
    held.push([p, s]);
  });
  return async () => {
    deliverToApp(t);
    for (const [p, s] of held) expect((await handleWebhook(t.deps, p, s)).status).toBe(200);
  };
}

async function sponsorTokenFor(c: TestClient, service: 'talk' | 'strategy') {
  const to = `parent_${newId().toLowerCase()}@example.com`;
  const res = await c.json('/api/sponsorships', {
    method: 'POST',
    json: { parentNames: 'Anna', parentEmail: to, serviceType: service },
  });
  expect(res.status).toBe(200);
  const mail = outbox(t).find((m) => m.to === to)!;
  return /sponsor=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

describe('one purchase per person and product', () => {
  it('two tabs: the second checkout is the same checkout, and paying both charges once', async () => {
    const { c, userId } = await visitor(t);
    const a = await startCheckout(c, 'strategy');
    const b = await startCheckout(c, 'strategy');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const idA = sessionIdOf(a.body.url);
    const idB = sessionIdOf(b.body.url);
    expect((await pay(c, idA)).status).toBe(200);
    const second = await pay(c, idB);
    // Either the same session (already paid: straight to the success page) or refused: never a second charge.
    if (idA !== idB) expect(second.status).toBe(410);
    expect(charged(await ordersOf(userId, 'strategy'))).toHaveLength(1);
    const paidSessions = await db()
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.paymentStatus, 'paid'));
    expect(paidSessions.filter((s) => s.metadata.user_id === userId)).toHaveLength(1);
    // A third tab after the payment: no checkout.
    expect((await startCheckout(c, 'strategy')).status).toBe(409);
  });

  it('an open checkout older than the payment cannot be paid afterwards (the provider expires it)', async () => {
    const { c, userId } = await visitor(t);
    await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
    const own = sessionIdOf((await startCheckout(c, 'strategy')).body.url);
    const token = await sponsorTokenFor(c, 'strategy');
    const sponsor = t.client();
    const theirs = sessionIdOf((await startCheckout(sponsor, 'strategy', { sponsorToken: token })).body.url);
    expect(theirs).not.toBe(own);
    expect((await pay(c, own)).status).toBe(200);
    const late = await pay(sponsor, theirs, { ...CARD, email: 'anna@example.com' });
    expect(late.status).toBe(410);
    expect(charged(await ordersOf(userId, 'strategy'))).toHaveLength(1);
  });

  it('a duplicate that slips through is refunded (Strategy) and the access stays', async () => {
    const { c, userId } = await visitor(t);
    await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
    const own = sessionIdOf((await startCheckout(c, 'strategy')).body.url);
    const token = await sponsorTokenFor(c, 'strategy');
    const sponsor = t.client();
    const theirs = sessionIdOf((await startCheckout(sponsor, 'strategy', { sponsorToken: token })).body.url);
    const release = holdEvents();
    const anna = `anna_${newId().toLowerCase()}@example.com`;
    expect((await pay(c, own)).status).toBe(200);
    expect((await pay(sponsor, theirs, { ...CARD, email: anna })).status).toBe(200);
    await release();
    const rows = await ordersOf(userId, 'strategy');
    expect(rows.filter((o) => o.status === 'paid')).toHaveLength(2);
    expect(charged(rows)).toHaveLength(1);
    const refunded = rows.find((o) => o.refundedAt)!;
    expect(refunded.providerSessionId).toBe(theirs);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(true);
    const [ent] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'strategy')));
    expect(ent!.orderId).toBe(rows.find((o) => o.providerSessionId === own)!.id);
    const told = outbox(t).filter((m) => m.to === anna && m.subject.startsWith('Your refund'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Nothing changes for what you already have.');
  });

  it('a second Talk subscription that slips through is cancelled and refunded; the first keeps running', async () => {
    const { c, userId } = await visitor(t);
    await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
    const own = sessionIdOf((await startCheckout(c, 'talk')).body.url);
    const token = await sponsorTokenFor(c, 'talk');
    const sponsor = t.client();
    const theirs = sessionIdOf((await startCheckout(sponsor, 'talk', { sponsorToken: token })).body.url);
    const release = holdEvents();
    expect((await pay(c, own)).status).toBe(200);
    expect((await pay(sponsor, theirs, { ...CARD, email: 'anna@example.com' })).status).toBe(200);
    await release();
    const rows = await ordersOf(userId, 'talk');
    expect(charged(rows)).toHaveLength(1);
    const kept = charged(rows)[0]!;
    const subs = await db().select().from(localSubscriptions);
    const mine = subs.filter((s) => s.metadata.user_id === userId);
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.status === 'active').map((s) => s.id)).toEqual([kept.providerSubscriptionId]);
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
    const [ent] = await db()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')));
    expect(ent!.providerSubscriptionId).toBe(kept.providerSubscriptionId);
    expect(ent!.status).toBe('active');
  });

  it('one payment customer per person: every checkout of theirs names the same customer', async () => {
    const { c, userId } = await visitor(t);
    const talk = sessionIdOf((await startCheckout(c, 'talk')).body.url);
    const strategy = sessionIdOf((await startCheckout(c, 'strategy')).body.url);
    const sessions = await db().select().from(localCheckoutSessions);
    const a = sessions.find((s) => s.id === talk)!;
    const b = sessions.find((s) => s.id === strategy)!;
    expect(a.customerId).toMatch(/^cus_/);
    expect(b.customerId).toBe(a.customerId);
    await pay(c, talk);
    await pay(c, strategy);
    const rows = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(new Set(rows.map((o) => o.providerCustomerId))).toEqual(new Set([a.customerId]));
  });
});
