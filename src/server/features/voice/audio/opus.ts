import { ascii, u16le } from './types.js';

/** The OpusHead identification header (RFC 7845 §5.1), from Ogg's first packet or WebM's CodecPrivate. */
export interface OpusHead {
  channels: number;
  preSkip: number;
  mappingFamily: number;
}

export function parseOpusHead(b: Uint8Array): OpusHead | null {
  if (b.length < 19 || ascii(b, 0, 8) !== 'OpusHead') return null;
  const version = b[8]!;
  if (version >> 4 !== 0) return null; // major version must be 0
  const channels = b[9]!;
  if (channels < 1) return null;
  return { channels, preSkip: u16le(b, 10), mappingFamily: b[18]! };
}

/** Frame length in 48 kHz samples for each of the 32 TOC configurations (RFC 6716 §3.1). */
const FRAME_SAMPLES = Array.from({ length: 32 }, (_, config) => {
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!; // SILK: 10, 20, 40, 60 ms
  if (config < 16) return [480, 960][config % 2]!; // Hybrid: 10, 20 ms
  return [120, 240, 480, 960][config % 4]!; // CELT: 2.5, 5, 10, 20 ms
});

/**
 * Samples (at 48 kHz) the Opus packet in b[start, end) decodes to, from its TOC byte (RFC 6716 §3.1), without
 * decoding it; 0 for an empty or malformed packet. Reads the bytes in place, so a parser need not cut a view per packet.
 */
export function opusSamplesAt(b: Uint8Array, start: number, end: number): number {
  if (end - start < 1) return 0;
  const toc = b[start]!;
  const per = FRAME_SAMPLES[toc >> 3]!;
  const code = toc & 3;
  if (code === 0) return per;
  if (code === 1 || code === 2) return per * 2;
  if (end - start < 2) return 0;
  const count = b[start + 1]! & 0x3f;
  return per * count > 5760 ? 0 : per * count; // a packet holds at most 120 ms
}

/**
 * Packets with no duration by their TOC byte (empty or malformed) a parser passes over before it refuses the file:
 * recorders never write them, and a file of millions of them would only cost time.
 */
export const MAX_MALFORMED_PACKETS = 100;

/** Samples (at 48 kHz) one Opus packet decodes to, from its TOC byte; 0 for an empty or malformed packet. */
export function opusPacketSamples(packet: Uint8Array): number {
  return opusSamplesAt(packet, 0, packet.length);
}
