import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/test-app';
import { paymentEvents, paymentOrders, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { signPayload } from '@server/providers/payments/index';
import { visitor } from '../covers/test-support';
import { hasActiveEntitlement } from './index';
import {
  WEBHOOK_SECRET,
  deliverToApp,
  local,
  movableClock,
  paymentsTestApp,
  sessionIdOf,
  startCheckout,
} from './test-support';

/**
 * The webhook endpoint under attack and fault: forged, replayed, duplicated, out of order, and a handler that fails
 * once. The local provider's sessions are the provider's truth here; events are signed as Stripe signs them (with
 * the SDK's own test header helper).
 */
const clock = movableClock();
const stripe = new Stripe('sk_test_unused');
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());
const db = () => t.deps.database.db;

function event(type: string, object: Record<string, unknown>, id = `evt_${newId()}`) {
  return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
}
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const post = (payload: string, signature?: string) =>
  t.client().json<{ received?: boolean; duplicate?: boolean; error?: { code: string } }>('/api/payments/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

/** A paid local session whose own events were not delivered (the handler was away). */
async function paidSilently(service: 'talk' | 'strategy') {
  const { c, userId } = await visitor(t);
  const { body } = await startCheckout(c, service);
  const id = sessionIdOf(body.url);
  const provider = local(t);
  provider.setDelivery(async () => undefined);
  try {
    await provider.pay(id, { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A B' });
  } finally {
    deliverToApp(t);
  }
  const session = (await provider.getCheckout(id))!;
  return { c, userId, id, session };
}

describe('POST /api/payments/webhook', () => {
  it('refuses a missing, forged or stale signature with a 400 and grants nothing', async () => {
    const { userId, id } = await paidSilently('strategy');
    const payload = event('checkout.session.completed', { id });
    expect((await post(payload)).status).toBe(400);
    expect((await post(payload, sign(payload, 'whsec_somebodyelse'))).status).toBe(400);
    expect((await post(payload, 't=123,v1=abc')).status).toBe(400);
    // A replay of a correctly signed event, 10 minutes later.
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await post(payload, sign(payload, WEBHOOK_SECRET, old))).status).toBe(400);
    // A body changed after signing.
    const sig = sign(payload);
    expect((await post(payload.replace(id, `${id}x`), sig)).status).toBe(400);
    expect((await post('not json', sign('not json'))).status).toBe(400);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
  });

  it('acts on a verified event once: duplicates answer 200 without a second grant or receipt', async () => {
    const { userId, id } = await paidSilently('strategy');
    const payload = event('checkout.session.completed', { id });
    const first = await post(payload, sign(payload));
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(true);
    const again = await post(payload, sign(payload));
    expect(again.body).toEqual({ received: true, duplicate: true });
    // The same fact under another event id (a resend): the order is paid already, nothing happens twice.
    const other = event('checkout.session.completed', { id });
    expect((await post(other, sign(other))).status).toBe(200);
    const succeeded = await db()
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.eventType, 'checkout_succeeded')));
    expect(succeeded).toHaveLength(1);
    // Concurrent copies: both answer 200, one grant.
    const p2 = event('checkout.session.completed', { id });
    const results = await Promise.all([post(p2, sign(p2)), post(p2, sign(p2)), post(p2, sign(p2))]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('trusts the provider, not the event body: a signed "completed" for an unpaid session grants nothing', async () => {
    const { c, userId } = await visitor(t);
    const { body } = await startCheckout(c, 'strategy');
    const id = sessionIdOf(body.url);
    const payload = event('checkout.session.completed', {
      id,
      payment_status: 'paid',
      status: 'complete',
      amount_total: 9000,
    });
    expect((await post(payload, sign(payload))).status).toBe(200);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
    // Unknown sessions and unhandled types are acknowledged and ignored.
    const unknown = event('checkout.session.completed', { id: 'cs_test_notours00000000000' });
    expect((await post(unknown, sign(unknown))).status).toBe(200);
    const other = event('customer.created', { id: 'cus_1' });
    expect((await post(other, sign(other))).body).toEqual({ received: true, ignored: true });
  });

  it('out of order: a subscription update before the checkout completes fulfils from the provider', async () => {
    const { userId, session } = await paidSilently('talk');
    const subPayload = event('customer.subscription.updated', { id: session.subscriptionId });
    expect((await post(subPayload, sign(subPayload))).status).toBe(200);
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
    const invoicePayload = event('invoice.paid', { id: 'in_notours' });
    expect((await post(invoicePayload, sign(invoicePayload))).status).toBe(200);
    // The late checkout.session.completed changes nothing.
    const late = event('checkout.session.completed', { id: session.id });
    expect((await post(late, sign(late))).status).toBe(200);
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
    // A deletion that arrives after is applied (the provider says canceled only once it is).
    const deleted = event('customer.subscription.deleted', { id: session.subscriptionId });
    expect((await post(deleted, sign(deleted))).status).toBe(200);
    expect(await hasActiveEntitlement(db(), userId, 'talk')).toBe(true);
  });

  it('a handler that fails answers 503 (the provider retries) and the retry converges', async () => {
    const { userId, id } = await paidSilently('strategy');
    const payload = event('checkout.session.completed', { id });
    const provider = local(t);
    const original = provider.getCheckout.bind(provider);
    provider.getCheckout = async () => {
      throw new Error('provider unreachable');
    };
    try {
      const failed = await post(payload, sign(payload));
      expect(failed.status).toBe(503);
      expect(failed.body.error?.code).toBe('retry_later');
    } finally {
      provider.getCheckout = original;
    }
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(false);
    const eventId = JSON.parse(payload).id as string;
    const [row] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    expect(row).toMatchObject({ attempts: 1, processedAt: null });
    const retried = await post(payload, sign(payload));
    expect(retried.status).toBe(200);
    expect(await hasActiveEntitlement(db(), userId, 'strategy')).toBe(true);
    const [after] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    expect(after!.attempts).toBe(2);
    expect(after!.processedAt).not.toBeNull();
  });

  it('the local provider signs its own events the Stripe way (verified by the SDK)', async () => {
    const payload = event('checkout.session.completed', { id: 'cs_test_x' });
    const header = signPayload(payload, WEBHOOK_SECRET);
    expect(stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).type).toBe('checkout.session.completed');
  });
});
