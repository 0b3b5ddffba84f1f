import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { AppDeps } from '@server/context';
import { localPaymentEvents, localSubscriptions } from '@server/db/schema';
import { startJobs, type JobQueue } from '@server/jobs/index';
import { createLogger } from '@server/lib/logger';
import { LocalPayments } from './local';
import type { Delivery } from './local-events';

/**
 * The local provider's events and renewals survive a restart (decision 075): an event whose delivery failed is a
 * pending row that the next process's `local-payments-tick` sweep hands to the `local-payments-event` job; a
 * renewal that came due while no process ran is made by that process's tick.
 */
const SECRET = 'whsec_localeventstest0123456789';
let t: TestApp;
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_WEBHOOK_SECRET: SECRET, JOBS_MONITOR_SECONDS: '1' });
});
afterAll(async () => {
  for (const q of queues) await q.stop({ graceful: false }).catch(() => undefined);
  await t.close();
});

const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Maya Lindqvist' };
let now = Date.now();
const clock = { now: () => new Date(now) };

/** A process: its own provider on the shared database, its delivery, and (when started) its job queue. */
function instance(delivery: Delivery) {
  const deps: AppDeps = { ...t.deps };
  deps.payments = new LocalPayments(t.deps.database.db, {
    publicUrl: 'http://localhost:3000',
    webhookSecret: SECRET,
    clock,
    log: createLogger('silent'),
    delivery,
    jobs: () => deps.jobs,
  });
  return { deps, provider: deps.payments as LocalPayments };
}

const report = async () => ({
  rows: (await t.deps.database.db.select().from(localPaymentEvents)).map((r) => [r.type, r.status, r.lastError]),
});

async function until<T>(what: string, check: () => Promise<T | false> | T | false, ms = 50_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await report())}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('local payments across a restart', () => {
  it(
    'a pending delivery and a renewal that came due are done by the next process, once',
    { timeout: 90_000 },
    async () => {
      // on PostgreSQL the worker's database holds rows of the payments tests before this one: start from none
      await t.deps.database.db.delete(localPaymentEvents);
      // and their subscriptions would renew too when the month passes: only this test's one is live
      await t.deps.database.db.update(localSubscriptions).set({ status: 'canceled' });
      // process 1: the webhook endpoint is down; its events stay pending rows when it dies
      const dying = instance(async () => {
        throw new Error('webhook endpoint down');
      });
      const { id } = await dying.provider.createCheckout({
        mode: 'subscription',
        productName: 'FutureSelf Talk',
        amountCents: 1900,
        currency: 'eur',
        successUrl: 'http://localhost:3000/talk-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/talk-canceled',
        metadata: { order_id: 'o1' },
        idempotencyKey: 'k1',
      });
      expect((await dying.provider.pay(id, CARD)).ok).toBe(true);
      const rows = await t.deps.database.db.select().from(localPaymentEvents);
      expect(rows.map((r) => [r.type, r.status, r.attempts]).sort()).toEqual(
        [
          ['checkout.session.completed', 'pending', 1],
          ['customer.subscription.created', 'pending', 1],
          ['invoice.paid', 'pending', 1],
        ].sort(),
      );

      // while no process runs, a month passes: the renewal is due, and so is every pending delivery's next attempt
      // (without this the rows come due 5 s after process 1's attempt, and the next sweep is the tick's minute slot)
      now += 32 * 24 * 60 * 60_000;
      await t.deps.database.db.update(localPaymentEvents).set({ nextAttemptAt: new Date(Date.now() - 1000) });

      // process 2 starts its job queue: the tick renews, the sweep hands every pending row to the event job
      const got: string[] = [];
      const next = instance(async (payload) => {
        got.push((JSON.parse(payload) as { type: string }).type);
      });
      queues.push(await startJobs(next.deps, { attach: true }));
      await until('the three first events and the renewal', () =>
        got.filter((x) => x === 'invoice.paid').length >= 2 ? got : false,
      );
      await until('rows marked delivered', async () => {
        const r = await t.deps.database.db.select().from(localPaymentEvents);
        return r.every((x) => x.status === 'delivered') ? r : false;
      });
      expect(got.filter((x) => x === 'checkout.session.completed')).toHaveLength(1);
      expect(got.filter((x) => x === 'customer.subscription.created')).toHaveLength(1);
      expect(got.filter((x) => x === 'customer.subscription.updated')).toHaveLength(1);
      // a second sweep finds nothing left
      expect(await next.provider.sweepEvents()).toBe(0);
      const delivered = await t.deps.database.db
        .select({ id: localPaymentEvents.id })
        .from(localPaymentEvents)
        .where(inArray(localPaymentEvents.status, ['delivered']));
      expect(delivered).toHaveLength(got.length);
      const [one] = await t.deps.database.db
        .select()
        .from(localPaymentEvents)
        .where(eq(localPaymentEvents.type, 'checkout.session.completed'));
      expect(one!.attempts).toBe(2);
    },
  );
});
