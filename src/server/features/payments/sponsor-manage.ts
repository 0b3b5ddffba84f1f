import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { entitlements, paymentOrders, sponsorships } from '@server/db/schema.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { isActive } from './entitlements.js';
import { PRODUCT_NAMES, type PaymentsDeps } from './orders.js';
import { syncSubscription } from './subscriptions.js';

import { mac } from './manage-token.js';

export const MANAGE_LINK_EXPIRED =
  'This link has expired. Open the link in your latest receipt, or reply to it and we will help.';
const NOT_FOUND = 'This link is not valid.';

type Deps = PaymentsDeps & Pick<AppDeps, 'auth'>;

/** The order a token names: 404 when forged or altered, 410 when expired. */
async function orderOfToken(deps: Deps, token: string) {
  if (token.length > 500) throw notFound(NOT_FOUND, 'manage_link_invalid');
  const [body, sig] = token.split('.');
  if (!body || !sig) throw notFound(NOT_FOUND, 'manage_link_invalid');
  const expected = Buffer.from(await mac(deps, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw notFound(NOT_FOUND, 'manage_link_invalid');
  let v: { o?: unknown; e?: unknown };
  try {
    v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof v;
  } catch {
    throw notFound(NOT_FOUND, 'manage_link_invalid');
  }
  if (typeof v.o !== 'string' || typeof v.e !== 'number') throw notFound(NOT_FOUND, 'manage_link_invalid');
  if (v.e <= deps.payments.clock.now().getTime()) throw new ApiError(410, 'manage_link_expired', MANAGE_LINK_EXPIRED);
  const [order] = await deps.database.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, v.o), eq(paymentOrders.paidBy, 'sponsor'), eq(paymentOrders.status, 'paid')))
    .limit(1);
  if (!order) throw notFound(NOT_FOUND, 'manage_link_invalid');
  return order;
}

export interface SponsorManageView {
  productName: string;
  forName: string;
  amountCents: number;
  currency: string;
  monthly: boolean;
  status: 'active' | 'past_due' | 'canceled' | 'expired' | 'refunded';
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canCancel: boolean;
}

async function viewOf(deps: Deps, order: typeof paymentOrders.$inferSelect): Promise<SponsorManageView> {
  const db = deps.database.db;
  const [s] = order.sponsorshipId
    ? await db
        .select({ firstName: sponsorships.firstName })
        .from(sponsorships)
        .where(eq(sponsorships.id, order.sponsorshipId))
        .limit(1)
    : [];
  const [ent] = order.userId
    ? await db
        .select()
        .from(entitlements)
        .where(and(eq(entitlements.userId, order.userId), eq(entitlements.product, order.product)))
        .orderBy(desc(entitlements.updatedAt))
        .limit(1)
    : [];
  // The entitlement this payment pays for (not one the person got another way).
  const mine =
    ent &&
    (ent.orderId === order.id ||
      (order.providerSubscriptionId && ent.providerSubscriptionId === order.providerSubscriptionId))
      ? ent
      : null;
  const now = deps.payments.clock.now();
  const status: SponsorManageView['status'] = order.refundedAt
    ? 'refunded'
    : !mine
      ? 'expired'
      : mine.status === 'canceled'
        ? 'canceled'
        : isActive(mine, now)
          ? mine.status
          : 'expired';
  return {
    productName: PRODUCT_NAMES[order.product](deps.config.brandName),
    forName: s?.firstName || '',
    amountCents: order.amountCents,
    currency: order.currency,
    monthly: order.product === 'talk',
    status,
    periodEnd: mine?.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: mine?.cancelAtPeriodEnd ?? false,
    canCancel: !!mine?.providerSubscriptionId && (status === 'active' || status === 'past_due'),
  };
}

export async function sponsorManageView(deps: Deps, token: string): Promise<SponsorManageView> {
  return viewOf(deps, await orderOfToken(deps, token));
}

/** Cancel at period end (or resume) the subscription the sponsor pays for. */
export async function sponsorSetCancel(deps: Deps, token: string, cancel: boolean): Promise<SponsorManageView> {
  const order = await orderOfToken(deps, token);
  const before = await viewOf(deps, order);
  const subId = order.providerSubscriptionId;
  if (!before.canCancel || !subId) throw notFound('There is no running subscription to change.', 'no_subscription');
  if (before.cancelAtPeriodEnd !== cancel) {
    const sub = await deps.payments.setCancelAtPeriodEnd(subId, cancel);
    if (!sub) throw notFound('There is no running subscription to change.', 'no_subscription');
    await syncSubscription(deps, subId);
  }
  return viewOf(deps, order);
}
