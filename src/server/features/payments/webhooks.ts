import { eq, sql } from 'drizzle-orm';
import { paymentEvents } from '@server/db/schema.js';
import { WebhookSignatureError } from '@server/providers/payments/index.js';
import { chargeRefunded, invoiceFailed } from './after-sale.js';
import type { PaymentsDeps } from './orders.js';
import { fulfilCheckout } from './service.js';
import { checkoutFailed, invoicePaid, syncSubscription } from './subscriptions.js';

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export type WebhookResult =
  | { status: 200; body: { received: true; duplicate?: true; ignored?: true } }
  | { status: 400; body: { error: { code: 'bad_signature'; message: string } } }
  | { status: 503; body: { error: { code: 'retry_later'; message: string } } };

/**
 * One webhook delivery (Stripe's, or the local provider's, signed the same way). Refused 400 when the signature is
 * missing, wrong or too old (a forgery or a replay). Each event id is acted on once: a duplicate that arrives after
 * it was processed answers 200 at once; two copies at the same moment both run, which is safe because every action
 * reads the provider's current state and changes rows only through guarded updates. A failure answers 503, so the
 * provider delivers the event again, and the retry converges.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: string,
  signature: string | null | undefined,
): Promise<WebhookResult> {
  let event;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError)
      return { status: 400, body: { error: { code: 'bad_signature', message: 'The event signature is not valid.' } } };
    throw err;
  }
  if (!HANDLED_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: true } };
  const db = deps.database.db;
  try {
    // A duplicate costs one read.
    const [seen] = await db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id))
      .limit(1);
    if (seen?.processedAt) return { status: 200, body: { received: true, duplicate: true } };
    if (!seen) await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        await fulfilCheckout(deps, event.objectId);
        break;
      case 'checkout.session.async_payment_failed':
        await checkoutFailed(deps, event.objectId);
        break;
      case 'invoice.paid':
        await invoicePaid(deps, event.objectId);
        break;
      case 'invoice.payment_failed':
        await invoiceFailed(deps, event.objectId);
        break;
      case 'charge.refunded':
        await chargeRefunded(deps, event.objectId);
        break;
      default:
        await syncSubscription(deps, event.objectId);
    }
    await db
      .update(paymentEvents)
      .set({ processedAt: new Date(), attempts: sql`${paymentEvents.attempts} + 1`, lastError: null })
      .where(eq(paymentEvents.id, event.id));
    return { status: 200, body: { received: true } };
  } catch (err) {
    deps.log.error({ err, eventId: event.id, type: event.type }, 'payment event failed; the provider will retry');
    await db
      .update(paymentEvents)
      .set({
        attempts: sql`${paymentEvents.attempts} + 1`,
        lastError: String((err as Error)?.message ?? err).slice(0, 500),
      })
      .where(eq(paymentEvents.id, event.id))
      .catch(() => undefined);
    return { status: 503, body: { error: { code: 'retry_later', message: 'The event could not be handled now.' } } };
  }
}

/**
 * The local provider's delivery: its signed events go to this same handler, in this process (bootstrap.ts builds it;
 * `deps` is read at delivery time, once the app's dependencies exist). A status other than 200 is a failure the
 * provider retries.
 */
export function localWebhookDelivery(deps: () => PaymentsDeps) {
  return async (payload: string, signature: string): Promise<void> => {
    const result = await handleWebhook(deps(), payload, signature);
    if (result.status !== 200) throw new Error(`local event not handled: ${result.status}`);
  };
}
