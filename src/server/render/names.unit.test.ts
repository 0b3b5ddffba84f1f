import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCoverCopy } from '@core/cover-copy.js';
import { renderCover, renderLocalArt, type LayoutInput } from './covers/index.js';
import { renderTypeLayer, type Layer } from './covers/layout.js';
import { coverFonts, drawable } from './fonts/fonts.js';
import { renderSocialImage, shareFonts, type PosterText } from './share/images.js';

/**
 * A name in every script prints (decision 070): on a cover and on a share image, the names below are
 * drawn, glyphs and all, not dropped. Each is compared with the same image drawn with only the name's latin letters
 * (what the share image drew before: nothing of 王小明), and the PNGs are written to OUT to be looked at.
 */
const NAMES = ['Ahmad Al-Sayed / أحمد السيد', '王小明', 'Ёлка Иванова', 'נועה כהן'];
const OUT = path.join(tmpdir(), 'futureself-render-names');

/** The name with its non-latin letters removed; a dot when nothing is left, so the line itself stays. */
const latinPart = (name: string) => name.replace(/[^\u0020-\u024f]/g, '').trim() || '·';
const slug = (name: string, i: number) => `${i}-${name.replace(/[^a-z]+/gi, '').toLowerCase() || 'name'}`;

function coverInput(name: string, style: LayoutInput['style']): LayoutInput {
  const copy = buildCoverCopy({
    roleTitle: 'Space Janitor',
    answers: { superpower: 'I can explain anything to anyone' },
    userName: 'Maya',
    style,
    seed: 'names',
  });
  return {
    id: 'names-test',
    style,
    theme: 'space',
    copy: {
      ...copy,
      headline: `${name}, the future Space Janitor`,
      pullQuote: { ...copy.pullQuote, attribution: `${name}, on their superpower` },
    },
    brandName: 'FutureSelf',
    watermark: 'futureself.app',
  };
}

/** How many pixels of two same-sized images differ. */
function changed(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) n++;
  return n;
}
const pixels = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer()) as Buffer;
const layerPixels = (l: Layer) => l.pixels;

describe('names in every script', { timeout: 120_000 }, () => {
  mkdirSync(OUT, { recursive: true });
  const art = renderLocalArt({ id: 'names-test', style: 'times', theme: 'space', photo: null });

  NAMES.forEach((name, i) => {
    it(`draws ${name} on a cover and on its share image`, async () => {
      // every glyph has a font
      expect(drawable(name, await coverFonts([name]))).toBe(name);
      expect((await shareFonts({ brand: 'FutureSelf', role: 'Space Janitor', name, site: 'x' })).printable(name)).toBe(
        name,
      );

      for (const style of ['times', 'wired'] as const) {
        const withName = await renderTypeLayer(coverInput(name, style));
        const latinOnly = await renderTypeLayer(coverInput(latinPart(name), style));
        // the name's own glyphs: a few hundred pixels at the headline's and the attribution's sizes
        expect(changed(layerPixels(withName), layerPixels(latinOnly)), style).toBeGreaterThan(300);
      }

      const cover = await renderCover({ raw: Buffer.from((await art).raw) }, coverInput(name, 'times'));
      writeFileSync(path.join(OUT, `${slug(name, i)}-cover.png`), cover);
      const text: PosterText = { brand: 'FutureSelf', role: 'Space Janitor', name, site: 'futureself.app' };
      const social = await renderSocialImage(cover, text);
      writeFileSync(path.join(OUT, `${slug(name, i)}-share.png`), social);
      const latinSocial = await renderSocialImage(cover, { ...text, name: latinPart(name) });
      expect(changed(await pixels(social), await pixels(latinSocial))).toBeGreaterThan(150);
    });
  });
});
