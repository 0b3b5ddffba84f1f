import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  cardDigits,
  expiryPassed,
  parseExpiry,
  validCardNumber,
  validCountryCode,
  validCvc,
  validEmail,
} from '@core/card-check.js';
import type { Db } from '@server/db/client.js';
import { localCheckoutSessions, localInvoices, localRefunds, localSubscriptions } from '@server/db/schema.js';
import {
  eventFromBody,
  type ChargeInfo,
  type CheckoutInfo,
  type Clock,
  type CreateCheckoutInput,
  type InvoiceInfo,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionInfo,
} from './payments.js';
import { verifySignature } from './signature.js';
import {
  invoiceObject,
  LocalEventOutbox,
  rid,
  sessionObject,
  subscriptionObject,
  type Delivery,
  type LocalEventsOptions,
} from './local-events.js';
import { addMonth, LocalRenewals } from './local-renewals.js';

/** Stripe's Checkout Sessions stay open 24 hours. */
const SESSION_TTL_MS = 24 * 60 * 60_000;
/** A portal link is good for an hour (Stripe's portal sessions are short-lived too). */
const PORTAL_TTL_MS = 60 * 60_000;
/** Stripe's test card that pays (and is kept on file) but declines every later charge. */
export const DECLINES_RENEWALS = '4000000000000341';

export interface LocalCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email?: string;
  /** The billing country (ISO alpha-2), as Stripe Checkout asks for it. */
  country?: string;
}

export type LocalPayError =
  | 'card_declined'
  | 'insufficient_funds'
  | 'incorrect_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'missing_name'
  | 'invalid_email'
  | 'invalid_country'
  | 'session_expired'
  | 'session_closed';

export type LocalPayResult =
  | { ok: true; redirectUrl: string }
  | {
      ok: false;
      code: LocalPayError;
      message: string;
      field?: 'number' | 'expiry' | 'cvc' | 'name' | 'email' | 'country';
    };

/** What the hosted checkout page shows. */
export interface LocalCheckoutView {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  productName: string;
  amountCents: number;
  currency: string;
  email: string | null;
  cancelUrl: string;
  /** Where a paid session goes (the success address with its id). */
  successUrl: string;
}

export interface LocalPortalView {
  returnUrl: string;
  subscriptions: {
    id: string;
    productName: string;
    amountCents: number;
    currency: string;
    status: 'active' | 'past_due' | 'canceled';
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  }[];
}

