/** @jsxImportSource @server/render/covers/jsx */
import { quoted } from '@core/text-clean.js';
import { W, H } from '../art.js';
import { Abs, Masthead, Barcode, commonMax, fitText, Fitted, Label, type Ctx, type El } from '../kit.js';

/** A classic news weekly: red masthead and border, the title block at the foot, the quote under the masthead. */
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
  const meta = { family: 'Inter', weight: 600, size: 19, color: '#ffffff', tracking: 3, upper: true } as const;
  return (
    <div style={{ width: W, height: H, position: 'relative' }}>
      <Abs
        still
        style={{
          left: 0,
          top: 0,
          width: W,
          height: 420,
          backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0.6), rgba(0,0,0,0))',
        }}
      />
      <Abs
        still
        style={{
          left: 0,
          top: 600,
          width: W,
          height: H - 600,
          backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.72) 30%, rgba(0,0,0,0.92))',
        }}
      />
      <Abs
        still
        style={{
          left: W - 520,
          top: 200,
          width: 520,
          height: 420,
          backgroundImage: 'radial-gradient(closest-side, rgba(0,0,0,0.55), rgba(0,0,0,0))',
        }}
      />
      {/* masthead */}
      <Abs style={{ left: x0, top: mastTop, width: inner, justifyContent: 'center' }}>
        <Masthead fit={mast} family="Playfair" weight={900} color={RED} height={mastH} />
      </Abs>
      <Abs
        style={{
          left: x0,
          top: mastTop + mastH + 6,
          width: inner,
          justifyContent: 'space-between',
          borderTop: '2px solid rgba(255,255,255,0.7)',
          paddingTop: 8,
        }}
      >
        <Label {...meta}>{`${c.issueDate} · ${c.price}`}</Label>
        <Label {...meta}>{`${c.volume} · ${c.issueNumber}`}</Label>
      </Abs>
      {/* banner and quote, under the masthead */}
      <Abs style={{ left: x0, top: mastTop + mastH + 62, background: RED, padding: '8px 14px' }}>
        <Label family="Inter" weight={800} size={18} color="#ffffff" tracking={3} upper>
          {c.banner}
        </Label>
      </Abs>
      <Abs
        style={{ right: x0, top: mastTop + mastH + 62, width: 300, flexDirection: 'column', alignItems: 'flex-end' }}
      >
        <Fitted
          family="DMSerif"
          italic
          max={30}
          min={21}
          width={300}
          lines={5}
          color="#ffffff"
          align="right"
          lineHeight={1.18}
        >
          {quoted(c.pullQuote.text)}
        </Fitted>
        <Fitted
          family="Inter"
          weight={600}
          max={14}
          min={12}
          width={300}
          lines={2}
          color="#ffd2cf"
          upper
          trackingEm={0.12}
          align="right"
          style={{ marginTop: 8 }}
        >
          {`— ${c.pullQuote.attribution}`}
        </Fitted>
      </Abs>
      {/* title block */}
      <Abs style={{ left: x0, bottom: B + 26, width: inner, flexDirection: 'column' }}>
        <Label family="Inter" weight={800} size={20} color={RED} tracking={5} upper>
          {c.kicker}
        </Label>
        <Label
          family="DMSerif"
          size={58}
          color="#ffffff"
          style={{ fontStyle: 'italic', lineHeight: '64px', marginTop: 6 }}
        >
          The Future
        </Label>
        <Fitted
          family="Playfair"
          weight={900}
          max={124}
          min={62}
          width={inner}
          lines={2}
          color="#ffffff"
          lineHeight={1.02}
        >
          {c.roleTitle}
        </Fitted>
        <Fitted
          family="Inter"
          weight={500}
          max={30}
          min={22}
          width={inner}
          lines={2}
          color="#e9e9e9"
          lineHeight={1.3}
          style={{ marginTop: 12 }}
        >
          {c.headline}
        </Fitted>
        <div style={{ width: 120, height: 5, background: RED, marginTop: 20, marginBottom: 18 }} />
        <div style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', width: inner }}>
          <div style={{ flexDirection: 'row' }}>
            {lines.map((l) => (
              <div style={{ flexDirection: 'column', width: colW, marginRight: 24 }}>
                <Label family="Inter" weight={800} size={15} color="#ff4d45" tracking={2} upper>
                  {l.label}
                </Label>
                <Fitted {...lineOpts}>{l.text}</Fitted>
              </div>
            ))}
          </div>
          <Barcode seed={id} width={168} height={84} />
        </div>
      </Abs>
      {/* the red border, with the watermark in its bottom edge */}
      <Abs
        still
        style={{ left: 0, top: 0, width: W, height: H, border: `${B}px solid ${RED}`, boxSizing: 'border-box' }}
      />
      <Abs style={{ left: 0, bottom: 0, width: W, height: B, justifyContent: 'center', alignItems: 'center' }}>
        <Label family="Inter" weight={700} size={14} color="#ffffff" tracking={4} upper>
          {watermark}
        </Label>
      </Abs>
    </div>
  );
}
