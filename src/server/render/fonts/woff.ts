import { inflateSync } from 'node:zlib';

/**
 * A minimal WOFF reader: the tables we need to measure text before satori lays it out (advance widths from
 * cmap + hmtx, no kerning or shaping, which is close enough to choose a size that fits).
 */
export interface Metrics {
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

export function readMetrics(buf: Buffer): Metrics {
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

/** The advance of a code point in em, or undefined when the font has no glyph for it. */
export function advanceEm(m: Metrics, cp: number): number | undefined {
  const g = m.cmap.get(cp);
  return g === undefined ? undefined : (m.advances[g] ?? 0) / m.unitsPerEm;
}
