import { withDb, withMail } from '@server/providers/mail/outbox.js';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  ambassadors,
  entitlements,
  magazineCovers,
  paymentCustomers,
  sponsorships,
  paymentOrders,
  users,
  type EntitlementStatus,
  type PaidBy,
  type PaidProduct,
} from '@server/db/schema.js';
import { createSignInLink } from '@server/auth/sign-in-link.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import type { CheckoutInfo, SubscriptionInfo } from '@server/providers/payments/index.js';
import { cleanSessionId, recordEvent } from '@server/shared/events.js';
import { normaliseCountry, splitGross, vatRateBp } from '@core/vat.js';
import { isActive } from './entitlements.js';
import { manageToken } from './manage-token.js';
import { duplicateRefundMessage, receiptMessage, sponsoredNoticeMessage } from './emails.js';

export type PaymentsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'payments' | 'mailer' | 'log' | 'attribution' | 'storage' | 'auth'
>;

export const PRODUCT_NAMES: Record<PaidProduct, (brand: string) => string> = {
  talk: (brand) => `${brand} Talk`,
  strategy: () => 'Strategic Foresight for Personal Futures',
};

export const ALREADY_ENTITLED = 'You already have this.';

/** The buyer's country and the VAT inside a payment (decision 045): the provider's figures when it has them. */
export function vatOf(
  config: PaymentsDeps['config'],
  grossCents: number,
  providerCountry: string | null | undefined,
  providerTaxCents: number | null | undefined,
) {
  const buyerCountry = normaliseCountry(providerCountry) ?? config.billing.defaultCountry;
  const vatRateBpValue = vatRateBp(buyerCountry);
  const vatCents =
    typeof providerTaxCents === 'number' ? providerTaxCents : splitGross(grossCents, vatRateBpValue).vatCents;
  return { buyerCountry, vatRateBp: vatRateBpValue, vatCents };
}

/** Where the provider sends the payer back (docs/decisions/023). */
function returnUrls(publicUrl: string, product: PaidProduct, sponsorToken: string | null) {
  if (sponsorToken) {
    const base = `${publicUrl}/sponsor-checkout?sponsor=${encodeURIComponent(sponsorToken)}&service=${product}`;
    return { successUrl: `${base}&paid=1&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${base}&canceled=1` };
  }
  return {
    successUrl: `${publicUrl}/${product}-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/${product}-canceled`,
  };
}

/** The person's attribution as their latest cover recorded it (cohort, ambassador, browser session). */
async function attributionOf(deps: PaymentsDeps, userId: string) {
  const [cover] = await deps.database.db
    .select({
      sessionId: magazineCovers.sessionId,
      cohortId: magazineCovers.cohortId,
      ambassadorCode: magazineCovers.ambassadorCode,
    })
    .from(magazineCovers)
    .where(eq(magazineCovers.userId, userId))
    .orderBy(desc(magazineCovers.createdAt))
    .limit(1);
  const resolved = await deps.attribution.resolve({
    cohort: cover?.cohortId,
    ambassador: cover?.ambassadorCode ?? undefined,
  });
  return { sessionId: cleanSessionId(cover?.sessionId), attribution: resolved };
}

async function entitlementOf(db: Db, userId: string, product: PaidProduct) {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, product)))
    .limit(1);
  return row ?? null;
}

