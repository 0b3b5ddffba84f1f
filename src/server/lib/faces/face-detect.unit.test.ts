import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../../tests/helpers/seeded-random';
import {
  balanceColours,
  detectFaces,
  faceDetectorRunning,
  findFaceFocus,
  mainFace,
  stopFaceDetector,
  type FaceBox,
} from './face-detect';
import { H, W } from '@server/render/covers/art';
import { normaliseAiPortrait } from '@server/render/covers/portrait';

// Real photographs (fixtures/README.md): one person each, skin tones from fair to brown, the face off-centre.
// `face` is the centre of the face in the crop (0-1 of width and height).
const PORTRAITS = {
  fair: { x: 0.399, y: 0.4 },
  light: { x: 0.399, y: 0.299 },
  olive: { x: 0.5, y: 0.38 },
  medium: { x: 0.55, y: 0.42 },
  tan: { x: 0.449, y: 0.4 },
  brown: { x: 0.621, y: 0.299 },
} as const;
type Tone = keyof typeof PORTRAITS;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.jpg`, import.meta.url));

/** Coloured or dim light over a real photo: per-channel gain and offset (sharp's linear). */
const LIGHTS = {
  blue: [
    [0.35, 0.6, 1.3],
    [0, 10, 40],
  ],
  red: [
    [1.3, 0.45, 0.7],
    [40, 0, 10],
  ],
  green: [
    [0.6, 1.1, 0.5],
    [0, 20, 0],
  ],
  dim: [
    [0.4, 0.4, 0.4],
    [0, 0, 0],
  ],
} as const;
const lit = (tone: Tone, light: keyof typeof LIGHTS) =>
  sharp(fixture(`portrait-${tone}`))
    .linear([...LIGHTS[light][0]], [...LIGHTS[light][1]])
    .jpeg()
    .toBuffer();

const SLOW = 120_000; // the first detection loads TensorFlow.js and the model in the worker

afterAll(() => stopFaceDetector());

describe('face detector', () => {
  it('loads on first use, in a worker thread', { timeout: SLOW }, async () => {
    expect(faceDetectorRunning()).toBe(false);
    const faces = await detectFaces(fixture('portrait-tan'));
    expect(faceDetectorRunning()).toBe(true);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.score).toBeGreaterThan(0.9);
  });

  it.each(Object.keys(PORTRAITS) as Tone[])(
    'finds the face of the %s-skinned portrait',
    { timeout: SLOW },
    async (tone) => {
      const focus = await findFaceFocus(fixture(`portrait-${tone}`));
      expect(focus).not.toBeNull();
      expect(Math.abs(focus!.x - PORTRAITS[tone].x)).toBeLessThan(0.08);
      expect(Math.abs(focus!.y - PORTRAITS[tone].y)).toBeLessThan(0.08);
    },
  );

  // each of these had no face or the wrong place from the skin-colour guess this detector replaced
  it.each([
    ['brown', 'blue'],
    ['brown', 'green'],
    ['fair', 'red'],
    ['fair', 'blue'],
    ['medium', 'green'],
    ['tan', 'red'],
    ['olive', 'blue'],
    ['light', 'green'],
    ['olive', 'dim'],
  ] as const)('finds the %s-skinned face in %s light', { timeout: SLOW }, async (tone, light) => {
    const focus = await findFaceFocus(await lit(tone, light));
    expect(focus).not.toBeNull();
    expect(Math.abs(focus!.x - PORTRAITS[tone].x)).toBeLessThan(0.08);
    expect(Math.abs(focus!.y - PORTRAITS[tone].y)).toBeLessThan(0.08);
  });

  it('finds no face in a photo without one, in noise, or in a skin-coloured disc', { timeout: SLOW }, async () => {
    expect(await findFaceFocus(fixture('no-face-stairs'))).toBeNull();
    const rnd = seeded(7);
    const noise = Buffer.alloc(320 * 240 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(rnd() * 256);
    expect(
      await findFaceFocus(
        await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBeNull();
    const disc = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="rgb(40,90,200)"/><circle cx="100" cy="120" r="60" fill="rgb(224,172,138)"/></svg>',
    );
    expect(await findFaceFocus(await sharp(disc).png().toBuffer())).toBeNull();
  });

  it('answers null when the detector takes longer than the caller will wait', { timeout: SLOW }, async () => {
    expect(await findFaceFocus(fixture('portrait-fair'), { waitMs: 1 })).toBeNull();
    expect(await findFaceFocus(fixture('portrait-fair'), { waitMs: 60_000 })).not.toBeNull();
  });

  it('answers null rather than failing on bytes that are not an image', { timeout: SLOW }, async () => {
    expect(await findFaceFocus(Buffer.from('not an image'))).toBeNull();
  });
});

describe('balanceColours', () => {
  it('removes a colour cast and stretches the contrast', () => {
    const rnd = seeded(3);
    const n = 64 * 64;
    const rgb = new Uint8Array(n * 3);
    for (let i = 0; i < n; i++) {
      const v = 40 + rnd() * 100; // a dim scene under blue light
      rgb[i * 3] = v * 0.4;
      rgb[i * 3 + 1] = v * 0.6;
      rgb[i * 3 + 2] = v * 1.2;
    }
    const out = balanceColours(rgb);
    const mean = [0, 1, 2].map((c) => out.filter((_, i) => i % 3 === c).reduce((s, v) => s + v, 0) / n);
    expect(Math.max(...mean) - Math.min(...mean)).toBeLessThan(6);
    expect(Math.min(...out)).toBeLessThan(10);
    expect(Math.max(...out)).toBeGreaterThan(245);
  });
});

describe('mainFace', () => {
  it('picks the biggest face, weighted by confidence', () => {
    const face = (x: number, size: number, score: number): FaceBox => ({ x, y: 0.2, width: size, height: size, score });
    expect(mainFace([])).toBeNull();
    expect(mainFace([face(0.1, 0.1, 0.99), face(0.5, 0.3, 0.9), face(0.8, 0.2, 0.95)])?.x).toBe(0.5);
    expect(mainFace([face(0.1, 0.2, 0.95), face(0.5, 0.21, 0.4)])?.x).toBe(0.1);
  });
});

describe('the AI portrait crop', () => {
  /** A wide picture: the person at the far left, a busy, colourful pattern on the right (what attention likes). */
  async function wideWithFaceAtLeft() {
    const portrait = await sharp(fixture('portrait-brown')).resize(512, 640).toBuffer();
    const rnd = seeded(11);
    const tiles = Array.from({ length: 60 }, () => {
      const [x, y, s] = [560 + rnd() * 900, rnd() * 600, 20 + rnd() * 60];
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="hsl(${Math.floor(rnd() * 360)},90%,55%)"/>`;
    }).join('');
    const bg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640"><rect width="1600" height="640" fill="#d9d4cc"/>${tiles}</svg>`,
    );
    return sharp(bg)
      .composite([{ input: portrait, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
  }

  it('keeps the face in the cover, centred, where the attention crop alone loses it', { timeout: SLOW }, async () => {
    const wide = await wideWithFaceAtLeft();
    const art = await normaliseAiPortrait(wide, 'forbes', 'tech', 'seed');
    const cover = await sharp(art.jpeg).resize(432, 540).toBuffer();
    const face = mainFace(await detectFaces(cover));
    expect(face).not.toBeNull();
    expect(Math.abs(face!.x + face!.width / 2 - 0.5)).toBeLessThan(0.1);

    const attention = await sharp(wide)
      .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
      .resize(432, 540)
      .jpeg()
      .toBuffer();
    expect(await detectFaces(attention)).toHaveLength(0);
  });

  it('falls back to the attention crop when there is no face', { timeout: SLOW }, async () => {
    const art = await normaliseAiPortrait(fixture('no-face-stairs'), 'natgeo', 'nature', 'seed');
    expect(await sharp(art.jpeg).metadata()).toMatchObject({ width: W, height: H });
  });
});
