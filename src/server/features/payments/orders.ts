import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  entitlements,
  paymentCustomers,
  paymentOrders,
  type EntitlementStatus,
  type PaidProduct,
} from '@server/db/schema.js';
import { normaliseCountry, splitGross, vatRateBp } from '@core/vat.js';

/** What every part of payments shares: its deps, product names, VAT, a person's entitlement and customer. */
export type PaymentsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'payments' | 'mailer' | 'log' | 'attribution' | 'storage' | 'auth'
>;

export const PRODUCT_NAMES: Record<PaidProduct, (brand: string) => string> = {
  talk: (brand) => `${brand} Talk`,
  strategy: () => 'Strategic Foresight for Personal Futures',
};

export const ALREADY_ENTITLED = 'You already have this.';

/** The buyer's country and the VAT inside a payment (decision 045): the provider's figures when it has them. */
export function vatOf(
  config: PaymentsDeps['config'],
  grossCents: number,
  providerCountry: string | null | undefined,
  providerTaxCents: number | null | undefined,
) {
  const buyerCountry = normaliseCountry(providerCountry) ?? config.billing.defaultCountry;
  const vatRateBpValue = vatRateBp(buyerCountry);
  const vatCents =
    typeof providerTaxCents === 'number' ? providerTaxCents : splitGross(grossCents, vatRateBpValue).vatCents;
  return { buyerCountry, vatRateBp: vatRateBpValue, vatCents };
}

export async function entitlementOf(db: Db, userId: string, product: PaidProduct) {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, product)))
    .limit(1);
  return row ?? null;
}

/** The provider customer a self-paying person already has (so the portal shows every subscription of theirs). */
export async function customerOf(db: Db, userId: string, provider?: string): Promise<string | null> {
  const [own] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)).limit(1);
  if (own && (!provider || own.provider === provider)) return own.customerId;
  const [row] = await db
    .select({ customerId: paymentOrders.providerCustomerId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.paidBy, 'self'),
        eq(paymentOrders.status, 'paid'),
        isNotNull(paymentOrders.providerCustomerId),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

export const entitlementStatus = (providerStatus: string): EntitlementStatus | null => {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active';
  if (providerStatus === 'past_due' || providerStatus === 'unpaid' || providerStatus === 'paused') return 'past_due';
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled';
  return null; // incomplete: nothing paid yet
};

/** Where a bought product is used: a receipt's sign-in link lands there. */
export const LANDING: Record<PaidProduct, string> = { talk: '/chat', strategy: '/sprint/book' };
