/** @jsxImportSource @server/render/covers/jsx */
import { W, H } from '../art.js';
import { Abs, Masthead, Barcode, commonMax, fitText, Fitted, Label, type Ctx, type El } from '../kit.js';

/** An exploration monthly: paper margins, the yellow frame, the masthead band and the title over the photo. */
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
  const band = H - topBand - bottomBand;
  return (
    <div style={{ width: W, height: H, position: 'relative' }}>
      <Abs
        still
        style={{
          left: side,
          top: 620,
          width: W - 2 * side,
          height: H - bottomBand - 620,
          backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.55) 45%, rgba(0,0,0,0.85))',
        }}
      />
      <Abs
        still
        style={{
          left: side,
          top: topBand,
          width: W - 2 * side,
          height: 420,
          backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0.5), rgba(0,0,0,0))',
        }}
      />
      <Abs
        still
        style={{
          left: -260,
          top: topBand - 240,
          width: 1000,
          height: 1000,
          backgroundImage: 'radial-gradient(closest-side, rgba(0,0,0,0.55), rgba(0,0,0,0))',
        }}
      />
      {/* paper margins and the yellow frame */}
      <Abs still style={{ left: 0, top: 0, width: W, height: topBand, background: PAPER }} />
      <Abs still style={{ left: 0, top: H - bottomBand, width: W, height: bottomBand, background: PAPER }} />
      <Abs still style={{ left: 0, top: topBand, width: side, height: band, background: PAPER }} />
      <Abs still style={{ left: W - side, top: topBand, width: side, height: band, background: PAPER }} />
      <Abs
        still
        style={{
          left: side,
          top: topBand,
          width: W - 2 * side,
          height: band,
          border: `${frame}px solid ${YEL}`,
          boxSizing: 'border-box',
        }}
      />
      {/* masthead band */}
      <Abs style={{ left: 0, top: 18, width: W, flexDirection: 'column', alignItems: 'center' }}>
        <Masthead fit={mast} family="Oswald" weight={600} color="#141414" height={mastH} />
        <Label family="Inter" weight={600} size={15} color="#6b6b6b" tracking={4} upper style={{ marginTop: 4 }}>
          {c.tagline}
        </Label>
      </Abs>
      {/* cover lines, top left inside the frame */}
      <Abs style={{ left: x0, top: topBand + frame + 28, width: 340, flexDirection: 'column' }}>
        {c.coverLines.slice(0, 3).map((l, i) => (
          <div style={{ flexDirection: 'column', marginTop: i ? 22 : 0 }}>
            <Label family="Oswald" weight={600} size={19} color={YEL} tracking={3} upper>
              {l.label}
            </Label>
            <Fitted {...ngLine}>{l.text}</Fitted>
          </div>
        ))}
      </Abs>
      <Abs style={{ right: x0, top: topBand + frame + 28, background: YEL, padding: '7px 12px' }}>
        <Label family="Oswald" weight={600} size={18} color="#141414" tracking={3} upper>
          {c.kicker}
        </Label>
      </Abs>
      {/* title */}
      <Abs style={{ left: x0, bottom: bottomBand + frame + 30, width: inner, flexDirection: 'column' }}>
        <Label family="Oswald" weight={600} size={30} color={YEL} tracking={8} upper>
          The Future
        </Label>
        <Fitted
          family="Playfair"
          weight={700}
          max={116}
          min={58}
          width={inner}
          lines={2}
          color="#ffffff"
          lineHeight={1.04}
          style={{ marginTop: 6 }}
        >
          {c.roleTitle}
        </Fitted>
        <Fitted
          family="Inter"
          weight={500}
          max={27}
          min={20}
          width={inner}
          lines={2}
          color="#f3f3f3"
          lineHeight={1.3}
          style={{ marginTop: 12 }}
        >
          {c.headline}
        </Fitted>
        <Fitted
          family="DMSerif"
          italic
          max={22}
          min={17}
          width={inner}
          lines={2}
          color="#e8e2cf"
          lineHeight={1.3}
          style={{ marginTop: 10 }}
        >
          {c.dek}
        </Fitted>
      </Abs>
      {/* bottom band: watermark, date, price, barcode */}
      <Abs
        style={{
          left: side,
          bottom: 6,
          width: W - 2 * side,
          height: bottomBand - 12,
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ flexDirection: 'column' }}>
          <Label family="Oswald" weight={600} size={18} color="#141414" tracking={3} upper>
            {watermark}
          </Label>
          <Label family="Inter" weight={500} size={15} color="#555555" tracking={2} upper style={{ marginTop: 2 }}>
            {`${c.issueDate} · ${c.volume} · ${c.issueNumber} · ${c.price}`}
          </Label>
        </div>
        <Barcode seed={id} width={150} height={74} paper={PAPER} />
      </Abs>
    </div>
  );
}
