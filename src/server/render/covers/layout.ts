import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { CoverStyle } from '@content/cover-copy.js';
import type { CoverCopy } from '@core/cover-copy.js';
import type { RoleTheme } from '@content/roles.js';
import { W, H } from './art.js';
import { baseFonts, coverFonts, drawable, type CoverFonts } from '../fonts/fonts.js';
import { withFonts, type Child, type Ctx, type El } from './kit.js';
import { forbes } from './styles/forbes.js';
import { natgeo } from './styles/natgeo.js';
import { times } from './styles/times.js';
import { wired } from './styles/wired.js';

/**
 * The type layer of a cover: masthead, title, cover lines, quote, date, price, barcode and watermark, drawn by
 * satori and rasterised by resvg as a transparent 1080x1350 layer. Four typographic styles inspired by classic
 * news, exploration, business and tech magazines; the masthead is always the configured brand name.
 * Text is fitted before layout (fonts.ts measures it), so nothing overflows or overlaps. One file per style
 * (styles/), each drawn with the kit of kit.ts.
 */
export interface LayoutInput {
  id: string;
  style: CoverStyle;
  theme: RoleTheme;
  copy: CoverCopy;
  brandName: string;
  watermark: string;
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
  const ctx: Ctx = {
    c: printable(input.copy, fonts),
    brand: drawable(input.brandName, fonts) || 'FutureSelf',
    watermark: drawable(input.watermark, fonts) || drawable(input.brandName, fonts) || 'FutureSelf',
    id: input.id,
    theme: input.theme,
  };
  const root = withFonts(fonts, () => STYLES[input.style](ctx));
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
