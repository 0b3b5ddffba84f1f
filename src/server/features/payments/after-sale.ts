import { withDb, withMail } from '@server/providers/mail/outbox.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { entitlements, paymentOrders, sprintSessions, users } from '@server/db/schema.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { splitWithTax } from '@core/vat.js';
import { canceledMessage, refundMessage, renewalFailedMessage } from './emails.js';
import { isActive } from './entitlements.js';
import { recordEvent } from '@server/shared/events.js';
import { PRODUCT_NAMES, type PaymentsDeps } from './orders.js';
import { syncSubscription } from './subscriptions.js';

/**
 * Money after the sale (decisions 045-047): the person's purchases and receipts, the Strategy
 * Sprint's 30-day money-back guarantee as a refund through the provider, cancelling Talk at period end, and a Talk
 * renewal the card declined (the person is told; access lasts the grace period).
 */

/** The money-back guarantee: a Strategy purchase may be refunded this long after it was paid. */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export const ALREADY_REFUNDED = 'This purchase has already been refunded.';
export const REFUND_WINDOW_CLOSED = `The 30-day money-back guarantee has ended for this purchase.`;
export const NOT_REFUNDABLE = 'Only the Strategy Sprint has a money-back guarantee. Talk can be cancelled anytime.';

type Order = typeof paymentOrders.$inferSelect;

const brandOf = (deps: PaymentsDeps) => ({ brand: deps.config.brandName, publicUrl: deps.config.publicUrl });

/** Whether this paid order may still be refunded at `now`. */
export function refundableUntil(order: Pick<Order, 'paidAt'>): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}

/** The orders a person paid for (own or sponsored), newest first, with what they may do with each. */
export async function listPurchases(deps: PaymentsDeps, userId: string) {
  const db = deps.database.db;
  const now = deps.payments.clock.now();
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(100);
  const [talk] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')))
    .limit(1);
  return {
    purchases: rows.map((o) => {
      const until = refundableUntil(o);
      return {
        id: o.id,
        product: o.product,
        productName: PRODUCT_NAMES[o.product](deps.config.brandName),
        amountCents: o.amountCents,
        currency: o.currency,
        paidAt: o.paidAt?.toISOString() ?? null,
        paidBy: o.paidBy,
        refundedAt: o.refundedAt?.toISOString() ?? null,
        refundRequested: o.refundRequestedAt !== null,
        refundableUntil:
          o.product === 'strategy' && !o.refundedAt && !o.refundRequestedAt && until && until > now
            ? until.toISOString()
            : null,
      };
    }),
    talk: talk
      ? {
          status: isActive(talk, now) ? talk.status : talk.status === 'canceled' ? 'canceled' : 'expired',
          periodEnd: talk.periodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: talk.cancelAtPeriodEnd,
          graceEndsAt: talk.graceEndsAt?.toISOString() ?? null,
          canCancel: !!talk.providerSubscriptionId && talk.status !== 'canceled' && isActive(talk, now),
        }
      : null,
  };
}

/**
 * 'Request a refund' (decision 046): the person who got a Strategy purchase (own, or sponsored: the money goes
 * back to the sponsor's card) within 30 days of payment. Claimed once in the database (a second request is a 409,
 * also when two arrive together), then refunded through the provider (idempotency key: the order), then applied.
 */
export async function requestRefund(deps: PaymentsDeps, userId: string, orderId: string) {
  const db = deps.database.db;
  const now = deps.payments.clock.now();
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .limit(1);
  if (!order) throw notFound('Purchase not found.', 'purchase_not_found');
  if (order.refundedAt || order.refundRequestedAt) throw new ApiError(409, 'already_refunded', ALREADY_REFUNDED);
  if (order.product !== 'strategy') throw new ApiError(409, 'not_refundable', NOT_REFUNDABLE);
  const until = refundableUntil(order);
  if (!until || until.getTime() <= now.getTime()) throw new ApiError(403, 'refund_window_closed', REFUND_WINDOW_CLOSED);
  if (!order.providerPaymentId) {
    deps.log.error({ orderId }, 'refund: the order has no provider payment id');
    throw new ApiError(
      409,
      'refund_unavailable',
      'This purchase cannot be refunded here. Please reply to your receipt.',
    );
  }
  const [claimed] = await db
    .update(paymentOrders)
    .set({ refundRequestedAt: now, updatedAt: new Date() })
    .where(
      and(eq(paymentOrders.id, order.id), isNull(paymentOrders.refundRequestedAt), isNull(paymentOrders.refundedAt)),
    )
    .returning({ id: paymentOrders.id });
  if (!claimed) throw new ApiError(409, 'already_refunded', ALREADY_REFUNDED);
  let refund: { id: string };
  try {
    refund = await deps.payments.refund(order.providerPaymentId, {
      amountCents: order.amountCents,
      idempotencyKey: `refund-${order.id}`,
      metadata: { order_id: order.id, reason: 'money_back_guarantee' },
    });
  } catch (err) {
    deps.log.error({ err, orderId }, 'refund failed at the provider');
    await db.update(paymentOrders).set({ refundRequestedAt: null }).where(eq(paymentOrders.id, order.id));
    throw new ApiError(503, 'refund_failed', 'The refund could not be made just now. Please try again in a minute.');
  }
  await applyRefund(deps, order, { refundId: refund.id, refundedCents: order.amountCents });
  return { refunded: true, orderId: order.id };
}

