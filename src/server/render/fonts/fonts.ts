import { breakUnits, graphemes, type BreakUnit } from '@core/line-breaks.js';
import { emojiDataUri, isEmojiPicture } from './emoji.js';
import {
  faceFile,
  inRanges,
  loadFace,
  loadFaceSync,
  subsetsOf,
  type FontStyle,
  type LoadedFace,
  type Weight,
} from './font-files.js';
import { advanceEm, type Metrics } from './woff.js';

/**
 * The cover's fonts and the text fitting that uses them.
 *
 * - The display fonts (latin + latin-ext of six @fontsource families) are read once at module load.
 * - Everything else is read the first time a cover needs it and kept (font-files.ts): the display families' own
 *   cyrillic, greek and vietnamese subsets; a Noto Sans font per script (Arabic, Hebrew, Indic scripts, Thai, Khmer,
 *   Myanmar, Armenian, Georgian, Ethiopic, Cyrillic/Greek for the families without them); the CJK fonts' frequency
 *   slices holding the characters of the cover; Twemoji pictures for emoji (emoji.ts).
 * - `coverFonts(texts)` gathers all of that for one cover into the list handed to satori, in a fixed order, and
 *   measures text with exactly the fonts satori will pick: the element's families first, then every other font in
 *   list order (satori's fallback rule). So a size chosen here is the size that fits there.
 */
export type FontFamily = 'Playfair' | 'DMSerif' | 'Inter' | 'Oswald' | 'Bebas' | 'SpaceMono';
export type { Weight, FontStyle } from './font-files.js';

export interface SatoriFont {
  /** `Inter` for latin, `Inter-ext` for latin-ext, `Inter-cyrillic`, `noto-sans-arabic-arabic`, ...: one name per file set. */
  name: string;
  data: Buffer;
  weight: Weight;
  style: FontStyle;
}

interface Entry extends SatoriFont {
  metrics: Metrics;
}

const FAMILIES: { family: FontFamily; pkg: string; weights: Weight[]; styles: FontStyle[] }[] = [
  { family: 'Playfair', pkg: 'playfair-display', weights: [400, 700, 900], styles: ['normal', 'italic'] },
  { family: 'DMSerif', pkg: 'dm-serif-display', weights: [400], styles: ['normal', 'italic'] },
  { family: 'Inter', pkg: 'inter', weights: [400, 500, 600, 800], styles: ['normal'] },
  { family: 'Oswald', pkg: 'oswald', weights: [400, 600, 700], styles: ['normal'] },
  { family: 'Bebas', pkg: 'bebas-neue', weights: [400], styles: ['normal'] },
  { family: 'SpaceMono', pkg: 'space-mono', weights: [400, 700], styles: ['normal'] },
];

/** Subsets never used as a fallback: the latin ones are the base, math and symbols slices are a poor fit for words. */
const NOT_FALLBACK = new Set(['latin', 'latin-ext', 'math', 'symbols']);
const nameOf = (pkg: string, subset: string) => `${pkg}-${subset.replace(/[[\]]/g, '')}`;

