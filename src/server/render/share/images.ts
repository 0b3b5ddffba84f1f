import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Font } from 'satori';
import { POSTER_SIZES, posterLayout, SOCIAL_IMAGE_SIZE, type Box, type PosterPlatform } from '@core/share.js';
import { baseFonts, coverFonts, drawable, isRtl, keepRtlSpaces, type CoverFonts } from '../fonts/fonts.js';

/**
 * The share images, drawn from the finished cover: the social image (1200x630 PNG, rendered once per share and
 * stored) and the per-platform posters (JPEG). Photos are composited with sharp; only the type layer is drawn by
 * satori + resvg (text becomes paths, so no system font is needed).
 *
 * Every format: the cover blurred and darkened fills the canvas, the cover itself sits on top with a soft
 * shadow. Landscape formats put the cover on the right and the brand, 'The Future', the role and the sharer's
 * name on the left; portrait formats centre the cover inside the safe area (stories keep 250 px clear top and
 * bottom, where Instagram and TikTok draw their own UI).
 */

export interface PosterText {
  brand: string;
  role: string;
  name: string;
  /** Shown at the bottom of the text column, e.g. 'futureself.app'. */
  site: string;
}

const require = createRequire(import.meta.url);
type FontSpec = { name: string; pkg: string; file: string; weight: 400 | 700 | 800; style: 'normal' | 'italic' };
const FONT_FILES: FontSpec[] = [
  {
    name: 'Bebas Neue',
    pkg: '@fontsource/bebas-neue',
    file: 'bebas-neue-latin-400-normal.woff',
    weight: 400,
    style: 'normal',
  },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter-latin-400-normal.woff', weight: 400, style: 'normal' },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter-latin-800-normal.woff', weight: 800, style: 'normal' },
  {
    name: 'DM Serif Display',
    pkg: '@fontsource/dm-serif-display',
    file: 'dm-serif-display-latin-400-italic.woff',
    weight: 400,
    style: 'italic',
  },
];

/** satori (with its layout WebAssembly) and resvg load on the first render only: most processes never draw type. */
const typeset = () =>
  Promise.all([import('satori'), import('@resvg/resvg-js')]).then(([s, r]) => ({ satori: s.default, Resvg: r.Resvg }));

let fontsPromise: Promise<Font[]> | null = null;
function fonts() {
  fontsPromise ??= Promise.all(
    FONT_FILES.map(async (f) => ({
      name: f.name,
      data: await readFile(require.resolve(`${f.pkg}/files/${f.file}`)),
      weight: f.weight,
      style: f.style,
    })),
  ).catch((err) => {
    fontsPromise = null;
    throw err;
  });
  return fontsPromise;
}

const INK = '#0d0b1f';
const ACCENT = '#ffcf4a';

type El = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): El => ({
  type,
  props: { style, children },
});

