import { randomBytes } from 'node:crypto';
import type { Config } from '@server/config.js';
import type { Db } from '@server/db/client.js';
import type { Logger } from '@server/lib/logger.js';
import type { Jobs } from '@server/shared/jobs.js';
import { LocalPayments } from './local.js';
import type { Delivery } from './local-events.js';
import { systemClock, type Clock } from './payments.js';
import { StripePayments } from './stripe.js';

export type {
  ChargeInfo,
  CheckoutInfo,
  Clock,
  CreateCheckoutInput,
  InvoiceInfo,
  PaymentEvent,
  PaymentsProvider,
  SubscriptionInfo,
} from './payments.js';
export { systemClock, WebhookSignatureError } from './payments.js';
export { signPayload, verifySignature } from './signature.js';
export { LocalPayments } from './local.js';
export { addMonth } from './local-renewals.js';
export { LOCAL_EVENT_ATTEMPTS, LOCAL_EVENT_JOB, LOCAL_TICK_JOB, type Delivery } from './local-events.js';
export type { LocalCard, LocalCheckoutView, LocalPayResult, LocalPortalView } from './local.js';
export { StripePayments } from './stripe.js';

export type Payments = LocalPayments | StripePayments;

export interface PaymentsWiring {
  db: Db;
  log: Logger;
  /** The local provider's clock (tests move it). */
  clock?: Clock;
  /** Where the local provider's events go: the app's webhook handler. */
  delivery?: Delivery;
  /** The job queue once it runs (deps.jobs): the local provider's event retries. */
  jobs?: () => Jobs | undefined;
}

/** The configured payments provider: the built-in test-mode checkout (default) or Stripe. Built in bootstrap.ts. */
export function createPayments(config: Config, opts: PaymentsWiring): Payments {
  const p = config.payments;
  if (p.provider === 'stripe')
    return new StripePayments({
      secretKey: p.secretKey,
      webhookSecret: p.webhookSecret,
      apiBase: p.apiBase,
      automaticTax: p.stripeTax,
    });
  return new LocalPayments(opts.db, {
    publicUrl: config.publicUrl,
    // Events only travel inside this process unless a secret is set: a random one is as good.
    webhookSecret: p.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
    clock: opts.clock ?? systemClock,
    log: opts.log,
    delivery: opts.delivery,
    jobs: opts.jobs,
  });
}
