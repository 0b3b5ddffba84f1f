import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The cover's fonts, read once at module load from the @fontsource packages (.woff: satori reads WOFF and TTF, not
 * WOFF2), plus the metrics we need to fit text before satori lays it out: advance widths from each font's
 * cmap + hmtx tables (no kerning, which is close enough to choose a size that fits).
 */
export type FontFamily = 'Playfair' | 'DMSerif' | 'Inter' | 'Oswald' | 'Bebas' | 'SpaceMono';
type Weight = 400 | 500 | 600 | 700 | 800 | 900;
type FontStyle = 'normal' | 'italic';

export interface SatoriFont {
  /** `Inter` for the latin subset, `Inter-ext` for latin-ext: satori falls back along the CSS family list. */
  name: string;
  data: Buffer;
  weight: Weight;
  style: FontStyle;
}

const require = createRequire(import.meta.url);
const pkgDir = (pkg: string) => path.dirname(require.resolve(`@fontsource/${pkg}/LICENSE`));

const FILES: { family: FontFamily; subset: 'latin' | 'latin-ext'; pkg: string; file: string; weight: Weight; style: FontStyle }[] = [];
function add(family: FontFamily, pkg: string, weights: Weight[], styles: FontStyle[] = ['normal']) {
  for (const weight of weights)
    for (const style of styles)
      for (const subset of ['latin', 'latin-ext'] as const) FILES.push({ family, subset, pkg, file: `${pkg}-${subset}-${weight}-${style}.woff`, weight, style });
}
add('Playfair', 'playfair-display', [400, 700, 900], ['normal', 'italic']);
add('DMSerif', 'dm-serif-display', [400], ['normal', 'italic']);
add('Inter', 'inter', [400, 500, 600, 800]);
add('Oswald', 'oswald', [400, 600, 700]);
add('Bebas', 'bebas-neue', [400]);
add('SpaceMono', 'space-mono', [400, 700]);

// ---------- a minimal WOFF reader: the tables we need for advance widths ----------
interface Metrics {
  unitsPerEm: number;
  advances: Uint16Array;
  cmap: Map<number, number>;
  ascender: number;
  descender: number;
}

function woffTables(buf: Buffer): Map<string, Buffer> {
  const numTables = buf.readUInt16BE(12);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = buf.toString('latin1', o, o + 4);
    const offset = buf.readUInt32BE(o + 4);
    const compLength = buf.readUInt32BE(o + 8);
    const origLength = buf.readUInt32BE(o + 12);
    const raw = buf.subarray(offset, offset + compLength);
    out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return out;
}

function readCmap(t: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const n = t.readUInt16BE(2);
  let best = -1;
  let bestFormat = 0;
  for (let i = 0; i < n; i++) {
    const platform = t.readUInt16BE(4 + i * 8);
    const encoding = t.readUInt16BE(6 + i * 8);
    const offset = t.readUInt32BE(8 + i * 8);
    const format = t.readUInt16BE(offset);
    if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0) {
      if (format === 12 || (format === 4 && bestFormat !== 12)) {
        best = offset;
        bestFormat = format;
      }
    }
  }
  if (best < 0) return map;
  if (bestFormat === 4) {
    const segX2 = t.readUInt16BE(best + 6);
    const ends = best + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = t.readUInt16BE(ends + s * 2);
      const start = t.readUInt16BE(starts + s * 2);
      const delta = t.readInt16BE(deltas + s * 2);
      const rangeOffset = t.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g: number;
        if (rangeOffset === 0) g = (c + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + rangeOffset + (c - start) * 2;
          g = at + 1 < t.length ? t.readUInt16BE(at) : 0;
          if (g) g = (g + delta) & 0xffff;
        }
        if (g) map.set(c, g);
      }
    }
  } else {
    const groups = t.readUInt32BE(best + 12);
    for (let i = 0; i < groups; i++) {
      const o = best + 16 + i * 12;
      const start = t.readUInt32BE(o);
      const end = t.readUInt32BE(o + 4);
      const glyph = t.readUInt32BE(o + 8);
      for (let c = start; c <= end; c++) map.set(c, glyph + (c - start));
    }
  }
  return map;
}

function readMetrics(buf: Buffer): Metrics {
  const tables = woffTables(buf);
  const head = tables.get('head')!;
  const hhea = tables.get('hhea')!;
  const hmtx = tables.get('hmtx')!;
  const maxp = tables.get('maxp')!;
  const numGlyphs = maxp.readUInt16BE(4);
  const numH = hhea.readUInt16BE(34);
  const advances = new Uint16Array(numGlyphs);
  let last = 0;
  for (let g = 0; g < numGlyphs; g++) {
    if (g < numH) last = hmtx.readUInt16BE(g * 4);
    advances[g] = last;
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    advances,
    cmap: readCmap(tables.get('cmap')!),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
  };
}

// ---------- load once ----------
export const satoriFonts: SatoriFont[] = [];
const metrics = new Map<string, Metrics[]>();