/** Only characters the bundled fonts draw (Latin); others would render as nothing. */
function latinOnly(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[^\u0020-\u024f\u2018-\u201d\u2013\u2014\u2026]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The fonts for these words: the share images' own (latin) when they draw them all, else the cover's fallback
 * fonts for the other scripts (Noto per script, CJK slices, emoji pictures: fonts.ts) after them, so a name in
 * Arabic, Chinese, Cyrillic or Hebrew is drawn, not dropped (decision 070).
 */
export async function shareFonts(text: PosterText): Promise<{ fonts: CoverFonts; printable: (s: string) => string }> {
  const fonts = await coverFonts([text.brand, text.role, text.name, text.site]);
  if (fonts === baseFonts) return { fonts, printable: latinOnly };
  return { fonts, printable: (s) => drawable(s.normalize('NFC'), fonts) };
}

/** The share images' fonts, then whichever of the cover's fonts these words need (none for latin words). */
const withFallbacks = (own: Font[], fonts: CoverFonts): Font[] =>
  fonts === baseFonts ? own : [...own, ...fonts.satori.filter((f) => !OWN_NAMES.has(f.name))];
const OWN_NAMES = new Set(FONT_FILES.map((f) => f.name));

/** The largest size at which the role wraps onto at most 3 lines of the column (Bebas Neue is ~0.42 em wide). */
export function roleFontSize(role: string, columnWidth: number, max = 112, min = 44): number {
  const words = role.split(/\s+/).filter(Boolean);
  for (let size = max; size > min; size -= 4) {
    const perLine = Math.floor(columnWidth / (size * 0.43));
    if (words.some((w) => w.length > perLine)) continue;
    let lines = 1;
    let used = 0;
    for (const w of words) {
      const need = used === 0 ? w.length : used + 1 + w.length;
      if (need > perLine) {
        lines += 1;
        used = w.length;
      } else used = need;
    }
    if (lines <= 3) return size;
  }
  return min;
}

/** A line mostly in a right-to-left script is set right to left (a name inside a latin line stays one run). */
const rtl = (line: string) => (isRtl(line) ? { direction: 'rtl' } : {});

/** The transparent type layer of a landscape image (text column on the left, a gradient for legibility). */
async function typeLayer(width: number, height: number, box: Box, text: PosterText): Promise<Buffer> {
  const scale = height / SOCIAL_IMAGE_SIZE.height;
  const px = (n: number) => Math.round(n * scale);
  const { fonts: cover, printable } = await shareFonts(text);
  const role = printable(text.role) || 'Future Professional';
  const name = printable(text.name);
  const roleSize = Math.round(roleFontSize(role, box.width) * Math.min(1, scale));
  const tree = el(
    'div',
    {
      width,
      height,
      display: 'flex',
      backgroundImage: `linear-gradient(90deg, rgba(13,11,31,0.88) 0%, rgba(13,11,31,0.62) 55%, rgba(13,11,31,0) 80%)`,
    },
    el(
      'div',
      {
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        color: '#ffffff',
      },
      [
        el(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            fontFamily: 'Inter',
            fontWeight: 800,
            fontSize: px(22),
            letterSpacing: px(5),
            color: ACCENT,
            textTransform: 'uppercase',
          },
          `${printable(text.brand)} · Magazine Cover`,
        ),
        el('div', { display: 'flex', flexDirection: 'column' }, [
          el(
            'div',
            {
              fontFamily: 'DM Serif Display',
              fontStyle: 'italic',
              fontSize: px(46),
              lineHeight: 1.1,
              color: 'rgba(255,255,255,0.92)',
            },
            'The Future',
          ),
          el(
            'div',
            {
              fontFamily: 'Bebas Neue',
              fontSize: roleSize,
              lineHeight: 0.95,
              marginTop: px(6),
              color: '#ffffff',
              textShadow: '0 2px 12px rgba(0,0,0,0.45)',
              ...rtl(role),
            },
            keepRtlSpaces(role),
          ),
          ...(name
            ? [
                el(
                  'div',
                  {
                    fontFamily: 'Inter',
                    fontWeight: 400,
                    fontSize: px(26),
                    marginTop: px(18),
                    color: 'rgba(255,255,255,0.82)',
                    ...rtl(`Shared by ${name}`),
                  },
                  keepRtlSpaces(`Shared by ${name}`),
                ),
              ]
            : []),
        ]),
        el('div', { display: 'flex', fontFamily: 'Inter', fontWeight: 800, fontSize: px(22), color: '#ffffff' }, [
          el(
            'div',
            {
              display: 'flex',
              backgroundColor: ACCENT,
              color: INK,
              padding: `${px(10)}px ${px(18)}px`,
              borderRadius: px(999),
            },
            `Create your own at ${printable(text.site)}`,
          ),
        ]),
      ],
    ),
  );
  const { satori, Resvg } = await typeset();
  const svg = await satori(tree as unknown as ReactNode, {
    width,
    height,
    fonts: withFallbacks(await fonts(), cover),
    ...(cover === baseFonts ? {} : { graphemeImages: cover.images }),
  });
  return Buffer.from(
    new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
  );
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const rawOf = async (img: Sharp): Promise<Raw> => {
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
};
const overlay = (r: Raw, left: number, top: number): OverlayOptions => ({ input: r.data, raw: r.info, left, top });

/** The cover blurred and darkened, small: the caller scales it up to fill the canvas (fast, and smooth). */
function background(cover: Buffer, width: number, height: number): Promise<Raw> {
  return rawOf(
    sharp(cover)
      .resize(Math.max(8, Math.round(width / 12)), Math.max(8, Math.round(height / 12)), { fit: 'cover' })
      .removeAlpha()
      .blur(3)
      .modulate({ brightness: 0.5, saturation: 1.15 }),
  );
}

/** A soft drop shadow for the cover: a dark rectangle blurred at a quarter of the size, then scaled up. */
async function shadow(box: Box): Promise<{ img: Raw; pad: number }> {
  const pad = Math.round(Math.max(12, box.width * 0.05));
  const q = 4;
  const w = Math.ceil((box.width + 2 * pad) / q);
  const h = Math.ceil((box.height + 2 * pad) / q);
  const data = Buffer.alloc(w * h * 4);
  const x0 = Math.round(pad / q);
  const rw = Math.round(box.width / q);
  const rh = Math.round(box.height / q);
  for (let y = x0; y < Math.min(h, x0 + rh); y++)
    for (let x = x0; x < Math.min(w, x0 + rw); x++) data[(y * w + x) * 4 + 3] = 166;
  const img = await rawOf(
    sharp(data, { raw: { width: w, height: h, channels: 4 } })
      .blur(Math.max(0.5, pad / q / 2.5))
      .resize(box.width + 2 * pad, box.height + 2 * pad, { fit: 'fill' }),
  );
  return { img, pad };
}

/** An overlay placed at (left, top), cut to the part that falls inside a width x height canvas. */
async function clip(r: Raw, left: number, top: number, width: number, height: number): Promise<OverlayOptions | null> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + r.info.width);
  const y1 = Math.min(height, top + r.info.height);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === left && y0 === top && x1 - x0 === r.info.width && y1 - y0 === r.info.height) return overlay(r, left, top);
  const part = await rawOf(
    sharp(r.data, { raw: r.info }).extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }),
  );
  return overlay(part, x0, y0);
}