/**
 * Records a whole refund once, whoever learns of it first (the request, or the charge.refunded webhook for one
 * made in the provider's dashboard): the order is marked refunded in one guarded UPDATE; only the call that moved
 * it ends the entitlement, cancels the booked sprint sessions and sends the e-mails. Returns whether it acted.
 */
export async function applyRefund(
  deps: PaymentsDeps,
  order: Order,
  r: { refundId: string | null; refundedCents: number },
): Promise<boolean> {
  const now = deps.payments.clock.now();
  // the refund and its e-mails are committed together (decision 065)
  const moved = await withMail(deps, async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({ refundedAt: now, refundedCents: r.refundedCents, providerRefundId: r.refundId, updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.refundedAt)))
      .returning({ id: paymentOrders.id });
    if (!row) return false;
    // The dashboard takes this purchase's conversion back, in the refund's transaction.
    await recordEvent(tx, {
      eventType: 'checkout_refunded',
      sessionId: order.trackingSessionId,
      userId: order.userId,
      attribution: {
        cohortId: order.cohortId,
        cohortName: order.cohortId,
        isPublic: order.cohortId === 'public',
        watermarkText: '',
        ambassadorCode: order.ambassadorCode,
      },
      eventData: { service: order.product, value: r.refundedCents / 100, currency: 'EUR', order_id: order.id },
    });
    if (order.userId) {
      await tx
        .update(entitlements)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(entitlements.userId, order.userId),
            eq(entitlements.product, order.product),
            eq(entitlements.orderId, order.id),
          ),
        );
      if (order.product === 'strategy') await cancelSprintSessionsOf(tx, order.id);
    }
    await sendRefundMails(withDb(deps, tx), order, r.refundedCents);
    return true;
  });
  if (!moved) return false;
  deps.log.info({ orderId: order.id }, 'order refunded');
  return true;
}

/** The sessions booked with a refunded Strategy purchase are cancelled (their slots free again). */
export async function cancelSprintSessionsOf(db: Pick<Db, 'update'>, orderId: string): Promise<void> {
  await db
    .update(sprintSessions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(sprintSessions.orderId, orderId), eq(sprintSessions.status, 'booked')));
}

async function personOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [p] = await db
    .select({ name: users.name, email: users.email, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return p && !p.isAnonymous ? p : null;
}

async function sendRefundMails(deps: PaymentsDeps, order: Order, cents: number) {
  const person = await personOf(deps.database.db, order.userId);
  const base = {
    productName: PRODUCT_NAMES[order.product](deps.config.brandName),
    amountCents: cents,
    currency: order.currency,
    orderId: order.id,
  };
  const payer = order.payerEmail ?? (order.paidBy === 'self' ? (person?.email ?? null) : null);
  if (payer)
    await deps.mailer.send({ to: payer, class: 'own', ...refundMessage(brandOf(deps), { ...base, toPayer: true }) });
  if (order.paidBy === 'sponsor' && person && person.email !== payer)
    await deps.mailer.send({
      to: person.email,
      class: 'own',
      ...refundMessage(brandOf(deps), { ...base, toPayer: false }),
    });
}

/** charge.refunded: a whole refund made anywhere (ours, or the provider's dashboard) is applied once. */
export async function chargeRefunded(
  deps: PaymentsDeps,
  chargeId: string,
): Promise<'refunded' | 'partial' | 'unknown'> {
  const charge = await deps.payments.getCharge(chargeId);
  if (!charge?.paymentId) return 'unknown';
  const [order] = await deps.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerPaymentId, charge.paymentId))
    .limit(1);
  if (!order) return 'unknown';
  if (!charge.refunded) {
    deps.log.warn({ orderId: order.id, refunded: charge.amountRefunded }, 'partial refund: access kept');
    return 'partial';
  }
  await applyRefund(deps, order, { refundId: null, refundedCents: charge.amountRefunded });
  return 'refunded';
}

/**
 * 'Cancel subscription' / 'Resume subscription' from the profile: Talk ends at the end of the paid period (access
 * until then); the provider is told, then the entitlement follows it. 404 without a running subscription.
 */
