import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { localInvoices, localSubscriptions } from '@server/db/schema.js';
import { invoiceObject, rid, subscriptionObject, type LocalEventOutbox } from './local-events.js';
import type { Clock, InvoiceInfo, SubscriptionInfo } from './payments.js';

/**
 * A renewal whose card declines is tried again this long after the first failure (Stripe's Smart Retries do a few
 * attempts over days); when the last fails the subscription is cancelled (decision 047).
 */
export const RENEWAL_RETRY_DAYS = [3, 5, 8];
const DAY_MS = 24 * 60 * 60_000;

export function addMonth(d: Date): Date {
  const next = new Date(d);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

type SubscriptionRow = typeof localSubscriptions.$inferSelect;

/** A renewal's invoice (paid unless told otherwise). */
const renewalInvoice = (sub: SubscriptionRow, id: string) => ({
  id,
  subscriptionId: sub.id,
  customerId: sub.customerId,
  amountCents: sub.amountCents,
  currency: sub.currency,
  billingReason: 'subscription_cycle' as const,
  email: sub.email,
});

/** What the renewals need of the provider. */
export interface RenewalHost {
  db: Db;
  clock: Clock;
  events: LocalEventOutbox;
  getSubscription(id: string): Promise<SubscriptionInfo | null>;
  getInvoice(id: string): Promise<InvoiceInfo | null>;
  /** Whether the card on file pays a renewal. */
  renewalPays(sub: { cardLast4: string | null }): boolean;
}

/**
 * The local subscriptions' months on the provider's clock (run by the `local-payments-tick` job every minute, and
 * by tests after moving the clock). Everything it acts on is a row, so a restart loses no renewal: the next tick
 * finds what is due.
 */
export class LocalRenewals {
  constructor(private readonly host: RenewalHost) {}

  private async subscriptionEvent(type: string, id: string) {
    await this.host.events.emit(type, subscriptionObject((await this.host.getSubscription(id))!));
  }

  private async invoiceEvent(type: string, id: string) {
    await this.host.events.emit(type, invoiceObject((await this.host.getInvoice(id))!));
  }

  /**
   * Renews or ends every subscription whose period is over on the clock: a renewal makes a paid invoice and moves the
   * period one month (as many times as needed); a subscription cancelled at period end ends. Returns how many changed.
   */
  async tick(): Promise<number> {
    const { db } = this.host;
    const now = this.host.clock.now();
    const due = await db
      .select()
      .from(localSubscriptions)
      .where(and(eq(localSubscriptions.status, 'active'), lte(localSubscriptions.currentPeriodEnd, now)));
    for (const sub of due) {
      if (sub.cancelAtPeriodEnd) {
        const [ended] = await db
          .update(localSubscriptions)
          .set({ status: 'canceled' })
          .where(and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.status, 'active')))
          .returning({ id: localSubscriptions.id });
        if (ended) await this.subscriptionEvent('customer.subscription.deleted', sub.id);
        continue;
      }
      if (!this.host.renewalPays(sub)) {
        await this.failRenewal(sub, now);
        continue;
      }
      let end = sub.currentPeriodEnd;
      while (end.getTime() <= now.getTime()) {
        const invoiceId = rid('in');
        const nextEnd = addMonth(end);
        const moved = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(localSubscriptions)
            .set({ currentPeriodStart: end, currentPeriodEnd: nextEnd })
            .where(and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.currentPeriodEnd, end)))
            .returning({ id: localSubscriptions.id });
          if (!row) return false;
          await tx.insert(localInvoices).values(renewalInvoice(sub, invoiceId));
          return true;
        });
        if (!moved) break;
        end = nextEnd;
        await this.invoiceEvent('invoice.paid', invoiceId);
        await this.subscriptionEvent('customer.subscription.updated', sub.id);
      }
    }
    let retried = 0;
    // A retry that fails schedules the next; one that is already due too runs in the same tick.
    for (let round = 0, n = 1; n > 0 && round < RENEWAL_RETRY_DAYS.length + 1; round++) {
      n = await this.retryRenewals(now);
      retried += n;
    }
    return due.length + retried;
  }

  /**
   * A renewal the card declined (as Stripe does): the period moves on, its invoice stays open, the subscription is
   * past_due and the invoice is tried again RENEWAL_RETRY_DAYS after the first failure.
   */
  private async failRenewal(sub: SubscriptionRow, now: Date): Promise<void> {
    const invoiceId = rid('in');
    const end = sub.currentPeriodEnd;
    const moved = await this.host.db.transaction(async (tx) => {
      const [row] = await tx
        .update(localSubscriptions)
        .set({ status: 'past_due', currentPeriodStart: end, currentPeriodEnd: addMonth(end) })
        .where(and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.currentPeriodEnd, end)))
        .returning({ id: localSubscriptions.id });
      if (!row) return false;
      await tx.insert(localInvoices).values({
        ...renewalInvoice(sub, invoiceId),
        status: 'open',
        attemptCount: 1,
        nextPaymentAttempt: new Date(now.getTime() + RENEWAL_RETRY_DAYS[0]! * DAY_MS),
      });
      return true;
    });
    if (!moved) return;
    await this.invoiceEvent('invoice.payment_failed', invoiceId);
    await this.subscriptionEvent('customer.subscription.updated', sub.id);
  }

  /** Tries the open invoices that are due again: paid, the subscription is active; the last failure ends it. */
  private async retryRenewals(now: Date): Promise<number> {
    const { db } = this.host;
    const due = await db
      .select()
      .from(localInvoices)
      .where(and(eq(localInvoices.status, 'open'), lte(localInvoices.nextPaymentAttempt, now)));
    for (const inv of due) {
      const [sub] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.id, inv.subscriptionId))
        .limit(1);
      if (!sub || sub.status === 'canceled') continue;
      const pays = this.host.renewalPays(sub);
      const attempts = inv.attemptCount + 1;
      const next = RENEWAL_RETRY_DAYS[attempts - 1];
      const first = inv.nextPaymentAttempt!.getTime() - RENEWAL_RETRY_DAYS[inv.attemptCount - 1]! * DAY_MS;
      const [changed] = await db
        .update(localInvoices)
        .set(
          pays
            ? { status: 'paid', attemptCount: attempts, nextPaymentAttempt: null }
            : {
                status: next === undefined ? 'void' : 'open',
                attemptCount: attempts,
                nextPaymentAttempt: next === undefined ? null : new Date(first + next * DAY_MS),
              },
        )
        .where(and(eq(localInvoices.id, inv.id), eq(localInvoices.attemptCount, inv.attemptCount)))
        .returning({ id: localInvoices.id });
      if (!changed) continue;
      if (pays) {
        await db.update(localSubscriptions).set({ status: 'active' }).where(eq(localSubscriptions.id, sub.id));
        await this.invoiceEvent('invoice.paid', inv.id);
      } else {
        await this.invoiceEvent('invoice.payment_failed', inv.id);
        if (next === undefined)
          await db.update(localSubscriptions).set({ status: 'canceled' }).where(eq(localSubscriptions.id, sub.id));
      }
      const after = (await this.host.getSubscription(sub.id))!;
      await this.host.events.emit(
        after.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        subscriptionObject(after),
      );
    }
    return due.length;
  }
}
