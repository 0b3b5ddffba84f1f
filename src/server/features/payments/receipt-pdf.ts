import type { PDFPage } from 'pdf-lib';
import { formatRate } from '@core/vat.js';
import { A4, C, T, PdfKit, brandMark, roundRect } from '@server/render/pdf/index.js';
import type { TextStyle } from '@server/render/pdf/index.js';
import type { Receipt } from './after-sale.js';
import { countryName, day, formatMoney } from './emails.js';

/**
 * One A4 page, made with the PDF kit (render/pdf, decision 071): the seller, the receipt number and date, who it
 * was for, the item, net + VAT = gross, and a refund when there was one. Every script prints (the buyer's name).
 */
export async function receiptPdf(r: Receipt, buyerName = ''): Promise<Uint8Array> {
  const kit = await PdfKit.create({
    title: `${r.brand} receipt ${r.id}`,
    author: r.brand,
    creator: r.brand,
  });
  const X = 56;
  const W = A4.w - 2 * X;
  const money = (c: number) => formatMoney(c, r.currency);
  type Text = { line: ReturnType<PdfKit['line']>; style: TextStyle };
  const t = (text: string, style: TextStyle = T.body): Text => ({ line: kit.line(text, style), style });
  const draw = (
    page: PDFPage,
    s: Text,
    x: number,
    y: number,
    o: { color?: typeof C.ink; end?: boolean; w?: number } = {},
  ) => kit.drawLine(page, s.line, s.style, x, y, o.w ?? W, { color: o.color, align: o.end ? 'end' : 'left' });

  const label = (s: string) => t(s.toUpperCase(), T.label);
  const title = t('Receipt', { ...T.title, size: 38 });
  const meta: [Text, Text][] = [
    [label('Receipt number'), t(r.id, T.bodyBold)],
    [label('Date'), t(day(new Date(r.paidAt)), T.bodyBold)],
    [label('Paid by'), t(r.paidBy === 'sponsor' ? 'A sponsor' : 'You', T.bodyBold)],
    [label('Country'), t(countryName(r.buyerCountry), T.bodyBold)],
  ];
  const billed = buyerName ? [label('Billed to'), t(buyerName, { ...T.bodyBold, size: 13 })] : [];
  const seller = [
    label('Seller'),
    ...[r.seller.name, r.seller.address, r.seller.vatId ? `VAT ID: ${r.seller.vatId}` : '']
      .filter(Boolean)
      .map((l) => t(l)),
  ];
  const item = t(`${r.productName} (${r.kind === 'subscription' ? 'monthly subscription' : 'one-time'})`, {
    ...T.h2,
    size: 13,
  });
  const rows: [Text, Text, boolean][] = [
    [t('Net'), t(money(r.netCents)), false],
    [t(`VAT ${formatRate(r.vatRateBp)}`), t(money(r.vatCents)), false],
  ];
  const total: [Text, Text] = [t('Total paid (VAT included)', T.h2), t(money(r.grossCents), { ...T.h1, size: 22 })];
  const refund = r.refundedAt
    ? [t(`Refunded on ${day(new Date(r.refundedAt))}`, T.bodyBold), t(`-${money(r.refundedCents)}`, T.bodyBold)]
    : null;
  const note = t('Prices include VAT at the rate of the buyer’s country.', T.small);
  const brandLine = t(r.brand, { ...T.h1, size: 16 });
  const address = t(r.seller.address, T.small);

  kit.page((page) => {
    page.drawRectangle({ x: 0, y: 0, width: A4.w, height: A4.h, color: C.paper });
    page.drawRectangle({ x: 0, y: A4.h - 8, width: A4.w, height: 8, color: C.violet });
    page.drawRectangle({ x: 0, y: A4.h - 8, width: A4.w * 0.28, height: 8, color: C.coral });
    brandMark(kit, page, r.brand, X, A4.h - 62, C.ink);
    draw(page, label('Paid'), X, A4.h - 61, { color: C.mint, end: true });
    let y = A4.h - 130;
    draw(page, title, X, y);
    y -= 44;

    // Who and when, left; the seller, right.
    const colR = X + W / 2 + 20;
    let yl = y;
    if (billed.length) {
      draw(page, billed[0]!, X, yl, { color: C.inkSoft });
      draw(page, billed[1]!, X, yl - 18);
      yl -= 44;
    }
    for (const [k, v] of meta) {
      draw(page, k, X, yl, { color: C.inkSoft });
      draw(page, v, X + 110, yl);
      yl -= 20;
    }
    let yr = y;
    draw(page, seller[0]!, colR, yr, { color: C.inkSoft });
    yr -= 18;
    for (const l of seller.slice(1)) {
      draw(page, l, colR, yr, { w: W / 2 - 20 });
      yr -= 16;
    }
    y = Math.min(yl, yr) - 30;

    // The item and the amounts, on a card.
    const rowH = 30;
    const cardH = 58 + rows.length * rowH + 64 + (refund ? rowH + 8 : 0);
    roundRect(page, X, y, W, cardH, 10, { fill: C.white, border: C.line });
    const ix = X + 22;
    const iw = W - 44;
    draw(page, label('Item'), ix, y - 24, { color: C.inkSoft });
    draw(page, item, ix, y - 44, { w: iw });
    let ry = y - 58;
    for (const [k, v] of rows) {
      page.drawLine({ start: { x: ix, y: ry }, end: { x: ix + iw, y: ry }, thickness: 0.6, color: C.line });
      draw(page, k, ix, ry - 19, { color: C.inkSoft });
      draw(page, v, ix, ry - 19, { end: true, w: iw });
      ry -= rowH;
    }
    roundRect(page, X + 10, ry - 6, W - 20, 54, 8, { fill: C.cream });
    draw(page, total[0], ix, ry - 37);
    draw(page, total[1], ix, ry - 39, { end: true, w: iw, color: C.violet });
    ry -= 64;
    if (refund) {
      draw(page, refund[0]!, ix, ry - 20, { color: C.coral });
      draw(page, refund[1]!, ix, ry - 20, { end: true, w: iw, color: C.coral });
    }
    y -= cardH + 24;
    draw(page, note, X, y, { color: C.inkSoft });

    page.drawLine({ start: { x: X, y: 70 }, end: { x: X + W, y: 70 }, thickness: 0.6, color: C.line });
    draw(page, brandLine, X, 44);
    draw(page, address, X, 46, { color: C.inkSoft, end: true });
  });
  return kit.save();
}
