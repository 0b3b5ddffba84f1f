import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import en from 'naughty-words/en.json' with { type: 'json' };
import sv from 'naughty-words/sv.json' with { type: 'json' };
import no from 'naughty-words/no.json' with { type: 'json' };
import da from 'naughty-words/da.json' with { type: 'json' };
import fi from 'naughty-words/fi.json' with { type: 'json' };
import { IMPERSONATION_TERMS, PROFANITY_ALLOWED } from '@content/moderation.js';
import { capText, cleanText, NAME_MAX } from './text-clean.js';

/**
 * The check every name or short text passes before it can appear publicly: the share page, the gallery, the
 * posters and the social image, and later the sponsor page. Two maintained word lists
 * (obscenity's English set with its look-alike and leetspeak transformers; the LDNOOBW lists of naughty-words
 * in English, Swedish, Norwegian, Danish and Finnish) and our own list of names that would pretend to be the
 * product or its staff. Text built to slip past a list (spaced letters, dots, look-alike letters from other
 * scripts, digits for letters, repeated letters) is normalised before it is compared.
 *
 * Pure: the server calls it when a name is stored and again when one is shown (older rows), the web may call it
 * to warn early.
 */

export const PUBLIC_NAME_FALLBACK = 'Anonymous';
export const NAME_REFUSED_MESSAGE =
  "We can't show that name publicly, so your cover shows 'Anonymous'. Choose another name to show it.";
export const NAME_IMPERSONATION_MESSAGE =
  "Names that look like our team or an official account can't be shown publicly, so your cover shows 'Anonymous'.";

export type PublicTextVerdict =
  { ok: true; text: string } | { ok: false; reason: 'empty' | 'profanity' | 'impersonation'; message: string };

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Letters from other scripts and symbols that read as Latin letters, and digits used as letters. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ա: 'w',
  ս: 'u',
  օ: 'o',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ƒ: 'f',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
  '£': 'l',
  '+': 't',
};

/** Lower case, compatibility forms folded (full-width, mathematical letters), accents dropped, look-alikes mapped. */
export function foldForCheck(text: string): string {
  const base = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  let out = '';
  for (const ch of base) out += LOOK_ALIKES[ch] ?? ch;
  // Zero-width and format characters never separate letters.
  return out.replace(/\p{Cf}+/gu, '');
}

const squeeze = (s: string) => s.replace(/(.)\1+/g, '$1');
const lettersOnly = (s: string) => s.replace(/[^\p{L}]+/gu, '');

interface WordList {
  /** Whole words and phrases, letters only. */
  words: Set<string>;
  /** The same with repeated letters squeezed ('fuuuck', 'fiiitta'), used only for text that repeats a letter. */
  squeezed: Set<string>;
  /** Entries of several words ('skit ner dig'), found anywhere in the text with its spaces removed. */
  phrases: string[];
}

let lists: WordList | null = null;

function wordList(): WordList {
  if (lists) return lists;
  const allowed = new Set<string>(PROFANITY_ALLOWED);
  const words = new Set<string>();
  const squeezed = new Set<string>();
  const phrases: string[] = [];
  for (const raw of [...en, ...sv, ...no, ...da, ...fi] as string[]) {
    const w = lettersOnly(foldForCheck(raw));
    if (w.length < 3 || allowed.has(w)) continue;
    words.add(w);
    squeezed.add(squeeze(w));
    if (/\s/.test(raw.trim())) phrases.push(w);
  }
  lists = { words, squeezed, phrases };
  return lists;
}

/**
 * The readings of a text a list is compared with: each word; runs of single letters joined ('f u c k',
 * 'f.u.c.k'); neighbouring words joined ('fit ta'); and the whole text without spaces or punctuation.
 */
function readings(folded: string): { tokens: string[]; joined: string } {
  const parts = folded.split(/[^\p{L}]+/u).filter(Boolean);
  const tokens = new Set<string>(parts);
  let run = '';
  for (const p of [...parts, '']) {
    if (p.length === 1) run += p;
    else {
      if (run.length > 1) tokens.add(run);
      run = '';
    }
  }
  for (let i = 0; i + 1 < parts.length; i++) tokens.add(parts[i]! + parts[i + 1]!);
  tokens.add(parts.join(''));
  return { tokens: [...tokens], joined: parts.join('') };
}

function isProfane(text: string, folded: string): boolean {
  const { tokens, joined } = readings(folded);
  // obscenity reads the original (its own transformers find words inside others, with its exceptions), then the
  // spaced-out runs our reading joined. The other lists are compared word by word: inside another word they would
  // refuse ordinary names ('Therapist', 'Bob' from a squeezed 'boob').
  if (english.hasMatch(text)) return true;
  if (tokens.some((t) => t.length > 1 && english.hasMatch(t))) return true;
  const { words, squeezed, phrases } = wordList();
  if (phrases.some((p) => joined.includes(p))) return true;
  return tokens.some((t) => words.has(t) || (squeeze(t) !== t && squeezed.has(squeeze(t))));
}

function isImpersonation(folded: string, brand?: string): boolean {
  const { tokens, joined } = readings(folded);
  const terms = [...IMPERSONATION_TERMS];
  const brandKey = brand ? lettersOnly(foldForCheck(brand)) : '';
  if (brandKey.length >= 3) terms.push({ term: brandKey });
  return terms.some(({ term, word }) =>
    word ? tokens.includes(term) || joined === term : joined.includes(term) || squeeze(joined).includes(squeeze(term)),
  );
}

/**
 * Check a name (or a short text with `max`) for public display: cleaned to one line and cut at a word to `max`
 * characters (default NAME_MAX, 40), then refused when it is empty, profane or pretends to be the product or its
 * staff. A refused text says why in words a visitor understands.
 */
export function checkPublicText(
  raw: string | null | undefined,
  opts: { brand?: string; max?: number } = {},
): PublicTextVerdict {
  const text = capText(cleanText(raw).replace(/[{}[\]|]/g, ''), opts.max ?? NAME_MAX);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return { ok: false, reason: 'empty', message: NAME_REFUSED_MESSAGE };
  const folded = foldForCheck(text);
  if (isProfane(text, folded)) return { ok: false, reason: 'profanity', message: NAME_REFUSED_MESSAGE };
  if (isImpersonation(folded, opts.brand))
    return { ok: false, reason: 'impersonation', message: NAME_IMPERSONATION_MESSAGE };
  return { ok: true, text };
}

/** The name as it may appear publicly: the checked name, or 'Anonymous' when it is refused or missing. */
export function publicName(raw: string | null | undefined, opts: { brand?: string; max?: number } = {}): string {
  const v = checkPublicText(raw, opts);
  return v.ok ? v.text : PUBLIC_NAME_FALLBACK;
}
