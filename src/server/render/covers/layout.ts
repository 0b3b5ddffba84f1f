import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { CoverStyle } from '@content/cover-copy.js';
import type { CoverCopy } from '@core/cover-copy.js';
import { quoted } from '@core/text-clean.js';
import type { RoleTheme } from '@content/roles.js';
import { mix, THEME_PALETTES, W, H } from './art.js';
import { barcodeBars } from './barcode.js';
import {
  baseFonts,
  coverFonts,
  drawable,
  family,
  fitText as fitWith,
  isRtl,
  keepRtlSpaces,
  UPRIGHT_SCRIPT,
  type CoverFonts,
  type FontFamily,
} from '../fonts/fonts.js';

/**
 * The type layer of a cover: masthead, title, cover lines, quote, date, price, barcode and watermark, drawn by
 * satori and rasterised by resvg as a transparent 1080x1350 layer. Four typographic styles inspired by classic
 * news, exploration, business and tech magazines; the masthead is always the configured brand name.
 * Text is fitted before layout (fonts.ts measures it), so nothing overflows or overlaps.
 */
export interface LayoutInput {
  id: string;
  style: CoverStyle;
  theme: RoleTheme;
  copy: CoverCopy;
  brandName: string;
  watermark: string;
}

// ---------- a tiny element builder (satori takes React-like objects) ----------
type Style = Record<string, string | number>;
interface El {
  type: string;
  props: { style: Style; children?: Child | Child[] };
  /** Part of the style's fixed decoration (scrims, borders, frames): drawn once per style and cached. */
  still?: true;
}
type Child = El | string;

const div = (style: Style, ...children: (Child | null | false | undefined)[]): El => {
  const kids = children.filter((c): c is Child => c !== null && c !== false && c !== undefined && c !== '');
  return { type: 'div', props: { style: { display: 'flex', ...style }, children: kids.length === 1 ? kids[0] : kids } };
};
const abs = (style: Style, ...children: (Child | null | false | undefined)[]) =>
  div({ position: 'absolute', ...style }, ...children);
const still = (el: El): El => ({ ...el, still: true });

/**
 * The fonts of the cover being laid out. `layoutTree` is synchronous and sets this at its start, so every fit
 * below measures with the fonts satori will draw with (Noto per script, CJK slices, emoji pictures).
 */
let active: CoverFonts = baseFonts;
const fitText = (text: string, s: Parameters<typeof fitWith>[1], maxWidth: number, maxLines: number) =>
  fitWith(text, s, maxWidth, maxLines, active);

/** Right-to-left text (Arabic, Hebrew, ...) gets `direction: rtl`, so satori orders its words and punctuation from the right. */
const dir = (text: string): Style => (isRtl(text) ? { direction: 'rtl' } : {});

interface FitOpts {
  family: FontFamily;
  weight?: 400 | 500 | 600 | 700 | 800 | 900;
  italic?: boolean;
  max: number;
  min: number;
  width: number;
  lines: number;
  upper?: boolean;
  trackingEm?: number;
  lineHeight?: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  style?: Style;
}

