import { OutboxMailer, withDb, withMail } from '@server/providers/mail/outbox.js';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import {
  ambassadors,
  entitlements,
  magazineCovers,
  sponsorships,
  paymentOrders,
  users,
  type EntitlementStatus,
  type PaidProduct,
} from '@server/db/schema.js';
import { createSignInLink } from '@server/auth/sign-in-link.js';
import { sessionsChanged } from '@server/auth/session-cache.js';
import type { AppDeps } from '@server/context.js';
import { notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import type { CheckoutInfo, SubscriptionInfo } from '@server/providers/payments/index.js';
import { recordEvent } from '@server/shared/events.js';
import { isActive } from './entitlements.js';
import { manageToken } from './manage-token.js';
import { duplicateRefundMessage, receiptMessage, sponsoredNoticeMessage } from './emails.js';
import { entitlementStatus, LANDING, PRODUCT_NAMES, vatOf, type PaymentsDeps } from './orders.js';

export type FulfilOutcome = 'fulfilled' | 'already' | 'not_paid' | 'unknown' | 'expired' | 'mismatch' | 'duplicate';

/**
 * Grants what a checkout session paid for, once. The provider is asked for the session (never the event's body or
 * the browser); the order moves from open to paid in one guarded UPDATE, and only the request that moved it sends the
 * receipt and records checkout_succeeded. Called by the webhook and by the success page's check.
 */
export async function fulfilCheckout(
  deps: PaymentsDeps,
  sessionId: string,
  known?: CheckoutInfo | null,
): Promise<FulfilOutcome> {
  const db = deps.database.db;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, sessionId)).limit(1);
  if (!order) return 'unknown';
  if (order.status === 'paid') {
    // A duplicate whose refund failed last time is refunded on the provider's retry.
    if (order.duplicate && !order.refundedAt) {
      const again = known ?? (await deps.payments.getCheckout(sessionId));
      if (again) await undoDuplicate(deps, order, again);
    }
    return 'already';
  }
  const info = known ?? (await deps.payments.getCheckout(sessionId));
  if (!info) return 'unknown';
  if (info.status === 'expired') {
    await db
      .update(paymentOrders)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'open')));
    return 'expired';
  }
  if (info.status !== 'complete' || info.paymentStatus !== 'paid') return 'not_paid';
  // What was paid must be what we asked for (a session of ours altered elsewhere grants nothing).
  if (info.amountTotal !== order.amountCents || (info.currency ?? '').toLowerCase() !== order.currency) {
    deps.log.error({ orderId: order.id, amount: info.amountTotal, currency: info.currency }, 'payment amount mismatch');
    return 'mismatch';
  }
  const sub = info.subscriptionId ? await deps.payments.getSubscription(info.subscriptionId) : null;
  if (!order.userId) {
    // The account was deleted between the checkout and the payment: nobody to grant; the order stays for a refund.
    deps.log.error({ orderId: order.id }, 'payment for a deleted account: refund it');
    return 'unknown';
  }

  const now = deps.payments.clock.now();
  const vat = vatOf(deps.config, order.amountCents, info.country, info.taxCents);
  let userId = order.userId;
  let accountLink: 'created' | 'existing' | null = order.accountLink ?? null;
  // The payment, the entitlement and the receipt are committed together (decision 065).
  const won = await withMail(
    deps,
    async (tx): Promise<false | 'granted' | 'duplicate'> => {
      // An anonymous visitor who paid gets the account of the address they gave (decision 066).
      const payer = await payerAccount(tx, order, info.email);
      userId = payer.userId;
      accountLink = payer.accountLink ?? accountLink;
      // One grant at a time per person and product, so two payments at the same moment cannot both grant.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grant:${userId}:${order.product}`}))`);
      const [held] = await tx
        .select()
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.product, order.product)))
        .limit(1);
      // The person already has it from another payment (a second tab, a sponsor and themselves): this one is a
      // duplicate, refunded after the commit; the access they have stays as it is (decision 066).
      const duplicate = !!held && held.orderId !== order.id && isActive(held, now);
      const [moved] = await tx
        .update(paymentOrders)
        .set({
          status: 'paid',
          paidAt: now,
          updatedAt: now,
          providerCustomerId: info.customerId,
          providerSubscriptionId: info.subscriptionId,
          providerPaymentId: info.paymentId,
          payerEmail: info.email ?? order.payerEmail,
          duplicate,
          userId,
          accountLink,
          ...vat,
        })
        .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'paid')))
        .returning({ id: paymentOrders.id });
      if (!moved) return false;
      if (duplicate) return 'duplicate';
      const status: EntitlementStatus = sub ? (entitlementStatus(sub.status) ?? 'active') : 'active';
      const values = {
        status,
        periodEnd: order.product === 'talk' ? (sub?.currentPeriodEnd ?? null) : null,
        cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
        paidBy: order.paidBy,
        orderId: order.id,
        providerSubscriptionId: info.subscriptionId,
        providerCustomerId: info.customerId,
        updatedAt: now,
      };
      await tx
        .insert(entitlements)
        .values({ id: newId(), userId, product: order.product, ...values })
        .onConflictDoUpdate({ target: [entitlements.userId, entitlements.product], set: values });
      await recordEvent(tx, {
        eventType: 'checkout_succeeded',
        sessionId: order.trackingSessionId,
        userId,
        attribution: {
          cohortId: order.cohortId,
          cohortName: order.cohortId,
          isPublic: order.cohortId === 'public',
          watermarkText: '',
          ambassadorCode: order.ambassadorCode,
        },
        eventData: {
          service: order.product,
          value: order.amountCents / 100,
          currency: 'EUR',
          sponsored: order.paidBy === 'sponsor',
          order_id: order.id,
        },
      });
      if (order.ambassadorCode)
        await tx
          .update(ambassadors)
          .set({
            weeklyConversions: sql`${ambassadors.weeklyConversions} + 1`,
            totalConversions: sql`${ambassadors.totalConversions} + 1`,
          })
          .where(eq(ambassadors.ambassadorCode, order.ambassadorCode));
      const paidNow = {
        ...order,
        ...vat,
        status: 'paid' as const,
        paidAt: now,
        payerEmail: info.email ?? order.payerEmail,
        userId,
        accountLink,
      };
      await sendPaymentMails(withDb(deps, tx), paidNow, sub);
      return 'granted';
    },
    { afterCommit: () => exitAfterCommit(deps) },
  );
  if (!won) return 'already';
  const paid = {
    ...order,
    ...vat,
    status: 'paid' as const,
    paidAt: now,
    payerEmail: info.email ?? order.payerEmail,
    userId,
    accountLink,
  };
  if (won === 'duplicate') {
    await undoDuplicate(deps, { ...paid, duplicate: true }, info);
    return 'duplicate';
  }
  // the visitor became an account: every instance forgets the anonymous session it kept
  if (accountLink === 'created' && 'bus' in deps) await sessionsChanged((deps as Pick<AppDeps, 'bus'>).bus, userId);
  await closeOtherCheckouts(deps, order);
  if (userId !== order.userId) await closeOtherCheckouts(deps, paid);
  return 'fulfilled';
}

