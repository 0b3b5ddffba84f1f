import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';

/**
 * The PDFs' fonts, all from the @fontsource packages in node_modules (nothing from the system): the brand's type
 * for Latin, Greek and Cyrillic (Inter for text, DM Serif Display for display lines, as in src/web/theme.css), and
 * for every other script a font that has its letters: IBM Plex Sans Arabic then Noto Sans Arabic (decision 011:
 * Plex draws the dots in, and pdf-lib places no marks), Noto Sans Hebrew, the Indic, South-East Asian, Armenian,
 * Georgian and Ethiopic Noto fonts, and the Noto CJK fonts, whose packages are sliced by character frequency.
 *
 * A face is one .woff file (one package, one subset, one weight); which file holds a character is read from the
 * package's unicode.json, then checked against the font's own cmap with fontkit. Files are read once per process.
 */
export type Family = 'text' | 'display';
export type Weight = 400 | 500 | 600 | 700;

export interface Face {
  key: string;
  bytes: Buffer;
  font: fontkit.Font;
  /** The OpenType features to leave out when setting text in this face (see WASTED). */
  features: Record<string, boolean>;
}

/**
 * Features whose work pdf-lib throws away: it draws each glyph at its advance, without kerning or mark
 * positioning (GPOS). And for the brand's Latin faces, contextual alternates (Inter's `calt`: arrows, punctuation
 * in capitals), half of a render's CPU for no visible difference. Substitutions that make a script readable
 * (Arabic joining forms, ligatures) stay.
 */
const WASTED = { kern: false, mark: false, mkmk: false, curs: false, dist: false, abvm: false, blwm: false };
const LATIN_PKGS = new Set(['inter', 'dm-serif-display', 'noto-sans']);

const require = createRequire(import.meta.url);
const dirOf = new Map<string, string | null>();
function pkgDir(pkg: string): string | null {
  if (!dirOf.has(pkg)) {
    let dir: string | null = null;
    try {
      dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
    } catch {
      // A script package that is not installed: its characters fall to the next font.
    }
    dirOf.set(pkg, dir);
  }
  return dirOf.get(pkg)!;
}

/** A package's subsets with their code points as flat [start, end, start, end, ...] pairs. */
const rangesOf = new Map<string, [string, number[]][]>();
function subsets(pkg: string): [string, number[]][] {
  let hit = rangesOf.get(pkg);
  if (!hit) {
    const dir = pkgDir(pkg);
    const json = dir
      ? (JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>)
      : {};
    hit = Object.entries(json).map(([name, css]) => [
      name,
      css.split(',').flatMap((part) => {
        const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
      }),
    ]);
    rangesOf.set(pkg, hit);
  }
  return hit;
}
const covers = (pairs: number[], cp: number) => pairs.some((v, i) => i % 2 === 0 && cp >= v && cp <= pairs[i + 1]!);

const faces = new Map<string, Face | null>();
function face(pkg: string, subset: string, weight: Weight, italic = false): Face | null {
  const dir = pkgDir(pkg);
  const file = `${pkg}-${subset.replace(/[[\]]/g, '')}-${weight}-${italic ? 'italic' : 'normal'}.woff`;
  const key = `${pkg}/${file}`;
  if (!faces.has(key)) {
    const at = dir ? path.join(dir, 'files', file) : '';
    const bytes = at && existsSync(at) ? sfnt(readFileSync(at)) : null;
    const font = bytes ? fontkit.create(bytes) : null;
    if (bytes && font) parsed.set(bytes, font);
    const features = LATIN_PKGS.has(pkg) ? { ...WASTED, calt: false } : WASTED;
    faces.set(key, bytes && font ? { key, bytes, font, features } : null);
  }
  return faces.get(key)!;
}

/**
 * The font inside a WOFF file, unwrapped once with zlib. fontkit reads WOFF too, but inflates a table again each
 * time it reads from it (the glyf table once per glyph): 2 s of a plan's 3 s went there.
 */
function sfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const n = woff.readUInt16BE(12);
  const tables = Array.from({ length: n }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, comp, orig] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + comp);
    return {
      tag: woff.subarray(at, at + 4),
      sum: woff.readUInt32BE(at + 16),
      data: comp < orig ? inflateSync(raw) : raw,
    };
  });
  const head = Buffer.alloc(12 + 16 * n);
  woff.copy(head, 0, 4, 8); // the flavour: TrueType or CFF
  const log = Math.floor(Math.log2(n));
  head.writeUInt16BE(n, 4);
  head.writeUInt16BE(16 * 2 ** log, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(16 * n - 16 * 2 ** log, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    t.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(t.sum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The script fonts after the brand's own, in the order they are tried. */
const SCRIPT_PKGS = [
  'noto-sans',
  'ibm-plex-sans-arabic',
  ...['arabic', 'hebrew', 'devanagari', 'bengali', 'gujarati', 'gurmukhi', 'tamil', 'telugu', 'kannada'].map(
    (s) => `noto-sans-${s}`,
  ),
  ...['malayalam', 'sinhala', 'thai', 'khmer', 'myanmar', 'armenian', 'georgian', 'ethiopic'].map(
    (s) => `noto-sans-${s}`,
  ),
];
/** Han looks different in Chinese, Japanese and Korean: kana or hangul in the same text picks the font. */
const CJK = {
  ja: ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc'],
  ko: ['noto-sans-kr', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp'],
  zh: ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'],
};
const cjkOf = (context: string): keyof typeof CJK =>
  /[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(context) ? 'ja' : /\p{sc=Hangul}/u.test(context) ? 'ko' : 'zh';

export interface FontStyle {
  family: Family;
  weight: Weight;
  italic?: boolean;
}

const chosen = new Map<string, Face | null>();
/** The face that draws `cp` in this style, or null when no installed font has it (an emoji: left out). */
export function faceFor(cp: number, style: FontStyle, context: string): Face | null {
  const cjk = cp >= 0x2e80 ? cjkOf(context) : 'zh';
  const key = `${style.family}${style.weight}${style.italic ? 'i' : ''}${cjk}${cp}`;
  if (!chosen.has(key)) chosen.set(key, find(cp, style, cjk));
  return chosen.get(key)!;
}

function find(cp: number, style: FontStyle, cjk: keyof typeof CJK): Face | null {
  const own: [string, Weight, boolean][] =
    style.family === 'display'
      ? [
          ['dm-serif-display', 400, !!style.italic],
          ['inter', 500, false],
        ]
      : [['inter', style.weight, !!style.italic]];
  const scriptWeight: Weight = style.weight >= 600 || style.family === 'display' ? 700 : 400;
  const tries: [string, Weight, boolean][] = [
    ...own,
    ...[...SCRIPT_PKGS, ...CJK[cjk]].map((p): [string, Weight, boolean] => [p, scriptWeight, false]),
  ];
  for (const [pkg, weight, italic] of tries)
    for (const [subset, pairs] of subsets(pkg)) {
      if (!covers(pairs, cp)) continue;
      const f = face(pkg, subset, weight, italic) ?? face(pkg, subset, 400, italic);
      if (f?.font.hasGlyphForCodePoint(cp)) return f;
    }
  return null;
}

const advances = new Map<string, number>();
/** Width of `text` in this face, in em: the glyph advances pdf-lib will draw (it applies no kerning). */
export function advance(f: Face, text: string): number {
  const key = `${f.key}|${text}`;
  let em = advances.get(key);
  if (em === undefined) {
    let units = 0;
    for (const g of f.font.layout(text, f.features).glyphs) units += g.advanceWidth;
    em = units / f.font.unitsPerEm;
    if (advances.size > 50_000) advances.clear();
    advances.set(key, em);
  }
  return em;
}

/**
 * fontkit for pdf-lib that hands back the font already parsed for a face (the bytes of `Face.bytes`): a document
 * does not parse its fonts again. Fonts are only read by pdf-lib (layout, subsets), so one serves every document.
 */
export const sharedFontkit = {
  create: (bytes: Uint8Array) => parsed.get(bytes) ?? fontkit.create(bytes),
};
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