/** A font per script (Noto Sans but for Arabic), in the order they are tried for a character the display fonts lack. */
const SCRIPT_PKGS = [
  'noto-sans', // cyrillic, greek, vietnamese, devanagari for the families without them
  // Arabic, Persian and Urdu letters with their dots drawn in (decision 011: satori misplaces Noto's separate dots)
  'ibm-plex-sans-arabic',
  'noto-sans-arabic', // the rarer Arabic-script letters IBM Plex lacks
  'noto-sans-hebrew',
  'noto-sans-devanagari',
  'noto-sans-bengali',
  'noto-sans-gujarati',
  'noto-sans-gurmukhi',
  'noto-sans-tamil',
  'noto-sans-telugu',
  'noto-sans-kannada',
  'noto-sans-malayalam',
  'noto-sans-sinhala',
  'noto-sans-thai',
  'noto-sans-khmer',
  'noto-sans-myanmar',
  'noto-sans-armenian',
  'noto-sans-georgian',
  'noto-sans-ethiopic',
];
/** Han characters look different in Chinese, Japanese and Korean: the cover's own kana or hangul picks the font. */
const CJK_ORDER = {
  zh: ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'],
  ja: ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-kr'],
  ko: ['noto-sans-kr', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp'],
} as const;
export type HanPreference = keyof typeof CJK_ORDER;
/** Fallback fonts ship these two weights: 400 for text, 700 for everything set at 600 and heavier. */
const FALLBACK_WEIGHTS: Weight[] = [400, 700];

// ---------- the display fonts, read once ----------
const baseEntries: Entry[] = [];
for (const f of FAMILIES)
  for (const weight of f.weights)
    for (const style of f.styles)
      for (const subset of ['latin', 'latin-ext'] as const) {
        const face = loadFaceSync(faceFile(f.pkg, subset, weight, style));
        baseEntries.push({
          name: subset === 'latin' ? f.family : `${f.family}-ext`,
          data: face.data,
          weight,
          style,
          metrics: face.metrics,
        });
      }

/** Each family's extra subsets (cyrillic, greek, vietnamese) as its package declares them. */
const extraSubsets = new Map<FontFamily, { subset: string; ranges: Uint32Array }[]>(
  FAMILIES.map((f) => [f.family, subsetsOf(f.pkg).filter((s) => !NOT_FALLBACK.has(s.subset))]),
);

/** The CSS font-family value for satori: latin, latin-ext, then the family's other subsets. */
export const family = (f: FontFamily) =>
  [f, `${f}-ext`, ...extraSubsets.get(f)!.map((s) => `${f}-${s.subset}`)].join(', ');

const baseByFamily = new Map<FontFamily, Metrics[]>();
for (const e of baseEntries) {
  const fam = e.name.replace(/-ext$/, '') as FontFamily;
  baseByFamily.set(fam, [...(baseByFamily.get(fam) ?? []), e.metrics]);
}
const baseHas = (f: FontFamily, cp: number) => baseByFamily.get(f)!.some((m) => m.cmap.has(cp));
/** Latin, general punctuation and currency signs: one character per grapheme, none of them zero-width. */
const SIMPLE = /^[\n\t\u0020-\u02ff\u2010-\u2027\u2030-\u205e\u20a0-\u20c0]*$/;

const allBase = new Map<number, boolean>();
/** In every display family: needs nothing more. */
function inAllBase(cp: number): boolean {
  let hit = allBase.get(cp);
  if (hit === undefined) allBase.set(cp, (hit = FAMILIES.every((f) => baseHas(f.family, cp))));
  return hit;
}
const inAnyBase = (cp: number) => FAMILIES.some((f) => baseHas(f.family, cp));

// ---------- one cover's fonts ----------
export interface CoverFonts {
  /** Identifies the font list (fitting results are cached per text, style and this key). */
  key: string;
  /** For satori, in the order it falls back through. */
  satori: SatoriFont[];
  /** Emoji graphemes → Twemoji data URI, for satori's graphemeImages. */
  images: Record<string, string>;
  /** The fonts satori tries, in order, for text of this family, weight and style. */
  chain(family: FontFamily, weight: number, style: FontStyle): Metrics[];
  /** Whether any font of the list can draw the code point. */
  has(cp: number): boolean;
}

/** CSS font matching as satori does it (font.ts compareFont): true when `b` is a better match than `a`. */
function better(weight: number, style: FontStyle, a: Entry, b: Entry): boolean {
  if (a.weight !== b.weight) {
    if (a.weight === weight) return false;
    if (b.weight === weight) return true;
    if (weight === 400 && a.weight === 500) return false;
    if (weight === 500 && a.weight === 400) return false;
    if (weight === 400 && b.weight === 500) return true;
    if (weight === 500 && b.weight === 400) return true;
    if (weight < 400) {
      if (a.weight < weight && b.weight < weight) return b.weight > a.weight;
      if (a.weight < weight) return false;
      if (b.weight < weight) return true;
      return b.weight < a.weight;
    }
    if (weight < a.weight && weight < b.weight) return b.weight < a.weight;
    if (weight < a.weight) return false;
    if (weight < b.weight) return true;
    return b.weight > a.weight;
  }
  return a.style !== b.style && a.style !== style && b.style === style;
}

function makeCoverFonts(entries: Entry[], images: Record<string, string>): CoverFonts {
  const byName = new Map<string, Entry[]>();
  for (const e of entries) byName.set(e.name, [...(byName.get(e.name) ?? []), e]);
  const pick = (name: string, weight: number, style: FontStyle) => {
    const list = byName.get(name);
    if (!list) return undefined;
    let best = list[0]!;
    for (const e of list.slice(1)) if (better(weight, style, best, e)) best = e;
    return best.metrics;
  };
  const chains = new Map<string, Metrics[]>();
  const hasCache = new Map<number, boolean>();
  return {
    key: [...byName.keys()].join(',') + '|' + Object.keys(images).join(''),
    satori: entries.map(({ name, data, weight, style }) => ({ name, data, weight, style })),
    images,
    chain(fam, weight, style) {
      const k = `${fam}:${weight}:${style}`;
      let c = chains.get(k);
      if (!c) {
        const own = family(fam).split(', ');
        const names = [...own, ...[...byName.keys()].filter((n) => !own.includes(n))];
        c = names.map((n) => pick(n, weight, style)).filter((m): m is Metrics => m !== undefined);
        chains.set(k, c);
      }
      return c;
    },
    has(cp) {
      let h = hasCache.get(cp);
      if (h === undefined) {
        h = entries.some((e) => e.metrics.cmap.has(cp));
        hasCache.set(cp, h);
      }
      return h;
    },
  };
}

/** The fonts of a cover in the latin scripts: the display fonts alone. */
export const baseFonts: CoverFonts = makeCoverFonts(baseEntries, {});

/** Kana make a cover Japanese, hangul Korean; otherwise Han characters are drawn in their Chinese forms. */
export function hanPreference(text: string): HanPreference {
  if (/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)) return 'ja';
  if (/\p{sc=Hangul}/u.test(text)) return 'ko';
  return 'zh';
}