/** The one size at which every text of a group fits (cover lines side by side read better at one size). */
function commonMax(texts: string[], o: FitOpts): FitOpts {
  const sizes = texts.map(
    (t) =>
      fitText(
        o.upper ? t.toUpperCase() : t,
        { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
        o.width * 0.985,
        o.lines,
      ).size,
  );
  return { ...o, max: Math.min(o.max, ...sizes) };
}

/** Whether the text fits whole (no ellipsis) within the options' lines at some size. */
function fitsWhole(text: string, o: FitOpts): boolean {
  const t = o.upper ? text.toUpperCase() : text;
  return !fitText(
    t,
    { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
    o.width * 0.985,
    o.lines,
  ).cut;
}

/** The height in px that `fitted(text, o)` will take. */
function heightOf(text: string, o: FitOpts): number {
  const fit = fitText(
    o.upper ? text.toUpperCase() : text,
    { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
    o.width * 0.985,
    o.lines,
  );
  return fit.lines.length * Math.round(fit.size * (o.lineHeight ?? 1.15));
}

/** Text fitted to its box: the largest size that wraps into `lines` lines, one div per line. */
function fitted(text: string, o: FitOpts): El {
  const t = o.upper ? text.toUpperCase() : text;
  const fit = fitText(
    t,
    { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
    o.width * 0.985,
    o.lines,
  );
  const lh = Math.round(fit.size * (o.lineHeight ?? 1.15));
  // a right-to-left paragraph starts at the right: left (the start, by default) becomes right
  const rtl = isRtl(t);
  const align = rtl && (o.align ?? 'left') === 'left' ? 'right' : o.align;
  return div(
    {
      flexDirection: 'column',
      alignItems: align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start',
      width: o.width,
      ...(o.style ?? {}),
    },
    ...fit.lines.map((line) =>
      div(
        {
          fontFamily: family(o.family),
          fontWeight: o.weight ?? 400,
          fontStyle: o.italic ? 'italic' : 'normal',
          fontSize: fit.size,
          lineHeight: `${lh}px`,
          height: lh,
          letterSpacing: fit.tracking,
          color: o.color,
          whiteSpace: 'nowrap',
          ...(rtl ? { direction: 'rtl' } : {}),
          ...(o.italic && UPRIGHT_SCRIPT.test(line) ? { fontSynthesisStyle: 'none' } : {}),
        },
        keepRtlSpaces(line, rtl),
      ),
    ),
  );
}

/** Chromatic-aberration glitch without filters: two offset neon copies under the white text. */
function glitched(make: (color: string) => El, colors: [string, string], offset = 5): El {
  // positioned boxes paint over in-flow ones, so an invisible copy gives the size and all three are positioned
  return div(
    { position: 'relative' },
    make('transparent'),
    abs({ left: -offset, top: 0 }, make(colors[0])),
    abs({ left: offset, top: 0 }, make(colors[1])),
    abs({ left: 0, top: 0 }, make('#ffffff')),
  );
}

function label(
  text: string,
  s: {
    family: FontFamily;
    weight?: number;
    size: number;
    color: string;
    tracking?: number;
    upper?: boolean;
    style?: Style;
  },
): El {
  return div(
    {
      fontFamily: family(s.family),
      fontWeight: s.weight ?? 400,
      fontSize: s.size,
      color: s.color,
      letterSpacing: s.tracking ?? 0,
      whiteSpace: 'nowrap',
      ...dir(text),
      ...(s.style ?? {}),
    },
    keepRtlSpaces(s.upper ? text.toUpperCase() : text),
  );
}

function barcode(seed: string, opts: { width?: number; height?: number; ink?: string; paper?: string } = {}): El {
  const width = opts.width ?? 168;
  const height = opts.height ?? 84;
  const ink = opts.ink ?? '#111111';
  const { bars, digits } = barcodeBars(seed);
  const total = bars.reduce((a, b) => a + b, 0);
  const unit = (width - 16) / total;
  return div(
    {
      flexDirection: 'column',
      alignItems: 'center',
      background: opts.paper ?? '#ffffff',
      padding: '8px 8px 4px 8px',
      width,
      height,
    },
    div(
      { flexDirection: 'row', height: height - 30 },
      ...bars.map((w, i) =>
        div({ width: w * unit, height: height - 30, background: i % 2 === 0 ? ink : 'transparent' }),
      ),
    ),
    label(digits, { family: 'SpaceMono', size: 12, color: ink, tracking: 1, style: { marginTop: 2 } }),
  );
}

// ---------- the four styles ----------
const M = 56;

interface Ctx {
  c: CoverCopy;
  brand: string;
  watermark: string;
  id: string;
  theme: RoleTheme;
}

function times({ c, brand, watermark, id }: Ctx): El {
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

function natgeo({ c, brand, watermark, id }: Ctx): El {
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

function forbes({ c, brand, watermark, id, theme }: Ctx): El {
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
  return div(
    { width: W, height: H, position: 'relative' },
    abs(
      { left: M, top: 14, width: W - 2 * M, justifyContent: 'center' },
      label(mast.lines[0]!, {
        family: 'Playfair',
        weight: 900,
        size: mast.size,
        color: INK,
        tracking: mast.tracking,
        style: { lineHeight: `${mastH}px`, height: mastH },
      }),
    ),
    abs(
      {
        left: M,
        top: rowTop,
        width: W - 2 * M,
        justifyContent: 'space-between',
        borderTop: `3px solid ${INK}`,
        paddingTop: 9,
      },
      label(c.issueDate, { family: 'Inter', weight: 700, size: 16, color: INK, tracking: 3, upper: true }),
      label(c.tagline, { family: 'Inter', weight: 500, size: 16, color: '#555555', tracking: 3, upper: true }),
      label(`${c.issueNumber} · ${c.price}`, {
        family: 'Inter',
        weight: 700,
        size: 16,
        color: INK,
        tracking: 3,
        upper: true,
      }),
    ),
    // left column: cover lines and the quote
    abs(
      { left: M, top: colTop, width: colW, flexDirection: 'column' },
      ...lines.map((l, i) =>
        div(
          {
            flexDirection: 'column',
            paddingTop: i ? 16 : 0,
            marginTop: i ? 16 : 0,
            borderTop: i ? `2px solid ${mix(INK, '#ffffff', 0.75)}` : '0px solid transparent',
          },
          label(l.label, { family: 'Inter', weight: 800, size: 15, color: ACC, tracking: 2, upper: true }),
          fitted(l.text, fbLine),
        ),
      ),
      quoteLines >= 2 &&
        fitsWhole(c.pullQuote.text, {
          family: 'DMSerif',
          italic: true,
          max: 24,
          min: 17,
          width: colW,
          lines: quoteLines,
          color: '#222222',
        }) &&
        div(
          { flexDirection: 'column', marginTop: 26 },
          label('“', { family: 'DMSerif', size: 80, color: ACC, style: { lineHeight: '56px', height: 46 } }),
          fitted(c.pullQuote.text, {
            family: 'DMSerif',
            italic: true,
            max: 24,
            min: 17,
            width: colW,
            lines: quoteLines,
            color: '#222222',
            lineHeight: 1.2,
          }),
          fitted(`— ${c.pullQuote.attribution}`, {
            family: 'Inter',
            weight: 600,
            max: 13,
            min: 11,
            width: colW,
            lines: 2,
            color: '#666666',
            upper: true,
            trackingEm: 0.1,
            style: { marginTop: 6 },
          }),
        ),
    ),
    // badge
    abs(
      {
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
      },
      fitted(c.banner, {
        family: 'Inter',
        weight: 800,
        max: 22,
        min: 15,
        width: 130,
        lines: 3,
        color: '#ffffff',
        upper: true,
        align: 'center',
        lineHeight: 1.1,
      }),
    ),
    // bottom panel with the title
    still(
      abs({
        left: 0,
        bottom: 0,
        width: W,
        height: 420,
        backgroundImage:
          'linear-gradient(to bottom, rgba(255,255,255,0), rgba(255,255,255,0.9) 30%, rgba(255,255,255,0.97))',
      }),
    ),
    abs(
      { left: M, bottom: 40, width: W - 2 * M, flexDirection: 'column' },
      label('The Future', { family: 'Inter', weight: 800, size: 26, color: ACC, tracking: 7, upper: true }),
      fitted(c.roleTitle, {
        family: 'Playfair',
        weight: 900,
        max: 112,
        min: 56,
        width: W - 2 * M,
        lines: 2,
        color: '#0b0b0b',
        lineHeight: 1.04,
        style: { marginTop: 4 },
      }),
      div(
        {
          flexDirection: 'row',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          width: W - 2 * M,
          marginTop: 12,
        },
        div(
          { flexDirection: 'column' },
          fitted(c.headline, {
            family: 'Inter',
            weight: 600,
            max: 26,
            min: 19,
            width: W - 2 * M - 200,
            lines: 2,
            color: '#2a2a2a',
            lineHeight: 1.3,
          }),
          label(watermark, {
            family: 'Inter',
            weight: 700,
            size: 13,
            color: '#8a8a8a',
            tracking: 3,
            upper: true,
            style: { marginTop: 12 },
          }),
        ),
        barcode(id, { width: 160, height: 80 }),
      ),
    ),
  );
}

function wired({ c, brand, watermark, id, theme }: Ctx): El {
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
  return div(
    { width: W, height: H, position: 'relative' },
    still(
      abs({
        left: 0,
        top: 0,
        width: W,
        height: 380,
        backgroundImage: 'linear-gradient(to bottom, rgba(4,4,10,0.85), rgba(4,4,10,0))',
      }),
    ),
    still(
      abs({
        left: 0,
        top: 760,
        width: W,
        height: H - 760,
        backgroundImage: 'linear-gradient(to bottom, rgba(4,4,10,0), rgba(4,4,10,0.8) 35%, rgba(4,4,10,0.96))',
      }),
    ),
    abs(
      { left: M, top: 20, width: W - 2 * M, justifyContent: 'center' },
      glitched(
        (color) =>
          label(mast.lines[0]!, {
            family: 'Bebas',
            size: mast.size,
            color,
            tracking: mast.tracking,
            style: { lineHeight: `${mastH}px`, height: mastH },
          }),
        [N0, N1],
        6,
      ),
    ),
    abs(
      { left: M, top: rowTop, width: W - 2 * M, justifyContent: 'space-between' },
      label(`/// ${c.kicker}`, { family: 'SpaceMono', weight: 700, size: 18, color: N0, tracking: 2, upper: true }),
      label(`${c.issueDate} // ${c.issueNumber} // ${c.price}`, {
        family: 'SpaceMono',
        weight: 700,
        size: 18,
        color: N0,
        tracking: 1,
        upper: true,
      }),
    ),
    // left column: terminal-like cover lines
    abs(
      { left: M, top: colTop, width: colW, flexDirection: 'column' },
      ...lines.map((l, i) =>
        div(
          {
            flexDirection: 'column',
            background: panel,
            borderLeft: `5px solid ${i % 2 ? N1 : N0}`,
            padding: '12px 14px 12px 14px',
            marginTop: i ? 14 : 0,
          },
          label(`> ${l.label}`, {
            family: 'SpaceMono',
            weight: 700,
            size: 14,
            color: i % 2 ? N1 : N0,
            tracking: 1,
            upper: true,
          }),
          fitted(l.text, wdLine),
        ),
      ),
    ),
    // right column: banner and the quote
    abs(
      { right: M, top: colTop, width: colW, flexDirection: 'column', alignItems: 'flex-end' },
      div(
        { background: N1, padding: '7px 12px' },
        label(c.banner, { family: 'SpaceMono', weight: 700, size: 15, color: '#05050a', upper: true }),
      ),
      div(
        { flexDirection: 'column', background: panel, padding: '14px 16px', marginTop: 14, width: colW },
        fitted(quoted(c.pullQuote.text), {
          family: 'Oswald',
          weight: 400,
          max: 25,
          min: 17,
          width: colW - 32,
          lines: Math.max(2, quoteLines),
          color: '#ffffff',
          lineHeight: 1.22,
        }),
        fitted(`// ${c.pullQuote.attribution}`, {
          family: 'SpaceMono',
          weight: 400,
          max: 13,
          min: 11,
          width: colW - 32,
          lines: 2,
          color: N0,
          style: { marginTop: 8 },
        }),
      ),
    ),
    // title
    abs(
      { left: M, bottom: 36, width: W - 2 * M, flexDirection: 'column' },
      label('> The Future_', { family: 'SpaceMono', weight: 700, size: 28, color: N0, tracking: 2, upper: true }),
      div(
        { marginTop: 8 },
        glitched(
          (color) =>
            fitted(c.roleTitle, {
              family: 'Bebas',
              max: 176,
              min: 84,
              width: W - 2 * M,
              lines: 2,
              color,
              upper: true,
              trackingEm: 0.01,
              lineHeight: 0.94,
            }),
          [N0, N1],
          5,
        ),
      ),
      div(
        {
          flexDirection: 'row',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          width: W - 2 * M,
          marginTop: 14,
        },
        div(
          { flexDirection: 'column', width: W - 2 * M - 196 },
          div(
            { background: N0, padding: '8px 12px' },
            fitted(c.headline, {
              family: 'Inter',
              weight: 700,
              max: 25,
              min: 18,
              width: W - 2 * M - 220,
              lines: 2,
              color: '#05050a',
              lineHeight: 1.3,
            }),
          ),
          label(`[ ${watermark} ]`, {
            family: 'SpaceMono',
            weight: 400,
            size: 14,
            color: mix(N0, '#ffffff', 0.3),
            tracking: 2,
            upper: true,
            style: { marginTop: 12 },
          }),
        ),
        barcode(id, { width: 168, height: 84 }),
      ),
    ),
  );
}

const STYLES: Record<CoverStyle, (ctx: Ctx) => El> = { times, natgeo, forbes, wired };

/** Every string on the cover, with characters no font can draw removed. */
function printable(copy: CoverCopy, fonts: CoverFonts): CoverCopy {
  const d = (s: string) => drawable(s, fonts);
  return {
    ...copy,
    title: d(copy.title),
    roleTitle: d(copy.roleTitle) || 'Visionary',
    kicker: d(copy.kicker),
    headline: d(copy.headline),
    dek: d(copy.dek),
    coverLines: copy.coverLines.map((l) => ({ label: d(l.label), text: d(l.text) })).filter((l) => l.text),
    pullQuote: { text: d(copy.pullQuote.text) || '…', attribution: d(copy.pullQuote.attribution) },
    banner: d(copy.banner),
    tagline: d(copy.tagline),
    starName: d(copy.starName),
  };
}

/**
 * The satori element tree for a cover's type layer (exported for tests). `part` keeps only the style's fixed
 * decoration ('still'), only the cover's own words ('text'), or both.
 */
export function layoutTree(
  input: LayoutInput,
  part: 'all' | 'still' | 'text' = 'all',
  fonts: CoverFonts = baseFonts,
): El {
  active = fonts;
  const ctx: Ctx = {
    c: printable(input.copy, fonts),
    brand: drawable(input.brandName, fonts) || 'FutureSelf',
    watermark: drawable(input.watermark, fonts) || drawable(input.brandName, fonts) || 'FutureSelf',
    id: input.id,
    theme: input.theme,
  };
  let root: El;
  try {
    root = STYLES[input.style](ctx);
  } finally {
    active = baseFonts;
  }
  if (part === 'all') return root;
  const kids = ([] as Child[]).concat(root.props.children ?? []);
  const keep = kids.filter((k) => typeof k !== 'string' && Boolean(k.still) === (part === 'still'));
  return { ...root, props: { ...root.props, children: keep } };
}

export interface Layer {
  /** Premultiplied RGBA. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** Every string a cover may print, for `coverFonts` to find the fonts and emoji pictures they need. */
export function coverTexts(input: LayoutInput): string[] {
  const out = [input.brandName, input.watermark];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(input.copy);
  return out;
}

function rasterise(tree: El, fonts: CoverFonts = baseFonts): Promise<Layer> {
  // satori's types expect a ReactNode; our element objects have the same shape
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: W,
    height: H,
    fonts: fonts.satori,
    graphemeImages: fonts.images,
  }).then((svg) => {
    const r = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
    return { pixels: r.pixels, width: r.width, height: r.height };
  });
}

/** The style's fixed decoration, rasterised once per process (4 layers of ~5.8 MB). */
const stillCache = new Map<CoverStyle, Promise<Layer>>();
export function stillLayer(input: LayoutInput): Promise<Layer> {
  let hit = stillCache.get(input.style);
  if (!hit) {
    hit = rasterise(layoutTree(input, 'still'));
    hit.catch(() => stillCache.delete(input.style));
    stillCache.set(input.style, hit);
  }
  return hit;
}

/** The cover's own words as a transparent 1080x1350 layer, in whatever scripts (and emoji) the visitor typed. */
export async function renderTypeLayer(input: LayoutInput): Promise<Layer> {
  const fonts = await coverFonts(coverTexts(input));
  return rasterise(layoutTree(input, 'text', fonts), fonts);
}
