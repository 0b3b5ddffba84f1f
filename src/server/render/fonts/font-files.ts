import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readMetrics, type Metrics } from './woff.js';

/**
 * The font files of the @fontsource packages: which subset file holds which code points (the package's
 * unicode.json, the same ranges as the unicode-range of its CSS), and the files themselves, read from disk the
 * first time a cover needs them and kept for the life of the process. Only .woff: satori's WOFF2 decoding would
 * cost time on every process start, and our metrics reader reads WOFF.
 */
export type Weight = 400 | 500 | 600 | 700 | 800 | 900;
export type FontStyle = 'normal' | 'italic';

export interface FaceFile {
  /** `@fontsource/<pkg>`, without the scope. */
  pkg: string;
  /** The package's subset name: 'latin', 'cyrillic', 'arabic', '[57]' (CJK packages are sliced by frequency). */
  subset: string;
  weight: Weight;
  style: FontStyle;
  path: string;
}

export interface LoadedFace extends FaceFile {
  data: Buffer;
  metrics: Metrics;
}

const require = createRequire(import.meta.url);
const dirs = new Map<string, string>();
export function pkgDir(pkg: string): string {
  let dir = dirs.get(pkg);
  if (!dir) {
    dir = path.dirname(require.resolve(`@fontsource/${pkg}/LICENSE`));
    dirs.set(pkg, dir);
  }
  return dir;
}

export function faceFile(pkg: string, subset: string, weight: Weight, style: FontStyle): FaceFile {
  const file = `${pkg}-${subset.replace(/[[\]]/g, '')}-${weight}-${style}.woff`;
  return { pkg, subset, weight, style, path: path.join(pkgDir(pkg), 'files', file) };
}

// ---------- unicode ranges ----------
/** A subset's code points as sorted [start, end] pairs. */
export type Ranges = Uint32Array;

export function parseUnicodeRange(css: string): Ranges {
  const pairs: number[] = [];
  for (const part of css.split(',')) {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) continue;
    const a = m[1]!;
    if (a.includes('?')) pairs.push(parseInt(a.replace(/\?/g, '0'), 16), parseInt(a.replace(/\?/g, 'f'), 16));
    else pairs.push(parseInt(a, 16), parseInt(m[2] ?? a, 16));
  }
  return Uint32Array.from(pairs);
}

export function inRanges(r: Ranges, cp: number): boolean {
  for (let i = 0; i < r.length; i += 2) if (cp >= r[i]! && cp <= r[i + 1]!) return true;
  return false;
}

const subsetCache = new Map<string, { subset: string; ranges: Ranges }[]>();
/** The package's subsets in the order of its unicode.json, with their code points. */
export function subsetsOf(pkg: string): { subset: string; ranges: Ranges }[] {
  let hit = subsetCache.get(pkg);
  if (!hit) {
    const json = JSON.parse(readFileSync(path.join(pkgDir(pkg), 'unicode.json'), 'utf8')) as Record<string, string>;
    hit = Object.entries(json).map(([subset, range]) => ({ subset, ranges: parseUnicodeRange(range) }));
    subsetCache.set(pkg, hit);
  }
  return hit;
}

// ---------- loading ----------
/**
 * Faces read on demand, least recently used first. Beyond MAX_FACES the oldest is dropped (satori keeps its parsed
 * copy only while a cached font list still holds it): one face costs ~0.4 MB once satori and HarfBuzz have parsed
 * it, and a process that sees every CJK character would otherwise keep ~800 of them.
 */
const MAX_FACES = 160;
const loaded = new Map<string, Promise<LoadedFace | null>>();
/** Read and measure a face (cached); null when the package has no such file (e.g. a weight it does not ship). */
export function loadFace(f: FaceFile): Promise<LoadedFace | null> {
  let hit = loaded.get(f.path);
  if (hit) loaded.delete(f.path);
  else {
    hit = existsSync(f.path)
      ? readFile(f.path).then((data) => ({ ...f, data, metrics: readMetrics(data) }))
      : Promise.resolve(null);
    hit.catch(() => loaded.delete(f.path));
  }
  loaded.set(f.path, hit);
  if (loaded.size > MAX_FACES) loaded.delete(loaded.keys().next().value!);
  return hit;
}

/** Read and measure a face now, for good (the display fonts, at module load). */
export function loadFaceSync(f: FaceFile): LoadedFace {
  const data = readFileSync(f.path);
  return { ...f, data, metrics: readMetrics(data) };
}
