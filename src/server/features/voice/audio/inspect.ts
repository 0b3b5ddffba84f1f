import { fileTypeFromBuffer } from 'file-type';
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
 * The container by the bytes' signature, as file-type reads it (EBML with DocType webm or matroska, Ogg, an ISO-BMFF
 * `ftyp` box), never by the browser's Content-Type. The parsers then check the codec: a video track, Theora or
 * FLAC is refused there.
 */
const CONTAINER_OF: Record<string, AudioContainer> = {
  webm: 'webm',
  mkv: 'webm',
  opus: 'ogg',
  ogg: 'ogg',
  oga: 'ogg',
  ogv: 'ogg',
  ogm: 'ogg',
  ogx: 'ogg',
  spx: 'ogg',
  mp4: 'mp4',
  m4a: 'mp4',
  m4b: 'mp4',
  m4v: 'mp4',
  mov: 'mp4',
  '3gp': 'mp4',
  '3g2': 'mp4',
  f4a: 'mp4',
  f4b: 'mp4',
  f4v: 'mp4',
};

const PARSERS: Record<AudioContainer, (buf: Uint8Array, limits: ParseLimits) => ParsedAudio | null> = {
  webm: parseWebm,
  ogg: parseOgg,
  mp4: parseMp4,
};

/**
 * What the bytes are: WebM with Opus or Vorbis, Ogg with Opus, MP4/M4A with AAC (or Opus). null for anything else,
 * including files whose structure or duration cannot be read. Never throws.
 *
 * The parsers count the audio the packets hold and stop reading at `limits.maxSeconds` (by default the longest
 * recording the server takes): an answer with overLimit is a recording that is too long, however short its
 * header says it is.
 */
export async function inspectAudio(buf: Uint8Array, limits: ParseLimits = {}): Promise<InspectedAudio | null> {
  if (buf.length < 12) return null;
  let parsed: ParsedAudio | null = null;
  try {
    const found = await fileTypeFromBuffer(buf);
    const container = found ? CONTAINER_OF[found.ext] : undefined;
    if (container) parsed = PARSERS[container](buf, limits);
  } catch {
    // The parsers check their bounds; this is the last line of defence against a malformed file.
    parsed = null;
  }
  if (!parsed || parsed.durationSeconds === null) return null;
  return { ...parsed, ...CONTAINER_FORMATS[parsed.container] };
}
