import { opusPacketSamples, parseOpusHead } from './opus.js';
import { MAX_ELEMENTS, ascii, u32le, type ParsedAudio } from './types.js';

const PAGE_HEADER = 27;

/**
 * Ogg Opus (RFC 7845), as Firefox's MediaRecorder writes it. Follows the first logical stream, reassembles its
 * packets from the page segments, and measures the duration from the last granule position (48 kHz samples)
 * minus the pre-skip. Only Opus is accepted in Ogg. Returns null for anything malformed.
 */
export function parseOgg(buf: Uint8Array): ParsedAudio | null {
  if (ascii(buf, 0, 4) !== 'OggS') return null;
  let pos = 0;
  let serial: number | null = null;
  let lastGranule = -1;
  const packets: Uint8Array[] = [];
  let partial: Uint8Array[] = [];
  let pages = 0;

  while (pos + PAGE_HEADER <= buf.length && pages < MAX_ELEMENTS) {
    if (ascii(buf, pos, 4) !== 'OggS') break; // a torn or trailing page ends the stream
    pages++;
    const version = buf[pos + 4]!;
    const headerType = buf[pos + 5]!;
    const granLow = u32le(buf, pos + 6);
    const granHigh = u32le(buf, pos + 10);
    const pageSerial = u32le(buf, pos + 14);
    const segments = buf[pos + 26]!;
    const bodyStart = pos + PAGE_HEADER + segments;
    if (version !== 0 || bodyStart > buf.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += buf[pos + PAGE_HEADER + i]!;
    const pageEnd = bodyStart + bodyLength;
    if (pageEnd > buf.length) break;

    if (serial === null) {
      if (!(headerType & 0x02)) return null; // the first page must begin a stream
      serial = pageSerial;
    }
    if (pageSerial === serial) {
      if (!(headerType & 0x01)) partial = []; // not a continuation: drop any unfinished packet
      let p = bodyStart;
      for (let i = 0; i < segments; i++) {
        const lace = buf[pos + PAGE_HEADER + i]!;
        partial.push(buf.subarray(p, p + lace));
        p += lace;
        if (lace < 255) {
          packets.push(partial.length === 1 ? partial[0]! : Buffer.concat(partial));
          partial = [];
        }
      }
      const allOnes = granLow === 0xffffffff && granHigh === 0xffffffff;
      if (!allOnes && granHigh < 0x200000) lastGranule = granHigh * 2 ** 32 + granLow; // < 2^53
    }
    pos = pageEnd;
  }

  const head = packets[0] ? parseOpusHead(packets[0]) : null;
  if (!head) return null;
  // packets[1] is OpusTags; audio follows.
  const audio = packets.slice(2).filter((p) => p.length > 0);
  let samples = lastGranule >= 0 ? lastGranule - head.preSkip : -1;
  if (samples <= 0) samples = audio.reduce((n, p) => n + opusPacketSamples(p), 0) - head.preSkip;
  return {
    container: 'ogg',
    codec: 'opus',
    durationSeconds: samples > 0 ? samples / 48_000 : null,
    channels: head.channels,
    opusPackets: audio,
    preSkip: head.preSkip,
  };
}