const ownerCache = new Map<string, Promise<{ pkg: string; subset: string } | null>>();
/** The first fallback subset (in SCRIPT_PKGS then CJK order) whose font really has the code point. */
function fallbackOwner(cp: number, han: HanPreference): Promise<{ pkg: string; subset: string } | null> {
  const key = `${han}:${cp}`;
  let hit = ownerCache.get(key);
  if (!hit) {
    hit = (async () => {
      for (const pkg of [...SCRIPT_PKGS, ...CJK_ORDER[han]])
        for (const s of subsetsOf(pkg)) {
          if (NOT_FALLBACK.has(s.subset) || !inRanges(s.ranges, cp)) continue;
          const face = await loadFace(faceFile(pkg, s.subset, 400, 'normal'));
          if (face?.metrics.cmap.has(cp)) return { pkg, subset: s.subset };
        }
      return null;
    })();
    ownerCache.set(key, hit);
  }
  return hit;
}

const toEntry =
  (name: string) =>
  (f: LoadedFace | null): Entry | null =>
    f ? { name, data: f.data, weight: f.weight, style: f.style, metrics: f.metrics } : null;
const present = <T>(x: T | null): x is T => x !== null;

/**
 * Everything a cover's words need: the display families' extra subsets and the fallback fonts for the characters
 * they lack (loaded on first use, then cached), and the emoji pictures. A cover in latin scripts gets `baseFonts`.
 */
export async function coverFonts(texts: string[]): Promise<CoverFonts> {
  const all = texts.join('\n');
  const withUpper = `${all}\n${all.toUpperCase()}`;
  // most covers: latin text every display family draws
  if (SIMPLE.test(withUpper) && [...new Set(withUpper)].every((ch) => /\s/.test(ch) || inAllBase(ch.codePointAt(0)!)))
    return baseFonts;
  const cps = new Set<number>();
  const emoji: string[] = [];
  for (const g of new Set(graphemes(withUpper))) {
    if (isEmojiPicture(g, inAnyBase)) {
      emoji.push(g);
      continue;
    }
    for (const ch of g) {
      const cp = ch.codePointAt(0)!;
      if (!/\s/u.test(ch) && !inAllBase(cp)) cps.add(cp);
    }
  }
  const uris = await Promise.all(emoji.map((g) => emojiDataUri(g)!));
  const images = Object.fromEntries(emoji.map((g, i) => [g, uris[i]!]));
  if (!cps.size && !emoji.length) return baseFonts;

  // the display families' own subsets, for each family with a subset declaring one of the characters
  const extras: Entry[] = [];
  for (const f of FAMILIES)
    for (const s of extraSubsets.get(f.family)!) {
      if (![...cps].some((cp) => inRanges(s.ranges, cp))) continue;
      const faces = await Promise.all(
        f.weights.flatMap((w) => f.styles.map((st) => loadFace(faceFile(f.pkg, s.subset, w, st)))),
      );
      extras.push(...faces.map(toEntry(`${f.family}-${s.subset}`)).filter(present));
    }
  // a fallback for each character some family still lacks
  const han = hanPreference(all);
  const lacking = [...cps].filter((cp) =>
    FAMILIES.some(
      (f) => !baseHas(f.family, cp) && !extras.some((e) => e.name.startsWith(`${f.family}-`) && e.metrics.cmap.has(cp)),
    ),
  );
  const owners = new Map<string, { pkg: string; subset: string }>();
  for (const o of await Promise.all(lacking.map((cp) => fallbackOwner(cp, han))))
    if (o) owners.set(nameOf(o.pkg, o.subset), o);
  // in the order they are tried, so the list (and what satori picks) depends only on the characters
  const order = [...SCRIPT_PKGS, ...CJK_ORDER[han]];
  const sorted = [...owners.values()].sort(
    (a, b) => order.indexOf(a.pkg) - order.indexOf(b.pkg) || subsetIndex(a) - subsetIndex(b),
  );
  const fallbacks: Entry[] = [];
  for (const o of sorted) {
    const faces = await Promise.all(FALLBACK_WEIGHTS.map((w) => loadFace(faceFile(o.pkg, o.subset, w, 'normal'))));
    fallbacks.push(...faces.map(toEntry(nameOf(o.pkg, o.subset))).filter(present));
  }
  // fallbacks first: satori tries the element's families, then every other font in list order
  return makeCoverFonts([...fallbacks, ...baseEntries, ...extras], images);
}
const subsetIndex = (o: { pkg: string; subset: string }) => subsetsOf(o.pkg).findIndex((s) => s.subset === o.subset);