/** Background, type layer, shadow and cover, composited in one sharp pipeline (the caller picks the encoder). */
async function compose(
  cover: Buffer,
  size: { width: number; height: number; safeTop?: number; safeBottom?: number },
  text: PosterText | null,
) {
  const meta = await sharp(cover).metadata();
  const layout = posterLayout(size, meta.width ?? 1080, meta.height ?? 1350);
  const { width, height } = layout;
  const [bg, shade, fitted, type] = await Promise.all([
    background(cover, width, height),
    shadow(layout.cover),
    rawOf(sharp(cover).resize(layout.cover.width, layout.cover.height, { fit: 'fill' }).removeAlpha()),
    text && layout.text ? typeLayer(width, height, layout.text, text) : Promise.resolve(null),
  ]);
  const layers: OverlayOptions[] = [];
  if (type) layers.push({ input: type, left: 0, top: 0 });
  // The shadow falls a little below the cover; clipped to the canvas.
  const drop = Math.round(shade.pad / 3);
  const shaded = await clip(
    shade.img,
    layout.cover.left - shade.pad,
    layout.cover.top - shade.pad + drop,
    width,
    height,
  );
  if (shaded) layers.push(shaded);
  layers.push(overlay(fitted, layout.cover.left, layout.cover.top));
  // resize runs before composite in a sharp pipeline: the small blurred background is scaled up, then covered.
  const image = sharp(bg.data, { raw: bg.info })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .composite(layers);
  return { image, layout };
}

/** The social (Open Graph / Twitter card) image: 1200x630 PNG. */
export async function renderSocialImage(cover: Buffer, text: PosterText): Promise<Buffer> {
  const { image } = await compose(cover, SOCIAL_IMAGE_SIZE, text);
  return image.png({ compressionLevel: 9, palette: true, quality: 92, effort: 4 }).toBuffer();
}

/** A downloadable poster for one platform: JPEG at the platform's size. */
export async function renderPoster(cover: Buffer, platform: PosterPlatform, text: PosterText): Promise<Buffer> {
  const { image } = await compose(cover, POSTER_SIZES[platform], text);
  return image.jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer();
}
