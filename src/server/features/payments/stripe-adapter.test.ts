import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { paymentOrders } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { addVisitorRoute, visitor } from '../covers/test-support';
import { hasActiveEntitlement } from './index';

/**
 * The Stripe adapter through the official SDK against a local HTTP server that speaks the Stripe API for the calls
 * we use (Checkout Sessions create/retrieve, Subscriptions and Invoices retrieve, Billing Portal sessions create);
 * webhooks signed with the SDK's test header helper. No network.
 */
const SECRET_KEY = 'sk_test_fakekey123';
const WEBHOOK_SECRET = 'whsec_fakewebhooksecret123';

type Obj = Record<string, unknown>;
const fake = {
  sessions: new Map<string, Obj>(),
  subscriptions: new Map<string, Obj>(),
  invoices: new Map<string, Obj>(),
  charges: new Map<string, Obj>(),
  customers: [] as Obj[],
  requests: [] as { method: string; path: string; form: URLSearchParams; headers: IncomingMessage['headers'] }[],
};
const rid = (p: string) => `${p}_${newId().replace(/[^A-Za-z0-9]/g, '')}`;
const now = () => Math.floor(Date.now() / 1000);

function missing(res: import('node:http').ServerResponse, what: string) {
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    }),
  );
}

let server: Server;
let t: TestApp;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const form = new URLSearchParams(raw);
      fake.requests.push({ method: req.method!, path: url.pathname, form, headers: req.headers });
      const json = (o: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(o));
      };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }));
      }
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = rid('cs_test');
        const metadata: Obj = {};
        for (const [k, v] of form) {
          const mm = /^metadata\[(\w+)\]$/.exec(k);
          if (mm) metadata[mm[1]!] = v;
        }
        const s = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: form.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          customer_details: null,
          subscription: null,
          metadata,
        };
        fake.sessions.set(id, s);
        return json(s);
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const c = { id: rid('cus'), object: 'customer', email: form.get('email') };
        fake.customers.push(c);
        return json(c);
      }
      if (req.method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname))) {
        const s = fake.sessions.get(m[1]!);
        if (!s) return missing(res, 'checkout.session');
        if (s.status !== 'open') {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not open' } }));
        }
        s.status = 'expired';
        return json(s);
      }
      if (req.method === 'DELETE' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
        const s = fake.subscriptions.get(m[1]!);
        if (!s) return missing(res, 'subscription');
        s.status = 'canceled';
        return json(s);
      }
      if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname))) {
        const s = fake.sessions.get(m[1]!);
        return s ? json(s) : missing(res, 'checkout.session');
      }
      if (req.method === 'GET' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
        const s = fake.subscriptions.get(m[1]!);
        return s ? json(s) : missing(res, 'subscription');
      }
      if (req.method === 'GET' && (m = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname))) {
        const s = fake.invoices.get(m[1]!);
        return s ? json(s) : missing(res, 'invoice');
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // A whole refund of a payment intent: its charge reads refunded (the same key twice: one refund).
        const charge = [...fake.charges.values()].find((ch) => ch.payment_intent === form.get('payment_intent'));
        if (!charge) return missing(res, 'payment_intent');
        charge.amount_refunded = Number(form.get('amount'));
        charge.refunded = charge.amount_refunded === charge.amount;
        return json({ id: `re_${String(charge.id)}`, object: 'refund', status: 'succeeded', charge: charge.id });
      }
      if (req.method === 'GET' && (m = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname))) {
        const ch = fake.charges.get(m[1]!);
        return ch ? json(ch) : missing(res, 'charge');
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
        return json({
          id: rid('bps'),
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `https://billing.stripe.com/p/session/test_${newId()}`,
        });
      missing(res, 'route');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  addVisitorRoute(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

/** What Stripe does when the payer completes the hosted page. */
/** Each payer's own address (an address that has an account takes the purchase: decision 066). */
const payerEmail = () =>
  `payer_${newId()
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()}@example.com`;
function complete(id: string, email = payerEmail(), country: string | null = null) {
  const s = fake.sessions.get(id)!;
  s.status = 'complete';
  s.payment_status = 'paid';
  s.customer = (s.customer as string | null) ?? rid('cus');
  s.customer_details = { email, address: country ? { country } : null };
  if (s.mode === 'payment') {
    const pi = rid('pi');
    s.payment_intent = pi;
    const ch = { id: rid('ch'), object: 'charge', payment_intent: pi, amount: s.amount_total, amount_refunded: 0 };
    fake.charges.set(ch.id, { ...ch, refunded: false });
  }
  if (s.mode === 'subscription') {
    const sub = {
      id: rid('sub'),
      object: 'subscription',
      status: 'active',
      customer: s.customer,
      cancel_at_period_end: false,
      metadata: s.metadata,
      items: { object: 'list', data: [{ id: rid('si'), current_period_end: now() + 30 * 86400 }] },
    };
    fake.subscriptions.set(sub.id, sub);
    s.subscription = sub.id;
    // The first invoice, paid by a payment intent (API 2025-03-31: on the invoice's payments).
    const pi = rid('pi');
    const inv = {
      id: rid('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: s.amount_total,
      currency: s.currency,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      payments: { object: 'list', data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: pi } }] },
    };
    fake.invoices.set(inv.id, inv);
    s.invoice = inv.id;
    const ch = { id: rid('ch'), object: 'charge', payment_intent: pi, amount: s.amount_total, amount_refunded: 0 };
    fake.charges.set(ch.id, { ...ch, refunded: false });
  }
  return s;
}

