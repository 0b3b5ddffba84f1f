import { VOICE_HARD_MAX_SECONDS } from '@core/contracts/voice.js';

/** What a container parser found. Parsers never throw: garbage gives null (the upload is refused as unsupported). */
export type AudioContainer = 'webm' | 'ogg' | 'mp4';
export type AudioCodec = 'opus' | 'vorbis' | 'aac';

export interface ParsedAudio {
  container: AudioContainer;
  codec: AudioCodec;
  /**
   * The longer of what the container's timestamps claim and what its packets hold (packetSeconds): a player plays
   * every packet, whatever the header says. null when neither could be read.
   */
  durationSeconds: number | null;
  /**
   * The audio the packets themselves hold, from their own headers, without decoding: for Opus each packet's TOC
   * byte; for MP4 the sample tables and the AAC frame count. Counted until the parse stopped; null where packets
   * cannot be counted (Vorbis).
   */
  packetSeconds: number | null;
  /**
   * The packets passed the parser's limit (`maxSeconds`, the longest recording the server takes) and the parse
   * stopped there: the rest of the file was not read and its packets were not kept. The upload is too long.
   */
  overLimit: boolean;
  channels: number | null;
  /** Opus only: the packets in order (views into the upload where possible), for the local voice profile. */
  opusPackets?: Uint8Array[];
  /** Opus only: samples at 48 kHz to drop at the start (OpusHead pre-skip). */
  preSkip?: number;
}

/** What the parsers count up to by default: 90 s and the margin the server allows (core VOICE_HARD_MAX_SECONDS). */
export const PARSE_MAX_SECONDS = VOICE_HARD_MAX_SECONDS;

export interface ParseLimits {
  /** Stop reading packets once they hold more audio than this, in seconds. */
  maxSeconds?: number;
}

/** The longer of two durations in seconds, ignoring null and what is not a positive finite number. */
export function longer(a: number | null, b: number | null): number | null {
  const ok = (v: number | null): v is number => v !== null && Number.isFinite(v) && v > 0;
  if (ok(a) && ok(b)) return Math.max(a, b);
  return ok(a) ? a : ok(b) ? b : null;
}

/**
 * Caps every loop in the parsers (elements, pages, sample entries): a parse reads at most this many and treats the
 * rest as cut off. A 90 s recording has a few thousand (one block or page per 20 ms packet at most: 4,500); an
 * 8 MB upload of 2-byte elements would have 4 million, and walking them all held the event loop for ~0.4 s.
 */
export const MAX_ELEMENTS = 100_000;

export function ascii(buf: Uint8Array, start: number, length: number): string {
  if (start < 0 || start + length > buf.length) return '';
  let s = '';
  for (let i = start; i < start + length; i++) s += String.fromCharCode(buf[i]!);
  return s;
}

export function u16be(b: Uint8Array, p: number): number {
  return (b[p]! << 8) | b[p + 1]!;
}
export function u32be(b: Uint8Array, p: number): number {
  return ((b[p]! << 24) >>> 0) + ((b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!);
}
export function u64be(b: Uint8Array, p: number): number {
  return u32be(b, p) * 2 ** 32 + u32be(b, p + 4);
}
export function u16le(b: Uint8Array, p: number): number {
  return b[p]! | (b[p + 1]! << 8);
}
export function u32le(b: Uint8Array, p: number): number {
  return (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16)) + ((b[p + 3]! << 24) >>> 0);
}
