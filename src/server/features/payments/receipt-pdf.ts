import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatRate } from '@core/vat.js';
import type { Receipt } from './after-sale.js';
import { countryName, day, formatMoney } from './emails.js';

/** Helvetica (WinAnsi) draws Latin-1 and the euro sign; anything else is dropped. */
const winAnsi = (t: string) =>
  t.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u20ac]/g, '');

/** One A4 page: seller, receipt number and date, the item, net + VAT = gross, and a refund when there was one. */
export async function receiptPdf(r: Receipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${r.brand} receipt ${r.id}`));
  doc.setProducer(winAnsi(r.brand));
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.1, 0.16);
  const muted = rgb(0.38, 0.37, 0.45);
  let y = 841.89 - 64;
  const line = (text: string, o: { size?: number; b?: boolean; x?: number; right?: boolean; c?: typeof ink } = {}) => {
    const size = o.size ?? 11;
    const font = o.b ? bold : regular;
    const t = winAnsi(text);
    const x = o.right ? 539 - font.widthOfTextAtSize(t, size) : (o.x ?? 56);
    page.drawText(t, { x, y, size, font, color: o.c ?? ink });
  };
  const next = (h = 16) => (y -= h);
  const money = (c: number) => formatMoney(c, r.currency);

  line(r.brand, { size: 22, b: true });
  next(30);
  line('Receipt', { size: 16, b: true });
  next(24);
  for (const [k, v] of [
    ['Receipt number', r.id],
    ['Date', day(new Date(r.paidAt))],
    ['Paid by', r.paidBy === 'sponsor' ? 'A sponsor' : 'You'],
    ['Country', countryName(r.buyerCountry)],
  ] as const) {
    line(k, { c: muted });
    line(v, { x: 200 });
    next();
  }
  next(10);
  line('Seller', { b: true });
  next();
  for (const l of [r.seller.name, r.seller.address, r.seller.vatId ? `VAT ID: ${r.seller.vatId}` : ''].filter(
    Boolean,
  )) {
    line(l);
    next();
  }
  next(16);
  line(`${r.productName} (${r.kind === 'subscription' ? 'monthly subscription' : 'one-time'})`, { b: true });
  next(22);
  const rows: [string, string, boolean][] = [
    ['Net', money(r.netCents), false],
    [`VAT ${formatRate(r.vatRateBp)}`, money(r.vatCents), false],
    ['Total paid (VAT included)', money(r.grossCents), true],
  ];
  if (r.refundedAt) rows.push([`Refunded on ${day(new Date(r.refundedAt))}`, `-${money(r.refundedCents)}`, true]);
  for (const [k, v, b] of rows) {
    line(k, { b });
    line(v, { b, right: true });
    next(18);
  }
  next(20);
  line('Prices include VAT at the rate of the buyer’s country.', { size: 9, c: muted });
  return doc.save();
}
