/** What a container parser found. Parsers never throw: garbage gives null (the upload is refused as unsupported). */
export type AudioContainer = 'webm' | 'ogg' | 'mp4';
export type AudioCodec = 'opus' | 'vorbis' | 'aac';

export interface ParsedAudio {
  container: AudioContainer;
  codec: AudioCodec;
  /** Measured from the container's timestamps; null when they could not be read. */
  durationSeconds: number | null;
  channels: number | null;
  /** Opus only: the packets in order (views into the upload where possible), for the local voice profile. */
  opusPackets?: Uint8Array[];
  /** Opus only: samples at 48 kHz to drop at the start (OpusHead pre-skip). */
  preSkip?: number;
}

/** Caps every loop in the parsers: an 8 MB upload cannot hold more elements than this. */
export const MAX_ELEMENTS = 4_000_000;

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