const stripe = new Stripe('sk_test_unused');
function webhook(type: string, object: Obj) {
  const payload = JSON.stringify({ id: rid('evt'), object: 'event', type, created: now(), data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.client().json('/api/payments/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

describe('Stripe adapter (SDK against a local Stripe-speaking server)', () => {
  it('creates a subscription Checkout Session for Talk, priced from config, with an idempotency key', async () => {
    const { c, userId } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST', json: { amountCents: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const req = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(req.form.get('mode')).toBe('subscription');
    expect(req.form.get('line_items[0][price_data][unit_amount]')).toBe('900');
    expect(req.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(req.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(req.form.get('success_url')).toBe('http://localhost:3000/talk-success?session_id={CHECKOUT_SESSION_ID}');
    expect(req.form.get('cancel_url')).toBe('http://localhost:3000/talk-canceled');
    expect(req.form.get('metadata[user_id]')).toBe(userId);
    expect(req.form.get('subscription_data[metadata][user_id]')).toBe(userId);
    expect(req.headers['idempotency-key']).toMatch(/^checkout-/);

    const id = res.body.url.split('/').pop()!;
    // Before payment: open, nothing granted.
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('open');
    const s = complete(id, 'payer@example.com');
    expect((await webhook('checkout.session.completed', { id })).status).toBe(200);
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'talk')).toBe(true);
    const [order] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, id));
    expect(order).toMatchObject({
      status: 'paid',
      providerSubscriptionId: s.subscription,
      payerEmail: 'payer@example.com',
    });
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('paid');

    // Cancel at period end (from the Customer Portal), then the end.
    const sub = fake.subscriptions.get(s.subscription as string)!;
    sub.cancel_at_period_end = true;
    expect((await webhook('customer.subscription.updated', { id: sub.id })).status).toBe(200);
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'talk')).toBe(true);
    sub.status = 'canceled';
    expect((await webhook('customer.subscription.deleted', { id: sub.id })).status).toBe(200);
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'talk')).toBe(false);
  });

  it('a one-time payment for Strategy; the success page check alone fulfils it', async () => {
    const { c, userId } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' });
    const id = res.body.url.split('/').pop()!;
    const req = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(req.form.get('mode')).toBe('payment');
    expect(req.form.get('line_items[0][price_data][unit_amount]')).toBe('9000');
    expect(req.form.has('line_items[0][price_data][recurring][interval]')).toBe(false);
    complete(id);
    const status = await c.json(`/api/checkout/sessions/${id}`);
    expect(status.body).toEqual({
      status: 'paid',
      service: 'strategy',
      amountCents: 9000,
      currency: 'eur',
      sponsored: false,
      account: 'created',
      receipt: 'sent',
    });
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'strategy')).toBe(true);
  });

  it('a delayed payment method: open while processing, failed when it fails, nothing granted', async () => {
    const { c, userId } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' });
    const id = res.body.url.split('/').pop()!;
    const s = fake.sessions.get(id)!;
    s.status = 'complete';
    s.payment_status = 'unpaid';
    expect((await webhook('checkout.session.completed', { id })).status).toBe(200);
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('open');
    expect((await webhook('checkout.session.async_payment_failed', { id })).status).toBe(200);
    expect((await c.json<{ status: string }>(`/api/checkout/sessions/${id}`)).body.status).toBe('failed');
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'strategy')).toBe(false);
  });

  it('a renewal invoice extends the period; a session paid for another amount grants nothing', async () => {
    const { c, userId } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' });
    const id = res.body.url.split('/').pop()!;
    const s = complete(id);
    await webhook('checkout.session.completed', { id });
    const sub = fake.subscriptions.get(s.subscription as string)!;
    const nextEnd = now() + 60 * 86400;
    (sub.items as { data: Obj[] }).data[0]!.current_period_end = nextEnd;
    const invoice = {
      id: rid('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: 900,
      currency: 'eur',
      billing_reason: 'subscription_cycle',
      customer_email: 'payer@example.com',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    fake.invoices.set(invoice.id, invoice);
    expect((await webhook('invoice.paid', { id: invoice.id })).status).toBe(200);
    const ents = await c.json<{ entitlements: { periodEnd: string }[] }>('/api/entitlements');
    expect(new Date(ents.body.entitlements[0]!.periodEnd).getTime()).toBe(nextEnd * 1000);
    const orders = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(orders).toHaveLength(2);

    // Someone altered a session's amount at the provider: no entitlement.
    const other = await visitor(t);
    const r2 = await other.c.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' });
    const id2 = r2.body.url.split('/').pop()!;
    complete(id2).amount_total = 100;
    await webhook('checkout.session.completed', { id: id2 });
    expect(await hasActiveEntitlement(t.deps.database.db, other.userId, 'strategy')).toBe(false);
  });

  it('the Customer Portal for the payer; webhooks signed with another secret are refused', async () => {
    const { c } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' });
    const id = res.body.url.split('/').pop()!;
    const s = complete(id);
    await webhook('checkout.session.completed', { id });
    const portal = await c.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const req = fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(req.form.get('customer')).toBe(s.customer);
    expect(req.form.get('return_url')).toBe('http://localhost:3000/profile');

    const payload = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: { id } } });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const r = await t.client().json('/api/payments/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': forged },
    });
    expect(r.status).toBe(400);
    expect((await c.json('/api/checkout/sessions/cs_test_unknown12345')).status).toBe(404);
  });
});

