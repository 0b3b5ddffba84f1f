/**
 * A payments provider: hosted checkout (no card data ever reaches our server), the state of a checkout session and a
 * subscription as the provider knows it, a customer portal, and signed webhook events. Two adapters: `local` (a
 * built-in test-mode checkout that behaves like Stripe's) and `stripe` (the official SDK). The shapes follow Stripe's.
 */
export type CheckoutMode = 'payment' | 'subscription';

export interface CreateCheckoutInput {
  mode: CheckoutMode;
  productName: string;
  amountCents: number;
  /** ISO code, lower case ('eur'). */
  currency: string;
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the session's id (as Stripe does). */
  successUrl: string;
  cancelUrl: string;
  /** Prefills the payer's e-mail (a signed-in account). */
  customerEmail?: string;
  /** An existing customer at the provider (the same payer's earlier payment). */
  customerId?: string;
  /** Copied onto the session (and the subscription): our order id and whom it is for. */
  metadata: Record<string, string>;
  /** The same key twice makes one session (a double tap). */
  idempotencyKey: string;
}

export interface CheckoutInfo {
  id: string;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  email: string | null;
  metadata: Record<string, string>;
  /** The payer's billing country (ISO alpha-2) when the provider collected one. */
  country: string | null;
  /** The tax inside amountTotal when the provider computed it (Stripe Tax), else null. */
  taxCents: number | null;
  /** What a refund of this payment names (Stripe: the payment intent; local: the session). */
  paymentId: string | null;
}

/** A payment as its refunds see it (Stripe's charge; the local provider's session or invoice). */
export interface ChargeInfo {
  id: string;
  /** The same id as CheckoutInfo.paymentId. */
  paymentId: string | null;
  amountCents: number;
  amountRefunded: number;
  refunded: boolean;
}

export interface SubscriptionInfo {
  id: string;
  /** Stripe's statuses: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  metadata: Record<string, string>;
}

export interface InvoiceInfo {
  id: string;
  status: string;
  amountPaid: number;
  currency: string;
  subscriptionId: string | null;
  /** subscription_create (the first, paid with the checkout) or subscription_cycle (a renewal), ... */
  billingReason: string | null;
  email: string | null;
  /** Failed attempts to collect it so far, and when the provider tries again (null: no further attempt). */
  attemptCount: number;
  nextPaymentAttempt: Date | null;
}

/** What the handler needs of a verified event; the objects themselves are read again from the provider. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** data.object.id */
  objectId: string;
  created: number;
}

/** The signature header is missing, wrong, or too old (a replay): the event is refused with a 400. */
export class WebhookSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<CheckoutInfo | null>;
  getSubscription(id: string): Promise<SubscriptionInfo | null>;
  getInvoice(id: string): Promise<InvoiceInfo | null>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Refunds a whole payment; the same payment twice is one refund (idempotent). */
  refund(
    paymentId: string,
    input: { amountCents: number; idempotencyKey: string; metadata: Record<string, string> },
  ): Promise<{ id: string }>;
  getCharge(id: string): Promise<ChargeInfo | null>;
  /** A customer for one person (one payment customer per person; every checkout of theirs names it). */
  createCustomer(input: {
    email?: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Closes an open checkout so it can no longer be paid; false when it was not open (paid, or expired already). */
  expireCheckout(id: string): Promise<boolean>;
  /** Ends a subscription now (a duplicate); null when there is no such subscription. */
  cancelSubscription(id: string): Promise<SubscriptionInfo | null>;
  /** Cancels a subscription at the end of its period (or resumes it); null when there is no such subscription. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionInfo | null>;
  /** The provider's clock (the local provider's moves in tests; Stripe's is the system's). */
  readonly clock: Clock;
  /** Verifies the signature (Stripe's scheme: `t=…,v1=HMAC-SHA256(secret, t.payload)`, 5 minutes' tolerance). */
  parseWebhook(rawBody: string, signature: string | null | undefined): PaymentEvent;
}

/** A clock the local provider reads (tests move it). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** The fields of any event body we read, whatever the adapter. */
export function eventFromBody(body: unknown): PaymentEvent {
  const e = body as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: { id?: unknown } } };
  if (typeof e?.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object?.id !== 'string')
    throw new WebhookSignatureError('Not an event.');
  return {
    id: e.id.slice(0, 255),
    type: e.type.slice(0, 100),
    objectId: e.data.object.id.slice(0, 255),
    created: typeof e.created === 'number' ? e.created : 0,
  };
}
