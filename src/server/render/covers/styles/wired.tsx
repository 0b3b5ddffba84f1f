/** @jsxImportSource @server/render/covers/jsx */
import { quoted } from '@core/text-clean.js';
import { mix, THEME_PALETTES, W, H } from '../art.js';
import {
  Abs,
  Masthead,
  Barcode,
  commonMax,
  fitText,
  Fitted,
  Glitched,
  heightOf,
  Label,
  M,
  type Ctx,
  type El,
} from '../kit.js';

/** A tech magazine: a glitched neon masthead and title, terminal-like cover lines, the quote in a dark panel. */
export function wired({ c, brand, watermark, id, theme }: Ctx): El {
  const p = THEME_PALETTES[theme];
  const N0 = p.neon[0];
  const N1 = p.neon[1];
  const mast = fitText(brand.toUpperCase(), { family: 'Bebas', max: 270, min: 40, trackingEm: 0.02 }, W - 2 * M, 1);
  const mastH = Math.round(mast.size * 0.92);
  const rowTop = 20 + mastH + 6;
  const colTop = rowTop + 60;
  const colW = 280;
  const panel = 'rgba(6,6,16,0.78)';
  const wdLine = commonMax(
    c.coverLines.slice(0, 3).map((l) => l.text),
    {
      family: 'Oswald',
      weight: 600,
      max: 24,
      min: 17,
      width: colW - 33,
      lines: 4,
      color: '#ffffff',
      upper: true,
      lineHeight: 1.18,
      style: { marginTop: 6 },
    },
  );
  // the columns stop above the title block
  const role = fitText(
    c.roleTitle.toUpperCase(),
    { family: 'Bebas', max: 176, min: 84, trackingEm: 0.01 },
    (W - 2 * M) * 0.985,
    2,
  );
  const titleTop = H - 36 - 110 - 14 - role.lines.length * Math.round(role.size * 0.94) - 8 - 34;
  const colBottom = titleTop - 24;
  let y = colTop;
  const lines = c.coverLines.slice(0, 3).filter((l, i) => {
    const h = (i ? 14 : 0) + 24 + 17 + 6 + heightOf(l.text, wdLine);
    if (y + h > colBottom) return false;
    y += h;
    return true;
  });
  const quoteLines = Math.min(6, Math.floor((colBottom - colTop - 46 - 28 - 38) / Math.round(25 * 1.22)));
  const mono = { family: 'SpaceMono', weight: 700, upper: true } as const;
  return (
    <div style={{ width: W, height: H, position: 'relative' }}>
      <Abs
        still
        style={{
          left: 0,
          top: 0,
          width: W,
          height: 380,
          backgroundImage: 'linear-gradient(to bottom, rgba(4,4,10,0.85), rgba(4,4,10,0))',
        }}
      />
      <Abs
        still
        style={{
          left: 0,
          top: 760,
          width: W,
          height: H - 760,
          backgroundImage: 'linear-gradient(to bottom, rgba(4,4,10,0), rgba(4,4,10,0.8) 35%, rgba(4,4,10,0.96))',
        }}
      />
      <Abs style={{ left: M, top: 20, width: W - 2 * M, justifyContent: 'center' }}>
        <Glitched colors={[N0, N1]} offset={6}>
          {(color) => <Masthead fit={mast} family="Bebas" color={color} height={mastH} />}
        </Glitched>
      </Abs>
      <Abs style={{ left: M, top: rowTop, width: W - 2 * M, justifyContent: 'space-between' }}>
        <Label {...mono} size={18} color={N0} tracking={2}>
          {`/// ${c.kicker}`}
        </Label>
        <Label {...mono} size={18} color={N0} tracking={1}>
          {`${c.issueDate} // ${c.issueNumber} // ${c.price}`}
        </Label>
      </Abs>
      {/* left column: terminal-like cover lines */}
      <Abs style={{ left: M, top: colTop, width: colW, flexDirection: 'column' }}>
        {lines.map((l, i) => (
          <div
            style={{
              flexDirection: 'column',
              background: panel,
              borderLeft: `5px solid ${i % 2 ? N1 : N0}`,
              padding: '12px 14px 12px 14px',
              marginTop: i ? 14 : 0,
            }}
          >
            <Label {...mono} size={14} color={i % 2 ? N1 : N0} tracking={1}>
              {`> ${l.label}`}
            </Label>
            <Fitted {...wdLine}>{l.text}</Fitted>
          </div>
        ))}
      </Abs>
      {/* right column: banner and the quote */}
      <Abs style={{ right: M, top: colTop, width: colW, flexDirection: 'column', alignItems: 'flex-end' }}>
        <div style={{ background: N1, padding: '7px 12px' }}>
          <Label {...mono} size={15} color="#05050a">
            {c.banner}
          </Label>
        </div>
        <div style={{ flexDirection: 'column', background: panel, padding: '14px 16px', marginTop: 14, width: colW }}>
          <Fitted
            family="Oswald"
            weight={400}
            max={25}
            min={17}
            width={colW - 32}
            lines={Math.max(2, quoteLines)}
            color="#ffffff"
            lineHeight={1.22}
          >
            {quoted(c.pullQuote.text)}
          </Fitted>
          <Fitted
            family="SpaceMono"
            weight={400}
            max={13}
            min={11}
            width={colW - 32}
            lines={2}
            color={N0}
            style={{ marginTop: 8 }}
          >
            {`// ${c.pullQuote.attribution}`}
          </Fitted>
        </div>
      </Abs>
      {/* title */}
      <Abs style={{ left: M, bottom: 36, width: W - 2 * M, flexDirection: 'column' }}>
        <Label {...mono} size={28} color={N0} tracking={2}>
          {'> The Future_'}
        </Label>
        <div style={{ marginTop: 8 }}>
          <Glitched colors={[N0, N1]} offset={5}>
            {(color) => (
              <Fitted
                family="Bebas"
                max={176}
                min={84}
                width={W - 2 * M}
                lines={2}
                color={color}
                upper
                trackingEm={0.01}
                lineHeight={0.94}
              >
                {c.roleTitle}
              </Fitted>
            )}
          </Glitched>
        </div>
        <div
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            width: W - 2 * M,
            marginTop: 14,
          }}
        >
          <div style={{ flexDirection: 'column', width: W - 2 * M - 196 }}>
            <div style={{ background: N0, padding: '8px 12px' }}>
              <Fitted
                family="Inter"
                weight={700}
                max={25}
                min={18}
                width={W - 2 * M - 220}
                lines={2}
                color="#05050a"
                lineHeight={1.3}
              >
                {c.headline}
              </Fitted>
            </div>
            <Label
              family="SpaceMono"
              weight={400}
              size={14}
              color={mix(N0, '#ffffff', 0.3)}
              tracking={2}
              upper
              style={{ marginTop: 12 }}
            >
              {`[ ${watermark} ]`}
            </Label>
          </div>
          <Barcode seed={id} width={168} height={84} />
        </div>
      </Abs>
    </div>
  );
}
