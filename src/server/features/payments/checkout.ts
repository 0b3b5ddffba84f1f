import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { magazineCovers, paymentCustomers, paymentOrders, type PaidBy, type PaidProduct } from '@server/db/schema.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { cleanSessionId, recordEvent } from '@server/shared/events.js';
import { isActive } from './entitlements.js';
import { ALREADY_ENTITLED, customerOf, entitlementOf, PRODUCT_NAMES, type PaymentsDeps } from './orders.js';

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

/**
 * The person's one payment customer (decision 066): made at their first checkout and named by every later one,
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

/** The portal for the visitor's own subscription (cancel at period end). 404 when they pay for none. */
export async function portalUrl(deps: PaymentsDeps, userId: string): Promise<{ url: string }> {
  const customerId = await customerOf(deps.database.db, userId);
  if (!customerId) throw notFound('You have no subscription to manage.', 'no_subscription');
  return deps.payments.createPortal(customerId, `${deps.config.publicUrl}/profile`);
}
