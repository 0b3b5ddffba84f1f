import { W, H } from '../art.js';
import { div, abs, still, fitText, commonMax, fitted, label, barcode, type Ctx, type El } from '../kit.js';

export function natgeo({ c, brand, watermark, id }: Ctx): El {
  const YEL = '#ffcd00';
  const PAPER = '#fbfaf6';
  const side = 36;
  const topBand = 150;
  const bottomBand = 96;
  const frame = 22;
  const x0 = side + frame + 28;
  const inner = W - 2 * x0;
  const mast = fitText(
    brand.toUpperCase(),
    { family: 'Oswald', weight: 600, max: 86, min: 22, trackingEm: 0.16 },
    W - 2 * 90,
    1,
  );
  const mastH = Math.round(mast.size * 1.1);
  const ngLine = commonMax(
    c.coverLines.slice(0, 3).map((l) => l.text),
    {
      family: 'Inter',
      weight: 600,
      max: 22,
      min: 17,
      width: 340,
      lines: 3,
      color: '#ffffff',
      lineHeight: 1.25,
      style: { marginTop: 4 },
    },
  );
  return div(
    { width: W, height: H, position: 'relative' },
    still(
      abs({
        left: side,
        top: 620,
        width: W - 2 * side,
        height: H - bottomBand - 620,
        backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.55) 45%, rgba(0,0,0,0.85))',
      }),
    ),
    still(
      abs({
        left: side,
        top: topBand,
        width: W - 2 * side,
        height: 420,
        backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0.5), rgba(0,0,0,0))',
      }),
    ),
    still(
      abs({
        left: -260,
        top: topBand - 240,
        width: 1000,
        height: 1000,
        backgroundImage: 'radial-gradient(closest-side, rgba(0,0,0,0.55), rgba(0,0,0,0))',
      }),
    ),
    // paper margins and the yellow frame
    still(abs({ left: 0, top: 0, width: W, height: topBand, background: PAPER })),
    still(abs({ left: 0, top: H - bottomBand, width: W, height: bottomBand, background: PAPER })),
    still(abs({ left: 0, top: topBand, width: side, height: H - topBand - bottomBand, background: PAPER })),
    still(abs({ left: W - side, top: topBand, width: side, height: H - topBand - bottomBand, background: PAPER })),
    still(
      abs({
        left: side,
        top: topBand,
        width: W - 2 * side,
        height: H - topBand - bottomBand,
        border: `${frame}px solid ${YEL}`,
        boxSizing: 'border-box',
      }),
    ),
    // masthead band
    abs(
      { left: 0, top: 18, width: W, flexDirection: 'column', alignItems: 'center' },
      label(mast.lines[0]!, {
        family: 'Oswald',
        weight: 600,
        size: mast.size,
        color: '#141414',
        tracking: mast.tracking,
        style: { lineHeight: `${mastH}px`, height: mastH },
      }),
      label(c.tagline, {
        family: 'Inter',
        weight: 600,
        size: 15,
        color: '#6b6b6b',
        tracking: 4,
        upper: true,
        style: { marginTop: 4 },
      }),
    ),
    // cover lines, top left inside the frame
    abs(
      { left: x0, top: topBand + frame + 28, width: 340, flexDirection: 'column' },
      ...c.coverLines
        .slice(0, 3)
        .map((l, i) =>
          div(
            { flexDirection: 'column', marginTop: i ? 22 : 0 },
            label(l.label, { family: 'Oswald', weight: 600, size: 19, color: YEL, tracking: 3, upper: true }),
            fitted(l.text, ngLine),
          ),
        ),
    ),
    abs(
      { right: x0, top: topBand + frame + 28, background: YEL, padding: '7px 12px' },
      label(c.kicker, { family: 'Oswald', weight: 600, size: 18, color: '#141414', tracking: 3, upper: true }),
    ),
    // title
    abs(
      { left: x0, bottom: bottomBand + frame + 30, width: inner, flexDirection: 'column' },
      label('The Future', { family: 'Oswald', weight: 600, size: 30, color: YEL, tracking: 8, upper: true }),
      fitted(c.roleTitle, {
        family: 'Playfair',
        weight: 700,
        max: 116,
        min: 58,
        width: inner,
        lines: 2,
        color: '#ffffff',
        lineHeight: 1.04,
        style: { marginTop: 6 },
      }),
      fitted(c.headline, {
        family: 'Inter',
        weight: 500,
        max: 27,
        min: 20,
        width: inner,
        lines: 2,
        color: '#f3f3f3',
        lineHeight: 1.3,
        style: { marginTop: 12 },
      }),
      fitted(c.dek, {
        family: 'DMSerif',
        italic: true,
        max: 22,
        min: 17,
        width: inner,
        lines: 2,
        color: '#e8e2cf',
        lineHeight: 1.3,
        style: { marginTop: 10 },
      }),
    ),
    // bottom band: watermark, date, price, barcode
    abs(
      {
        left: side,
        bottom: 6,
        width: W - 2 * side,
        height: bottomBand - 12,
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      div(
        { flexDirection: 'column' },
        label(watermark, { family: 'Oswald', weight: 600, size: 18, color: '#141414', tracking: 3, upper: true }),
        label(`${c.issueDate} · ${c.volume} · ${c.issueNumber} · ${c.price}`, {
          family: 'Inter',
          weight: 500,
          size: 15,
          color: '#555555',
          tracking: 2,
          upper: true,
          style: { marginTop: 2 },
        }),
      ),
      barcode(id, { width: 150, height: 74, paper: PAPER }),
    ),
  );
}
