import { createHmac } from 'node:crypto';
import type { AppDeps } from '@server/context.js';

/**
 * A sponsor sees and cancels what they pay for (decision 066) from a link in their receipt: no
 * account. The link is signed (HMAC-SHA256 with the app's secret over the order id and an expiry) and works
 * MANAGE_LINK_DAYS; every receipt (each month's renewal too) brings a fresh one.
 */
export const MANAGE_LINK_DAYS = 45;

type Deps = Pick<AppDeps, 'auth' | 'payments'>;

export async function mac(deps: Deps, body: string): Promise<string> {
  const secret = (await deps.auth.$context).secret;
  return createHmac('sha256', secret).update(`sponsor-manage.${body}`).digest('base64url');
}

export async function manageToken(deps: Deps, orderId: string): Promise<string> {
  const expires = deps.payments.clock.now().getTime() + MANAGE_LINK_DAYS * 24 * 60 * 60_000;
  const body = Buffer.from(JSON.stringify({ o: orderId, e: expires })).toString('base64url');
  return `${body}.${await mac(deps, body)}`;
}
