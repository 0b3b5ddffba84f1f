import Stripe from 'stripe';
import {
  eventFromBody,
  WebhookSignatureError,
  systemClock,
  type ChargeInfo,
  type CheckoutInfo,
  type CreateCheckoutInput,
  type InvoiceInfo,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionInfo,
} from './payments.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API elsewhere (tests: a local HTTP server). */
  apiBase?: string;
  timeoutMs?: number;
  /** Stripe Tax on VAT-inclusive prices (STRIPE_TAX=true; docs/decisions/045). */
  automaticTax?: boolean;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** Stripe's "no such object" for a retrieve: the id is not one of ours. */
const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');

/**
 * Stripe (PAYMENTS_PROVIDER=stripe) through the official SDK: Checkout Sessions (a monthly subscription or a one-time
 * payment, priced inline from our config), the Customer Portal, and webhooks verified with the SDK.
 */
export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  readonly clock = systemClock;

  constructor(private readonly opts: StripeOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: opts.timeoutMs ?? 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: CreateCheckoutInput): Promise<{ id: string; url: string }> {
    const recurring = input.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {};
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: input.mode,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.amountCents,
              product_data: { name: input.productName },
              // Our prices are consumer prices with VAT inside: Stripe Tax splits them, the total never changes.
              ...(this.opts.automaticTax ? { tax_behavior: 'inclusive' as const } : {}),
              ...recurring,
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        client_reference_id: input.metadata.order_id,
        // Stripe Tax asks for the billing address it needs; an existing customer's address is saved back to it.
        ...(this.opts.automaticTax
          ? {
              automatic_tax: { enabled: true },
              ...(input.customerId ? { customer_update: { address: 'auto' as const } } : {}),
            }
          : { billing_address_collection: 'auto' as const }),
        ...(input.customerId
          ? { customer: input.customerId }
          : input.customerEmail
            ? { customer_email: input.customerEmail }
            : {}),
        ...(input.mode === 'subscription'
          ? { subscription_data: { metadata: input.metadata } }
          : {
              payment_intent_data: { metadata: input.metadata },
              // With a customer of ours the payment is theirs; customer_creation is only for a session without one.
              ...(input.customerId ? {} : { customer_creation: 'always' as const }),
            }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe returned a session without a url');
    return { id: session.id, url: session.url };
  }

  async getCheckout(id: string): Promise<CheckoutInfo | null> {
    if (!/^cs_[A-Za-z0-9_]{8,255}$/.test(id)) return null;
    try {
      const s = await this.stripe.checkout.sessions.retrieve(id);
      return {
        id: s.id,
        mode: s.mode === 'subscription' ? 'subscription' : 'payment',
        status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
        paymentStatus:
          s.payment_status === 'paid'
            ? 'paid'
            : s.payment_status === 'no_payment_required'
              ? 'no_payment_required'
              : 'unpaid',
        amountTotal: s.amount_total,
        currency: s.currency,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        email: s.customer_details?.email ?? s.customer_email ?? null,
        metadata: s.metadata ?? {},
        country: s.customer_details?.address?.country ?? null,
        taxCents: s.automatic_tax?.enabled ? (s.total_details?.amount_tax ?? null) : null,
        paymentId:
          idOf(s.payment_intent) ??
          (s.mode === 'subscription' && s.payment_status === 'paid'
            ? await this.invoicePayment(idOf(s.invoice))
            : null),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** The payment intent that paid an invoice (a subscription's first payment), so it can be refunded. */
  private async invoicePayment(invoiceId: string | null): Promise<string | null> {
    if (!invoiceId) return null;
    try {
      const i = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const legacy = (i as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
      const paid = i.payments?.data.find((p) => p.status === 'paid') ?? i.payments?.data[0];
      return idOf(paid?.payment.payment_intent ?? legacy ?? null);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async createCustomer(input: {
    email?: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const c = await this.stripe.customers.create(
      { ...(input.email ? { email: input.email } : {}), metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: c.id };
  }

  async expireCheckout(id: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(id);
      return true;
    } catch (err) {
      // Not open any more (paid meanwhile, or expired): Stripe refuses; the payment's own event decides.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return false;
      throw err;
    }
  }

  async cancelSubscription(id: string): Promise<SubscriptionInfo | null> {
    try {
      await this.stripe.subscriptions.cancel(id);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return this.getSubscription(id);
  }

  async getSubscription(id: string): Promise<SubscriptionInfo | null> {
    try {
      const s = await this.stripe.subscriptions.retrieve(id);
      // Since API 2025-03-31 the period lives on the items; older payloads had it on the subscription.
      const ends = s.items.data.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
      const legacy = (s as unknown as { current_period_end?: number }).current_period_end;
      const end = ends.length ? Math.max(...ends) : legacy;
      return {
        id: s.id,
        status: s.status,
        currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
        cancelAtPeriodEnd: s.cancel_at_period_end,
        customerId: idOf(s.customer),
        metadata: s.metadata ?? {},
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async getInvoice(id: string): Promise<InvoiceInfo | null> {
    try {
      const i = await this.stripe.invoices.retrieve(id);
      const legacy = (i as unknown as { subscription?: string | { id: string } | null }).subscription;
      return {
        id: i.id ?? id,
        status: i.status ?? 'draft',
        amountPaid: i.amount_paid,
        currency: i.currency,
        subscriptionId: idOf(i.parent?.subscription_details?.subscription ?? legacy ?? null),
        billingReason: i.billing_reason ?? null,
        email: i.customer_email ?? null,
        attemptCount: i.attempt_count ?? 0,
        nextPaymentAttempt: i.next_payment_attempt ? new Date(i.next_payment_attempt * 1000) : null,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const s = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return { url: s.url };
  }

  async refund(
    paymentId: string,
    input: { amountCents: number; idempotencyKey: string; metadata: Record<string, string> },
  ): Promise<{ id: string }> {
    const r = await this.stripe.refunds.create(
      {
        payment_intent: paymentId,
        amount: input.amountCents,
        reason: 'requested_by_customer',
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: r.id };
  }

  async getCharge(id: string): Promise<ChargeInfo | null> {
    try {
      const ch = await this.stripe.charges.retrieve(id);
      return {
        id: ch.id,
        paymentId: idOf(ch.payment_intent),
        amountCents: ch.amount,
        amountRefunded: ch.amount_refunded,
        refunded: ch.refunded,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    try {
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return this.getSubscription(subscriptionId);
  }

  parseWebhook(rawBody: string, signature: string | null | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('No signature.');
    try {
      return eventFromBody(this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret));
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw err;
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Bad signature.');
    }
  }
}
