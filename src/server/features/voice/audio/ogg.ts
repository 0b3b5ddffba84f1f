import { MAX_MALFORMED_PACKETS, opusSamplesAt, parseOpusHead, type OpusHead } from './opus.js';
import { MAX_ELEMENTS, PARSE_MAX_SECONDS, ascii, longer, u32le, type ParseLimits, type ParsedAudio } from './types.js';

const PAGE_HEADER = 27;

/**
 * Ogg Opus (RFC 7845), as Firefox's MediaRecorder writes it. Follows the first logical stream and reassembles its
 * packets from the page segments. The container's claim is the last granule position (48 kHz samples) minus the
 * pre-skip; the packets' own length is the sum of their TOC durations. A crafted file can claim 30 s in its
 * granules and carry hours of packets, so the parse stops as soon as the packets pass `maxSeconds` (overLimit)
 * and keeps no packet beyond it. Empty or malformed packets (no duration by their TOC byte) are not kept, and more
 * than MAX_MALFORMED_PACKETS of them make the file unreadable. Only Opus is accepted in Ogg. Returns null for
 * anything malformed.
 */
export function parseOgg(buf: Uint8Array, limits: ParseLimits = {}): ParsedAudio | null {
  if (ascii(buf, 0, 4) !== 'OggS') return null;
  const maxSeconds = limits.maxSeconds ?? PARSE_MAX_SECONDS;
  let pos = 0;
  let serial: number | null = null;
  let lastGranule = -1;
  let head: OpusHead | null = null;
  let packetIndex = 0; // 0: OpusHead, 1: OpusTags, then audio
  const audio: Uint8Array[] = [];
  let samples = 0; // 48 kHz samples the kept packets hold, by their TOC bytes
  let overLimit = false;
  let malformed = 0;
  let partial: Uint8Array[] = []; // the pieces of a packet continued from earlier pages
  let pages = 0;

  /** One whole packet, b[start, end) (a view of the upload, or the joined pieces); false stops the parse. */
  const takePacket = (b: Uint8Array, start: number, end: number): boolean => {
    const index = packetIndex++;
    if (index === 0) {
      head = parseOpusHead(b.subarray(start, end));
      return head !== null;
    }
    if (index === 1) return true; // OpusTags
    const n = opusSamplesAt(b, start, end);
    if (n === 0) return ++malformed <= MAX_MALFORMED_PACKETS;
    audio.push(b.subarray(start, end));
    samples += n;
    if ((samples - head!.preSkip) / 48_000 > maxSeconds) overLimit = true;
    return !overLimit;
  };
  const takeJoined = (pieces: Uint8Array[]) => {
    const joined = Buffer.concat(pieces);
    return takePacket(joined, 0, joined.length);
  };

  pages: while (pos + PAGE_HEADER <= buf.length && pages < MAX_ELEMENTS) {
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
      let start = bodyStart;
      let p = bodyStart;
      for (let i = 0; i < segments; i++) {
        const lace = buf[pos + PAGE_HEADER + i]!;
        p += lace;
        if (lace < 255) {
          const ok =
            partial.length === 0 ? takePacket(buf, start, p) : takeJoined([...partial, buf.subarray(start, p)]);
          partial = [];
          start = p;
          if (!ok) break pages;
        }
      }
      if (start < p) partial.push(buf.subarray(start, p)); // continues on the next page
      const allOnes = granLow === 0xffffffff && granHigh === 0xffffffff;
      if (!allOnes && granHigh < 0x200000) lastGranule = granHigh * 2 ** 32 + granLow; // < 2^53
    }
    pos = pageEnd;
  }

  const opus = head as OpusHead | null;
  if (!opus || malformed > MAX_MALFORMED_PACKETS) return null;
  const claimed = lastGranule >= 0 ? (lastGranule - opus.preSkip) / 48_000 : null;
  const packetSeconds = Math.max(0, samples - opus.preSkip) / 48_000;
  return {
    container: 'ogg',
    codec: 'opus',
    durationSeconds: longer(claimed, packetSeconds),
    packetSeconds,
    overLimit,
    channels: opus.channels,
    opusPackets: audio,
    preSkip: opus.preSkip,
  };
}
