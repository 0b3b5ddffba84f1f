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
