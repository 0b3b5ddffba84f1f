import type { CoverCopy } from '@core/cover-copy.js';
import type { RoleTheme } from '@content/roles.js';
import { barcodeBars } from './barcode.js';
import {
  baseFonts,
  family,
  fitText as fitWith,
  isRtl,
  keepRtlSpaces,
  UPRIGHT_SCRIPT,
  type CoverFonts,
  type Fit,
  type FontFamily,
} from '../fonts/fonts.js';

/**
 * The kit the four cover styles (styles/*.ts) are drawn with: a tiny element builder for satori, text fitted to
 * its box with the cover's own fonts (fonts.ts measures it, so nothing overflows or overlaps), labels, the glitch
 * effect and the barcode.
 */
import { div, type BoxProps, type El, type Style } from './jsx/jsx-runtime.js';

export type { Child, El, Style } from './jsx/jsx-runtime.js';

/** A box placed absolutely; `still` marks it as part of the style's fixed decoration. */
export function Abs({ style, still, children }: BoxProps): El {
  const el = div({ position: 'absolute', ...style }, children);
  return still ? { ...el, still: true } : el;
}
const abs = (style: Style, ...children: El[]) => div({ position: 'absolute', ...style }, ...children);

/**
 * The fonts of the cover being laid out. `layoutTree` is synchronous and sets this around a style's layout (withFonts), so every fit
 * below measures with the fonts satori will draw with (Noto per script, CJK slices, emoji pictures).
 */
let active: CoverFonts = baseFonts;
/** Lays out one cover with these fonts: every fit inside `draw` measures with them. */
export function withFonts<T>(fonts: CoverFonts, draw: () => T): T {
  active = fonts;
  try {
    return draw();
  } finally {
    active = baseFonts;
  }
}
export const fitText = (text: string, s: Parameters<typeof fitWith>[1], maxWidth: number, maxLines: number) =>
  fitWith(text, s, maxWidth, maxLines, active);

/** Right-to-left text (Arabic, Hebrew, ...) gets `direction: rtl`, so satori orders its words and punctuation from the right. */
export const dir = (text: string): Style => (isRtl(text) ? { direction: 'rtl' } : {});

export interface FitOpts {
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
export function commonMax(texts: string[], o: FitOpts): FitOpts {
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
export function fitsWhole(text: string, o: FitOpts): boolean {
  const t = o.upper ? text.toUpperCase() : text;
  return !fitText(
    t,
    { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
    o.width * 0.985,
    o.lines,
  ).cut;
}

/** The height in px that `fitted(text, o)` will take. */
export function heightOf(text: string, o: FitOpts): number {
  const fit = fitText(
    o.upper ? text.toUpperCase() : text,
    { family: o.family, weight: o.weight, italic: o.italic, max: o.max, min: o.min, trackingEm: o.trackingEm },
    o.width * 0.985,
    o.lines,
  );
  return fit.lines.length * Math.round(fit.size * (o.lineHeight ?? 1.15));
}

/** The masthead: the brand fitted to one line (`fit`), set in a box of the given height. */
export const Masthead = ({
  fit,
  height,
  ...s
}: Omit<LabelStyle, 'size' | 'tracking' | 'style'> & { fit: Fit; height: number }): El =>
  label(fit.lines[0]!, { ...s, size: fit.size, tracking: fit.tracking, style: { lineHeight: `${height}px`, height } });

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

interface LabelStyle {
  family: FontFamily;
  weight?: number;
  size: number;
  color: string;
  tracking?: number;
  upper?: boolean;
  style?: Style;
}

function label(text: string, s: LabelStyle): El {
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

/** One line of text at a set size (never wrapped). */
export const Label = ({ children, ...s }: LabelStyle & { children: string }): El => label(children, s);

/** Text fitted to its box: the largest size that wraps into `lines` lines, one div per line. */
export const Fitted = ({ children, ...o }: FitOpts & { children: string }): El => fitted(children, o);

/** Chromatic-aberration glitch: the child drawn in each colour, offset, under a white copy. */
export const Glitched = (p: { colors: [string, string]; offset?: number; children: (color: string) => El }): El =>
  glitched(p.children, p.colors, p.offset);

export const Barcode = ({ seed, ...opts }: { seed: string; width?: number; height?: number; paper?: string }): El =>
  barcode(seed, opts);

/** The cover's margin. */
export const M = 56;

/** What a style draws: the cover's printable copy, the brand, the watermark, its id (the barcode) and its theme. */
export interface Ctx {
  c: CoverCopy;
  brand: string;
  watermark: string;
  id: string;
  theme: RoleTheme;
}