/** The provider customer a self-paying person already has (so the portal shows every subscription of theirs). */
async function customerOf(db: Db, userId: string, provider?: string): Promise<string | null> {
  const [own] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)).limit(1);
  if (own && (!provider || own.provider === provider)) return own.customerId;
  const [row] = await db
    .select({ customerId: paymentOrders.providerCustomerId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.paidBy, 'self'),
        eq(paymentOrders.status, 'paid'),
        isNotNull(paymentOrders.providerCustomerId),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * The person's one payment customer (issue 27 item 5): made at their first checkout and named by every later one,
 * so the provider sees one payer (one portal, one card on file) however many tabs or products.
 */
async function customerFor(deps: PaymentsDeps, userId: string, email: string | null): Promise<string> {
  const db = deps.database.db;
  const provider = deps.payments.name;
  const existing = await customerOf(db, userId, provider);
  if (existing) {
    await db.insert(paymentCustomers).values({ userId, provider, customerId: existing }).onConflictDoNothing();
    return existing;
  }
  const made = await deps.payments.createCustomer({
    email: email ?? undefined,
    metadata: { user_id: userId },
    idempotencyKey: `customer-${userId}`,
  });
  await db
    .insert(paymentCustomers)
    .values({ userId, provider, customerId: made.id })
    .onConflictDoUpdate({ target: paymentCustomers.userId, set: { provider, customerId: made.id } });
  return made.id;
}

/**
 * A checkout of the person's own for this product that can still be paid (another tab): the same address is given
 * again, so two tabs are one checkout and can be paid once.
 */
async function openCheckoutOf(deps: PaymentsDeps, userId: string, product: PaidProduct): Promise<string | null> {
  const rows = await deps.database.db
    .select({ sessionId: paymentOrders.providerSessionId, url: paymentOrders.checkoutUrl })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.product, product),
        eq(paymentOrders.paidBy, 'self'),
        eq(paymentOrders.status, 'open'),
        eq(paymentOrders.provider, deps.payments.name),
        isNotNull(paymentOrders.checkoutUrl),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row?.url) return null;
  const info = await deps.payments.getCheckout(row.sessionId);
  return info?.status === 'open' ? row.url : null;
}

export interface StartCheckoutInput {
  product: PaidProduct;
  /** Who gets the service. */
  userId: string;
  /** The payer's e-mail when known (a signed-in account paying for themselves; the parent's address for a sponsor). */
  email: string | null;
  sponsor: { sponsorshipId: string; token: string } | null;
}

/** Creates the order and the provider's checkout session; records checkout_started. Prices are the config's only. */
export async function startCheckout(deps: PaymentsDeps, input: StartCheckoutInput): Promise<{ url: string }> {
  const db = deps.database.db;
  const { config } = deps;
  const current = await entitlementOf(db, input.userId, input.product);
  if (isActive(current ?? undefined, deps.payments.clock.now()))
    throw new ApiError(409, 'already_entitled', ALREADY_ENTITLED);
  if (!input.sponsor) {
    const open = await openCheckoutOf(deps, input.userId, input.product);
    if (open) return { url: open };
  }

  const amountCents = config.payments.prices[input.product];
  const currency = config.payments.currency;
  const orderId = newId();
  const paidBy: PaidBy = input.sponsor ? 'sponsor' : 'self';
  const { sessionId, attribution } = await attributionOf(deps, input.userId);
  const urls = returnUrls(config.publicUrl, input.product, input.sponsor?.token ?? null);
  const customerId = input.sponsor ? null : await customerFor(deps, input.userId, input.email);
  const session = await deps.payments.createCheckout({
    mode: input.product === 'talk' ? 'subscription' : 'payment',
    productName: PRODUCT_NAMES[input.product](config.brandName),
    amountCents,
    currency,
    ...urls,
    customerEmail: input.email ?? undefined,
    customerId: customerId ?? undefined,
    metadata: { order_id: orderId, user_id: input.userId, product: input.product, paid_by: paidBy },
    idempotencyKey: `checkout-${orderId}`,
  });
  await db.insert(paymentOrders).values({
    id: orderId,
    userId: input.userId,
    product: input.product,
    amountCents,
    currency,
    paidBy,
    sponsorshipId: input.sponsor?.sponsorshipId ?? null,
    provider: deps.payments.name,
    providerSessionId: session.id,
    checkoutUrl: session.url,
    payerEmail: input.email,
    trackingSessionId: sessionId,
    cohortId: attribution.cohortId,
    ambassadorCode: attribution.ambassadorCode,
  });
  await recordEvent(db, {
    eventType: 'checkout_started',
    sessionId,
    userId: input.userId,
    attribution,
    eventData: {
      service: input.product,
      value: amountCents / 100,
      currency: 'EUR',
      sponsored: paidBy === 'sponsor',
      order_id: orderId,
    },
  }).catch((err: unknown) => deps.log.warn({ err }, 'checkout_started not recorded'));
  return { url: session.url };
}

