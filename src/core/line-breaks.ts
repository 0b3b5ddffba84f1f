/**
 * Where the words on a cover may break onto a new line, for the server's renderer and the browser's fast preview
 * alike: at spaces; between the characters of Chinese and Japanese, which use none (never before closing
 * punctuation or small kana, never after opening punctuation); between the words of Thai, Lao, Khmer and Burmese,
 * which use none either, as the platform's dictionary finds them (Intl.Segmenter).
 */
export interface BreakUnit {
  text: string;
  /** A space comes before this unit (false: it joins the previous one directly). */
  space: boolean;
}

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\u3000-\u303f\uff00-\uffef]/u;
const NO_START =
  /^[、。，．,.！？!?：；:;）)」』】〕〉》〗〙〛ー゛゜ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…‥]/u;
const NO_END = /[（(「『【〔〈《〖〘〚]$/u;

const segmenter = (granularity: 'grapheme' | 'word') =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity }) : null;
const graphemeSegmenter = segmenter('grapheme');
const wordSegmenter = segmenter('word');

/** The user-perceived characters of a text: an emoji with its skin tone, a letter with its accents, stay whole. */
export function graphemes(text: string): string[] {
  return graphemeSegmenter ? Array.from(graphemeSegmenter.segment(text), (s) => s.segment) : Array.from(text);
}

function words(text: string): string[] {
  return wordSegmenter ? Array.from(wordSegmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** The text as units a line may break between, in order; joining them (with a space where `space`) gives it back. */
export function breakUnits(text: string): BreakUnit[] {
  const units: BreakUnit[] = [];
  for (const chunk of text.split(/\s+/).filter(Boolean)) {
    if (!UNSPACED.test(chunk)) {
      units.push({ text: chunk, space: true });
      continue;
    }
    // a break may come before each CJK character and before each word of the other scripts
    const pieces = words(chunk).flatMap((w) => (CJK.test(w) ? graphemes(w) : [w]));
    let cur = '';
    let first = true;
    for (const p of pieces) {
      if (cur && (UNSPACED.test(p) || UNSPACED.test([...cur].pop()!)) && !NO_START.test(p) && !NO_END.test(cur)) {
        units.push({ text: cur, space: first });
        first = false;
        cur = '';
      }
      cur += p;
    }
    if (cur) units.push({ text: cur, space: first });
  }
  return units;
}
