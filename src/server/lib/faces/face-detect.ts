import type { Piscina } from 'piscina';
import sharp from 'sharp';
import { oneThreadPool } from '@server/lib/one-thread-pool.js';

/**
 * Where the face is in a photo, for the face-aware crop: a neural face detector (SSD MobileNet v1 from
 * @vladmandic/face-api, on TensorFlow.js' WASM backend) run in a worker thread that starts on first use and ends
 * after two idle minutes (docs/decisions/012). Replaces a skin-colour guess that failed on some skin tones and in
 * coloured light.
 *
 * The detector sees the photo upright, fitted in 320 px, with its colour cast removed (grey world) and its
 * contrast stretched: coloured club light, a dim room or a warm lamp then look like daylight to a model trained
 * mostly on daylight photos. Callers fall back to sharp's attention crop when no face is found.
 */
export const DETECT_MAX_SIDE = 320;
/** SSD scores below this are not faces (at 0.3 patterns start to pass; real faces in hard light score ≥ 0.45). */
export const MIN_FACE_SCORE = 0.4;

/** A detected face: its box as fractions of the image's width and height, and the detector's score (0-1). */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

let detectorPool: Piscina | null = null;
/** One thread, started by the first detection, ended by piscina after two idle minutes. */
const detector = () => (detectorPool ??= oneThreadPool(new URL('./face-detect.worker.mjs', import.meta.url), 120_000));
/** The first job loads TensorFlow.js and the weights (1.6 s at load average 7 here, 8.6 s at 20: docs/benchmarks.md). */
const DETECT_TIMEOUT_MS = 20_000;

/** The image as the detector sees it: raw RGB, upright, fitted in DETECT_MAX_SIDE, colour-balanced. */
export async function detectionInput(image: Buffer): Promise<{ pixels: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(DETECT_MAX_SIDE, DETECT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
  return { pixels: balanceColours(data), width: info.width, height: info.height };
}

/**
 * Grey-world white balance (scale each channel so the three means are equal, gains kept within 1/3-3) then a
 * contrast stretch of the luma's 1st-99th percentiles to 0-255, in two passes over raw RGB.
 */
export function balanceColours(rgb: Uint8Array): Uint8Array {
  const n = Math.floor(rgb.length / 3);
  if (n === 0) return new Uint8Array(rgb);
  const sum = [0, 0, 0];
  for (let i = 0; i < n * 3; i += 3) {
    sum[0]! += rgb[i]!;
    sum[1]! += rgb[i + 1]!;
    sum[2]! += rgb[i + 2]!;
  }
  const mean = (sum[0]! + sum[1]! + sum[2]!) / 3;
  const gain = sum.map((s) => Math.min(3, Math.max(1 / 3, mean / Math.max(s, 1))));
  const [gr, gg, gb] = gain as [number, number, number];
  const hist = new Uint32Array(256);
  for (let i = 0; i < n * 3; i += 3) {
    const l = Math.min(255, Math.round(0.299 * rgb[i]! * gr + 0.587 * rgb[i + 1]! * gg + 0.114 * rgb[i + 2]! * gb));
    hist[l]!++;
  }
  const at = (q: number) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += hist[v]!) >= q * n) return v;
    return 255;
  };
  const lo = at(0.01);
  const hi = Math.max(at(0.99), lo + 32);
  const scale = 255 / (hi - lo);
  const out = new Uint8Array(n * 3);
  const clamped = new Uint8ClampedArray(out.buffer); // stores round and clamp to 0-255
  for (let i = 0; i < n * 3; i += 3) {
    clamped[i] = (rgb[i]! * gr - lo) * scale;
    clamped[i + 1] = (rgb[i + 1]! * gg - lo) * scale;
    clamped[i + 2] = (rgb[i + 2]! * gb - lo) * scale;
  }
  return out;
}

/** Every face the detector finds in an image (JPEG, PNG, ...), best first. Rejects when the detector fails. */
export async function detectFaces(image: Buffer): Promise<FaceBox[]> {
  const { pixels, width, height } = await detectionInput(image);
  const faces = (await detector().run(
    { pixels, width, height, minScore: MIN_FACE_SCORE },
    { transferList: [pixels.buffer as ArrayBuffer], signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) },
  )) as FaceBox[];
  return faces.sort((a, b) => b.score - a.score);
}

/** The person the photo is of: the biggest face, weighted by the detector's confidence. */
export function mainFace(faces: FaceBox[]): FaceBox | null {
  let best: FaceBox | null = null;
  for (const f of faces) if (!best || f.width * f.height * f.score > best.width * best.height * best.score) best = f;
  return best;
}

/**
 * The centre of the main face as fractions of width and height (3 decimals), or null: no face, the detector
 * failed, or it had not answered within `waitMs` (a late answer is dropped; the worker is warm for the next photo).
 */
export async function findFaceFocus(
  image: Buffer,
  opts: { waitMs?: number } = {},
): Promise<{ x: number; y: number } | null> {
  const detected = detectFaces(image).catch(() => [] as FaceBox[]);
  let timer: NodeJS.Timeout | undefined;
  const faces = opts.waitMs
    ? await Promise.race([
        detected,
        new Promise<FaceBox[]>((resolve) => (timer = setTimeout(() => resolve([]), opts.waitMs))),
      ])
    : await detected;
  clearTimeout(timer);
  const face = mainFace(faces);
  if (!face) return null;
  const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
  return { x: round(face.x + face.width / 2), y: round(face.y + face.height / 2) };
}

/** End the detector's worker thread now (tests, benchmarks); the next detection starts it again. */
export async function stopFaceDetector(): Promise<void> {
  const pool = detectorPool;
  detectorPool = null;
  await pool?.destroy();
}

/** Whether the detector's worker thread (and its model) is in memory now. */
export function faceDetectorRunning(): boolean {
  return (detectorPool?.threads.length ?? 0) > 0;
}
