import { z } from 'zod';

/**
 * The local payments provider's hosted pages (PAYMENTS_PROVIDER=local): the checkout at /pay/:id and the billing
 * portal at /pay/portal/:token, and their API under /api/pay/local (docs/decisions/023).
 */
export const localCheckoutViewSchema = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'subscription']),
  status: z.enum(['open', 'complete', 'expired']),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  email: z.string().nullable(),
  cancelUrl: z.string(),
  successUrl: z.string(),
  brand: z.string(),
});
export type LocalCheckoutView = z.infer<typeof localCheckoutViewSchema>;

export const localCardSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(200),
  email: z.string().max(254).optional(),
  /** Billing country (ISO alpha-2) for VAT (decision 045). */
  country: z.string().max(2).optional(),
});
export type LocalCard = z.infer<typeof localCardSchema>;

export const localPayResponseSchema = z.object({ redirectUrl: z.string() });

export const localPortalViewSchema = z.object({
  brand: z.string(),
  returnUrl: z.string(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      productName: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.enum(['active', 'canceled']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});
export type LocalPortalView = z.infer<typeof localPortalViewSchema>;

/** '€9.00' (the checkout's button and totals: always two decimals, as Stripe shows them). */
export function formatAmount(cents: number, currency: string): string {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'eur' ? `€${value}` : `${value} ${currency.toUpperCase()}`;
}

/** Groups a card number as typed: '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: '1234' → '12 / 34'. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && !input.includes('/') ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
