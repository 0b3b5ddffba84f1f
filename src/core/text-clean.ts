import { SUPERPOWER_MAX_LENGTH } from '@content/quiz.js';

/**
 * The one set of cleaners for text a visitor typed. Server and browser run these same functions, so what is
 * stored, hashed, printed on a cover and shown on a share page agree.
 */

/** The longest name kept (the spin API refuses longer ones; a cover or share page cuts at a word). */
export const NAME_MAX = 40;

/** Drop C0 control characters and DEL (new lines kept on request); other text is left as it is. */
export function stripControlChars(text: string, opts: { keepNewlines?: boolean } = {}): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !(opts.keepNewlines && ch === '\n')) continue;
    out += ch;
  }
  return out;
}

/**
 * One line of text: control characters become spaces, white space collapsed, trimmed. Angle brackets stay: a visitor
 * may write `<3` or `a < b`; every output escapes them (satori draws text as paths, React and the share page escape
 * HTML, the AI prompts escape them in their data block).
 */
export function cleanText(s: string | null | undefined): string {
  return (s ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `cleanText`, cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function capText(s: string, max: number): string {
  const t = cleanText(s);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.5 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}

/**
 * The superpower answer as stored and hashed: Unicode NFC, control characters (but new lines) dropped, trimmed.
 * The role choice hashes this text, so changing it changes visitors' roles (docs/decisions/004-role-choice.md).
 */
export function cleanSuperpower(text: string): string {
  return stripControlChars(text.normalize('NFC').replace(/\r\n?/g, '\n'), { keepNewlines: true }).trim();
}

/**
 * The superpower as printed (cover copy, AI prompts): the stored answer on one line, without wrapping quotes, cut
 * at SUPERPOWER_MAX_LENGTH. Empty string when blank.
 */
export function superpowerLine(s: string | null | undefined): string {
  const t = cleanText(cleanSuperpower(s ?? ''))
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
    .trim();
  return capText(t, SUPERPOWER_MAX_LENGTH);
}

/**
 * A visitor's name as printed (cover, share page): one line, without control characters or the
 * copy grammar's brackets ({}[]|), cut at a word to NAME_MAX characters. Blank → null.
 */
export function cleanName(s: string | null | undefined): string | null {
  const t = capText(cleanText(s).replace(/[{}[\]|]/g, ''), NAME_MAX);
  return t ? t : null;
}

/**
 * A text that goes between double quotes, with its own double quotes made single: “say ‘wow’ daily”, never
 * “say “wow” daily” (nested quotes). Pairs (curly or straight) become ‘…’; a lone curly double
 * quote becomes its single twin; a lone straight one (5" screen) stays.
 */
export function innerQuotes(s: string): string {
  return s
    .replace(/“([^“”]*)”/g, '‘$1’')
    .replace(/"([^"\n]*)"/g, '‘$1’')
    .replace(/“/g, '‘')
    .replace(/”/g, '’');
}

/** The text between curly double quotes, quotes inside it made single, and quotes already around it not doubled. */
export function quoted(s: string): string {
  const whole = /^\s*[“"]([^“”"]*)[”"]\s*$/.exec(s);
  return `“${innerQuotes(whole ? whole[1]! : s)}”`;
}
