/**
 * Words for the public-name check (src/core/public-name.ts). Data only: the profanity lists themselves come from
 * maintained libraries (obscenity for English, naughty-words — the LDNOOBW lists — for Swedish and the other
 * languages named below); this file holds only what is ours: who a public name may not pretend to be, and the list
 * words that are also ordinary names or words and so are allowed on their own.
 */

/** Languages of naughty-words whose lists are checked besides obscenity's English (en is checked by both). */
export const PROFANITY_LANGUAGES = ['en', 'sv', 'no', 'da', 'fi'] as const;

/**
 * List words that are also first names or everyday words in English or Swedish ('Pippa', 'fan', 'stake', 'sås'…):
 * they are not refused when they stand alone. Compared after normalising (lower case, no accents).
 */
export const PROFANITY_ALLOWED = [
  'fan',
  'hard',
  'sas',
  'stake',
  'olla',
  'pippa',
  'tusan',
  'satan',
  'pitt',
  'bra',
  'moona',
  'prutt',
] as const;

/**
 * Names that would make a public page look as if the product, its staff or an official account said it. Compared
 * after normalising and removing spaces and punctuation ('Ad-min', 'S u p p o r t'); the brand name is added at run
 * time. A whole-word entry (`word: true`) is refused only as a word of its own ('Mod' but not 'Modesty').
 */
export const IMPERSONATION_TERMS: ReadonlyArray<{ term: string; word?: boolean }> = [
  { term: 'admin' },
  { term: 'administrator' },
  { term: 'moderator' },
  { term: 'mod', word: true },
  { term: 'staff', word: true },
  { term: 'support', word: true },
  { term: 'helpdesk' },
  { term: 'official', word: true },
  { term: 'officiell', word: true },
  { term: 'verified', word: true },
  { term: 'verifierad', word: true },
  { term: 'system', word: true },
  { term: 'root', word: true },
  { term: 'superuser' },
  { term: 'customerservice' },
  { term: 'kundtjanst' },
  { term: 'teamfutureself' },
  { term: 'futureselfteam' },
];
