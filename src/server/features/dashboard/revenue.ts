import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { ambassadors, cohorts, coachProfiles, paymentOrders, sprintSessions } from '@server/db/schema.js';

/**
 * Admins' money figures: revenue from payment_orders (paid orders, first payments and renewals),
 * never from tracking events, net of refunds; the VAT inside; the refunds; and the booked sprint sessions ahead per
 * coach. Amounts are euro cents. "Kept" = gross − refunded; "net of VAT" = kept − the VAT of the payments kept.
 */
const paid = eq(paymentOrders.status, 'paid');
const figures = {
  payments: sql<number>`count(*)::int`,
  grossCents: sql<number>`coalesce(sum(${paymentOrders.amountCents}), 0)::int`,
  refundedCents: sql<number>`coalesce(sum(case when ${paymentOrders.refundedAt} is not null then ${paymentOrders.refundedCents} else 0 end), 0)::int`,
  refunds: sql<number>`count(${paymentOrders.refundedAt})::int`,
  vatKeptCents: sql<number>`coalesce(sum(case when ${paymentOrders.refundedAt} is null then coalesce(${paymentOrders.vatCents}, 0) else 0 end), 0)::int`,
};

type Figures = { payments: number; grossCents: number; refundedCents: number; refunds: number; vatKeptCents: number };
const withNet = <T extends Figures>(r: T) => {
  const keptCents = Number(r.grossCents) - Number(r.refundedCents);
  return {
    ...r,
    payments: Number(r.payments),
    grossCents: Number(r.grossCents),
    refundedCents: Number(r.refundedCents),
    refunds: Number(r.refunds),
    vatKeptCents: Number(r.vatKeptCents),
    keptCents,
    netOfVatCents: keptCents - Number(r.vatKeptCents),
  };
};

export async function revenueReport(deps: AppDeps, now: Date = new Date()) {
  const db = deps.database.db;
  const [byProduct, byCohort, byAmbassador, refunds, upcoming] = await Promise.all([
    db
      .select({ product: paymentOrders.product, ...figures })
      .from(paymentOrders)
      .where(paid)
      .groupBy(paymentOrders.product)
      .orderBy(asc(paymentOrders.product)),
    db
      .select({ cohortId: paymentOrders.cohortId, name: sql<string | null>`max(${cohorts.name})`, ...figures })
      .from(paymentOrders)
      .leftJoin(cohorts, eq(cohorts.cohortId, paymentOrders.cohortId))
      .where(paid)
      .groupBy(paymentOrders.cohortId)
      .orderBy(desc(figures.grossCents)),
    db
      .select({
        ambassadorCode: paymentOrders.ambassadorCode,
        name: sql<string | null>`max(${ambassadors.name})`,
        ...figures,
      })
      .from(paymentOrders)
      .leftJoin(ambassadors, eq(ambassadors.ambassadorCode, paymentOrders.ambassadorCode))
      .where(and(paid, isNotNull(paymentOrders.ambassadorCode)))
      .groupBy(paymentOrders.ambassadorCode)
      .orderBy(desc(figures.grossCents)),
    db
      .select({
        orderId: paymentOrders.id,
        product: paymentOrders.product,
        paidBy: paymentOrders.paidBy,
        amountCents: paymentOrders.amountCents,
        refundedCents: paymentOrders.refundedCents,
        paidAt: paymentOrders.paidAt,
        refundedAt: paymentOrders.refundedAt,
        cohortId: paymentOrders.cohortId,
        ambassadorCode: paymentOrders.ambassadorCode,
      })
      .from(paymentOrders)
      .where(and(paid, isNotNull(paymentOrders.refundedAt)))
      .orderBy(desc(paymentOrders.refundedAt))
      .limit(100),
    db
      .select({
        coachUserId: sprintSessions.coachUserId,
        coachName: coachProfiles.displayName,
        startsAt: sprintSessions.startsAt,
        number: sprintSessions.number,
      })
      .from(sprintSessions)
      .innerJoin(coachProfiles, eq(coachProfiles.userId, sprintSessions.coachUserId))
      .where(and(eq(sprintSessions.status, 'booked'), gte(sprintSessions.startsAt, now)))
      .orderBy(asc(sprintSessions.startsAt))
      .limit(2000),
  ]);
  const coaches = new Map<string, { coachUserId: string; coachName: string; count: number; next: string[] }>();
  for (const s of upcoming) {
    const c = coaches.get(s.coachUserId) ?? { coachUserId: s.coachUserId, coachName: s.coachName, count: 0, next: [] };
    c.count++;
    if (c.next.length < 5) c.next.push(s.startsAt.toISOString());
    coaches.set(s.coachUserId, c);
  }
  const totals = withNet(
    byProduct.reduce<Figures>(
      (a, r) => ({
        payments: a.payments + Number(r.payments),
        grossCents: a.grossCents + Number(r.grossCents),
        refundedCents: a.refundedCents + Number(r.refundedCents),
        refunds: a.refunds + Number(r.refunds),
        vatKeptCents: a.vatKeptCents + Number(r.vatKeptCents),
      }),
      { payments: 0, grossCents: 0, refundedCents: 0, refunds: 0, vatKeptCents: 0 },
    ),
  );
  return {
    currency: 'eur',
    totals,
    byProduct: byProduct.map(withNet),
    byCohort: byCohort.map((r) => withNet({ ...r, name: r.name ?? r.cohortId })),
    byAmbassador: byAmbassador.map((r) =>
      withNet({ ...r, ambassadorCode: r.ambassadorCode!, name: r.name ?? r.ambassadorCode! }),
    ),
    refunds: refunds.map((r) => ({
      ...r,
      paidAt: r.paidAt?.toISOString() ?? null,
      refundedAt: r.refundedAt!.toISOString(),
    })),
    upcomingSessions: [...coaches.values()].sort((a, b) => a.coachName.localeCompare(b.coachName)),
  };
}
