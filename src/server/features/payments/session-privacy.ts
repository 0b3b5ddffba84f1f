import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { paymentOrders, sponsorships } from '@server/db/schema.js';

/**
 * The cookie that marks the browser that started a sponsor's checkout: it holds the sponsor link's token (the
 * sponsor's key, mailed to them), httpOnly, only on the local pay page's API path, for the checkout's lifetime.
 */
export const SPONSOR_CHECKOUT_COOKIE = 'fs_sponsor_checkout';

/**
 * The e-mail a checkout session holds, for whoever looks it up (decision 065): a person's own checkout shows
 * their address to them only; anyone else holding the session's address (a shared link, a screenshot) gets none.
 * A sponsor's checkout (no account: the sponsor link is their key) shows the address the sponsor was asked at only
 * to the browser that holds that link's token (the cookie set when it started the checkout); anyone else with the
 * session's address, the sponsored person included, gets none.
 */
export async function emailForViewer(
  deps: Pick<AppDeps, 'database'>,
  sessionId: string,
  viewerId: string | undefined,
  email: string | null,
  sponsorToken?: string,
): Promise<string | null> {
  if (!email) return null;
  const [order] = await deps.database.db
    .select({
      userId: paymentOrders.userId,
      paidBy: paymentOrders.paidBy,
      tokenHash: sponsorships.tokenHash,
    })
    .from(paymentOrders)
    .leftJoin(sponsorships, eq(sponsorships.id, paymentOrders.sponsorshipId))
    .where(eq(paymentOrders.providerSessionId, sessionId))
    .limit(1);
  if (!order) return null;
  if (order.paidBy === 'sponsor') {
    const held = sponsorToken ? createHash('sha256').update(sponsorToken).digest('hex') : null;
    return held && order.tokenHash === held ? email : null;
  }
  return viewerId && order.userId === viewerId ? email : null;
}
