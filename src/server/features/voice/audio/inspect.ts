import { parseMp4 } from './mp4.js';
import { parseOgg } from './ogg.js';
import { parseWebm } from './webm.js';
import type { AudioContainer, ParseLimits, ParsedAudio } from './types.js';

export type { ParsedAudio } from './types.js';

/** How each accepted container is stored and served. */
export const CONTAINER_FORMATS: Record<AudioContainer, { mimeType: string; ext: string }> = {
  webm: { mimeType: 'audio/webm', ext: 'webm' },
  ogg: { mimeType: 'audio/ogg', ext: 'ogg' },
  mp4: { mimeType: 'audio/mp4', ext: 'm4a' },
};

export type InspectedAudio = ParsedAudio & { mimeType: string; ext: string };

/**
 * What the bytes are, by their signature, never by the browser's Content-Type: WebM (EBML 1A 45 DF A3) with Opus
 * or Vorbis, Ogg (OggS) with Opus, MP4/M4A (an ftyp box) with AAC (or Opus). null for anything else, including
 * files whose structure or duration cannot be read. Never throws.
 *
 * The parsers count the audio the packets hold and stop reading at `limits.maxSeconds` (by default the longest
 * recording the server takes): an answer with overLimit is a recording that is too long, however short its
 * header says it is.
 */
export function inspectAudio(buf: Uint8Array, limits: ParseLimits = {}): InspectedAudio | null {
  if (buf.length < 12) return null;
  let parsed: ParsedAudio | null = null;
  try {
    if (buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3) parsed = parseWebm(buf, limits);
    else if (buf[0] === 0x4f && buf[1] === 0x67 && buf[2] === 0x67 && buf[3] === 0x53) parsed = parseOgg(buf, limits);
    else if (buf[4] === 0x66 && buf[5] === 0x74 && buf[6] === 0x79 && buf[7] === 0x70) parsed = parseMp4(buf, limits);
  } catch {
    // The parsers check their bounds; this is the last line of defence against a malformed file.
    parsed = null;
  }
  if (!parsed || parsed.durationSeconds === null) return null;
  return { ...parsed, ...CONTAINER_FORMATS[parsed.container] };
}
