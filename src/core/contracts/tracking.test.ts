import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_TYPES, clientEventRequestSchema, isServerOnlyEvent } from './tracking';

describe('client and server-only event types', () => {
  it('lets the browser record none of the events only the server may record', () => {
    for (const type of CLIENT_EVENT_TYPES) expect(isServerOnlyEvent(type), type).toBe(false);
  });

  it('treats money events and the journey steps as server-only', () => {
    for (const type of [
      'checkout_succeeded',
      'checkout_started',
      'payment_failed',
      'subscription_renewed',
      'refund_issued',
      'checkout_refunded',
      'spin',
      'cover_generated',
      'page_view',
    ]) {
      expect(isServerOnlyEvent(type), type).toBe(true);
    }
    const refused = clientEventRequestSchema.safeParse({ eventType: 'checkout_succeeded' });
    expect(refused.error?.issues[0]?.message).toBe('This event is recorded by the server only.');
    expect(clientEventRequestSchema.safeParse({ eventType: 'share_clicked' }).success).toBe(true);
  });
});
