import {
  MAX_ELEMENTS,
  PARSE_MAX_SECONDS,
  ascii,
  longer,
  u32be,
  u64be,
  type AudioCodec,
  type ParseLimits,
  type ParsedAudio,
} from './types.js';

interface Box {
  type: string;
  start: number;
  /** First byte after the box header. */
  data: number;
  end: number;
}

/** The boxes in [start, end); stops at the first malformed one. */
function boxes(b: Uint8Array, start: number, end: number): Box[] {
  const out: Box[] = [];
  let pos = start;
  while (pos + 8 <= end && out.length < 100_000) {
    let size = u32be(b, pos);
    const type = ascii(b, pos + 4, 4);
    let data = pos + 8;
    if (size === 1) {
      if (pos + 16 > end) break;
      size = u64be(b, pos + 8);
      data = pos + 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < data - pos || pos + size > end || !Number.isSafeInteger(size)) break;
    out.push({ type, start: pos, data, end: pos + size });
    pos += size;
  }
  return out;
}

const child = (b: Uint8Array, box: Box | undefined, type: string, offset = 0) =>
  box ? boxes(b, box.data + offset, box.end).find((x) => x.type === type) : undefined;

/** mvhd / mdhd: [timescale, duration]; duration null when unknown (all ones) or zero. */
function timescaleAndDuration(b: Uint8Array, box: Box | undefined): [number, number | null] | null {
  if (!box || box.data + 4 > box.end) return null;
  const version = b[box.data]!;
  const p = box.data + 4;
  if (version === 1) {
    if (p + 28 > box.end) return null;
    const ts = u32be(b, p + 16);
    const hi = u32be(b, p + 20);
    const d = hi === 0xffffffff ? null : u64be(b, p + 20);
    return [ts, d || null];
  }
  if (p + 16 > box.end) return null;
  const ts = u32be(b, p + 8);
  const d = u32be(b, p + 12);
  return [ts, d === 0xffffffff || d === 0 ? null : d];
}

/** How long one AAC frame plays: `samples` at `rate` Hz (1024, or 960, core samples per frame). */
interface AacFrame {
  samples: number;
  rate: number;
}

interface SampleEntry {
  codec: AudioCodec;
  channels: number;
  /** AAC only: from the AudioSpecificConfig, else 1024 samples at the sample entry's rate; null when unknown. */
  frame: AacFrame | null;
}

/** The audio sample entry in stsd: the codec and the channel count. AAC needs an esds with an MPEG-4 audio type. */
function sampleEntry(b: Uint8Array, stsd: Box | undefined): SampleEntry | null {
  if (!stsd) return null;
  for (const e of boxes(b, stsd.data + 8, stsd.end)) {
    if (e.data + 28 > e.end) continue;
    const channels = (b[e.data + 16]! << 8) | b[e.data + 17]!;
    if (e.type === 'Opus') return { codec: 'opus', channels, frame: null };
    if (e.type !== 'mp4a') continue;
    // QuickTime sound descriptions v1/v2 carry extra fields before the child boxes.
    const qtVersion = (b[e.data + 8]! << 8) | b[e.data + 9]!;
    const extra = qtVersion === 1 ? 16 : qtVersion === 2 ? 36 : 0;
    const esds = boxes(b, e.data + 28 + extra, e.end).find((x) => x.type === 'esds');
    const config = esds ? decoderConfig(b, esds.data + 4, esds.end) : null;
    const oti = config?.objectType ?? null;
    // 0x40 MPEG-4 audio (AAC), 0x66-0x68 MPEG-2 AAC profiles.
    if (oti === 0x40 || (oti !== null && oti >= 0x66 && oti <= 0x68)) {
      const entryRate = (b[e.data + 24]! << 8) | b[e.data + 25]!; // 16.16 fixed point: the integer part
      const frame =
        (config?.specific && aacFrame(config.specific)) ?? (entryRate > 0 ? { samples: 1024, rate: entryRate } : null);
      return { codec: 'aac', channels, frame };
    }
  }
  return null;
}

/**
 * objectTypeIndication from an esds ES_Descriptor → DecoderConfigDescriptor, and the DecoderSpecificInfo that
 * follows it (for AAC, the AudioSpecificConfig) when present.
 */
function decoderConfig(
  b: Uint8Array,
  start: number,
  end: number,
): { objectType: number; specific: Uint8Array | null } | null {
  let p = start;
  let size = 0;
  const descriptor = (tag: number): boolean => {
    if (p >= end || b[p] !== tag) return false;
    p++;
    size = 0;
    for (let i = 0; i < 4 && p < end; i++) {
      const v = b[p++]!;
      size = size * 128 + (v & 0x7f);
      if (!(v & 0x80)) break; // size, 1-4 bytes
    }
    return true;
  };
  if (!descriptor(0x03)) return null;
  if (p + 3 > end) return null;
  const flags = b[p + 2]!;
  p += 3;
  if (flags & 0x80) p += 2; // dependsOn_ES_ID
  if (flags & 0x40) p += 1 + (b[p] ?? 0); // URL
  if (flags & 0x20) p += 2; // OCR_ES_Id
  if (!descriptor(0x04) || p >= end) return null;
  const objectType = b[p]!;
  p += 13; // objectTypeIndication, streamType, bufferSizeDB, maxBitrate, avgBitrate
  const specific = descriptor(0x05) && p + size <= end ? b.subarray(p, p + size) : null;
  return { objectType, specific };
}

