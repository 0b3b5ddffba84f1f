import { fileTypeFromBuffer } from 'file-type';
import type { Piscina } from 'piscina';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_MAX_SIDE } from '@core/contracts/journey.js';
import { ApiError } from '@server/http/errors.js';
import { oneThreadPool } from '@server/lib/one-thread-pool.js';
import { findFaceFocus } from '@server/lib/faces/face-detect.js';

/**
 * The selfie upload pipeline (the route caps the body at 10 MB while it streams): sniff the type from the bytes,
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

const BY_MIME: Record<string, SniffedImageType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heic',
  'image/heif-sequence': 'heic',
};

/**
 * The compatible brands of an ISO-BMFF `ftyp` box (after the major brand and minor version). file-type decides by
 * the major brand alone; the generic HEIF brand `mif1` is also the major brand of some AVIF files.
 */
function compatibleBrands(b: Uint8Array): string[] {
  const boxSize = Math.min(((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0, b.length, 256);
  const brands: string[] = [];
  for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(String.fromCharCode(...b.subarray(i, i + 4)));
  return brands;
}

/**
 * The image type from the bytes (file-type reads the signatures), or null. The client's Content-Type is never
 * trusted. HEIC (HEVC in HEIF) goes to the HEIC decoder; a HEIF that lists `avif` among its brands is AVIF, which
 * sharp reads itself.
 */
export async function sniffImageType(b: Uint8Array): Promise<SniffedImageType | null> {
  const found = await fileTypeFromBuffer(b);
  const type = found ? (BY_MIME[found.mime] ?? null) : null;
  if (type === 'heic' && compatibleBrands(b).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  return type;
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
let heicPool: Piscina | null = null;
/** One thread, started by the first HEIC, ended by piscina after an idle minute; a decode gets 30 s. */
const heicDecoder = () => (heicPool ??= oneThreadPool(new URL('./heic.worker.mjs', import.meta.url), 60_000));
const HEIC_TIMEOUT_MS = 30_000;

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
    out = (await heicDecoder().run(
      { buffer: copy, maxPixels: MAX_INPUT_PIXELS },
      { transferList: [copy.buffer], signal: AbortSignal.timeout(HEIC_TIMEOUT_MS) },
    )) as DecodedHeic;
  } catch (err) {
    if (err instanceof Error && /not a HEIC/i.test(err.message)) throw PHOTO_ERRORS.unsupported();
    throw PHOTO_ERRORS.unreadable();
  }
  if (!out.pixels) throw PHOTO_ERRORS.tooManyPixels();
  return {
    pixels: Buffer.from(out.pixels.buffer, out.pixels.byteOffset, out.pixels.byteLength),
    width: out.width,
    height: out.height,
  };
}

/** End the HEIC decoder's worker thread now (tests, benchmarks); the next HEIC starts it again. */
export async function stopHeicDecoder(): Promise<void> {
  const pool = heicPool;
  heicPool = null;
  await pool?.destroy();
}

/** Decode, check, orient, resize and re-encode an uploaded image, and find the face. Throws the visitor-facing ApiErrors above. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw PHOTO_ERRORS.empty();
  const type = await sniffImageType(input);
  if (!type) throw PHOTO_ERRORS.unsupported();
  const heic = type === 'heic' ? await decodeHeic(input) : null;
  const open = () =>
    heic
      ? sharp(heic.pixels, {
          raw: { width: heic.width, height: heic.height, channels: 4 },
          limitInputPixels: MAX_INPUT_PIXELS,
        })
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
  return {
    jpeg: out.data,
    width: out.info.width,
    height: out.info.height,
    focusX: focus?.x ?? null,
    focusY: focus?.y ?? null,
  };
}
