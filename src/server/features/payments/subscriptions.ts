import { and, eq } from 'drizzle-orm';
import { entitlements, paymentOrders } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import type { SubscriptionInfo } from '@server/providers/payments/index.js';
import { isActive } from './entitlements.js';
import { entitlementOf, entitlementStatus, vatOf, type PaymentsDeps } from './orders.js';
import { fulfilCheckout, sendPaymentMails } from './service.js';

/**
 * Brings a Talk entitlement in line with the provider's subscription (renewed, cancelled at period end, ended,
 * past due). An event for a subscription whose checkout is not fulfilled yet (out of order) fulfils it first.
 */
export async function syncSubscription(
  deps: PaymentsDeps,
  subscriptionId: string,
  /** The subscription as the provider just answered (inside a transaction the provider is not asked again). */
  known?: SubscriptionInfo,
): Promise<'synced' | 'unknown'> {
  const db = deps.database.db;
  const sub = known ?? (await deps.payments.getSubscription(subscriptionId));
  if (!sub) return 'unknown';
  let [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerSubscriptionId, subscriptionId))
    .limit(1);
  if (!order && sub.metadata.order_id)
    [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, sub.metadata.order_id)).limit(1);
  if (!order || !order.userId) return 'unknown';
  if (order.status !== 'paid') {
    await fulfilCheckout(deps, order.providerSessionId);
    return 'synced';
  }
  if (order.duplicate) return 'synced'; // a duplicate's subscription never speaks for the access
  const status = entitlementStatus(sub.status);
  if (!status) return 'synced';
  const current = await entitlementOf(db, order.userId, 'talk');
  const now = deps.payments.clock.now();
  // A second subscription of the same person (paid twice) does not end the one that runs.
  if (current && current.providerSubscriptionId !== subscriptionId && isActive(current, now) && status !== 'active')
    return 'synced';
  // A failed renewal keeps access for the grace period from the first failure, then ends it (decision 047).
  const graceEndsAt =
    status === 'past_due'
      ? (current?.graceEndsAt ?? new Date(now.getTime() + deps.config.billing.renewalGraceDays * 24 * 60 * 60_000))
      : null;
  await db
    .update(entitlements)
    .set({
      status,
      periodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      graceEndsAt,
      providerSubscriptionId: subscriptionId,
      updatedAt: new Date(),
    })
    .where(and(eq(entitlements.userId, order.userId), eq(entitlements.product, 'talk')));
  return 'synced';
}

/**
 * invoice.paid: a renewal (subscription_cycle) is a payment of its own: an order row (keyed by the invoice id, so
 * twice is once) and a receipt; then the entitlement follows the subscription. The first invoice is the checkout's.
 */
export async function invoicePaid(deps: PaymentsDeps, invoiceId: string): Promise<'synced' | 'unknown'> {
  const db = deps.database.db;
  const invoice = await deps.payments.getInvoice(invoiceId);
  if (!invoice || invoice.status !== 'paid' || !invoice.subscriptionId) return 'unknown';
  if (invoice.billingReason === 'subscription_cycle') {
    const [first] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.providerSubscriptionId, invoice.subscriptionId), eq(paymentOrders.status, 'paid')))
      .orderBy(paymentOrders.createdAt)
      .limit(1);
    if (first) {
      const now = deps.payments.clock.now();
      const vat = vatOf(deps.config, invoice.amountPaid, first.buyerCountry, null);
      const [created] = await db
        .insert(paymentOrders)
        .values({
          id: newId(),
          userId: first.userId,
          product: first.product,
          amountCents: invoice.amountPaid,
          currency: invoice.currency,
          status: 'paid',
          paidBy: first.paidBy,
          sponsorshipId: first.sponsorshipId,
          provider: first.provider,
          providerSessionId: invoice.id,
          providerCustomerId: first.providerCustomerId,
          providerSubscriptionId: invoice.subscriptionId,
          payerEmail: invoice.email ?? first.payerEmail,
          trackingSessionId: first.trackingSessionId,
          cohortId: first.cohortId,
          ambassadorCode: first.ambassadorCode,
          paidAt: now,
          providerPaymentId: deps.payments.name === 'local' ? invoice.id : null,
          ...vat,
        })
        .onConflictDoNothing({ target: paymentOrders.providerSessionId })
        .returning();
      const result = await syncSubscription(deps, invoice.subscriptionId);
      if (created) {
        const sub = await deps.payments.getSubscription(invoice.subscriptionId);
        await sendPaymentMails(deps, created, sub).catch(() => undefined);
      }
      return result;
    }
  }
  return syncSubscription(deps, invoice.subscriptionId);
}

/** checkout.session.async_payment_failed: a delayed payment method failed; the provider must say so too. */
export async function checkoutFailed(deps: PaymentsDeps, sessionId: string): Promise<void> {
  const info = await deps.payments.getCheckout(sessionId);
  if (!info || info.status !== 'complete' || info.paymentStatus === 'paid') return;
  await deps.database.db
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(paymentOrders.providerSessionId, sessionId), eq(paymentOrders.status, 'open')));
}
