/**
 * The payments webhook handler under load: signed `checkout.session.completed` events for N paid local checkouts
 * (half Talk subscriptions, half Strategy payments), each delivered twice (duplicates, as Stripe may), shuffled, plus
 * one `customer.subscription.updated` per subscription that may arrive before its checkout event (out of order);
 * posted to POST /api/payments/webhook in-process with C at a time. Checks at the end that every order was granted
 * exactly once. Local provider, in-memory PGlite or PostgreSQL.
 *
 *   node --import tsx bench/webhooks.ts [--orders 300] [--concurrency 10] [--pg postgres://...]
 *
 * Prints a table and one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createApp } from '@server/app';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { entitlements, paymentOrders, trackingEvents, users } from '@server/db/schema';
import { signPayload, type LocalPayments } from '@server/providers/payments/index';
import { startCheckout } from '@server/features/payments/checkout';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const ORDERS = Number(arg('orders', '300'));
const CONCURRENCY = Number(arg('concurrency', '10'));
const SECRET = 'whsec_benchwebhooksecret000000000';

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-webhooks-')),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  DATABASE_URL: arg('pg', ''),
  PAYMENTS_WEBHOOK_SECRET: SECRET,
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const app = createApp(deps);
const db = deps.database.db;
const local = deps.payments as LocalPayments;
// Paying makes the provider's state only: the events are posted below, under load.
local.setDelivery(async () => undefined);

console.error(`preparing ${ORDERS} paid checkouts (${deps.database.engine})…`);
const userIds: string[] = [];
const sessions: { id: string; subscriptionId: string | null }[] = [];
for (let i = 0; i < ORDERS; i++) {
  const userId = newId();
  userIds.push(userId);
  await db.insert(users).values({ id: userId, name: `Bench ${i}`, email: `bench_${userId.toLowerCase()}@example.com` });
  const product = i % 2 === 0 ? 'talk' : 'strategy';
  const { url } = await startCheckout(deps, { product, userId, email: `payer_${i}@example.com`, sponsor: null });
  const id = url.split('/').pop()!;
  const paid = await local.pay(id, { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bench' });
  if (!paid.ok) throw new Error(`payment failed: ${paid.code}`);
  const s = (await local.getCheckout(id))!;
  sessions.push({ id, subscriptionId: s.subscriptionId });
}

type Ev = { payload: string; kind: 'first' | 'duplicate' | 'subscription' };
const events: Ev[] = [];
const envelope = (type: string, objectId: string) =>
  JSON.stringify({
    id: `evt_${newId()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: objectId } },
  });
for (const s of sessions) {
  const payload = envelope('checkout.session.completed', s.id);
  events.push({ payload, kind: 'first' }, { payload, kind: 'duplicate' });
  if (s.subscriptionId)
    events.push({ payload: envelope('customer.subscription.updated', s.subscriptionId), kind: 'subscription' });
}
// Shuffle (seeded): duplicates and subscription updates land anywhere, sometimes before their checkout event.
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
for (let i = events.length - 1; i > 0; i--) {
  const j = Math.floor(rnd() * (i + 1));
  [events[i], events[j]] = [events[j]!, events[i]!];
}
// The first copy of an event id to be sent counts as 'first', the later one as the duplicate.
const seen = new Set<string>();
for (const e of events)
  if (e.kind !== 'subscription') {
    e.kind = seen.has(e.payload) ? 'duplicate' : 'first';
    seen.add(e.payload);
  }

const latencies: Record<Ev['kind'], number[]> = { first: [], duplicate: [], subscription: [] };
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < events.length) {
      const e = events[next++]!;
      const t0 = performance.now();
      const res = await app.request('/api/payments/webhook', {
        method: 'POST',
        body: e.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(e.payload, SECRET) },
      });
      await res.arrayBuffer();
      latencies[e.kind].push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
};
const all = [...latencies.first, ...latencies.duplicate, ...latencies.subscription];

// Correctness: every order paid once, one entitlement per person, one checkout_succeeded per order.
const [paid] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(paymentOrders)
  .where(inArray(paymentOrders.userId, userIds));
const [granted] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(entitlements)
  .where(inArray(entitlements.userId, userIds));
const [succeeded] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(trackingEvents)
  .where(sql`${trackingEvents.eventType} = 'checkout_succeeded' and ${inArray(trackingEvents.userId, userIds)}`);
const paidOrders = await db
  .select({ status: paymentOrders.status })
  .from(paymentOrders)
  .where(eq(paymentOrders.status, 'paid'));
const ok = paid!.n === ORDERS && granted!.n === ORDERS && succeeded!.n === ORDERS;

const row = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} | ${pct(xs, 99).toFixed(1)} |`;
console.log(`\n${deps.database.engine}, ${ORDERS} orders, ${events.length} events, concurrency ${CONCURRENCY}`);
console.log(`**${(events.length / seconds).toFixed(0)} events/s** over ${seconds.toFixed(1)} s\n`);
console.log('| events | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
console.log(row('first delivery (grant, receipt, event)', latencies.first));
console.log(row('duplicate', latencies.duplicate));
console.log(row('subscription.updated (any order)', latencies.subscription));
console.log(row('**all**', all));
console.log(
  `\nstatuses ${JSON.stringify(Object.fromEntries(statuses))}; granted once each: ${ok ? 'yes' : 'NO'} ` +
    `(orders paid ${paid!.n}, entitlements ${granted!.n}, checkout_succeeded ${succeeded!.n}; all paid rows ${paidOrders.length})`,
);
console.log(
  JSON.stringify({
    engine: deps.database.engine,
    orders: ORDERS,
    events: events.length,
    concurrency: CONCURRENCY,
    eventsPerSecond: Math.round(events.length / seconds),
    p50: +pct(all, 50).toFixed(1),
    p95: +pct(all, 95).toFixed(1),
    p99: +pct(all, 99).toFixed(1),
    duplicateP95: +pct(latencies.duplicate, 95).toFixed(1),
    ok,
  }),
);
await deps.database.close();
process.exit(ok && statuses.size === 1 && statuses.has(200) ? 0 : 1);
