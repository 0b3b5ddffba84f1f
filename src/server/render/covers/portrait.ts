import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import type { CoverStyle } from '@content/cover-copy.js';
import { hashString, seededRandom } from '@core/random.js';
import type { RoleTheme } from '@content/roles.js';
import { backgroundSvg, figureSvg, H, mix, rgbOf, THEME_PALETTES, W, type FigureBox } from './art.js';
import { findFaceFocus } from '@server/lib/faces/face-detect.js';

/**
 * The art layer of a cover (1080x1350, JPEG): the role-themed background with the visitor's photo composited by
 * sharp (cropped around the face, colour treatment per style, feathered into the background), or an illustrated bust when
 * there is no photo. The type layer goes on top later (layout.ts).
 */
export interface PortraitInput {
  id: string;
  style: CoverStyle;
  theme: RoleTheme;
  photo?: { body: Buffer; focusX?: number | null; focusY?: number | null } | null;
}

interface PhotoFrame extends FigureBox {
  shape: 'fade' | 'arch';
  /** Feather lengths in px (fade shape). */
  fadeTop: number;
  fadeSides: number;
}

/** Where the person goes on each style. The face is placed at about 38% of the frame's height. */
export const PHOTO_FRAMES: Record<CoverStyle, PhotoFrame> = {
  times: { x: 40, y: 190, w: 1000, h: 1160, shape: 'fade', fadeTop: 240, fadeSides: 90 },
  natgeo: { x: 0, y: 130, w: 1080, h: 1220, shape: 'fade', fadeTop: 260, fadeSides: 0 },
  forbes: { x: 330, y: 300, w: 700, h: 1050, shape: 'arch', fadeTop: 0, fadeSides: 0 },
  wired: { x: 0, y: 170, w: 1080, h: 1180, shape: 'fade', fadeTop: 280, fadeSides: 0 },
};

const FACE_AT = 0.38;
const RESVG_OPTS = { font: { loadSystemFonts: false } } as const;

function renderSvg(svg: string): { pixels: Buffer; width: number; height: number } {
  const r = new Resvg(svg, RESVG_OPTS).render();
  return { pixels: r.pixels, width: r.width, height: r.height };
}

/** The crop rectangle of the source with the frame's aspect, the focus point at (0.5, FACE_AT). */
export function focusCrop(srcW: number, srcH: number, aspect: number, fx: number, fy: number) {
  let cw = srcW;
  let ch = Math.round(cw / aspect);
  if (ch > srcH) {
    ch = srcH;
    cw = Math.round(ch * aspect);
  }
  const left = Math.round(Math.min(Math.max(fx * srcW - cw / 2, 0), srcW - cw));
  const top = Math.round(Math.min(Math.max(fy * srcH - ch * FACE_AT, 0), srcH - ch));
  return { left, top, width: cw, height: ch };
}

/**
 * The image upright and cut to w x h: around the face when its centre is known (placed by focusCrop), else by
 * sharp's attention crop (the busiest, most saturated, skin-toned region).
 */
async function cropAround(body: Buffer, w: number, h: number, face: { x: number; y: number } | null): Promise<Sharp> {
  const img = sharp(body, { failOn: 'none', limitInputPixels: 50_000_000 }).rotate();
  if (!face) return img.resize(w, h, { fit: 'cover', position: sharp.strategy.attention });
  const meta = await sharp(body, { failOn: 'none' }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const sw = (swap ? meta.height : meta.width) ?? w;
  const sh = (swap ? meta.width : meta.height) ?? h;
  return img.extract(focusCrop(sw, sh, w / h, clamp01(face.x), clamp01(face.y))).resize(w, h, { fit: 'fill' });
}

/** Crop (around the face found at upload, see journey/photos.ts) and colour-treat the photo into the frame: raw RGB. */
async function treatPhoto(input: PortraitInput, frame: PhotoFrame): Promise<Buffer> {
  const photo = input.photo!;
  const face = photo.focusX != null && photo.focusY != null ? { x: photo.focusX, y: photo.focusY } : null;
  const rgb = await (
    await cropAround(photo.body, frame.w, frame.h, face)
  )
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return treatPixels(rgb, frame.w, frame.h, input.style, input.theme, input.id);
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** Luma (0-255) of every pixel, and the 2nd and 98th percentiles for an auto-levels stretch. */
function lumaOf(rgb: Buffer, n: number) {
  const luma = new Uint8Array(n);
  const hist = new Uint32Array(256);
  for (let i = 0, o = 0; i < n; i++, o += 3) {
    const l = (rgb[o]! * 77 + rgb[o + 1]! * 150 + rgb[o + 2]! * 29) >> 8;
    luma[i] = l;
    hist[l]!++;
  }
  const at = (q: number) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += hist[v]!) >= q * n) return v;
    return 255;
  };
  return { luma, lo: at(0.02), hi: Math.max(at(0.98), at(0.02) + 16) };
}

