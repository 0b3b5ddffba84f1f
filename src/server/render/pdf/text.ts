import { breakUnits } from '@core/line-breaks.js';
import { advance, faceFor, type Face, type FontStyle } from './fonts.js';

/**
 * Text set in the PDFs: split into runs, each in a face that has its letters; lines wrapped at the places
 * core/line-breaks allows (spaces, between CJK characters); each line's runs put in visual order.
 *
 * Right to left: a run of Arabic or Hebrew is handed to pdf-lib in logical order; fontkit's layout shapes it
 * (joining forms) and reverses its glyphs, so the run draws right to left. Here the runs of a line are ordered as
 * the Unicode bidi algorithm would at paragraph level: a right-to-left stretch inside a left-to-right line keeps
 * its runs right to left, and a paragraph that starts in Arabic or Hebrew is set right to left and right-aligned.
 */
export interface TextStyle extends FontStyle {
  size: number;
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Extra space between letters, in em (small uppercase labels). */
  tracking?: number;
}

export interface Run {
  text: string;
  face: Face;
  /** Width at size 1 (em), tracking included. */
  width: number;
  /** true: right-to-left letters; false: left-to-right letters; null: only spaces, digits or punctuation. */
  rtl: boolean | null;
}

export interface Line {
  runs: Run[];
  /** Width at size 1 (em). */
  width: number;
  rtl: boolean;
}

const RTL = /[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const direction = (s: string): boolean | null => {
  for (const ch of s) if (LETTER.test(ch)) return RTL.test(ch);
  return null;
};

/** The faces every document drew with: the kit embeds exactly these. */
export type FaceSink = (f: Face) => void;

/** `text` (one line, logical order) as runs in logical order. */
function logicalRuns(text: string, style: TextStyle, sink: FaceSink): Run[] {
  const runs: { text: string; face: Face }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    // Spaces and punctuation stay in the run they are in when its face has them (an Arabic name stays one run).
    if (last && !LETTER.test(ch) && last.face.font.hasGlyphForCodePoint(cp)) {
      last.text += ch;
      continue;
    }
    const f = faceFor(cp, style, text);
    if (!f) continue;
    if (last && last.face === f) last.text += ch;
    else runs.push({ text: ch, face: f });
  }
  // Trailing spaces of a right-to-left run belong between it and what follows, not inside its reversal.
  const split: { text: string; face: Face }[] = [];
  for (const r of runs) {
    const m = /^(.*?)(\s+)$/su.exec(r.text);
    if (m && m[1] && direction(m[1])) split.push({ text: m[1], face: r.face }, { text: m[2]!, face: r.face });
    else split.push(r);
  }
  const track = style.tracking ?? 0;
  return split.map((r) => {
    sink(r.face);
    return { ...r, width: advance(r.face, r.text) + track * [...r.text].length, rtl: direction(r.text) };
  });
}

/** Runs in visual order for a line whose paragraph runs `rtl` (levels 0/1 for ltr, 1/2 for rtl; rule L2). */
function visual(runs: Run[], rtl: boolean): Run[] {
  const base = rtl ? 1 : 0;
  const levels = runs.map((r, i) => {
    let dir = r.rtl;
    if (dir === null) {
      const before = runs
        .slice(0, i)
        .reverse()
        .find((x) => x.rtl !== null)?.rtl;
      const after = runs.slice(i + 1).find((x) => x.rtl !== null)?.rtl;
      dir = before !== undefined && before === after ? before : rtl;
    }
    return dir === rtl ? base : base + 1;
  });
  const out = runs.map((r, i) => ({ r, l: levels[i]! }));
  for (let level = Math.max(0, ...levels); level >= 1; level--)
    for (let i = 0; i < out.length;) {
      if (out[i]!.l < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.l >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  return out.map((x) => x.r);
}

export function lineOf(text: string, style: TextStyle, sink: FaceSink, rtl?: boolean): Line {
  const runs = logicalRuns(text.trim(), style, sink);
  const dir = rtl ?? direction(text) === true;
  return { runs: visual(runs, dir), width: runs.reduce((s, r) => s + r.width, 0), rtl: dir };
}

const widths = new Map<string, number>();
/** Width (em) of a word alone: a line is its words plus its spaces (pdf-lib draws no kerning between them). */
function wordWidth(word: string, style: TextStyle, rtl: boolean): number {
  const key = `${style.family}${style.weight}${style.italic ? 'i' : ''}${style.tracking ?? 0}${rtl ? 'r' : ''}|${word}`;
  let w = widths.get(key);
  if (w === undefined) {
    w = lineOf(word, style, () => {}, rtl).width;
    if (widths.size > 50_000) widths.clear();
    widths.set(key, w);
  }
  return w;
}

/** `text` broken into lines no wider than `width` (points); '\n' starts a new paragraph line. */
export function wrap(text: string, style: TextStyle, width: number, sink: FaceSink): Line[] {
  const lines: Line[] = [];
  const max = width / style.size;
  for (const para of text
    .normalize('NFC')
    .replace(/[ \t]+/g, ' ')
    .split('\n')) {
    const rtl = direction(para) === true;
    const space = wordWidth('x x', style, false) - 2 * wordWidth('x', style, false);
    let current = '';
    let w = 0;
    for (const unit of breakUnits(para)) {
      const uw = wordWidth(unit.text, style, rtl);
      const gap = current && unit.space ? space : 0;
      if (current && w + gap + uw > max) {
        lines.push(lineOf(current, style, sink, rtl));
        current = unit.text;
        w = uw;
      } else {
        current = current ? current + (unit.space ? ' ' : '') + unit.text : unit.text;
        w += gap + uw;
      }
    }
    lines.push(lineOf(current, style, sink, rtl));
  }
  return lines;
}

/**
 * The longest start of `text` that ends a sentence and wraps into at most `maxLines`; the whole text when it fits;
 * when no sentence end fits, the whole first sentence (a quote is never cut mid-sentence).
 */
export function sentencesThatFit(text: string, style: TextStyle, width: number, maxLines: number): string {
  const fits = (t: string) => wrap(t, style, width, () => {}).length <= maxLines;
  if (fits(text)) return text;
  const ends = [...text.matchAll(/[.!?…。！？]["”’»)]*(?=\s|$)/gu)].map((m) => m.index! + m[0].length);
  let best = ends[0] !== undefined ? text.slice(0, ends[0]) : text;
  for (const e of ends) if (fits(text.slice(0, e))) best = text.slice(0, e);
  return best.trim();
}
