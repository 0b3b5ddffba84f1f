import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { addMonth } from './local-renewals';
import { WebhookSignatureError } from './payments';
import { signPayload, verifySignature } from './signature';

const SECRET = 'whsec_unit0123456789';
const stripe = new Stripe('sk_test_unused');

describe('webhook signatures (Stripe scheme)', () => {
  it('verifies what the SDK signs, and the SDK verifies what we sign', () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'x', data: { object: { id: 'o' } } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => verifySignature(payload, header, SECRET)).not.toThrow();
    expect(stripe.webhooks.constructEvent(payload, signPayload(payload, SECRET), SECRET).id).toBe('evt_1');
  });

  it('refuses missing, malformed, wrong, altered and stale signatures', () => {
    const payload = '{"id":"evt_1"}';
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      undefined,
      '',
      'garbage',
      't=abc,v1=00',
      signPayload(payload, 'whsec_other'),
      signPayload(payload, SECRET, now - 301),
      signPayload(payload, SECRET, now + 301),
      'x'.repeat(3000),
    ];
    for (const h of bad) expect(() => verifySignature(payload, h, SECRET), String(h)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(`${payload} `, signPayload(payload, SECRET), SECRET)).toThrow(WebhookSignatureError);
  });

  it('accepts one good v1 among several (secret rotation)', () => {
    const payload = '{}';
    const good = signPayload(payload, SECRET);
    const other = signPayload(payload, 'whsec_old').split(',')[1];
    expect(() => verifySignature(payload, `${good},${other}`, SECRET)).not.toThrow();
  });
});

describe('addMonth', () => {
  it('keeps the day, or the month’s last day', () => {
    expect(addMonth(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-12-23T12:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