const entitlementStatus = (providerStatus: string): EntitlementStatus | null => {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active';
  if (providerStatus === 'past_due' || providerStatus === 'unpaid' || providerStatus === 'paused') return 'past_due';
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled';
  return null; // incomplete: nothing paid yet
};

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
  const won = await withMail(deps, async (tx): Promise<false | 'granted' | 'duplicate'> => {
    // An anonymous visitor who paid gets the account of the address they gave (issue 27 item 0).
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
    // duplicate, refunded after the commit; the access they have stays as it is (issue 27 item 5).
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
  });
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
  await closeOtherCheckouts(deps, order);
  if (userId !== order.userId) await closeOtherCheckouts(deps, paid);
  return 'fulfilled';
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whose purchase a paid checkout is (issue 27 item 0; decision 066). A signed-in account, or a sponsor's payment:
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
 * or a sponsor's page cannot be paid on top (issue 27 item 5). One that cannot be closed (being paid right now)
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

/** Where a bought product is used: a receipt's sign-in link lands there. */
export const LANDING: Record<PaidProduct, string> = { talk: '/chat', strategy: '/sprint/book' };

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
    // The receipt of the account's own address signs in on any device and lands on what was bought (issue 27 item 0).
    const signInUrl =
      order.paidBy === 'self' && order.userId && to && personEmail && to.toLowerCase() === personEmail.toLowerCase()
        ? await createSignInLink(db, {
            userId: order.userId,
            redirectTo: LANDING[order.product],
            publicUrl: deps.config.publicUrl,
          })
        : null;
    // A sponsor's receipt names the person (the name on the request, never an anonymous visitor's 'Visitor') and,
    // for Talk, links to a page where the sponsor sees and cancels it (issue 27 item 6).
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
      await deps.mailer.send({
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
      await db.update(paymentOrders).set({ receiptSentAt: new Date() }).where(eq(paymentOrders.id, order.id));
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

/**
 * Brings a Talk entitlement in line with the provider's subscription (renewed, cancelled at period end, ended,
 * past due). An event for a subscription whose checkout is not fulfilled yet (out of order) fulfils it first.
 */
export async function syncSubscription(deps: PaymentsDeps, subscriptionId: string): Promise<'synced' | 'unknown'> {
  const db = deps.database.db;
  const sub = await deps.payments.getSubscription(subscriptionId);
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
  if (order.duplicate) return 'synced'; // a duplicate's subscription never speaks for the access (issue 27)
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

export interface SessionStatus {
  status: 'paid' | 'open' | 'expired' | 'failed';
  service: PaidProduct;
  amountCents: number;
  currency: string;
  sponsored: boolean;
  /**
   * An anonymous visitor paid (issue 27 item 0): 'created', this browser is now signed in to the new account;
   * 'existing', the address has an account: the purchase is there and the sign-in link went to that address.
   */
  account?: 'created' | 'existing';
  /** A second payment for something the person already had: refunded (issue 27 item 5). */
  refunded?: true;
  /** Sponsored: whether the person was told by e-mail (only a person with an account has an address). */
  personNotified?: boolean;
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
          .select({ accountLink: paymentOrders.accountLink, duplicate: paymentOrders.duplicate })
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

/** The portal for the visitor's own subscription (cancel at period end). 404 when they pay for none. */
export async function portalUrl(deps: PaymentsDeps, userId: string): Promise<{ url: string }> {
  const customerId = await customerOf(deps.database.db, userId);
  if (!customerId) throw notFound('You have no subscription to manage.', 'no_subscription');
  return deps.payments.createPortal(customerId, `${deps.config.publicUrl}/profile`);
}