export async function setTalkCancellation(deps: PaymentsDeps, userId: string, cancel: boolean) {
  const db = deps.database.db;
  const [ent] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, 'talk')))
    .limit(1);
  if (!ent?.providerSubscriptionId || ent.status === 'canceled' || !isActive(ent, deps.payments.clock.now()))
    throw notFound('You have no Talk subscription to change.', 'no_subscription');
  if (ent.cancelAtPeriodEnd === cancel) return listPurchases(deps, userId);
  const sub = await deps.payments.setCancelAtPeriodEnd(ent.providerSubscriptionId, cancel);
  if (!sub) throw notFound('You have no Talk subscription to change.', 'no_subscription');
  const subscriptionId = ent.providerSubscriptionId;
  // the entitlement's change and its e-mail in one transaction (decision 065): the mail exists exactly when it happened
  await withMail(deps, async (tx) => {
    // the provider's answer is passed in: its own reads would wait for this transaction (PGlite has one connection)
    await syncSubscription(withDb(deps, tx), subscriptionId, sub);
    const person = await personOf(tx, userId);
    const [order] = ent.orderId
      ? await tx
          .select({ payerEmail: paymentOrders.payerEmail })
          .from(paymentOrders)
          .where(eq(paymentOrders.id, ent.orderId))
      : [];
    const to = person?.email ?? order?.payerEmail ?? null;
    if (cancel && to)
      await deps.mailer.send({
        to,
        class: 'own',
        ...canceledMessage(brandOf(deps), {
          productName: PRODUCT_NAMES.talk(deps.config.brandName),
          accessUntil: sub.currentPeriodEnd,
        }),
      });
  });
  return listPurchases(deps, userId);
}

/**
 * invoice.payment_failed: the entitlement follows the subscription (past_due: access until the grace period ends),
 * and the person (or the sponsor who pays) is told when the card is tried again.
 */
export async function invoiceFailed(deps: PaymentsDeps, invoiceId: string): Promise<'told' | 'unknown'> {
  const db = deps.database.db;
  const invoice = await deps.payments.getInvoice(invoiceId);
  if (!invoice?.subscriptionId || invoice.status === 'paid') return 'unknown';
  await syncSubscription(deps, invoice.subscriptionId);
  const [first] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerSubscriptionId, invoice.subscriptionId), eq(paymentOrders.status, 'paid')))
    .orderBy(paymentOrders.createdAt)
    .limit(1);
  if (!first?.userId) return 'unknown';
  const [ent] = await db
    .select({ graceEndsAt: entitlements.graceEndsAt, status: entitlements.status })
    .from(entitlements)
    .where(and(eq(entitlements.userId, first.userId), eq(entitlements.product, 'talk')))
    .limit(1);
  const person = await personOf(db, first.userId);
  const to = invoice.email ?? first.payerEmail ?? person?.email ?? null;
  if (!to) return 'unknown';
  await deps.mailer.send({
    to,
    class: 'own',
    ...renewalFailedMessage(brandOf(deps), {
      productName: PRODUCT_NAMES.talk(deps.config.brandName),
      amountCents: invoice.amountPaid || first.amountCents,
      currency: invoice.currency,
      nextAttempt: invoice.nextPaymentAttempt,
      accessUntil: ent?.status === 'past_due' ? ent.graceEndsAt : null,
    }),
  });
  deps.log.info({ orderId: first.id, attempt: invoice.attemptCount }, 'renewal failed: person told');
  return 'told';
}

/** A receipt (owner only: the person the purchase was for). */
export async function receiptOf(deps: PaymentsDeps, userId: string, orderId: string) {
  const [o] = await deps.database.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .limit(1);
  if (!o) throw notFound('Receipt not found.', 'receipt_not_found');
  const split = splitWithTax(o.amountCents, o.vatCents ?? 0, o.vatRateBp ?? 0);
  return {
    id: o.id,
    brand: deps.config.brandName,
    seller: deps.config.billing.seller,
    product: o.product,
    productName: PRODUCT_NAMES[o.product](deps.config.brandName),
    kind: o.product === 'talk' ? ('subscription' as const) : ('one-time' as const),
    paidAt: (o.paidAt ?? o.createdAt).toISOString(),
    paidBy: o.paidBy,
    buyerCountry: o.buyerCountry,
    currency: o.currency,
    grossCents: split.grossCents,
    netCents: split.netCents,
    vatCents: split.vatCents,
    vatRateBp: split.rateBp,
    refundedCents: o.refundedAt ? o.refundedCents : 0,
    refundedAt: o.refundedAt?.toISOString() ?? null,
  };
}

export type Receipt = Awaited<ReturnType<typeof receiptOf>>;
