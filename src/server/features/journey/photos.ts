import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_MAX_SIDE } from '../../../core/contracts/journey.js';
import { ApiError } from '../../http/errors.js';

/**
 * The selfie upload pipeline: read the body as a stream with a hard byte cap, sniff the type from the bytes,
 * decode with a pixel cap (decompression bombs), auto-orient, fit in 1600x1600, re-encode as JPEG. The re-encode
 * writes no metadata at all (sharp drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them: we never ask).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const JPEG_QUALITY = 85;
export const DEFAULT_FOCUS = { x: 0.5, y: 0.4 } as const;

export const PHOTO_ERRORS = {
  tooLarge: () => new ApiError(413, 'too_large', 'That photo is over 10MB. Please choose a smaller one.'),
  unsupported: () => new ApiError(415, 'unsupported_type', 'Please choose a JPG or PNG image.'),
  empty: () => new ApiError(400, 'empty', 'Please choose a photo to upload.'),
  tooManyPixels: () => new ApiError(400, 'too_many_pixels', 'That image is too large to process.'),
  unreadable: () => new ApiError(400, 'unreadable_image', 'We could not read that image. Please choose another one.'),
};

export type SniffedImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image type from the first bytes (magic numbers), or null. The client's Content-Type is never trusted. */
export function sniffImageType(b: Uint8Array): SniffedImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8, compatible brands after the minor version (from 16 to the box end).
    const boxSize = Math.min(((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0, b.length, 256);
    const brands = [ascii(b, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(b, i, i + 4));
    if (brands.some((x) => AVIF_BRANDS.has(x))) return 'avif';
    if (brands.some((x) => HEIC_BRANDS.has(x))) return 'heic';
  }
  return null;
}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  focusX: number;
  focusY: number;
}

function isPixelLimitError(err: unknown) {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/** Decode, check, orient, resize and re-encode an uploaded image. Throws the visitor-facing ApiErrors above. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw PHOTO_ERRORS.empty();
  const type = sniffImageType(input);
  if (!type) throw PHOTO_ERRORS.unsupported();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    if (isPixelLimitError(err)) throw PHOTO_ERRORS.tooManyPixels();
    // A HEIC this build of libvips cannot decode (HEVC is not in sharp's prebuilt binaries) is a type we refuse.
    if (type === 'heic') throw PHOTO_ERRORS.unsupported();
    throw PHOTO_ERRORS.unreadable();
  }
  if (!meta.width || !meta.height) throw PHOTO_ERRORS.unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw PHOTO_ERRORS.tooManyPixels();

  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await open()
      .rotate() // apply the EXIF orientation, then forget it
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (isPixelLimitError(err)) throw PHOTO_ERRORS.tooManyPixels();
    if (type === 'heic') throw PHOTO_ERRORS.unsupported();
    throw PHOTO_ERRORS.unreadable();
  }
  const focus = await findFocus(out.data).catch(() => null);
  return { jpeg: out.data, width: out.info.width, height: out.info.height, focusX: focus?.x ?? DEFAULT_FOCUS.x, focusY: focus?.y ?? DEFAULT_FOCUS.y };
}

const FOCUS_GRID = 64;

/** A face-aware crop centre for a (re-encoded, upright) JPEG: see `skinFocus`. */
export async function findFocus(jpeg: Buffer): Promise<{ x: number; y: number } | null> {
  const { data, info } = await sharp(jpeg).resize(FOCUS_GRID, FOCUS_GRID, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return skinFocus(data, info.width, info.height, info.channels);
}

/** Chai & Ngan's YCbCr skin range (full-range BT.601), with a floor on brightness so shadows do not count. */
export function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 40 && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/**
 * Where the face probably is, as fractions of width and height, or null when too little looks like skin.
 * Skin-toned pixels are weighted by a prior centred on the upper middle (where selfies put faces), their weighted
 * centroid is taken, then a few mean-shift steps pull it onto the densest skin blob (a face rather than the
 * average of a face and a hand).
 */
export function skinFocus(rgb: Uint8Array, width: number, height: number, channels = 3): { x: number; y: number } | null {
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  let priorTotal = 0;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const x = (i + 0.5) / width;
      const y = (j + 0.5) / height;
      const prior = Math.exp(-(((x - 0.5) ** 2) / (2 * 0.3 ** 2) + ((y - 0.38) ** 2) / (2 * 0.3 ** 2)));
      priorTotal += prior;
      const p = (j * width + i) * channels;
      if (isSkin(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!)) {
        xs.push(x);
        ys.push(y);
        ws.push(prior);
      }
    }
  }
  const skinWeight = ws.reduce((s, w) => s + w, 0);
  if (skinWeight < 0.02 * priorTotal) return null;
  let cx = xs.reduce((s, x, k) => s + x * ws[k]!, 0) / skinWeight;
  let cy = ys.reduce((s, y, k) => s + y * ws[k]!, 0) / skinWeight;
  const sigma2 = 2 * 0.15 ** 2;
  for (let step = 0; step < 5; step++) {
    let sw = 0;
    let sx = 0;
    let sy = 0;
    for (let k = 0; k < xs.length; k++) {
      const w = ws[k]! * Math.exp(-(((xs[k]! - cx) ** 2) + ((ys[k]! - cy) ** 2)) / sigma2);
      sw += w;
      sx += xs[k]! * w;
      sy += ys[k]! * w;
    }
    if (sw <= 0) break;
    cx = sx / sw;
    cy = sy / sw;
  }
  const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
  return { x: round(cx), y: round(cy) };
}
