import { z } from 'zod';

/** After the sale (decisions 045-047): the person's purchases, Talk's state, a receipt. */
export const purchaseSchema = z.object({
  id: z.string(),
  product: z.enum(['talk', 'strategy']),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  paidBy: z.enum(['self', 'sponsor']),
  refundedAt: z.string().nullable(),
  refundRequested: z.boolean(),
  /** Set while 'Request a refund' is offered (Strategy, within 30 days). */
  refundableUntil: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesResponseSchema = z.object({
  purchases: z.array(purchaseSchema),
  talk: z
    .object({
      status: z.string(),
      periodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      graceEndsAt: z.string().nullable(),
      canCancel: z.boolean(),
    })
    .nullable(),
});
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

export const receiptSchema = z.object({
  id: z.string(),
  brand: z.string(),
  seller: z.object({ name: z.string(), address: z.string(), vatId: z.string().nullable() }),
  product: z.enum(['talk', 'strategy']),
  productName: z.string(),
  kind: z.enum(['subscription', 'one-time']),
  paidAt: z.string(),
  paidBy: z.enum(['self', 'sponsor']),
  buyerCountry: z.string().nullable(),
  currency: z.string(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  vatRateBp: z.number().int(),
  refundedCents: z.number().int(),
  refundedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/dashboard/admin/revenue (admins): from orders, net of refunds; euro cents. */
const revenueFigures = {
  payments: z.number(),
  grossCents: z.number(),
  refundedCents: z.number(),
  refunds: z.number(),
  vatKeptCents: z.number(),
  keptCents: z.number(),
  netOfVatCents: z.number(),
};
export const revenueReportSchema = z.object({
  currency: z.string(),
  totals: z.object(revenueFigures),
  byProduct: z.array(z.object({ product: z.string(), ...revenueFigures })),
  byCohort: z.array(z.object({ cohortId: z.string(), name: z.string(), ...revenueFigures })),
  byAmbassador: z.array(z.object({ ambassadorCode: z.string(), name: z.string(), ...revenueFigures })),
  refunds: z.array(
    z.object({
      orderId: z.string(),
      product: z.string(),
      paidBy: z.string(),
      amountCents: z.number(),
      refundedCents: z.number(),
      paidAt: z.string().nullable(),
      refundedAt: z.string(),
      cohortId: z.string(),
      ambassadorCode: z.string().nullable(),
    }),
  ),
  upcomingSessions: z.array(
    z.object({ coachUserId: z.string(), coachName: z.string(), count: z.number(), next: z.array(z.string()) }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