/**
 * The per-style colour treatment, in one pass over raw RGB (much faster here than chaining libvips colour
 * operations): times = high-contrast black and white; natgeo = warm and rich; forbes = clean and bright;
 * wired = neon duotone with a glitch.
 */
export function treatPixels(
  rgb: Buffer,
  w: number,
  h: number,
  style: CoverStyle,
  theme: RoleTheme,
  seed: string,
): Buffer {
  const n = w * h;
  if (style === 'wired' || style === 'times') {
    const { luma, lo, hi } = lumaOf(rgb, n);
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const t = Math.min(1, Math.max(0, (v - lo) / (hi - lo)));
      // an S-curve for punch
      lut[v] = Math.round(255 * (style === 'times' ? t * t * (3 - 2 * t) * 0.6 + t * 0.4 : t));
    }
    for (let i = 0; i < n; i++) luma[i] = lut[luma[i]!]!;
    if (style === 'wired') return glitchDuotone(luma, w, h, theme, seed);
    const out = Buffer.alloc(n * 3);
    for (let i = 0, o = 0; i < n; i++, o += 3) out[o] = out[o + 1] = out[o + 2] = luma[i]!;
    return out;
  }
  const out = Buffer.alloc(n * 3);
  const [sat, gain, lift] =
    style === 'natgeo' ? [1.24, [1.06, 1.0, 0.88], [6, 2, -2]] : [1.06, [1.05, 1.05, 1.05], [10, 10, 12]];
  for (let o = 0; o < n * 3; o += 3) {
    const r = rgb[o]!;
    const g = rgb[o + 1]!;
    const b = rgb[o + 2]!;
    const l = (r * 77 + g * 150 + b * 29) >> 8;
    out[o] = clamp255((l + (r - l) * sat) * gain[0]! + lift[0]!);
    out[o + 1] = clamp255((l + (g - l) * sat) * gain[1]! + lift[1]!);
    out[o + 2] = clamp255((l + (b - l) * sat) * gain[2]! + lift[2]!);
  }
  return out;
}

/** Map grey to a three-stop neon gradient, split the colour channels, shift a few slices sideways, add scanlines. */
function glitchDuotone(grey: Uint8Array, w: number, h: number, theme: RoleTheme, seed: string): Buffer {
  const p = THEME_PALETTES[theme];
  const stops = [rgbOf('#07031a'), rgbOf(mix(p.neon[1], '#000000', 0.15)), rgbOf(mix(p.neon[0], '#ffffff', 0.35))];
  const lut = new Uint8Array(256 * 3);
  for (let g = 0; g < 256; g++) {
    const t = g / 255;
    const [a, b, u] = t < 0.5 ? [stops[0]!, stops[1]!, t / 0.5] : [stops[1]!, stops[2]!, (t - 0.5) / 0.5];
    for (let c = 0; c < 3; c++) lut[g * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * u);
  }
  const rng = seededRandom(`${seed}:glitch`);
  const shift = new Int16Array(h);
  for (let k = 0; k < 6; k++) {
    const y0 = Math.floor(h * (0.1 + rng() * 0.85));
    const bh = 6 + Math.floor(rng() * 34);
    const dx = Math.round((rng() < 0.5 ? -1 : 1) * (12 + rng() * 36));
    for (let y = y0; y < Math.min(h, y0 + bh); y++) shift[y] = dx;
  }
  const split = 7;
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const dx = shift[y]!;
    const scan = y % 4 === 0 ? 0.82 : 1;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1, Math.max(0, x - dx));
      const gr = grey[row + Math.max(0, sx - split)]!;
      const gg = grey[row + sx]!;
      const gb = grey[row + Math.min(w - 1, sx + split)]!;
      const o = (row + x) * 3;
      out[o] = lut[gr * 3]! * scan;
      out[o + 1] = lut[gg * 3 + 1]! * scan;
      out[o + 2] = lut[gb * 3 + 2]! * scan;
    }
  }
  return out;
}