const AAC_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/**
 * An AAC frame's length from the AudioSpecificConfig (ISO 14496-3 §1.6.2.1): the core sampling rate, and 1024
 * samples per frame, or 960 when GASpecificConfig's frameLengthFlag says so. For HE-AAC (SBR, PS) the core rate
 * is half the output rate and a frame is still 1024 core samples: the same time. null when it cannot be read.
 */
export function aacFrame(asc: Uint8Array): AacFrame | null {
  let bit = 0;
  const read = (n: number): number | null => {
    if (bit + n > asc.length * 8) return null;
    let v = 0;
    for (let i = 0; i < n; i++, bit++) v = v * 2 + ((asc[bit >> 3]! >> (7 - (bit & 7))) & 1);
    return v;
  };
  const objectType = () => {
    const t = read(5);
    return t === 31 ? (read(6) ?? -32) + 32 : t;
  };
  const rate = () => {
    const i = read(4);
    return i === 15 ? read(24) : i === null ? null : (AAC_RATES[i] ?? null);
  };
  let aot = objectType();
  const coreRate = rate();
  if (read(4) === null || aot === null || !coreRate) return null; // channelConfiguration
  if (aot === 5 || aot === 29) {
    if (rate() === null) return null; // extensionSamplingFrequency
    aot = objectType();
  }
  // General audio object types carry GASpecificConfig, whose first bit is frameLengthFlag.
  const generalAudio = [1, 2, 3, 4, 6, 7, 17, 19, 20, 21, 22, 23];
  const frameLengthFlag = aot !== null && generalAudio.includes(aot) ? read(1) : 0;
  return { samples: frameLengthFlag === 1 ? 960 : 1024, rate: coreRate };
}

/** What a non-fragmented track's sample tables hold: the sum of the stts durations and the stsz sample count. */
function sampleTables(b: Uint8Array, stbl: Box | undefined): { ticks: number; samples: number } {
  const out = { ticks: 0, samples: 0 };
  const stts = child(b, stbl, 'stts');
  if (stts && stts.data + 8 <= stts.end) {
    const entries = u32be(b, stts.data + 4);
    for (let i = 0, q = stts.data + 8; i < entries && q + 8 <= stts.end; i++, q += 8)
      out.ticks += u32be(b, q) * u32be(b, q + 4);
  }
  const stsz = child(b, stbl, 'stsz');
  if (stsz && stsz.data + 12 <= stsz.end) out.samples = u32be(b, stsz.data + 8);
  return out;
}

/**
 * The fragments of one track (fragmented MP4, as Safari's MediaRecorder writes): `end`, the decode time after the
 * last one (tfdt + its durations); `ticks`, the sum of every fragment's sample durations; `samples`, their count.
 */
function fragmentedTicks(
  b: Uint8Array,
  top: Box[],
  trackId: number,
  defaultDuration: number,
): { end: number; ticks: number; samples: number } {
  let end = 0;
  let allTicks = 0;
  let samples = 0;
  let running = 0;
  let loops = 0;
  for (const moof of top) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(b, moof.data, moof.end)) {
      if (traf.type !== 'traf') continue;
      const parts = boxes(b, traf.data, traf.end);
      const tfhd = parts.find((x) => x.type === 'tfhd');
      if (!tfhd || tfhd.data + 8 > tfhd.end || u32be(b, tfhd.data + 4) !== trackId) continue;
      const flags = u32be(b, tfhd.data) & 0xffffff;
      let p = tfhd.data + 8;
      if (flags & 0x01) p += 8;
      if (flags & 0x02) p += 4;
      let perSample = defaultDuration;
      if (flags & 0x08 && p + 4 <= tfhd.end) perSample = u32be(b, p);
      const tfdt = parts.find((x) => x.type === 'tfdt');
      let base = running;
      if (tfdt && tfdt.data + 8 <= tfdt.end)
        base = b[tfdt.data] === 1 && tfdt.data + 12 <= tfdt.end ? u64be(b, tfdt.data + 4) : u32be(b, tfdt.data + 4);
      let ticks = 0;
      for (const trun of parts) {
        if (trun.type !== 'trun' || trun.data + 8 > trun.end) continue;
        const tf = u32be(b, trun.data) & 0xffffff;
        const count = u32be(b, trun.data + 4);
        samples += count;
        let q = trun.data + 8;
        if (tf & 0x01) q += 4;
        if (tf & 0x04) q += 4;
        const fieldBytes =
          4 * ((tf & 0x100 ? 1 : 0) + (tf & 0x200 ? 1 : 0) + (tf & 0x400 ? 1 : 0) + (tf & 0x800 ? 1 : 0));
        if (!(tf & 0x100)) {
          ticks += count * perSample;
          continue;
        }
        for (let i = 0; i < count && q + 4 <= trun.end && loops++ < MAX_ELEMENTS; i++, q += fieldBytes)
          ticks += u32be(b, q);
      }
      running = base + ticks;
      end = Math.max(end, running);
      allTicks += ticks;
    }
  }
  return { end, ticks: allTicks, samples };
}