/**
 * TEST_FAULT=exit-after-payment-commit (NODE_ENV=test only; decision 087): the process dies as if killed -9 between
 * the payment's commit and its receipt's send, for the restart test (tests/e2e/receipt-after-kill.spec.ts).
 */
function exitAfterCommit(deps: PaymentsDeps): void {
  if (deps.config.testFault !== 'exit-after-payment-commit') return;
  deps.log.warn('TEST_FAULT: killed after a payment commit');
  process.kill(process.pid, 'SIGKILL');
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whose purchase a paid checkout is (decision 066). A signed-in account, or a sponsor's payment:
 * the order's person. An anonymous visitor who paid themselves: the account of the address given on the pay page.
 * No account has it: the visitor becomes that account (same id, same browser session: still signed in, with all
 * they made). An account has it: the purchase is that account's; nobody is signed in without proof, the receipt's
 * sign-in link is the proof. Runs in the grant's transaction.
 */
async function payerAccount(
  tx: Pick<Db, 'select' | 'update'>,
  order: typeof paymentOrders.$inferSelect,
  email: string | null,
): Promise<{ userId: string; accountLink: 'created' | 'existing' | null }> {
  const same = { userId: order.userId!, accountLink: null };
  if (order.paidBy !== 'self' || !order.userId) return same;
  const addr = email?.trim().toLowerCase() ?? '';
  if (!addr || addr.length > 254 || !EMAIL_RE.test(addr)) return same;
  const [person] = await tx
    .select({ id: users.id, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  if (!person?.isAnonymous) return same;
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${addr}`)
    .limit(1);
  if (existing && existing.id !== person.id) return { userId: existing.id, accountLink: 'existing' };
  const [cover] = await tx
    .select({ userName: magazineCovers.userName })
    .from(magazineCovers)
    .where(eq(magazineCovers.userId, person.id))
    .orderBy(desc(magazineCovers.createdAt))
    .limit(1);
  const name = cover?.userName?.trim().slice(0, 100) || addr.split('@')[0]!.slice(0, 100);
  await tx
    .update(users)
    .set({ email: addr, isAnonymous: false, emailVerified: false, name, updatedAt: new Date() })
    .where(and(eq(users.id, person.id), eq(users.isAnonymous, true)));
  return { userId: person.id, accountLink: 'created' };
}

/**
 * The person's other open checkouts for the product they now have are closed at the provider, so a forgotten tab
 * or a sponsor's page cannot be paid on top (decision 066). One that cannot be closed (being paid right now)
 * is caught as a duplicate when its payment arrives.
 */
async function closeOtherCheckouts(deps: PaymentsDeps, order: typeof paymentOrders.$inferSelect): Promise<void> {
  if (!order.userId) return;
  const db = deps.database.db;
  const others = await db
    .select({ id: paymentOrders.id, sessionId: paymentOrders.providerSessionId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, order.userId),
        eq(paymentOrders.product, order.product),
        eq(paymentOrders.status, 'open'),
        ne(paymentOrders.id, order.id),
      ),
    );
  for (const o of others) {
    try {
      if (await deps.payments.expireCheckout(o.sessionId))
        await db
          .update(paymentOrders)
          .set({ status: 'expired', updatedAt: new Date() })
          .where(and(eq(paymentOrders.id, o.id), eq(paymentOrders.status, 'open')));
    } catch (err) {
      deps.log.warn({ err, orderId: o.id }, 'could not close an open checkout');
    }
  }
}

/**
 * A payment for something the person already has: its subscription (Talk) ends now, the money goes back, and the
 * access they keep (the other payment's) is not touched. Errors are thrown, so the provider's event is retried.
 */
async function undoDuplicate(
  deps: PaymentsDeps,
  order: typeof paymentOrders.$inferSelect,
  info: CheckoutInfo,
): Promise<void> {
  const db = deps.database.db;
  deps.log.warn({ orderId: order.id, product: order.product }, 'duplicate payment: cancelled and refunded');
  if (info.subscriptionId) await deps.payments.cancelSubscription(info.subscriptionId);
  if (!info.paymentId) {
    deps.log.error({ orderId: order.id }, 'duplicate payment without a payment id: refund it by hand');
    return;
  }
  // Claimed before the provider is asked, so its charge.refunded finds it done (and sends no "it has ended" mail).
  const [claimed] = await db
    .update(paymentOrders)
    .set({ refundedAt: deps.payments.clock.now(), refundedCents: order.amountCents, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.refundedAt)))
    .returning({ id: paymentOrders.id });
  if (!claimed) return;
  let refund: { id: string };
  try {
    refund = await deps.payments.refund(info.paymentId, {
      amountCents: order.amountCents,
      idempotencyKey: `duplicate-${order.id}`,
      metadata: { order_id: order.id, reason: 'duplicate' },
    });
  } catch (err) {
    // Undone, so the provider's retry of the event tries again (fulfilCheckout: a duplicate not yet refunded).
    await db.update(paymentOrders).set({ refundedAt: null, refundedCents: 0 }).where(eq(paymentOrders.id, order.id));
    throw err;
  }
  await db.update(paymentOrders).set({ providerRefundId: refund.id }).where(eq(paymentOrders.id, order.id));
  const to = info.email ?? order.payerEmail;
  if (to)
    await deps.mailer
      .send({
        to,
        class: 'own',
        ...duplicateRefundMessage(
          { brand: deps.config.brandName, publicUrl: deps.config.publicUrl },
          {
            productName: PRODUCT_NAMES[order.product](deps.config.brandName),
            amountCents: order.amountCents,
            currency: order.currency,
            orderId: order.id,
          },
        ),
      })
      .catch((err: unknown) => deps.log.warn({ err, orderId: order.id }, 'duplicate refund e-mail failed'));
}

/** The receipt to whoever paid, and for a sponsored payment a note to the person who got it. Failures are logged. */
export async function sendPaymentMails(
  deps: PaymentsDeps,
  order: typeof paymentOrders.$inferSelect,
  sub: SubscriptionInfo | null,
): Promise<void> {
  const db = deps.database.db;
  const brand = { brand: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const [person] = order.userId
    ? await db
        .select({ name: users.name, email: users.email, isAnonymous: users.isAnonymous })
        .from(users)
        .where(eq(users.id, order.userId))
        .limit(1)
    : [];
  const personEmail = person && !person.isAnonymous ? person.email : null;
  const to = order.payerEmail ?? (order.paidBy === 'self' ? personEmail : null);
  try {
    // The receipt of the account's own address signs in on any device and lands on what was bought (decision 066).
    const signInUrl =
      order.paidBy === 'self' && order.userId && to && personEmail && to.toLowerCase() === personEmail.toLowerCase()
        ? await createSignInLink(db, {
            userId: order.userId,
            redirectTo: LANDING[order.product],
            publicUrl: deps.config.publicUrl,
          })
        : null;
    // A sponsor's receipt names the person (the name on the request, never an anonymous visitor's 'Visitor') and,
    // for Talk, links to a page where the sponsor sees and cancels it (decision 066).
    const [request] =
      order.paidBy === 'sponsor' && order.sponsorshipId
        ? await db
            .select({ firstName: sponsorships.firstName })
            .from(sponsorships)
            .where(eq(sponsorships.id, order.sponsorshipId))
            .limit(1)
        : [];
    const forName =
      order.paidBy === 'sponsor'
        ? request?.firstName || (person && !person.isAnonymous ? person.name : '') || 'someone close to you'
        : null;
    const manageUrl =
      order.paidBy === 'sponsor' && order.product === 'talk'
        ? `${deps.config.publicUrl}/sponsor-manage?t=${await manageToken(deps, order.id)}`
        : null;
    if (to) {
      const mailId = await deps.mailer.send({
        to,
        class: 'own',
        ...receiptMessage(brand, {
          product: order.product,
          productName: PRODUCT_NAMES[order.product](deps.config.brandName),
          amountCents: order.amountCents,
          vatCents: order.vatCents ?? 0,
          vatRateBp: order.vatRateBp ?? 0,
          buyerCountry: order.buyerCountry,
          seller: deps.config.billing.seller,
          currency: order.currency,
          orderId: order.id,
          paidAt: order.paidAt ?? new Date(),
          renewsAt: order.product === 'talk' ? (sub?.currentPeriodEnd ?? null) : null,
          forName,
          signInUrl,
          manageUrl,
        }),
      });
      await db
        .update(paymentOrders)
        .set({ receiptSentAt: new Date(), receiptMailId: typeof mailId === 'string' ? mailId : null })
        .where(eq(paymentOrders.id, order.id));
    } else deps.log.warn({ orderId: order.id }, 'no address for the receipt');
    if (order.paidBy === 'sponsor' && personEmail)
      await deps.mailer.send({
        to: personEmail,
        class: 'own',
        ...sponsoredNoticeMessage(brand, {
          product: order.product,
          productName: PRODUCT_NAMES[order.product](deps.config.brandName),
          name: person?.name ?? '',
        }),
      });
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'payment e-mail failed');
  }
}

export interface SessionStatus {
  status: 'paid' | 'open' | 'expired' | 'failed';
  service: PaidProduct;
  amountCents: number;
  currency: string;
  sponsored: boolean;
  /**
   * An anonymous visitor paid (decision 066): 'created', this browser is now signed in to the new account;
   * 'existing', the address has an account: the purchase is there and the sign-in link went to that address.
   */
  account?: 'created' | 'existing';
  /** A second payment for something the person already had: refunded (decision 066). */
  refunded?: true;
  /** Sponsored: whether the person was told by e-mail (only a person with an account has an address). */
  personNotified?: boolean;
  /**
   * Paid: what became of the receipt's e-mail (its outbox row; decision 087): 'sending' (queued or retried), 'sent',
   * 'failed' (refused or given up), 'none' (no receipt mail: no address, or a mailer without an outbox).
   */
  receipt?: ReceiptMail;
}

export type ReceiptMail = 'none' | 'sending' | 'sent' | 'failed';

async function receiptMail(deps: PaymentsDeps, mailId: string | null): Promise<ReceiptMail> {
  if (!mailId || !(deps.mailer instanceof OutboxMailer)) return 'none';
  const s = await deps.mailer.status(mailId);
  if (s === 'failed' || s === 'dropped') return 'failed';
  if (s === 'pending' || s === 'sending') return 'sending';
  // sent, or a settled row already deleted (MAIL_OUTBOX_KEEP_DAYS)
  return 'sent';
}

/** The success page's check: asks the provider, fulfils a paid session not yet fulfilled (a lost webhook). */
export async function checkoutSessionStatus(deps: PaymentsDeps, sessionId: string): Promise<SessionStatus> {
  const db = deps.database.db;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, sessionId)).limit(1);
  if (!order) throw notFound('Payment session not found.');
  const info = await deps.payments.getCheckout(sessionId);
  if (!info) throw notFound('Payment session not found.');
  let status: SessionStatus['status'];
  if (info.status === 'complete' && info.paymentStatus === 'paid') {
    const outcome = await fulfilCheckout(deps, sessionId, info);
    status = outcome === 'mismatch' ? 'failed' : 'paid';
  } else if (info.status === 'expired') {
    await fulfilCheckout(deps, sessionId, info);
    status = 'expired';
  } else status = order.status === 'failed' ? 'failed' : 'open'; // complete but unpaid: a slow method still processing
  const [after] =
    status === 'paid'
      ? await db
          .select({
            accountLink: paymentOrders.accountLink,
            duplicate: paymentOrders.duplicate,
            receiptMailId: paymentOrders.receiptMailId,
          })
          .from(paymentOrders)
          .where(eq(paymentOrders.id, order.id))
          .limit(1)
      : [];
  return {
    status,
    service: order.product,
    amountCents: order.amountCents,
    currency: order.currency,
    sponsored: order.paidBy === 'sponsor',
    ...(after?.accountLink ? { account: after.accountLink } : {}),
    ...(after?.duplicate ? { refunded: true as const } : {}),
    ...(order.paidBy === 'sponsor' ? { personNotified: await hasAddress(db, order.userId) } : {}),
    ...(after ? { receipt: await receiptMail(deps, after.receiptMailId) } : {}),
  };
}

async function hasAddress(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [p] = await db.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId)).limit(1);
  return !!p && !p.isAnonymous;
}

export async function listEntitlements(db: Db, userId: string, now: Date = new Date()) {
  const rows = await db
    .select()
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(entitlements.product);
  return rows.map((r) => ({
    product: r.product,
    // An active row whose period ran out (no renewal came) reads as expired.
    status: r.status !== 'canceled' && !isActive(r, now) ? 'expired' : r.status,
    periodEnd: r.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    paidBy: r.paidBy,
    graceEndsAt: r.graceEndsAt?.toISOString() ?? null,
  }));
}