/** Add the frame's alpha (feathered edges or an arch) to a raw RGB buffer. */
function withFrameAlpha(rgb: Buffer, frame: PhotoFrame): Buffer {
  const { w, h } = frame;
  const out = Buffer.alloc(w * h * 4);
  const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));
  // per-column and per-row alpha, computed once
  const col = new Float32Array(w).fill(1);
  if (frame.shape === 'fade' && frame.fadeSides)
    for (let x = 0; x < w; x++) col[x] = smooth(Math.min(x, w - 1 - x) / frame.fadeSides);
  const r = w / 2;
  for (let y = 0; y < h; y++) {
    const rowA = frame.shape === 'fade' && frame.fadeTop ? smooth(y / frame.fadeTop) : 1;
    const arch = frame.shape === 'arch' && y < r;
    for (let x = 0, i = y * w * 3, o = y * w * 4; x < w; x++, i += 3, o += 4) {
      let a = rowA * col[x]!;
      if (arch) a *= Math.min(1, Math.max(0, r - Math.hypot(x + 0.5 - r, y + 0.5 - r) + 0.5));
      out[o] = rgb[i]!;
      out[o + 1] = rgb[i + 1]!;
      out[o + 2] = rgb[i + 2]!;
      out[o + 3] = (a * 255 + 0.5) | 0;
    }
  }
  return out;
}

/**
 * Rendered backgrounds (and, for covers without a selfie, background + illustrated bust), kept as JPEG in a small
 * LRU: a few variants per style and theme, so the SVG is drawn once per process rather than once per cover.
 */
const BG_VARIANTS = 2;
const FIGURE_VARIANTS = 2;
const ART_CACHE_MAX = 240; // every style x theme x variant (40 x (2 + 2 x 2)), ~130 KB each
const artCache = new Map<string, Promise<Buffer>>();
function cachedArt(key: string, draw: () => string): Promise<Buffer> {
  let hit = artCache.get(key);
  if (hit) {
    artCache.delete(key); // most recently used last
    artCache.set(key, hit);
    return hit;
  }
  const px = renderSvg(draw());
  hit = sharp(px.pixels, { raw: { width: px.width, height: px.height, channels: 4, premultiplied: true } })
    .removeAlpha()
    .jpeg({ quality: 92 })
    .toBuffer();
  hit.catch(() => artCache.delete(key));
  artCache.set(key, hit);
  if (artCache.size > ART_CACHE_MAX) artCache.delete(artCache.keys().next().value!);
  return hit;
}

function background(theme: RoleTheme, style: CoverStyle, id: string, figure: boolean): Promise<Buffer> {
  const h = hashString(id);
  const bgKey = `${style}:${theme}:${h % BG_VARIANTS}`;
  if (!figure) return cachedArt(bgKey, () => backgroundSvg(theme, style, bgKey));
  const key = `${bgKey}:figure${(h >>> 8) % FIGURE_VARIANTS}`;
  return cachedArt(key, () => backgroundSvg(theme, style, bgKey, figureSvg(theme, style, key, PHOTO_FRAMES[style])));
}

/** The art layer both as raw RGB (for the layout stage of the same run) and as the JPEG that is stored. */
export interface Art {
  jpeg: Buffer;
  /** 1080x1350, 3 channels. */
  raw: Buffer;
}

/** The local portrait: background + (treated photo | illustrated bust), as a 1080x1350 JPEG. */
export async function renderLocalPortrait(input: PortraitInput): Promise<Buffer> {
  return (await renderLocalArt(input)).jpeg;
}

/** The local portrait as raw pixels and JPEG. */
export async function renderLocalArt(input: PortraitInput): Promise<Art> {
  const frame = PHOTO_FRAMES[input.style];
  const photoRgb = input.photo ? await treatPhoto(input, frame).catch(() => null) : null;
  const bg = await background(input.theme, input.style, input.id, !photoRgb);
  if (!photoRgb) return { jpeg: bg, raw: await sharp(bg).raw().toBuffer() };
  const layer = {
    input: withFrameAlpha(photoRgb, frame),
    raw: { width: frame.w, height: frame.h, channels: 4 as const },
    left: frame.x,
    top: frame.y,
  };
  // two pipelines from one composite, run in parallel on libvips' threads: raw for the layout, JPEG to store
  const composed = sharp(bg).composite([layer]).removeAlpha();
  const [raw, jpeg] = await Promise.all([
    composed.clone().raw().toBuffer(),
    composed.clone().jpeg({ quality: 90 }).toBuffer(),
  ]);
  return { raw, jpeg };
}

/** An AI-made portrait, cropped to the cover around its face (face-detect.ts) and given the style's colour treatment: raw RGB and JPEG. */
export async function normaliseAiPortrait(
  image: Buffer,
  style: CoverStyle,
  theme: RoleTheme,
  seed: string,
  /** The face's centre when already found (the render pool finds it on the main thread's detector first). */
  knownFace?: { x: number; y: number } | null,
): Promise<Art> {
  const face = knownFace !== undefined ? knownFace : await findFaceFocus(image);
  const raw = await (await cropAround(image, W, H, face)).removeAlpha().toColourspace('srgb').raw().toBuffer();
  const rgb = treatPixels(raw, W, H, style, theme, seed);
  return {
    raw: rgb,
    jpeg: await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  };
}
