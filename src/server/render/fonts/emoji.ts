import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Emoji on covers are pictures: Twemoji's SVG files (@discordapp/twemoji, graphics CC-BY 4.0), read from disk
 * the first time a cover needs one and handed to satori as `graphemeImages`. Nothing is fetched.
 */
const require = createRequire(import.meta.url);
const DIR = path.join(path.dirname(require.resolve('@discordapp/twemoji')), 'svg');

let names: Set<string> | null = null;
function fileNames(): Set<string> {
  names ??= new Set(
    readdirSync(DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4)),
  );
  return names;
}

/** Could this grapheme be an emoji (a pictograph, a flag, a keycap, or anything asking for emoji presentation)? */
const EMOJI_LIKE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|\ufe0f/u;
/** Characters that are emoji by default, even without U+FE0F. */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;

const hex = (g: string) => [...g].map((c) => c.codePointAt(0)!.toString(16));

/**
 * The Twemoji file name for a grapheme, or null. Twemoji names a file by its code points joined with '-', without
 * U+FE0F unless the sequence has a zero-width joiner; some sequences are only stored without it.
 */
export function emojiName(grapheme: string): string | null {
  if (!EMOJI_LIKE.test(grapheme)) return null;
  const all = hex(grapheme);
  const bare = all.filter((c) => c !== 'fe0f');
  const tries = grapheme.includes('\u200d') ? [all.join('-'), bare.join('-')] : [bare.join('-')];
  for (const t of tries) if (fileNames().has(t)) return t;
  return null;
}

/**
 * Whether a grapheme is drawn as an emoji picture: it has a Twemoji file and is emoji by default, asks for emoji
 * presentation (U+FE0F), is a sequence (skin tone, flag, keycap, ZWJ), or no text font can draw it. A lone ©, ™ or
 * ↔ that a text font has stays text.
 */
export function isEmojiPicture(grapheme: string, textFontHas: (cp: number) => boolean): boolean {
  if (!emojiName(grapheme)) return false;
  const cps = [...grapheme];
  if (cps.length > 1 || EMOJI_PRESENTATION.test(grapheme)) return true;
  return !textFontHas(grapheme.codePointAt(0)!);
}

const uris = new Map<string, Promise<string>>();
/** The picture of an emoji as a data URI (cached for the life of the process: ~1-3 kB each). */
export function emojiDataUri(grapheme: string): Promise<string> | null {
  const name = emojiName(grapheme);
  if (!name) return null;
  let hit = uris.get(name);
  if (!hit) {
    hit = readFile(path.join(DIR, `${name}.svg`)).then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`);
    hit.catch(() => uris.delete(name));
    uris.set(name, hit);
  }
  return hit;
}
