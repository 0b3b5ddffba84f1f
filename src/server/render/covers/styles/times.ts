import { quoted } from '@core/text-clean.js';
import { W, H } from '../art.js';
import { div, abs, still, fitText, commonMax, fitted, label, barcode, type Ctx, type El } from '../kit.js';

export function times({ c, brand, watermark, id }: Ctx): El {
  const RED = '#e3120b';
  const B = 30;
  const inner = W - 2 * (B + 32);
  const x0 = B + 32;
  const mast = fitText(
    brand.toUpperCase(),
    { family: 'Playfair', weight: 900, max: 210, min: 26, trackingEm: 0.01 },
    inner,
    1,
  );
  const mastTop = B + 14;
  const mastH = Math.round(mast.size * 1.02);
  const lines = c.coverLines.slice(0, 3);
  const colW = Math.floor((inner - 180 - 24 * lines.length) / lines.length);
  const lineOpts = commonMax(
    lines.map((l) => l.text),
    {
      family: 'Inter',
      weight: 500,
      max: 19,
      min: 15,
      width: colW,
      lines: 3,
      color: '#ffffff',
      lineHeight: 1.28,
      style: { marginTop: 6 },
    },
  );
  return div(
    { width: W, height: H, position: 'relative' },
    still(
      abs({
        left: 0,
        top: 0,
        width: W,
        height: 420,
        backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0.6), rgba(0,0,0,0))',
      }),
    ),
    still(
      abs({
        left: 0,
        top: 600,
        width: W,
        height: H - 600,
        backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.72) 30%, rgba(0,0,0,0.92))',
      }),
    ),
    still(
      abs({
        left: W - 520,
        top: 200,
        width: 520,
        height: 420,
        backgroundImage: 'radial-gradient(closest-side, rgba(0,0,0,0.55), rgba(0,0,0,0))',
      }),
    ),
    // masthead
    abs(
      { left: x0, top: mastTop, width: inner, justifyContent: 'center' },
      label(mast.lines[0]!, {
        family: 'Playfair',
        weight: 900,
        size: mast.size,
        color: RED,
        tracking: mast.tracking,
        style: { lineHeight: `${mastH}px`, height: mastH },
      }),
    ),
    abs(
      {
        left: x0,
        top: mastTop + mastH + 6,
        width: inner,
        justifyContent: 'space-between',
        borderTop: '2px solid rgba(255,255,255,0.7)',
        paddingTop: 8,
      },
      label(`${c.issueDate} · ${c.price}`, {
        family: 'Inter',
        weight: 600,
        size: 19,
        color: '#ffffff',
        tracking: 3,
        upper: true,
      }),
      label(`${c.volume} · ${c.issueNumber}`, {
        family: 'Inter',
        weight: 600,
        size: 19,
        color: '#ffffff',
        tracking: 3,
        upper: true,
      }),
    ),
    // banner and quote, under the masthead
    abs(
      { left: x0, top: mastTop + mastH + 62, background: RED, padding: '8px 14px' },
      label(c.banner, { family: 'Inter', weight: 800, size: 18, color: '#ffffff', tracking: 3, upper: true }),
    ),
    abs(
      { right: x0, top: mastTop + mastH + 62, width: 300, flexDirection: 'column', alignItems: 'flex-end' },
      fitted(quoted(c.pullQuote.text), {
        family: 'DMSerif',
        italic: true,
        max: 30,
        min: 21,
        width: 300,
        lines: 5,
        color: '#ffffff',
        align: 'right',
        lineHeight: 1.18,
      }),
      fitted(`— ${c.pullQuote.attribution}`, {
        family: 'Inter',
        weight: 600,
        max: 14,
        min: 12,
        width: 300,
        lines: 2,
        color: '#ffd2cf',
        upper: true,
        trackingEm: 0.12,
        align: 'right',
        style: { marginTop: 8 },
      }),
    ),
    // title block
    abs(
      { left: x0, bottom: B + 26, width: inner, flexDirection: 'column' },
      label(c.kicker, { family: 'Inter', weight: 800, size: 20, color: RED, tracking: 5, upper: true }),
      label('The Future', {
        family: 'DMSerif',
        size: 58,
        color: '#ffffff',
        style: { fontStyle: 'italic', lineHeight: '64px', marginTop: 6 },
      }),
      fitted(c.roleTitle, {
        family: 'Playfair',
        weight: 900,
        max: 124,
        min: 62,
        width: inner,
        lines: 2,
        color: '#ffffff',
        lineHeight: 1.02,
      }),
      fitted(c.headline, {
        family: 'Inter',
        weight: 500,
        max: 30,
        min: 22,
        width: inner,
        lines: 2,
        color: '#e9e9e9',
        lineHeight: 1.3,
        style: { marginTop: 12 },
      }),
      div({ width: 120, height: 5, background: RED, marginTop: 20, marginBottom: 18 }),
      div(
        { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', width: inner },
        div(
          { flexDirection: 'row' },
          ...lines.map((l) =>
            div(
              { flexDirection: 'column', width: colW, marginRight: 24 },
              label(l.label, { family: 'Inter', weight: 800, size: 15, color: '#ff4d45', tracking: 2, upper: true }),
              fitted(l.text, lineOpts),
            ),
          ),
        ),
        barcode(id, { width: 168, height: 84 }),
      ),
    ),
    // the red border, with the watermark in its bottom edge
    still(abs({ left: 0, top: 0, width: W, height: H, border: `${B}px solid ${RED}`, boxSizing: 'border-box' })),
    abs(
      { left: 0, bottom: 0, width: W, height: B, justifyContent: 'center', alignItems: 'center' },
      label(watermark, { family: 'Inter', weight: 700, size: 14, color: '#ffffff', tracking: 4, upper: true }),
    ),
  );
}
