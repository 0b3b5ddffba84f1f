import { MAX_MALFORMED_PACKETS, opusSamplesAt, parseOpusHead, type OpusHead } from './opus.js';
import { MAX_ELEMENTS, PARSE_MAX_SECONDS, ascii, longer, type ParseLimits, type ParsedAudio } from './types.js';

// Matroska element IDs (with their length marker bits, as written in files).
const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  Audio: 0xe1,
  Channels: 0x9f,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
} as const;

/** Master elements the walker steps into instead of skipping (works whether their size is known or not). */
const STEP_INTO = new Set<number>([ID.Segment, ID.Cluster, ID.BlockGroup]);

interface Header {
  id: number;
  /** null: unknown size (live recordings such as MediaRecorder's write Segment and Cluster like this). */
  size: number | null;
  dataStart: number;
}

/** One EBML element header at pos, or null when it runs past the end or is malformed. */
export function readHeader(b: Uint8Array, pos: number): Header | null {
  if (pos >= b.length) return null;
  const first = b[pos]!;
  if (first === 0) return null;
  const idLen = Math.clz32(first) - 23; // 1..8 for a non-zero byte
  if (idLen > 4 || pos + idLen > b.length) return null;
  let id = 0;
  for (let i = 0; i < idLen; i++) id = id * 256 + b[pos + i]!;
  const sp = pos + idLen;
  if (sp >= b.length || b[sp] === 0) return null;
  const sizeLen = Math.clz32(b[sp]!) - 23;
  if (sp + sizeLen > b.length) return null;
  let size = b[sp]! & (0xff >> sizeLen);
  let allOnes = size === 0xff >> sizeLen;
  for (let i = 1; i < sizeLen; i++) {
    const byte = b[sp + i]!;
    if (byte !== 0xff) allOnes = false;
    size = size * 256 + byte;
  }
  if (allOnes) return { id, size: null, dataStart: sp + sizeLen };
  if (!Number.isSafeInteger(size)) return null;
  return { id, size, dataStart: sp + sizeLen };
}

function readUint(b: Uint8Array, start: number, size: number): number {
  let v = 0;
  for (let i = 0; i < Math.min(size, 7); i++) v = v * 256 + b[start + i]!;
  return v;
}