/** Keep what the cover's fonts can draw (emoji included); drop the rest, so nothing prints as a box. */
export function drawable(text: string, fonts: CoverFonts = baseFonts): string {
  let out = '';
  for (const g of graphemes(text)) {
    if (fonts.images[g] || /^\s+$/u.test(g) || [...g].every((ch) => fonts.has(ch.codePointAt(0)!))) out += g;
  }
  return out.replace(/\s+/g, ' ').trim();
}

// ---------- measuring and fitting ----------
export interface TextStyle {
  family: FontFamily;
  weight?: Weight;
  italic?: boolean;
  size: number;
  /** px added after every character (CSS letter-spacing). */
  tracking?: number;
  upper?: boolean;
}

/** Marks that sit on the letter before them and joiners/selectors that draw nothing take no width. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Default_Ignorable_Code_Point}]/u;

/** Width of one line of text in px. Characters no font has count as 0.6em; an emoji picture is 1em. */
export function measure(text: string, s: TextStyle, fonts: CoverFonts = baseFonts): number {
  const chain = fonts.chain(s.family, s.weight ?? 400, s.italic ? 'italic' : 'normal');
  const t = s.upper ? text.toUpperCase() : text;
  let units = 0;
  let n = 0;
  if (SIMPLE.test(t)) {
    // the common case, without grapheme segmentation (fitting measures thousands of candidate lines per cover)
    for (let i = 0; i < t.length; i++) {
      const cp = t.charCodeAt(i);
      let w: number | undefined;
      for (const m of chain) if ((w = advanceEm(m, cp)) !== undefined) break;
      units += w ?? 0.6;
    }
    return units * s.size + (s.tracking ?? 0) * t.length;
  }
  for (const g of graphemes(t)) {
    n++;
    if (fonts.images[g]) {
      units += 1;
      continue;
    }
    for (const ch of g) {
      if (ZERO_WIDTH.test(ch)) continue;
      const cp = ch.codePointAt(0)!;
      let w: number | undefined;
      for (const m of chain) if ((w = advanceEm(m, cp)) !== undefined) break;
      units += w ?? 0.6;
    }
  }
  return units * s.size + (s.tracking ?? 0) * n;
}

