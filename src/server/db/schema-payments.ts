import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Tables of the payments area (see docs/architecture.md). schema.ts re-exports this file so drizzle-kit and the
 * typed client see every table in one schema. (`users` is only read inside the references' thunks: the circular
 * import is safe.) Amounts are whole cents, the currency an ISO code in lower case ('eur'), as Stripe writes them.
 */
export type PaidProduct = 'talk' | 'strategy';
export type OrderStatus = 'open' | 'paid' | 'expired' | 'failed';
export type EntitlementStatus = 'active' | 'past_due' | 'canceled';
export type PaidBy = 'self' | 'sponsor';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per checkout started (one provider checkout session). `userId` is the person who gets the service (the
 * visitor, or the sponsored person); a sponsor has no account: only the e-mail the provider returns is kept.
 * An order outlives an account deletion without its owner (bookkeeping), hence `set null`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product').$type<PaidProduct>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    paidBy: text('paid_by').$type<PaidBy>().notNull().default('self'),
    sponsorshipId: text('sponsorship_id'),
    provider: text('provider').$type<'local' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    payerEmail: text('payer_email'),
    /** For the checkout_succeeded event: the browser session and attribution at the start. */
    trackingSessionId: text('tracking_session_id').notNull(),
    cohortId: text('cohort_id').notNull().default('public'),
    ambassadorCode: text('ambassador_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** The receipt's outbox row (decision 087): the success page says when the receipt could not be delivered. */
    receiptMailId: text('receipt_mail_id'),
    /** The buyer's country (ISO alpha-2) for VAT: from the provider, else BUYER_COUNTRY (decision 045). */
    buyerCountry: text('buyer_country'),
    /** The VAT rate applied (basis points, 2500 = 25 %) and the VAT inside amountCents, fixed at payment. */
    vatRateBp: integer('vat_rate_bp'),
    vatCents: integer('vat_cents'),
    /** What the provider refunds: Stripe's payment intent; the local provider's session or invoice id. */
    providerPaymentId: text('provider_payment_id'),
    /** A refund asked for by the person (set once: a second request is refused); decision 046. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    /** The provider's checkout address: a second tab asking for the same product gets this one. */
    checkoutUrl: text('checkout_url'),
    /** A payment for something the person already had: refunded at once, access unchanged. */
    duplicate: boolean('duplicate').notNull().default(false),
    /**
     * An anonymous visitor paid (decision 066): 'created' when the visitor became the account of the address
     * they gave, 'existing' when that address had an account and the purchase went to it.
     */
    accountLink: text('account_link').$type<'created' | 'existing'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_session_uq').on(t.providerSessionId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_subscription_idx').on(t.providerSubscriptionId),
    index('payment_orders_payment_idx').on(t.providerPaymentId),
  ],
);

/**
 * What a person may use: one row per person and product. Talk: a subscription (periodEnd moves with each paid
 * invoice; `cancelAtPeriodEnd` while it runs out). Strategy: one payment, periodEnd null (no end).
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').$type<PaidProduct>().notNull(),
    status: text('status').$type<EntitlementStatus>().notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** past_due (a renewal failed): access is kept until this moment, then ends (decision 047). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    paidBy: text('paid_by').$type<PaidBy>().notNull(),
    orderId: text('order_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entitlements_user_product_uq').on(t.userId, t.product),
    index('entitlements_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/** Webhook events seen, by the provider's event id: a duplicate or a replay is answered without acting twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  attempts: integer('attempts').notNull().default(0),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/**
 * A request to a parent or partner. The link carries `token` (256 random bits); only its SHA-256 is stored, so a
 * leaked table cannot be turned into working links. Deleting the account deletes the request (the link then 404s).
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').$type<PaidProduct>().notNull(),
    parentNames: text('parent_names').notNull(),
    parentEmail: text('parent_email').notNull(),
    customMessage: text('custom_message'),
    /** The message the parent reads (the custom one, else the personalised default). */
    message: text('message').notNull(),
    firstName: text('first_name').notNull(),
    coverId: text('cover_id'),
    /** A parent sponsoring a person under 18 confirmed their consent on the sponsor page (decision 066). */
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sponsorships_token_uq').on(t.tokenHash), index('sponsorships_user_idx').on(t.userId)],
);

// ---------- the local payments provider (PAYMENTS_PROVIDER=local): its own "Stripe" state ----------

export interface LocalCheckoutMetadata {
  [key: string]: string;
}

/** A local hosted checkout session (what Stripe keeps on its side). No card data is ever stored: only the last 4. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode').$type<'payment' | 'subscription'>().notNull(),
  status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
  paymentStatus: text('payment_status').$type<'paid' | 'unpaid'>().notNull().default('unpaid'),
  productName: text('product_name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  customerEmail: text('customer_email'),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  metadata: jsonb('metadata').$type<LocalCheckoutMetadata>().notNull().default({}),
  cardLast4: text('card_last4'),
  /** The country the payer chose on the hosted page (ISO alpha-2), as Stripe's billing address gives it. */
  customerCountry: text('customer_country'),
  /** Refunded so far (local_refunds). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  lastError: text('last_error'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** A local subscription: renews every month on the provider's clock, or ends at period end once cancelled. */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    email: text('email'),
    status: text('status').$type<'active' | 'past_due' | 'canceled'>().notNull().default('active'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    metadata: jsonb('metadata').$type<LocalCheckoutMetadata>().notNull().default({}),
    /** The card's last 4: 4000 0000 0000 0341 pays the checkout and then declines every renewal (Stripe's test card). */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [index('local_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/** A local invoice: the first one of a subscription (paid with the checkout) and each renewal. */
export const localInvoices = pgTable(
  'local_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    billingReason: text('billing_reason').$type<'subscription_create' | 'subscription_cycle'>().notNull(),
    /** open: a renewal whose card declined, tried again at nextPaymentAttempt (decision 047); void: given up. */
    status: text('status').$type<'paid' | 'open' | 'void'>().notNull().default('paid'),
    attemptCount: integer('attempt_count').notNull().default(1),
    nextPaymentAttempt: timestamp('next_payment_attempt', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('local_invoices_subscription_idx').on(t.subscriptionId)],
);

/** A local refund: one per payment (a checkout session or an invoice), all of it (decision 046). */
export const localRefunds = pgTable('local_refunds', {
  id: text('id').primaryKey(),
  /** The session or invoice id refunded; unique, so a second refund of the same payment is the first one. */
  paymentId: text('payment_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/**
 * The local provider's outgoing webhook events (decision 075): each is a row first, then handed to the app's own
 * webhook handler; a failed delivery is retried by the `local-payments-event` job, and a row left pending by a crash
 * is found by the `local-payments-tick` job's sweep. Stripe keeps this on its side.
 */
export const localPaymentEvents = pgTable(
  'local_payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The event body exactly as it is signed and delivered. */
    payload: text('payload').notNull(),
    /** pending → sending → delivered; or failed (out of attempts). */
    status: text('status').$type<'pending' | 'sending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A `sending` row whose lease has passed was abandoned by a dead worker: it may be claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the sweep may hand the row to a job (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('local_payment_events_due_idx').on(t.status, t.nextAttemptAt)],
);