function readFloat(b: Uint8Array, start: number, size: number): number {
  const view = new DataView(b.buffer, b.byteOffset + start, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return Number.NaN;
}

/** The children of a master element with a known size: [header, end][] within [start, end). */
function* children(b: Uint8Array, start: number, end: number): Generator<Header & { end: number }> {
  let pos = start;
  let n = 0;
  while (pos < end && n++ < 10_000) {
    const h = readHeader(b, pos);
    if (!h || h.size === null) return;
    const e = h.dataStart + h.size;
    if (e > end) return;
    yield { ...h, end: e };
    pos = e;
  }
}

interface Track {
  number: number;
  type: number;
  codecId: string;
  codecPrivate: Uint8Array | null;
  channels: number | null;
}

function parseTracks(b: Uint8Array, start: number, end: number): Track[] {
  const tracks: Track[] = [];
  for (const entry of children(b, start, end)) {
    if (entry.id !== ID.TrackEntry) continue;
    const t: Track = { number: 0, type: 0, codecId: '', codecPrivate: null, channels: null };
    for (const f of children(b, entry.dataStart, entry.end)) {
      if (f.id === ID.TrackNumber) t.number = readUint(b, f.dataStart, f.size!);
      else if (f.id === ID.TrackType) t.type = readUint(b, f.dataStart, f.size!);
      else if (f.id === ID.CodecID) t.codecId = ascii(b, f.dataStart, f.size!).replace(/\0+$/, '');
      else if (f.id === ID.CodecPrivate) t.codecPrivate = b.subarray(f.dataStart, f.end);
      else if (f.id === ID.Audio) {
        for (const a of children(b, f.dataStart, f.end))
          if (a.id === ID.Channels) t.channels = readUint(b, a.dataStart, a.size!);
      }
    }
    tracks.push(t);
  }
  return tracks;
}

interface Block {
  track: number;
  /** Absolute time in TimecodeScale units. */
  time: number;
  /**
   * Where its (laced) frames are in the file, as start, end pairs: offsets rather than views, so that a block of
   * 256 one-byte frames, repeated over an 8 MB upload, costs no object per frame.
   */
  frames: number[];
}

/** A SimpleBlock or Block body: track number, relative timecode, flags, then one or more (laced) frames. */
function parseBlock(b: Uint8Array, start: number, end: number, clusterTime: number): Block | null {
  const tn = readHeaderlessVint(b, start, end);
  if (!tn) return null;
  let p = start + tn.length;
  if (p + 3 > end) return null;
  const rel = (((b[p]! << 8) | b[p + 1]!) << 16) >> 16; // signed 16-bit
  const flags = b[p + 2]!;
  p += 3;
  const lacing = (flags >> 1) & 3;
  const frames: number[] = [];
  if (lacing === 0) {
    frames.push(p, end);
  } else {
    if (p >= end) return null;
    const count = b[p]! + 1;
    p++;
    const sizes: number[] = [];
    if (lacing === 1) {
      // Xiph lacing: each size is a run of 255s plus a final byte.
      for (let i = 0; i < count - 1; i++) {
        let s = 0;
        for (;;) {
          if (p >= end) return null;
          const v = b[p++]!;
          s += v;
          if (v < 255) break;
        }
        sizes.push(s);
      }
    } else if (lacing === 3) {
      // EBML lacing: the first size as a vint, the next ones as signed differences.
      const first = readHeaderlessVint(b, p, end);
      if (!first) return null;
      p += first.length;
      sizes.push(first.value);
      for (let i = 1; i < count - 1; i++) {
        const d = readHeaderlessVint(b, p, end);
        if (!d) return null;
        p += d.length;
        const bias = 2 ** (7 * d.length - 1) - 1;
        sizes.push(sizes[i - 1]! + d.value - bias);
      }
    }
    if (lacing === 2) {
      const each = Math.floor((end - p) / count);
      if (each === 0) return { track: tn.value, time: clusterTime + rel, frames: [p, p] }; // no bytes for its frames: one empty one
      for (let i = 0; i < count; i++) sizes.push(each);
    } else {
      const used = sizes.reduce((a, s) => a + s, 0);
      sizes.push(end - p - used);
    }
    for (const s of sizes) {
      if (s < 0 || p + s > end) return null;
      frames.push(p, p + s);
      p += s;
    }
  }
  return { track: tn.value, time: clusterTime + rel, frames };
}

/** An EBML variable-length integer with its marker removed (track numbers, lace sizes). */
function readHeaderlessVint(b: Uint8Array, pos: number, end: number): { value: number; length: number } | null {
  if (pos >= end || b[pos] === 0) return null;
  const len = Math.clz32(b[pos]!) - 23;
  if (len > 8 || pos + len > end) return null;
  let v = b[pos]! & (0xff >> len);
  for (let i = 1; i < len; i++) v = v * 256 + b[pos + i]!;
  return { value: v, length: len };
}

/**
 * WebM (Matroska) with Opus or Vorbis audio, as Chrome's and Firefox's MediaRecorder write it: often without a
 * Duration in Info and with Segment and Clusters of unknown size. A flat walk steps into Segment, Cluster and
 * BlockGroup and skips everything else by size; the duration runs from the first block's time to the last
 * block's end (Cluster Timecode + the block's relative timecode, times TimecodeScale), falling back to Info's
 * Duration. A file with a video track is refused. Never throws; null for anything it cannot read.
 *
 * The packets' own length is the sum of their Opus TOC durations, laced frames included. Timestamps can claim 30 s
 * while the blocks carry hours of tiny packets, so the walk stops as soon as the packets pass `maxSeconds`
 * (overLimit) and keeps no packet beyond it. Empty or malformed packets are not kept, and more than
 * MAX_MALFORMED_PACKETS of them make the file unreadable.
 */
export function parseWebm(buf: Uint8Array, limits: ParseLimits = {}): ParsedAudio | null {
  const maxSeconds = limits.maxSeconds ?? PARSE_MAX_SECONDS;
  const ebml = readHeader(buf, 0);
  if (!ebml || ebml.id !== ID.EBML || ebml.size === null) return null;
  let docType = '';
  for (const f of children(buf, ebml.dataStart, ebml.dataStart + ebml.size)) {
    if (f.id === ID.DocType) docType = ascii(buf, f.dataStart, f.size!).replace(/\0+$/, '');
  }
  if (docType !== 'webm' && docType !== 'matroska') return null;

  let timecodeScale = 1_000_000; // ns per tick
  let infoDuration: number | null = null;
  let tracks: Track[] = [];
  let clusterTime = 0;
  let audio: Track | undefined;
  let firstTime: number | null = null;
  let lastTime = -Infinity;
  let lastFrames: number[] = [];
  let lastBlockDuration: number | null = null;
  let head: OpusHead | null = null;
  const packets: Uint8Array[] = [];
  let samples = 0; // 48 kHz samples the kept Opus packets hold, by their TOC bytes
  let overLimit = false;
  let malformed = 0;

  let pos = ebml.dataStart + ebml.size;
  walk: for (let n = 0; pos < buf.length && n < MAX_ELEMENTS; n++) {
    const h = readHeader(buf, pos);
    if (!h) break; // a torn last element (the end of a live recording) or garbage: keep what was read
    if (STEP_INTO.has(h.id)) {
      if (h.id === ID.Cluster) clusterTime = 0;
      pos = h.dataStart;
      continue;
    }
    if (h.size === null) break; // an unknown-size element we do not step into cannot be skipped
    const end = h.dataStart + h.size;
    if (end > buf.length) break; // cut short: keep what was read
    switch (h.id) {
      case ID.Info:
        for (const f of children(buf, h.dataStart, end)) {
          if (f.id === ID.TimecodeScale) timecodeScale = readUint(buf, f.dataStart, f.size!) || 1_000_000;
          else if (f.id === ID.Duration) infoDuration = readFloat(buf, f.dataStart, f.size!);
        }
        break;
      case ID.Tracks:
        tracks = parseTracks(buf, h.dataStart, end);
        if (tracks.some((t) => t.type === 1)) return null; // video
        audio = tracks.find((t) => t.type === 2);
        head = audio?.codecId === 'A_OPUS' && audio.codecPrivate ? parseOpusHead(audio.codecPrivate) : null;
        break;
      case ID.Timecode:
        clusterTime = readUint(buf, h.dataStart, h.size);
        break;
      case ID.BlockDuration: // inside a BlockGroup, after its Block: the length of the latest block
        lastBlockDuration = readUint(buf, h.dataStart, h.size);
        break;
      case ID.SimpleBlock:
      case ID.Block: {
        const block = audio ? parseBlock(buf, h.dataStart, end, clusterTime) : null;
        if (block && block.track === audio!.number) {
          if (firstTime === null || block.time < firstTime) firstTime = block.time;
          if (block.time >= lastTime) {
            lastTime = block.time;
            lastFrames = block.frames;
            lastBlockDuration = null;
          }
          if (audio!.codecId !== 'A_OPUS') break;
          for (let i = 0; i < block.frames.length; i += 2) {
            const start = block.frames[i]!;
            const stop = block.frames[i + 1]!;
            const samplesInFrame = opusSamplesAt(buf, start, stop);
            if (samplesInFrame === 0) {
              if (++malformed > MAX_MALFORMED_PACKETS) return null;
              continue;
            }
            packets.push(buf.subarray(start, stop));
            samples += samplesInFrame;
            if ((samples - (head?.preSkip ?? 0)) / 48_000 > maxSeconds) {
              overLimit = true;
              break walk;
            }
          }
        }
        break;
      }
      default:
        break;
    }
    pos = end;
  }

  if (!audio) return null;
  const codec = audio.codecId === 'A_OPUS' ? 'opus' : audio.codecId === 'A_VORBIS' ? 'vorbis' : null;
  if (!codec) return null;

  const tickSeconds = timecodeScale / 1e9;
  let duration: number | null = null;
  if (firstTime !== null) {
    let tail = 0;
    if (lastBlockDuration !== null) tail = lastBlockDuration * tickSeconds;
    else if (codec === 'opus') {
      for (let i = 0; i < lastFrames.length; i += 2)
        tail += opusSamplesAt(buf, lastFrames[i]!, lastFrames[i + 1]!) / 48_000;
    }
    duration = (lastTime - firstTime) * tickSeconds + tail - (head?.preSkip ?? 0) / 48_000;
  }
  if (
    (duration === null || duration <= 0) &&
    infoDuration !== null &&
    Number.isFinite(infoDuration) &&
    infoDuration > 0
  ) {
    duration = infoDuration * tickSeconds;
  }
  const packetSeconds = codec === 'opus' ? Math.max(0, samples - (head?.preSkip ?? 0)) / 48_000 : null;
  return {
    container: 'webm',
    codec,
    durationSeconds: longer(duration, packetSeconds),
    packetSeconds,
    overLimit,
    channels: head?.channels ?? audio.channels,
    ...(codec === 'opus' ? { opusPackets: packets, preSkip: head?.preSkip ?? 0 } : {}),
  };
}