describe('Stripe: VAT from the billing country, refunds.create, charge.refunded', () => {
  it('a Strategy payment from France: 20 % VAT; a refund through refunds.create ends it; the webhook acts once', async () => {
    const { c, userId } = await visitor(t);
    const res = await c.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' });
    const id = res.body.url.split('/').pop()!;
    expect(fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form.get('automatic_tax[enabled]')).toBe(
      null,
    );
    const s = complete(id, 'parent@example.com', 'FR');
    expect((await webhook('checkout.session.completed', { id })).status).toBe(200);
    const [order] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, id));
    expect(order).toMatchObject({
      buyerCountry: 'FR',
      vatRateBp: 2000,
      vatCents: 1500,
      providerPaymentId: s.payment_intent,
    });

    const refund = await c.json(`/api/purchases/${order!.id}/refund`, { method: 'POST' });
    expect(refund.status).toBe(200);
    const req = fake.requests.findLast((r) => r.path === '/v1/refunds')!;
    expect(req.form.get('payment_intent')).toBe(s.payment_intent);
    expect(req.form.get('amount')).toBe('9000');
    expect(req.headers['idempotency-key']).toBe(`refund-${order!.id}`);
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'strategy')).toBe(false);

    // Stripe then sends charge.refunded: read from the API, already applied, nothing more happens.
    const charge = [...fake.charges.values()].find((ch) => ch.payment_intent === s.payment_intent)!;
    const before = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    expect((await webhook('charge.refunded', { id: charge.id })).status).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(before);
    const [after] = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order!.id));
    expect(after).toMatchObject({ refundedCents: 9000, providerRefundId: `re_${String(charge.id)}` });
    expect((await c.json(`/api/purchases/${order!.id}/refund`, { method: 'POST' })).status).toBe(409);
  });
});