/** Stripe's test cards (https://docs.stripe.com/testing): the outcome is chosen by the number. */
const TEST_CARDS: Record<string, LocalPayResult> = {
  '4242424242424242': { ok: true, redirectUrl: '' },
  [DECLINES_RENEWALS]: { ok: true, redirectUrl: '' },
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/**
 * The built-in provider (PAYMENTS_PROVIDER=local): a hosted checkout page at /pay/{id} that behaves like Stripe's test
 * mode, its sessions, subscriptions and invoices in our database, and Stripe-shaped events signed with the webhook
 * secret and handed to the same webhook handler in this process (local-events.ts: stored first, retried by a job).
 * Subscriptions renew or end on `tick()` (local-renewals.ts), read on an injected clock (tests move it; the
 * `local-payments-tick` job ticks every minute). Its delivery, clock and job queue are given by bootstrap.ts.
 */
export class LocalPayments implements PaymentsProvider {
  readonly name = 'local' as const;
  /** What tick() does to a renewal: follow the card on file (default), or fail them all (tests). */
  renewalOutcome: 'card' | 'fail' = 'card';
  private readonly events: LocalEventOutbox;
  private readonly renewals: LocalRenewals;

  constructor(
    private readonly db: Db,
    private readonly opts: Omit<LocalEventsOptions, 'db'> & { publicUrl: string },
  ) {
    this.events = new LocalEventOutbox({ ...opts, db });
    this.renewals = new LocalRenewals({
      db,
      clock: opts.clock,
      events: this.events,
      getSubscription: (id) => this.getSubscription(id),
      getInvoice: (id) => this.getInvoice(id),
      renewalPays: (sub) => this.renewalPays(sub),
    });
  }

  get clock(): Clock {
    return this.opts.clock;
  }

  /** Replaces where events go (tests hold or drop them); the app's handler is given at construction. */
  setDelivery(fn: Delivery): void {
    this.events.setDelivery(fn);
  }

  async createCheckout(input: CreateCheckoutInput): Promise<{ id: string; url: string }> {
    const id = rid('cs_test');
    const now = this.opts.clock.now();
    await this.db.insert(localCheckoutSessions).values({
      id,
      mode: input.mode,
      productName: input.productName,
      amountCents: input.amountCents,
      currency: input.currency,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerEmail: input.customerEmail ?? null,
      customerId: input.customerId ?? null,
      metadata: input.metadata,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return { id, url: `${this.opts.publicUrl}/pay/${id}` };
  }

  async createCustomer(): Promise<{ id: string }> {
    return { id: rid('cus') };
  }

  /** Expires an open session (as Stripe's sessions.expire): it can no longer be paid. */
  async expireCheckout(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(localCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
      .returning({ id: localCheckoutSessions.id });
    if (!row) return false;
    const session = await this.getCheckout(id);
    if (session) await this.emit('checkout.session.expired', sessionObject(session));
    return true;
  }

  /** Ends a subscription now (as Stripe's subscriptions.cancel): no more renewals. */
  async cancelSubscription(id: string): Promise<SubscriptionInfo | null> {
    const [row] = await this.db
      .update(localSubscriptions)
      .set({ status: 'canceled' })
      .where(and(eq(localSubscriptions.id, id), sql`${localSubscriptions.status} <> 'canceled'`))
      .returning({ id: localSubscriptions.id });
    const sub = await this.getSubscription(id);
    if (row && sub) await this.emit('customer.subscription.deleted', subscriptionObject(sub));
    return sub;
  }

  private async session(id: string) {
    if (!/^cs_test_[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
    const [row] = await this.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)).limit(1);
    if (row && row.status === 'open' && row.expiresAt.getTime() <= this.opts.clock.now().getTime()) {
      await this.db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
      row.status = 'expired';
    }
    return row ?? null;
  }

  async getCheckout(id: string): Promise<CheckoutInfo | null> {
    const row = await this.session(id);
    if (!row) return null;
    return {
      id: row.id,
      mode: row.mode,
      status: row.status,
      paymentStatus: row.paymentStatus,
      amountTotal: row.amountCents,
      currency: row.currency,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
      email: row.customerEmail,
      metadata: row.metadata,
      country: row.customerCountry,
      taxCents: null,
      paymentId: row.status === 'complete' && row.paymentStatus === 'paid' ? row.id : null,
    };
  }

  /** The hosted page's view of a session, or null. */
  async describe(id: string): Promise<LocalCheckoutView | null> {
    const row = await this.session(id);
    if (!row) return null;
    return {
      id: row.id,
      mode: row.mode,
      status: row.status,
      productName: row.productName,
      amountCents: row.amountCents,
      currency: row.currency,
      email: row.customerEmail,
      cancelUrl: row.cancelUrl,
      successUrl: row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id),
    };
  }

  /** Pays a session with a test card: the outcome follows Stripe's test numbers; nothing of the card is kept but the last 4. */
  async pay(id: string, card: LocalCard): Promise<LocalPayResult> {
    const row = await this.session(id);
    if (!row || row.status === 'expired')
      return { ok: false, code: 'session_expired', message: 'This checkout has expired. Please start again.' };
    if (row.status === 'complete')
      return { ok: true, redirectUrl: row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id) };
    const number = cardDigits(card.number);
    if (!validCardNumber(number))
      return { ok: false, code: 'incorrect_number', message: CARD_MESSAGES.numberIncorrect, field: 'number' };
    const expiry = parseExpiry(card.expiry);
    if (!expiry || expiry.month < 1 || expiry.month > 12)
      return { ok: false, code: 'invalid_expiry', message: CARD_MESSAGES.expiryIncomplete, field: 'expiry' };
    const now = this.opts.clock.now();
    if (expiryPassed(expiry, now))
      return { ok: false, code: 'invalid_expiry', message: CARD_MESSAGES.expiryYearPast, field: 'expiry' };
    if (!validCvc(card.cvc))
      return { ok: false, code: 'invalid_cvc', message: CARD_MESSAGES.cvcIncomplete, field: 'cvc' };
    if (!card.name.trim())
      return { ok: false, code: 'missing_name', message: CARD_MESSAGES.nameMissing, field: 'name' };
    const email = card.email?.trim() || row.customerEmail;
    if (email && !validEmail(email))
      return { ok: false, code: 'invalid_email', message: CARD_MESSAGES.emailInvalid, field: 'email' };
    const country = card.country?.trim().toUpperCase() || null;
    if (country && !validCountryCode(country))
      return { ok: false, code: 'invalid_country', message: CARD_MESSAGES.countryMissing, field: 'country' };
    const outcome = TEST_CARDS[number] ?? {
      ok: false as const,
      code: 'card_declined' as const,
      message: 'Your card was declined. This checkout is in test mode: use a test card such as 4242 4242 4242 4242.',
    };
    if (!outcome.ok) {
      await this.db
        .update(localCheckoutSessions)
        .set({ lastError: outcome.code })
        .where(eq(localCheckoutSessions.id, id));
      return { ...outcome, field: 'number' };
    }

    const customerId = row.customerId ?? rid('cus');
    const subscriptionId = row.mode === 'subscription' ? rid('sub') : null;
    const invoiceId = subscriptionId ? rid('in') : null;
    const won = await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(localCheckoutSessions)
        .set({
          status: 'complete',
          paymentStatus: 'paid',
          customerId,
          subscriptionId,
          customerEmail: email ?? null,
          customerCountry: country,
          cardLast4: number.slice(-4),
          lastError: null,
        })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
        .returning({ id: localCheckoutSessions.id });
      if (!done) return false;
      if (subscriptionId && invoiceId) {
        await tx.insert(localSubscriptions).values({
          id: subscriptionId,
          customerId,
          email: email ?? null,
          amountCents: row.amountCents,
          currency: row.currency,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          metadata: { ...row.metadata, product_name: row.productName },
          cardLast4: number === DECLINES_RENEWALS ? '0341' : number.slice(-4),
        });
        await tx.insert(localInvoices).values({
          id: invoiceId,
          subscriptionId,
          customerId,
          amountCents: row.amountCents,
          currency: row.currency,
          billingReason: 'subscription_create',
          email: email ?? null,
        });
      }
      return true;
    });
    const redirectUrl = row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id);
    if (!won) return { ok: true, redirectUrl };
    const session = (await this.getCheckout(id))!;
    if (subscriptionId && invoiceId) {
      const sub = (await this.getSubscription(subscriptionId))!;
      await this.emit('customer.subscription.created', subscriptionObject(sub));
      await this.emit('invoice.paid', invoiceObject((await this.getInvoice(invoiceId))!));
    }
    await this.emit('checkout.session.completed', sessionObject(session));
    return { ok: true, redirectUrl };
  }

  async getSubscription(id: string): Promise<SubscriptionInfo | null> {
    const [row] = await this.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id)).limit(1);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      customerId: row.customerId,
      metadata: row.metadata,
    };
  }

  async getInvoice(id: string): Promise<InvoiceInfo | null> {
    const [row] = await this.db.select().from(localInvoices).where(eq(localInvoices.id, id)).limit(1);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      amountPaid: row.status === 'paid' ? row.amountCents : 0,
      currency: row.currency,
      subscriptionId: row.subscriptionId,
      billingReason: row.billingReason,
      email: row.email,
      attemptCount: row.attemptCount,
      nextPaymentAttempt: row.nextPaymentAttempt,
    };
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const body = Buffer.from(
      JSON.stringify({ c: customerId, r: returnUrl, e: this.opts.clock.now().getTime() + PORTAL_TTL_MS }),
    ).toString('base64url');
    return { url: `${this.opts.publicUrl}/pay/portal/${body}.${this.mac(body)}` };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.opts.webhookSecret).update(`portal.${body}`).digest('base64url');
  }

  /** The customer and return address of a portal token, or null when it is forged or expired. */
  private portalToken(token: string): { customerId: string; returnUrl: string } | null {
    if (token.length > 2000) return null;
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c: string; r: string; e: number };
      if (typeof v.c !== 'string' || typeof v.r !== 'string' || typeof v.e !== 'number') return null;
      if (v.e <= this.opts.clock.now().getTime()) return null;
      return { customerId: v.c, returnUrl: v.r };
    } catch {
      return null;
    }
  }

  async portal(token: string): Promise<LocalPortalView | null> {
    const t = this.portalToken(token);
    if (!t) return null;
    const rows = await this.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, t.customerId))
      .orderBy(localSubscriptions.createdAt);
    return {
      returnUrl: t.returnUrl,
      subscriptions: rows.map((r) => ({
        id: r.id,
        productName: r.metadata.product_name ?? 'Subscription',
        amountCents: r.amountCents,
        currency: r.currency,
        status: r.status,
        currentPeriodEnd: r.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
      })),
    };
  }

  /** Cancels at period end (or resumes) a subscription of the token's customer; false when not theirs or ended. */
  async setCancelAtPeriodEndByToken(token: string, subscriptionId: string, cancel: boolean): Promise<boolean> {
    const t = this.portalToken(token);
    if (!t) return false;
    return (await this.changeCancelAtPeriodEnd(subscriptionId, cancel, t.customerId)) !== null;
  }

  /** Cancels at period end (or resumes) a subscription that has not ended; null when there is none. */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionInfo | null> {
    return this.changeCancelAtPeriodEnd(subscriptionId, cancel, null);
  }

  private async changeCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, customerId: string | null) {
    const [row] = await this.db
      .update(localSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(
        and(
          eq(localSubscriptions.id, subscriptionId),
          customerId ? eq(localSubscriptions.customerId, customerId) : undefined,
          sql`${localSubscriptions.status} <> 'canceled'`,
        ),
      )
      .returning({ id: localSubscriptions.id });
    if (!row) return null;
    const sub = (await this.getSubscription(row.id))!;
    await this.emit('customer.subscription.updated', subscriptionObject(sub));
    return sub;
  }

  /**
   * Refunds all of a paid session or invoice, once: a second call (the same payment) returns the first refund.
   * Emits charge.refunded, as Stripe does.
   */
  async refund(
    paymentId: string,
    input: { amountCents: number; idempotencyKey: string; metadata: Record<string, string> },
  ): Promise<{ id: string }> {
    const charge = await this.getCharge(paymentId);
    if (!charge) throw new Error('local payments: no such payment to refund');
    if (input.amountCents !== charge.amountCents) throw new Error('local payments: only whole refunds');
    const id = rid('re');
    const inserted = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(localRefunds)
        .values({
          id,
          paymentId,
          amountCents: charge.amountCents,
          currency: 'eur',
          reason: input.metadata.reason ?? 'requested_by_customer',
        })
        .onConflictDoNothing({ target: localRefunds.paymentId })
        .returning({ id: localRefunds.id });
      if (!row) return false;
      const table = paymentId.startsWith('cs_') ? localCheckoutSessions : localInvoices;
      await tx.update(table).set({ refundedCents: charge.amountCents }).where(eq(table.id, paymentId));
      return true;
    });
    if (!inserted) {
      const [first] = await this.db
        .select({ id: localRefunds.id })
        .from(localRefunds)
        .where(eq(localRefunds.paymentId, paymentId));
      return { id: first!.id };
    }
    const after = (await this.getCharge(paymentId))!;
    await this.emit('charge.refunded', {
      id: after.id,
      object: 'charge',
      amount: after.amountCents,
      amount_refunded: after.amountRefunded,
      refunded: after.refunded,
      payment_intent: after.paymentId,
    });
    return { id };
  }

  /** A paid session or invoice as a charge (its id is the payment's id). */
  async getCharge(id: string): Promise<ChargeInfo | null> {
    if (id.startsWith('cs_')) {
      const row = await this.session(id);
      if (!row || row.status !== 'complete' || row.paymentStatus !== 'paid') return null;
      return this.charge(id, row.amountCents, row.refundedCents);
    }
    const [inv] = await this.db.select().from(localInvoices).where(eq(localInvoices.id, id)).limit(1);
    if (!inv || inv.status !== 'paid') return null;
    return this.charge(id, inv.amountCents, inv.refundedCents);
  }

  private charge(id: string, amountCents: number, refundedCents: number): ChargeInfo {
    return { id, paymentId: id, amountCents, amountRefunded: refundedCents, refunded: refundedCents >= amountCents };
  }

  /** Whether the card on file pays a renewal. */
  private renewalPays(sub: { cardLast4: string | null }): boolean {
    return this.renewalOutcome !== 'fail' && sub.cardLast4 !== '0341';
  }

  /** Renews or ends what is due on the clock (the `local-payments-tick` job; tests after moving the clock). */
  tick(): Promise<number> {
    return this.renewals.tick();
  }

  parseWebhook(rawBody: string, signature: string | null | undefined): PaymentEvent {
    verifySignature(rawBody, signature, this.opts.webhookSecret);
    return eventFromBody(JSON.parse(rawBody));
  }

  /** Delivers (again) one stored event: the `local-payments-event` job. */
  deliverEvent(id: string, opts: { lastAttempt: boolean }) {
    return this.events.deliver(id, opts);
  }

  /** Hands undelivered events to the job queue (the `local-payments-tick` job). */
  sweepEvents(): Promise<number> {
    return this.events.sweep();
  }

  private emit(type: string, object: Record<string, unknown>): Promise<void> {
    return this.events.emit(type, object);
  }
}
