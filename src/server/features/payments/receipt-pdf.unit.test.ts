import { describe, expect, it } from 'vitest';
import { lookForEveryName, squeeze } from '../../../../tests/helpers/pdf-look.js';
import type { Receipt } from './after-sale.js';
import { receiptPdf } from './receipt-pdf.js';

const receipt = (refunded: boolean): Receipt => ({
  id: 'ord_7Hq2kLm9PzX4',
  brand: 'FutureSelf',
  seller: { name: 'FutureSelf AB', address: 'Stockholm, Sweden', vatId: 'SE556677889901' },
  product: 'strategy',
  productName: 'FutureSelf Strategic Foresight Sprint',
  kind: 'one-time',
  paidAt: '2026-11-20T10:00:00.000Z',
  paidBy: 'self',
  buyerCountry: 'DE',
  currency: 'eur',
  grossCents: 9000,
  netCents: 7563,
  vatCents: 1437,
  vatRateBp: 1900,
  refundedCents: refunded ? 9000 : 0,
  refundedAt: refunded ? '2026-11-22T10:00:00.000Z' : null,
});

describe('the receipt PDF, designed', () => {
  it('is one page that names the buyer in any script, with net, VAT and total', async () => {
    const looks = await lookForEveryName('receipt', (name, i) => receiptPdf(receipt(i === 1), name));
    for (const [i, look] of looks.entries()) {
      expect(look.pages).toHaveLength(1);
      for (const s of ['Receipt', 'Net', 'VAT 19 %', 'Total paid (VAT included)', '€90.00', 'ord_7Hq2kLm9PzX4'])
        expect(squeeze(look.text)).toContain(squeeze(s));
      if (i === 1) expect(look.text).toContain('Refunded on');
    }
  }, 240_000);
});
