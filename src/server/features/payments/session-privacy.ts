import { eq } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { paymentOrders } from '@server/db/schema.js';

/**
 * The e-mail a checkout session holds, for whoever looks it up (issue 27 item 10): a person's own checkout shows
 * their address to them only; anyone else holding the session's address (a shared link, a screenshot) gets none.
 * A sponsor's checkout (no account: the sponsor link is their key) keeps the address the sponsor was asked at.
 */
export async function emailForViewer(
  deps: Pick<AppDeps, 'database'>,
  sessionId: string,
  viewerId: string | undefined,
  email: string | null,
): Promise<string | null> {
  if (!email) return null;
  const [order] = await deps.database.db
    .select({ userId: paymentOrders.userId, paidBy: paymentOrders.paidBy })
    .from(paymentOrders)
    .where(eq(paymentOrders.providerSessionId, sessionId))
    .limit(1);
  if (!order) return null;
  if (order.paidBy === 'sponsor') return email;
  return viewerId && order.userId === viewerId ? email : null;
}
