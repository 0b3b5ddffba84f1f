import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { localPaymentEvents } from '@server/db/schema.js';
import type { Logger } from '@server/lib/logger.js';
import type { Jobs } from '@server/shared/jobs.js';
import type { CheckoutInfo, Clock, InvoiceInfo, SubscriptionInfo } from './payments.js';
import { signPayload } from './signature.js';

/**
 * The local provider's webhook events, durable (decision 075). `emit` stores the signed-to-be body as a row of
 * `local_payment_events` and delivers it at once to the app's own handler (as Stripe's webhook arrives within a
 * second); a delivery that fails is handed to the `local-payments-event` job (pg-boss, retried with back-off), and
 * a row a crash left pending or sending is handed on again by `sweep` (the `local-payments-tick` job, every minute).
 * A row is claimed with a lease before it is delivered, so two workers never deliver it at once; the handler is
 * idempotent on the event id anyway (payment_events).
 *
 * Without a job queue in this process (tests, scripts) only the first attempt is made; the row stays pending.
 */
export const LOCAL_EVENT_JOB = 'local-payments-event';
/** Renewals, endings and renewal retries on the provider's clock, and the sweep of undelivered events. */
export const LOCAL_TICK_JOB = 'local-payments-tick';
/** Attempts before an event is given up (the success page's check still converges a checkout). */
export const LOCAL_EVENT_ATTEMPTS = 6;
/** A worker holding a row this long without marking it is taken as dead. */
const LEASE_MS = 2 * 60_000;
/** Settled rows are deleted after this many days. */
const KEEP_DAYS = 7;

/** Where events go: the app's webhook handler (built in bootstrap.ts). Throws when the event was not handled. */
export type Delivery = (payload: string, signature: string) => Promise<void>;

export interface LocalEventsOptions {
  db: Db;
  webhookSecret: string;
  clock: Clock;
  log: Logger;
  delivery?: Delivery;
  /** The job queue once it runs in this process (deps.jobs). */
  jobs?: () => Jobs | undefined;
}

export const rid = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
export const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export type LocalEventStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export class LocalEventOutbox {
  private delivery: Delivery | null;

  constructor(private readonly opts: LocalEventsOptions) {
    this.delivery = opts.delivery ?? null;
  }

  /** Replaces where events go (tests hold or drop them). */
  setDelivery(fn: Delivery): void {
    this.delivery = fn;
  }

  /** Stores a Stripe-shaped event and delivers it; a failed delivery is retried by the job queue. */
  async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const id = rid('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: unix(this.opts.clock.now()),
      livemode: false,
      data: { object },
    });
    await this.opts.db.insert(localPaymentEvents).values({ id, type, payload });
    await this.dispatch(id);
  }

  /** One attempt now; on failure the row goes to the job queue (when there is one) for the retries. */
  private async dispatch(id: string): Promise<void> {
    try {
      await this.deliver(id, { lastAttempt: false });
    } catch (err) {
      this.opts.log.warn({ err: (err as Error).message, eventId: id }, 'local payments: event delivery failed');
      await this.enqueue(id, 1);
    }
  }

  private async enqueue(id: string, delaySeconds = 0): Promise<void> {
    const jobs = this.opts.jobs?.();
    if (!jobs) return; // the row stays pending: a sweep in a process with a queue hands it on
    await jobs
      .send(LOCAL_EVENT_JOB, { id }, { key: id, ...(delaySeconds ? { delaySeconds } : {}) })
      .catch((err: unknown) =>
        this.opts.log.warn({ err: (err as Error).message, eventId: id }, 'local payments: could not queue an event'),
      );
  }

  /**
   * One attempt at a row: claim it (pending, or sending with a lapsed lease), deliver, mark it delivered. Throws
   * on a failure that is to be retried (the row is back to pending).
   */
  async deliver(id: string, { lastAttempt }: { lastAttempt: boolean }): Promise<LocalEventStatus | 'gone'> {
    const db = this.opts.db;
    const t = localPaymentEvents;
    const now = new Date();
    if (!this.delivery) return 'pending';
    const [row] = await db
      .update(t)
      .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(t.id, id), or(eq(t.status, 'pending'), and(eq(t.status, 'sending'), lt(t.leaseUntil, now)))))
      .returning();
    if (!row) {
      const [seen] = await db.select({ status: t.status }).from(t).where(eq(t.id, id));
      return seen ? seen.status : 'gone';
    }
    try {
      await this.delivery(row.payload, signPayload(row.payload, this.opts.webhookSecret));
    } catch (err) {
      const final = lastAttempt || row.attempts >= LOCAL_EVENT_ATTEMPTS;
      const backoffMs = Math.min(1_000 * 5 ** (row.attempts - 1), 10 * 60_000);
      await db
        .update(t)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 300),
          leaseUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffMs),
          settledAt: final ? new Date() : null,
        })
        .where(eq(t.id, id));
      if (final) return 'failed';
      throw err;
    }
    await db.update(t).set({ status: 'delivered', leaseUntil: null, settledAt: new Date() }).where(eq(t.id, id));
    return 'delivered';
  }

  /** Hands every due pending row (and every abandoned sending row) to the job queue; deletes old settled rows. */
  async sweep(): Promise<number> {
    const db = this.opts.db;
    const t = localPaymentEvents;
    const now = new Date();
    const due = await db
      .select({ id: t.id })
      .from(t)
      .where(
        or(
          and(eq(t.status, 'pending'), lte(t.nextAttemptAt, now)),
          and(eq(t.status, 'sending'), lt(t.leaseUntil, now)),
        ),
      )
      .orderBy(t.createdAt)
      .limit(200);
    for (const { id } of due) await this.enqueue(id);
    await db
      .delete(t)
      .where(
        and(
          inArray(t.status, ['delivered', 'failed']),
          lt(t.settledAt, new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60_000)),
        ),
      );
    return due.length;
  }
}

/** The event objects, shaped as Stripe's. */
export function sessionObject(s: CheckoutInfo) {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: s.mode,
    status: s.status,
    payment_status: s.paymentStatus,
    amount_total: s.amountTotal,
    currency: s.currency,
    customer: s.customerId,
    subscription: s.subscriptionId,
    customer_details: { email: s.email },
    metadata: s.metadata,
  };
}

export function subscriptionObject(s: SubscriptionInfo) {
  const end = s.currentPeriodEnd ? unix(s.currentPeriodEnd) : null;
  return {
    id: s.id,
    object: 'subscription',
    status: s.status,
    customer: s.customerId,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: end }] },
    metadata: s.metadata,
  };
}

export function invoiceObject(i: InvoiceInfo) {
  return {
    id: i.id,
    object: 'invoice',
    status: i.status,
    amount_paid: i.amountPaid,
    currency: i.currency,
    billing_reason: i.billingReason,
    customer_email: i.email,
    attempt_count: i.attemptCount,
    next_payment_attempt: i.nextPaymentAttempt ? unix(i.nextPaymentAttempt) : null,
    parent: { type: 'subscription_details', subscription_details: { subscription: i.subscriptionId } },
  };
}