/**
 * MP4 / M4A audio (Safari's MediaRecorder: AAC, usually fragmented). The duration comes from the audio track's
 * mdhd (or mvhd, or mvex/mehd), or for a fragmented file with no duration in its header, from the sum of the
 * fragments' sample durations. Files with a video track are refused. Never throws; null for anything else.
 *
 * MP4 audio is not decoded here, but what the packets hold is counted from the sample tables (stts and stsz, and
 * every fragment's trun): the sum of their durations and, for AAC, the number of frames times the frame length
 * from the AudioSpecificConfig (a frame plays 1024 samples whatever its stts delta says). A header that claims
 * 12 s over fragments that hold 12 minutes is caught: overLimit when they pass `maxSeconds`.
 */
export function parseMp4(buf: Uint8Array, limits: ParseLimits = {}): ParsedAudio | null {
  const maxSeconds = limits.maxSeconds ?? PARSE_MAX_SECONDS;
  if (ascii(buf, 4, 4) !== 'ftyp') return null;
  const top = boxes(buf, 0, buf.length);
  const moov = top.find((x) => x.type === 'moov');
  if (!moov) return null;
  const moovKids = boxes(buf, moov.data, moov.end);
  const mvhd = timescaleAndDuration(
    buf,
    moovKids.find((x) => x.type === 'mvhd'),
  );
  let audio:
    | ({
        trackId: number;
        timescale: number;
        duration: number | null;
        tables: { ticks: number; samples: number };
      } & SampleEntry)
    | null = null;
  for (const trak of moovKids) {
    if (trak.type !== 'trak') continue;
    const mdia = child(buf, trak, 'mdia');
    const hdlr = child(buf, mdia, 'hdlr');
    const handler = hdlr ? ascii(buf, hdlr.data + 8, 4) : '';
    if (handler === 'vide') return null;
    if (handler !== 'soun' || audio) continue;
    const tkhd = child(buf, trak, 'tkhd');
    const trackId = tkhd && tkhd.data + 16 <= tkhd.end ? u32be(buf, tkhd.data + (buf[tkhd.data] === 1 ? 20 : 12)) : 1;
    const td = timescaleAndDuration(buf, child(buf, mdia, 'mdhd'));
    const stbl = child(buf, child(buf, mdia, 'minf'), 'stbl');
    const entry = sampleEntry(buf, child(buf, stbl, 'stsd'));
    if (!td || !entry || td[0] <= 0) return null;
    audio = { trackId, timescale: td[0], duration: td[1], tables: sampleTables(buf, stbl), ...entry };
  }
  if (!audio) return null;

  let seconds: number | null = audio.duration !== null ? audio.duration / audio.timescale : null;
  if (seconds === null && mvhd && mvhd[1] !== null && mvhd[0] > 0) seconds = mvhd[1] / mvhd[0];
  const mvex = moovKids.find((x) => x.type === 'mvex');
  if (seconds === null && mvex && mvhd && mvhd[0] > 0) {
    const mehd = child(buf, mvex, 'mehd');
    if (mehd && mehd.data + 8 <= mehd.end) {
      const d =
        buf[mehd.data] === 1 && mehd.data + 12 <= mehd.end ? u64be(buf, mehd.data + 4) : u32be(buf, mehd.data + 4);
      if (d > 0) seconds = d / mvhd[0];
    }
  }
  let defaultDuration = 0;
  for (const trex of mvex ? boxes(buf, mvex.data, mvex.end) : []) {
    if (trex.type === 'trex' && trex.data + 16 <= trex.end && u32be(buf, trex.data + 4) === audio.trackId)
      defaultDuration = u32be(buf, trex.data + 12);
  }
  const fragments = fragmentedTicks(buf, top, audio.trackId, defaultDuration);
  if (seconds === null && fragments.end > 0) seconds = fragments.end / audio.timescale;

  const ticks = audio.tables.ticks + fragments.ticks;
  const frames = audio.tables.samples + fragments.samples;
  const packetSeconds =
    longer(ticks / audio.timescale, audio.frame ? (frames * audio.frame.samples) / audio.frame.rate : null) ?? 0;
  return {
    container: 'mp4',
    codec: audio.codec,
    durationSeconds: longer(seconds, packetSeconds),
    packetSeconds,
    overLimit: packetSeconds > maxSeconds,
    channels: audio.channels || null,
  };
}