describe('Stripe: one purchase per person and product', () => {
  it('every checkout of a person names their one customer; a second tab gets the same open session', async () => {
    const { c, userId } = await visitor(t);
    const a = await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' });
    const b = await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' });
    expect(b.body.url).toBe(a.body.url);
    const s = await c.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' });
    const customerOf = (url: string) => fake.sessions.get(url.split('/').pop()!)!.customer;
    expect(customerOf(a.body.url)).toMatch(/^cus_/);
    expect(customerOf(s.body.url)).toBe(customerOf(a.body.url));
    const made = fake.requests.filter((r) => r.path === '/v1/customers' && r.form.get('metadata[user_id]') === userId);
    expect(made).toHaveLength(1);
    // A payment-mode session with a customer does not ask Stripe to make another.
    const req = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(req.form.get('customer')).toBe(customerOf(a.body.url));
    expect(req.form.has('customer_creation')).toBe(false);
  });

  it('paying closes the other open sessions; a duplicate that slips through is refunded, its subscription ended', async () => {
    const { c, userId } = await visitor(t);
    const first = (await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' })).body.url.split('/').pop()!;
    const a = complete(first); // paid at Stripe, its event not here yet
    const second = (await c.json<{ url: string }>('/api/checkout/talk', { method: 'POST' })).body.url.split('/').pop()!;
    expect(second).not.toBe(first);
    const b = complete(second);
    expect((await webhook('checkout.session.completed', { id: first })).status).toBe(200);
    expect((await webhook('checkout.session.completed', { id: second })).status).toBe(200);
    expect(fake.subscriptions.get(b.subscription as string)!.status).toBe('canceled');
    expect(fake.subscriptions.get(a.subscription as string)!.status).toBe('active');
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    const inv = fake.invoices.get(b.invoice as string)! as { payments: { data: { payment: Obj }[] } };
    expect(refunds.at(-1)!.form.get('payment_intent')).toBe(inv.payments.data[0]!.payment.payment_intent);
    expect(await hasActiveEntitlement(t.deps.database.db, userId, 'talk')).toBe(true);
    const orders = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(orders.filter((o) => o.status === 'paid' && !o.refundedAt).map((o) => o.providerSessionId)).toEqual([first]);

    // With one paid, a third tab's open session is closed at Stripe.
    const { c: c2 } = await visitor(t);
    const x = (await c2.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' })).body.url.split('/').pop()!;
    complete(x);
    const y = (await c2.json<{ url: string }>('/api/checkout/strategy', { method: 'POST' })).body.url.split('/').pop()!;
    expect((await webhook('checkout.session.completed', { id: x })).status).toBe(200);
    expect(fake.sessions.get(y)!.status).toBe('expired');
  });
});
