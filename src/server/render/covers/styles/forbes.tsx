/** @jsxImportSource @server/render/covers/jsx */
import { mix, THEME_PALETTES, W, H } from '../art.js';
import {
  Abs,
  Masthead,
  Barcode,
  commonMax,
  fitsWhole,
  fitText,
  Fitted,
  heightOf,
  Label,
  M,
  type Ctx,
  type El,
  type FitOpts,
} from '../kit.js';

/** A business magazine: the big serif masthead, a column of cover lines and the quote, a badge, the title on white. */
export function forbes({ c, brand, watermark, id, theme }: Ctx): El {
  const p = THEME_PALETTES[theme];
  const INK = mix(p.bg[0], '#0a0a14', 0.4);
  const ACC = p.bg[1];
  const mast = fitText(brand, { family: 'Playfair', weight: 900, max: 230, min: 30, trackingEm: -0.01 }, W - 2 * M, 1);
  const mastH = Math.round(mast.size * 1.08);
  const rowTop = 14 + mastH + 4;
  const colTop = rowTop + 62;
  const colW = 250;
  const fbLine = commonMax(
    c.coverLines.slice(0, 3).map((l) => l.text),
    {
      family: 'Playfair',
      weight: 700,
      max: 26,
      min: 19,
      width: colW,
      lines: 4,
      color: '#111111',
      lineHeight: 1.18,
      style: { marginTop: 4 },
    },
  );
  // the left column stops above the title block: cover lines first, then the quote if it still fits
  const role = fitText(c.roleTitle, { family: 'Playfair', weight: 900, max: 112, min: 56 }, (W - 2 * M) * 0.985, 2);
  const titleTop = H - 40 - 96 - 12 - role.lines.length * Math.round(role.size * 1.04) - 4 - 32;
  const colBottom = titleTop - 28;
  let y = colTop;
  const lines = c.coverLines.slice(0, 3).filter((l, i) => {
    const h = (i ? 32 : 0) + 19 + 4 + heightOf(l.text, fbLine);
    if (y + h > colBottom) return false;
    y += h;
    return true;
  });
  const quoteLines = Math.min(5, Math.floor((colBottom - y - 26 - 46 - 38) / Math.round(24 * 1.2)));
  const quote: FitOpts = {
    family: 'DMSerif',
    italic: true,
    max: 24,
    min: 17,
    width: colW,
    lines: quoteLines,
    color: '#222222',
    lineHeight: 1.2,
  };
  const meta = { family: 'Inter', weight: 700, size: 16, color: INK, tracking: 3, upper: true } as const;
  return (
    <div style={{ width: W, height: H, position: 'relative' }}>
      <Abs style={{ left: M, top: 14, width: W - 2 * M, justifyContent: 'center' }}>
        <Masthead fit={mast} family="Playfair" weight={900} color={INK} height={mastH} />
      </Abs>
      <Abs
        style={{
          left: M,
          top: rowTop,
          width: W - 2 * M,
          justifyContent: 'space-between',
          borderTop: `3px solid ${INK}`,
          paddingTop: 9,
        }}
      >
        <Label {...meta}>{c.issueDate}</Label>
        <Label family="Inter" weight={500} size={16} color="#555555" tracking={3} upper>
          {c.tagline}
        </Label>
        <Label {...meta}>{`${c.issueNumber} · ${c.price}`}</Label>
      </Abs>
      {/* left column: cover lines and the quote */}
      <Abs style={{ left: M, top: colTop, width: colW, flexDirection: 'column' }}>
        {lines.map((l, i) => (
          <div
            style={{
              flexDirection: 'column',
              paddingTop: i ? 16 : 0,
              marginTop: i ? 16 : 0,
              borderTop: i ? `2px solid ${mix(INK, '#ffffff', 0.75)}` : '0px solid transparent',
            }}
          >
            <Label family="Inter" weight={800} size={15} color={ACC} tracking={2} upper>
              {l.label}
            </Label>
            <Fitted {...fbLine}>{l.text}</Fitted>
          </div>
        ))}
        {quoteLines >= 2 && fitsWhole(c.pullQuote.text, quote) && (
          <div style={{ flexDirection: 'column', marginTop: 26 }}>
            <Label family="DMSerif" size={80} color={ACC} style={{ lineHeight: '56px', height: 46 }}>
              “
            </Label>
            <Fitted {...quote}>{c.pullQuote.text}</Fitted>
            <Fitted
              family="Inter"
              weight={600}
              max={13}
              min={11}
              width={colW}
              lines={2}
              color="#666666"
              upper
              trackingEm={0.1}
              style={{ marginTop: 6 }}
            >
              {`— ${c.pullQuote.attribution}`}
            </Fitted>
          </div>
        )}
      </Abs>
      {/* badge */}
      <Abs
        style={{
          right: 40,
          top: colTop + 10,
          width: 176,
          height: 176,
          borderRadius: 88,
          background: ACC,
          justifyContent: 'center',
          alignItems: 'center',
          transform: 'rotate(-10deg)',
          boxShadow: '0 6px 18px rgba(0,0,0,0.25)',
        }}
      >
        <Fitted
          family="Inter"
          weight={800}
          max={22}
          min={15}
          width={130}
          lines={3}
          color="#ffffff"
          upper
          align="center"
          lineHeight={1.1}
        >
          {c.banner}
        </Fitted>
      </Abs>
      {/* bottom panel with the title */}
      <Abs
        still
        style={{
          left: 0,
          bottom: 0,
          width: W,
          height: 420,
          backgroundImage:
            'linear-gradient(to bottom, rgba(255,255,255,0), rgba(255,255,255,0.9) 30%, rgba(255,255,255,0.97))',
        }}
      />
      <Abs style={{ left: M, bottom: 40, width: W - 2 * M, flexDirection: 'column' }}>
        <Label family="Inter" weight={800} size={26} color={ACC} tracking={7} upper>
          The Future
        </Label>
        <Fitted
          family="Playfair"
          weight={900}
          max={112}
          min={56}
          width={W - 2 * M}
          lines={2}
          color="#0b0b0b"
          lineHeight={1.04}
          style={{ marginTop: 4 }}
        >
          {c.roleTitle}
        </Fitted>
        <div
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            width: W - 2 * M,
            marginTop: 12,
          }}
        >
          <div style={{ flexDirection: 'column' }}>
            <Fitted
              family="Inter"
              weight={600}
              max={26}
              min={19}
              width={W - 2 * M - 200}
              lines={2}
              color="#2a2a2a"
              lineHeight={1.3}
            >
              {c.headline}
            </Fitted>
            <Label family="Inter" weight={700} size={13} color="#8a8a8a" tracking={3} upper style={{ marginTop: 12 }}>
              {watermark}
            </Label>
          </div>
          <Barcode seed={id} width={160} height={80} />
        </div>
      </Abs>
    </div>
  );
}