/** Greedy line breaking at `maxWidth`; a unit wider than the line stays whole (the caller shrinks the size). */
export function wrap(
  text: string | BreakUnit[],
  s: TextStyle,
  maxWidth: number,
  fonts: CoverFonts = baseFonts,
): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const u of typeof text === 'string' ? breakUnits(text) : text) {
    const next = cur ? `${cur}${u.space ? ' ' : ''}${u.text}` : u.text;
    if (!cur || measure(next, s, fonts) <= maxWidth) cur = next;
    else {
      lines.push(cur);
      cur = u.text;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Even out the lines (no orphan word on the last line): the narrowest width that keeps the same line count. */
function balance(text: BreakUnit[], s: TextStyle, maxWidth: number, lines: string[], fonts: CoverFonts): string[] {
  if (lines.length < 2) return lines;
  let lo = maxWidth * 0.5;
  let hi = maxWidth;
  let best = lines;
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    const l = wrap(text, s, mid, fonts);
    if (l.length <= lines.length && l.every((x) => measure(x, s, fonts) <= mid)) {
      best = l;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

export interface Fit {
  size: number;
  lines: string[];
  tracking: number;
  /** The text was cut with an ellipsis to fit. */
  cut: boolean;
}
type FitStyle = Omit<TextStyle, 'size'> & { max: number; min: number; step?: number; trackingEm?: number };

/**
 * The largest size (between min and max) at which `text` wraps into at most `maxLines` lines no wider than
 * `maxWidth`. At the minimum size, the text is cut with an ellipsis to fit.
 */
export function fitText(
  text: string,
  s: FitStyle,
  maxWidth: number,
  maxLines: number,
  fonts: CoverFonts = baseFonts,
): Fit {
  const key = `${text}\u0000${s.family}|${s.weight}|${s.italic}|${s.upper}|${s.max}|${s.min}|${s.step}|${s.trackingEm}|${s.tracking}|${maxWidth}|${maxLines}|${fonts.key}`;
  const hit = fitCache.get(key);
  if (hit) return hit;
  const out = fitTextUncached(text, s, maxWidth, maxLines, fonts);
  if (fitCache.size > 4000) fitCache.clear();
  fitCache.set(key, out);
  return out;
}

const fitCache = new Map<string, Fit>();

/** The text without its last grapheme (never half an emoji or a letter without its accent). */
const dropLast = (s: string) => graphemes(s).slice(0, -1).join('');

function fitTextUncached(text: string, s: FitStyle, maxWidth: number, maxLines: number, fonts: CoverFonts): Fit {
  const units = breakUnits(text);
  const step = s.step ?? 2;
  const styleAt = (size: number): TextStyle => ({ ...s, size, tracking: (s.trackingEm ?? 0) * size || s.tracking });
  const fits = (size: number) => {
    const style = styleAt(size);
    const lines = wrap(units, style, maxWidth, fonts);
    return lines.length <= maxLines && lines.every((l) => measure(l, style, fonts) <= maxWidth) ? lines : null;
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
    return {
      size,
      lines: balance(units, style, maxWidth, fits(size)!, fonts),
      tracking: style.tracking ?? 0,
      cut: false,
    };
  }
  const style = styleAt(s.min);
  let lines = wrap(units, style, maxWidth, fonts);
  let cut = false;
  if (lines.length > maxLines) {
    cut = true;
    lines = lines.slice(0, maxLines);
    let last = lines[maxLines - 1]!;
    while (graphemes(last).length > 1 && measure(`${last}…`, style, fonts) > maxWidth) last = dropLast(last).trimEnd();
    lines[maxLines - 1] = `${last}…`;
  }
  lines = lines.map((l) => {
    let x = l;
    while (graphemes(x).length > 1 && measure(x, style, fonts) > maxWidth) {
      x = `${dropLast(dropLast(x))}…`;
      cut = true;
    }
    return x;
  });
  return { size: s.min, lines, tracking: style.tracking ?? 0, cut };
}

// ---------- direction ----------
const RTL_LETTER = /[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}\p{sc=Adlam}]/u;
const LETTER = /\p{L}/u;
/**
 * Whether a paragraph reads right to left: most of its letters are in a right-to-left script. (Unicode's first
 * strong letter rule would turn "— ليلى, on what makes them unstoppable" into a right-to-left line.)
 */
export function isRtl(text: string): boolean {
  let rtl = 0;
  let letters = 0;
  for (const ch of text)
    if (LETTER.test(ch)) {
      letters++;
      if (RTL_LETTER.test(ch)) rtl++;
    }
  return rtl * 2 > letters;
}

/** Scripts with no italic of their own: a synthesised slant only deforms them. */
export const UPRIGHT_SCRIPT = /[^\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{sc=Common}\p{sc=Inherited}]/u;

/**
 * The line as satori should get it: a space between two right-to-left words inside a left-to-right line (a Hebrew
 * full name in "// נועה כהן, on what makes them unstoppable") becomes a no-break space. Satori reorders such a run
 * word by word and drops the ordinary space between its words ("נועהכהן ,"); a no-break space keeps the name one
 * run with its space inside. A line of a right-to-left paragraph (direction: rtl; `rtl` says
 * whether the line's whole paragraph is one) is left as it is: satori orders its words well.
 */
export function keepRtlSpaces(line: string, rtl = isRtl(line)): string {
  if (rtl) return line;
  return line.replace(new RegExp(`(${RTL_LETTER.source}[\\p{M}]*) +(?=${RTL_LETTER.source})`, 'gu'), '$1\u00a0');
}
