import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_MAX_SIDE } from '@core/contracts/journey.js';
import { ApiError } from '@server/http/errors.js';
import { LazyWorker } from '@server/lib/lazy-worker.js';
import { findFaceFocus } from '@server/lib/faces/face-detect.js';

/**
 * The selfie upload pipeline: read the body as a stream with a hard byte cap, sniff the type from the bytes,
 * decode with a pixel cap (decompression bombs; HEIC by a WASM decoder, the rest by sharp), auto-orient, fit in
 * 1600x1600, re-encode as JPEG, find the face for the cover's crop. The re-encode writes no metadata at all (sharp
 * drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them: we never ask).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const JPEG_QUALITY = 85;
/**
 * How long an upload waits for the face detector: a quiet machine answers in well under a second (the first
 * photo after an idle spell, which loads the model, in ~2 s); past this the cover uses the attention crop.
 */
export const FACE_WAIT_MS = 6000;

export const PHOTO_ERRORS = {
  tooLarge: () => new ApiError(413, 'too_large', 'That photo is over 10MB. Please choose a smaller one.'),
  unsupported: () => new ApiError(415, 'unsupported_type', 'Please choose a JPG, PNG or HEIC image.'),
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
  /** The centre of the face (0-1 of width and height), or null when none was found (the cover then uses sharp's attention crop). */
  focusX: number | null;
  focusY: number | null;
}

function isPixelLimitError(err: unknown) {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/**
 * HEIC (iPhone photos) is decoded by libheif compiled to WASM (the libheif-js package, through heic-decode) in a
 * worker thread that starts on the first HEIC and ends after an idle minute (docs/decisions/012). The container
 * gives the size before any pixel is decoded, so the pixel cap is checked first. Out comes upright RGBA (libheif
 * applies the HEIF rotation and mirror), which then takes the same way as any JPEG; no metadata comes along.
 */
const heicDecoder = new LazyWorker(new URL('./heic.worker.mjs', import.meta.url), { name: 'heic-decode', idleMs: 60_000, timeoutMs: 30_000 });

interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, absent when the image is over `maxPixels`. */
  pixels?: Uint8Array;
}

/** Decode a HEIC upload to raw RGBA. Throws the visitor-facing ApiErrors (too many pixels, unsupported, unreadable). */
export async function decodeHeic(input: Buffer): Promise<{ pixels: Buffer; width: number; height: number }> {
  const copy = new Uint8Array(input); // an ArrayBuffer of its own, moved (not copied) to the worker
  let out: DecodedHeic;
  try {
    out = await heicDecoder.run<DecodedHeic>({ buffer: copy, maxPixels: MAX_INPUT_PIXELS }, [copy.buffer]);
  } catch (err) {
    if (err instanceof Error && /not a HEIC/i.test(err.message)) throw PHOTO_ERRORS.unsupported();
    throw PHOTO_ERRORS.unreadable();
  }
  if (!out.pixels) throw PHOTO_ERRORS.tooManyPixels();
  return { pixels: Buffer.from(out.pixels.buffer, out.pixels.byteOffset, out.pixels.byteLength), width: out.width, height: out.height };
}

/** End the HEIC decoder's worker thread now (tests, benchmarks). */
export function stopHeicDecoder(): Promise<void> {
  return heicDecoder.close();
}

/** Decode, check, orient, resize and re-encode an uploaded image, and find the face. Throws the visitor-facing ApiErrors above. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw PHOTO_ERRORS.empty();
  const type = sniffImageType(input);
  if (!type) throw PHOTO_ERRORS.unsupported();
  const heic = type === 'heic' ? await decodeHeic(input) : null;
  const open = () =>
    heic
      ? sharp(heic.pixels, { raw: { width: heic.width, height: heic.height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS })
      : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    if (isPixelLimitError(err)) throw PHOTO_ERRORS.tooManyPixels();
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
    throw PHOTO_ERRORS.unreadable();
  }
  const focus = await findFaceFocus(out.data, { waitMs: FACE_WAIT_MS });
  return { jpeg: out.data, width: out.info.width, height: out.info.height, focusX: focus?.x ?? null, focusY: focus?.y ?? null };
}
