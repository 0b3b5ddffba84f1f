import { describe, expect, it } from 'vitest';
import { formatAmount, formatCardNumber, formatExpiry } from './local-checkout';

describe('local checkout formatting', () => {
  it('shows amounts as the pay button does', () => {
    expect(formatAmount(900, 'eur')).toBe('€9.00');
    expect(formatAmount(9000, 'EUR')).toBe('€90.00');
    expect(formatAmount(1234, 'usd')).toBe('12.34 USD');
  });
  it('groups card numbers and formats expiry as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42x')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
  });
});
