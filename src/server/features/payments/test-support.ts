import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import type { Clock, LocalPayments } from '@server/providers/payments/index';
import { addVisitorRoute } from '../covers/test-support';
import { localWebhookDelivery } from './webhooks';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import type { RecipientLimitedMailer } from '@server/providers/mail/index';

/** Helpers for the payments tests (not imported by the app). */

/** When the payments tests' clocks start. */
export const START = new Date('2026-11-23T12:00:00Z');

/** A clock the tests move (from START unless told). */
export function movableClock(start = START) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const DAY = 24 * 60 * 60_000;
export const WEBHOOK_SECRET = 'whsec_testsecretforpayments0123456789';
export const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Maya Lindqvist' };
export const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };
export const NO_FUNDS = { ...CARD, number: '4000 0000 0000 9995' };

export const local = (t: TestApp) => t.deps.payments as LocalPayments;

/**
 * The app of a payments test: the local provider on `clock` with the tests' webhook secret, and the test route that
 * makes a visitor (covers/test-support). `env` adds settings (RENEWAL_GRACE_DAYS, RATE_LIMIT_ENABLED...).
 */
export async function paymentsTestApp(clock?: Clock, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(
    { PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
    clock ? { paymentsClock: clock } : {},
  );
  addVisitorRoute(t);
  return t;
}

/** Sends the local provider's events to the app's webhook handler again (as bootstrap.ts wires it). */
export function deliverToApp(t: TestApp): void {
  local(t).setDelivery(localWebhookDelivery(() => t.deps));
}
export const outbox = (t: TestApp) => ((t.deps.mailer as RecipientLimitedMailer).inner as LocalMailer).sent;

export async function startCheckout(c: TestClient, service: 'talk' | 'strategy', json: unknown = {}) {
  const res = await c.json<{ url: string; error?: { code: string } }>(`/api/checkout/${service}`, {
    method: 'POST',
    json,
  });
  return res;
}

/** The checkout session id of a local checkout URL. */
export function sessionIdOf(url: string): string {
  const m = /\/pay\/(cs_test_[A-Za-z0-9_-]+)$/.exec(url);
  expect(m).not.toBeNull();
  return m![1]!;
}

export async function pay(c: TestClient, sessionId: string, card: Record<string, string> = CARD) {
  return c.json<{ redirectUrl?: string; error?: { code: string; message: string }; field?: string }>(
    `/api/pay/local/sessions/${sessionId}/pay`,
    { method: 'POST', json: card },
  );
}