for (const f of FILES) {
  const data = readFileSync(path.join(pkgDir(f.pkg), 'files', f.file));
  satoriFonts.push({ name: f.subset === 'latin' ? f.family : `${f.family}-ext`, data, weight: f.weight, style: f.style });
  const key = `${f.family}:${f.weight}:${f.style}`;
  const list = metrics.get(key) ?? [];
  list.push(readMetrics(data));
  metrics.set(key, list);
}

/** The CSS font-family value for satori: the latin subset, then latin-ext. */
export const family = (f: FontFamily) => `${f}, ${f}-ext`;

/** Drop characters no loaded font can draw (emoji, CJK, ...), so nothing prints as a box. */
export function drawable(text: string, f: FontFamily = 'Inter'): string {
  const ms = metrics.get(`${f}:400:normal`) ?? [...metrics.values()][0]!;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x20 || ms.some((m) => m.cmap.has(cp))) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

export interface TextStyle {
  family: FontFamily;
  weight?: Weight;
  italic?: boolean;
  size: number;
  /** px added after every character (CSS letter-spacing). */
  tracking?: number;
  upper?: boolean;
}

function metricsFor(s: TextStyle): Metrics[] {
  const key = `${s.family}:${s.weight ?? 400}:${s.italic ? 'italic' : 'normal'}`;
  const m = metrics.get(key) ?? metrics.get(`${s.family}:400:normal`);
  if (!m) throw new Error(`font not loaded: ${key}`);
  return m;
}

/** Width of one line of text in px. Characters the font lacks count as 0.6em. */
export function measure(text: string, s: TextStyle): number {
  const ms = metricsFor(s);
  const t = s.upper ? text.toUpperCase() : text;
  let units = 0;
  let n = 0;
  for (const ch of t) {
    const cp = ch.codePointAt(0)!;
    n++;
    let w: number | undefined;
    for (const m of ms) {
      const g = m.cmap.get(cp);
      if (g !== undefined) {
        w = (m.advances[g] ?? 0) / m.unitsPerEm;
        break;
      }
    }
    units += w ?? 0.6;
  }
  return units * s.size + (s.tracking ?? 0) * n;
}

/** Greedy word wrap at `maxWidth`; a single word wider than the line stays whole (the caller shrinks the size). */
export function wrap(text: string, s: TextStyle, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (!cur || measure(next, s) <= maxWidth) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Even out the lines (no orphan word on the last line): the narrowest width that keeps the same line count. */
function balance(text: string, s: TextStyle, maxWidth: number, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let lo = maxWidth * 0.5;
  let hi = maxWidth;
  let best = lines;
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    const l = wrap(text, s, mid);
    if (l.length <= lines.length && l.every((x) => measure(x, s) <= mid)) {
      best = l;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

/**
 * The largest size (between min and max) at which `text` wraps into at most `maxLines` lines no wider than
 * `maxWidth`. At the minimum size, the text is cut with an ellipsis to fit.
 */
export function fitText(
  text: string,
  s: Omit<TextStyle, 'size'> & { max: number; min: number; step?: number; trackingEm?: number },
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[]; tracking: number } {
  const key = `${text}\u0000${s.family}|${s.weight}|${s.italic}|${s.upper}|${s.max}|${s.min}|${s.step}|${s.trackingEm}|${s.tracking}|${maxWidth}|${maxLines}`;
  const hit = fitCache.get(key);
  if (hit) return hit;
  const out = fitTextUncached(text, s, maxWidth, maxLines);
  if (fitCache.size > 4000) fitCache.clear();
  fitCache.set(key, out);
  return out;
}

const fitCache = new Map<string, { size: number; lines: string[]; tracking: number }>();

function fitTextUncached(
  text: string,
  s: Omit<TextStyle, 'size'> & { max: number; min: number; step?: number; trackingEm?: number },
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[]; tracking: number } {
  const step = s.step ?? 2;
  const styleAt = (size: number): TextStyle => ({ ...s, size, tracking: (s.trackingEm ?? 0) * size || s.tracking });
  const fits = (size: number) => {
    const style = styleAt(size);
    const lines = wrap(text, style, maxWidth);
    return lines.length <= maxLines && lines.every((l) => measure(l, style) <= maxWidth) ? lines : null;
  };
  // binary search over the size steps (fitting is monotonic in the size)
  const steps = Math.floor((s.max - s.min) / step);
  let lo = 0; // index of a size known to fit is searched in [0, steps]; index 0 = max
  let hi = steps;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fits(s.max - mid * step)) {
      best = mid;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  if (best >= 0) {
    const size = s.max - best * step;
    const style = styleAt(size);
    return { size, lines: balance(text, style, maxWidth, fits(size)!), tracking: style.tracking ?? 0 };
  }
  const style = styleAt(s.min);
  let lines = wrap(text, style, maxWidth);
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    let last = lines[maxLines - 1]!;
    while (last.length > 1 && measure(`${last}…`, style) > maxWidth) last = last.slice(0, -1).trimEnd();
    lines[maxLines - 1] = `${last}…`;
  }
  lines = lines.map((l) => {
    let x = l;
    while (x.length > 1 && measure(x, style) > maxWidth) x = x.slice(0, -2) + '…';
    return x;
  });
  return { size: s.min, lines, tracking: style.tracking ?? 0 };
}
