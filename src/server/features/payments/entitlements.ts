import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { entitlements, type PaidProduct } from '@server/db/schema.js';

/**
 * A paid subscription's renewal invoice may arrive a little after the period's end (the provider retries a card for
 * a while): access continues this long past periodEnd unless the subscription was ended.
 */
export const RENEWAL_GRACE_MS = 2 * 24 * 60 * 60_000;

/** Whether this person may use the product now: an active entitlement whose period has not run out. */
export async function hasActiveEntitlement(
  db: Db,
  userId: string,
  product: PaidProduct,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ status: entitlements.status, periodEnd: entitlements.periodEnd, graceEndsAt: entitlements.graceEndsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, product)))
    .limit(1);
  return isActive(row, now);
}

/**
 * Active, or past due (a renewal failed) until its grace period ends (RENEWAL_GRACE_DAYS, decision 047). A refunded
 * Strategy purchase or an ended subscription is canceled.
 */
export function isActive(
  row: { status: string; periodEnd: Date | null; graceEndsAt?: Date | null } | undefined,
  now: Date = new Date(),
): boolean {
  if (!row) return false;
  if (row.status === 'past_due') return !!row.graceEndsAt && row.graceEndsAt.getTime() > now.getTime();
  if (row.status !== 'active') return false;
  return row.periodEnd === null || row.periodEnd.getTime() + RENEWAL_GRACE_MS > now.getTime();
}
