import { VOICE_HARD_MAX_SECONDS } from '@core/contracts/voice.js';
import { opusPacketSamples } from './opus.js';
import type { ParsedAudio } from './types.js';

/**
 * The local voice profile: loudness and median pitch, measured on the server from the recording itself.
 *
 * Opus (WebM or Ogg) is decoded to 16 kHz mono with `opus-decoder` (libopus compiled to WebAssembly, shipped inside
 * the npm package: no native build, nothing fetched at run time). AAC (MP4 from Safari) and Vorbis are not decoded:
 * their profile holds the duration only, with pitch and loudness null.
 *
 * Bounded work: at most DECODE_MAX_SECONDS of audio is decoded, counted in samples the decoder actually produced,
 * into one buffer of that size; past it decoding stops and the measurement says stoppedEarly (the upload is refused
 * as too long). Packets are decoded about 1 s at a time with a turn of the event loop between chunks.
 *
 * Method, on 30 ms frames:
 * - Loudness: the RMS level (dBFS) of the frames that hold sound: frames above a gate of max(-60 dBFS, the quietest
 *   tenth + 6 dB (at most the loudest - 6 dB), the loudest frame - 40 dB), so pauses and room noise do not pull the level down.
 * - Pitch: YIN (de Cheveigné & Kawahara 2002) on those frames after a 2:1 [1 2 1]/4 decimation to 8 kHz, searching
 *   60-400 Hz with an absolute threshold of 0.2 on the cumulative mean normalised difference, refined by
 *   parabolic interpolation. A frame with no dip below the threshold is unvoiced. The profile's pitch is the
 *   median of the voiced frames (at least 10 of them, i.e. 0.3 s), robust to the odd octave error.
 */
export interface MeasuredProfile {
  pitchHz: number | null;
  loudnessDbfs: number | null;
  voicedRatio: number | null;
}

export const NO_MEASUREMENT: MeasuredProfile = { pitchHz: null, loudnessDbfs: null, voicedRatio: null };

const DECODE_RATE = 16_000;
const PITCH_RATE = 8_000;
const FRAME_SECONDS = 0.03;
const MIN_HZ = 60;
const MAX_HZ = 400;
const YIN_THRESHOLD = 0.2;
const MIN_VOICED_FRAMES = 10;
const MAX_PITCH_FRAMES = 1200;
const SILENCE_FLOOR_DB = -100;

/** The most audio decoded for one recording: the longest recording the server takes (90 s and its margin). */
export const DECODE_MAX_SECONDS = VOICE_HARD_MAX_SECONDS;
/** Packets go to the decoder in chunks of about this much audio (by their TOC bytes), at most CHUNK_PACKETS. */
const CHUNK_SECONDS = 1;
const CHUNK_PACKETS = 100;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface DecodedOpus {
  /** Mono PCM at 16 kHz: what was decoded, at most maxSeconds of it. */
  pcm: Float32Array;
  /** Samples (16 kHz) the decoder produced, including any past maxSeconds in the chunk where it stopped. */
  decodedSamples: number;
  /** The decoded samples passed maxSeconds and decoding stopped there: the rest of the packets were not decoded. */
  stoppedEarly: boolean;
}

/**
 * Decode Opus packets to mono Float32 at 16 kHz, at most `maxSeconds` of them, into one buffer of that size
 * (6 MB at 95 s), whatever the packets or the container claim. null when the stream cannot be decoded.
 */
export async function decodeOpus(
  packets: Uint8Array[],
  channels: number,
  preSkip: number,
  maxSeconds = DECODE_MAX_SECONDS,
): Promise<DecodedOpus | null> {
  if (packets.length === 0 || channels < 1 || channels > 2) return null;
  const { OpusDecoder } = await import('opus-decoder');
  const decoder = new OpusDecoder({ channels, sampleRate: DECODE_RATE, preSkip });
  const capacity = Math.ceil(maxSeconds * DECODE_RATE);
  const pcm = new Float32Array(capacity);
  try {
    await decoder.ready;
    let total = 0; // samples in pcm
    let decodedSamples = 0;
    let errors = 0;
    let stoppedEarly = false;
    let next = 0;
    while (next < packets.length && !stoppedEarly) {
      const first = next;
      let chunkSamples = 0; // 48 kHz, by the TOC bytes
      while (next < packets.length && next - first < CHUNK_PACKETS && chunkSamples < CHUNK_SECONDS * 48_000)
        chunkSamples += opusPacketSamples(packets[next++]!);
      const out = decoder.decodeFrames(packets.slice(first, next));
      errors += out.errors.length;
      decodedSamples += out.samplesDecoded;
      const ch = out.channelData;
      const take = Math.min(out.samplesDecoded, capacity - total);
      if (take > 0 && ch[0]) {
        for (let c = 0; c < ch.length; c++) {
          const data = ch[c]!;
          for (let j = 0; j < take; j++) pcm[total + j]! += data[j]! / ch.length;
        }
        total += take;
      }
      if (decodedSamples > capacity) stoppedEarly = true;
      await yieldToEventLoop(); // about 1 s of audio per turn: keep the server responsive
    }
    if (stoppedEarly) return { pcm: pcm.subarray(0, total), decodedSamples, stoppedEarly };
    if (total === 0 || errors > packets.length / 2) return null;
    return { pcm: pcm.subarray(0, total), decodedSamples, stoppedEarly };
  } finally {
    decoder.free();
  }
}

const toDb = (meanSquare: number) =>
  meanSquare > 0 ? Math.max(SILENCE_FLOOR_DB, 10 * Math.log10(meanSquare)) : SILENCE_FLOOR_DB;
const round1 = (v: number) => Math.round(v * 10) / 10;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** YIN's estimate for one frame: the frequency in Hz, or null when the frame is not voiced. */
export function yinPitch(
  x: Float32Array,
  start: number,
  window: number,
  rate: number,
  diff: Float64Array,
): number | null {
  const tauMin = Math.floor(rate / MAX_HZ);
  const tauMax = Math.ceil(rate / MIN_HZ);
  if (start + window + tauMax > x.length) return null;
  // Difference function d(tau) for tau 1..tauMax.
  const stop = start + window;
  for (let tau = 1; tau <= tauMax; tau++) {
    let sum = 0;
    for (let j = start; j < stop; j++) {
      const d = x[j]! - x[j + tau]!;
      sum += d * d;
    }
    diff[tau] = sum;
  }
  // Cumulative mean normalised difference, in place.
  let running = 0;
  diff[0] = 1;
  for (let tau = 1; tau <= tauMax; tau++) {
    running += diff[tau]!;
    diff[tau] = running > 0 ? (diff[tau]! * tau) / running : 1;
  }
  let tau = tauMin;
  for (; tau <= tauMax; tau++) {
    if (diff[tau]! < YIN_THRESHOLD) {
      while (tau + 1 <= tauMax && diff[tau + 1]! < diff[tau]!) tau++;
      break;
    }
  }
  if (tau > tauMax) return null;
  // Parabolic interpolation around the dip.
  let refined = tau;
  if (tau > 1 && tau < tauMax) {
    const a = diff[tau - 1]!;
    const b = diff[tau]!;
    const c = diff[tau + 1]!;
    const denom = a - 2 * b + c;
    if (denom !== 0) refined = tau + (a - c) / (2 * denom);
  }
  const hz = rate / refined;
  return hz >= MIN_HZ && hz <= MAX_HZ ? hz : null;
}

/** Loudness, median pitch and voiced share of mono PCM at `rate` Hz (16 kHz from the decoder). */
export async function analysePcm(pcm: Float32Array, rate = DECODE_RATE): Promise<MeasuredProfile> {
  const frame = Math.round(rate * FRAME_SECONDS);
  const frames = Math.floor(pcm.length / frame);
  if (frames < 1) return NO_MEASUREMENT;

  const energy = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let s = 0;
    for (let j = f * frame; j < (f + 1) * frame; j++) s += pcm[j]! * pcm[j]!;
    energy[f] = s / frame;
  }
  const dbs = Array.from(energy, toDb);
  const sorted = [...dbs].sort((a, b) => a - b);
  const quiet = sorted[Math.floor(sorted.length * 0.1)]!;
  const loud = sorted[sorted.length - 1]!;
  const gate = Math.max(-60, Math.min(quiet + 6, loud - 6), loud - 40);
  const active: number[] = [];
  for (let f = 0; f < frames; f++) if (dbs[f]! > gate) active.push(f);
  if (loud <= SILENCE_FLOOR_DB) return { pitchHz: null, loudnessDbfs: SILENCE_FLOOR_DB, voicedRatio: 0 };
  const loudness = active.length
    ? toDb(active.reduce((s, f) => s + energy[f]!, 0) / active.length)
    : toDb(energy.reduce((a, b) => a + b, 0) / frames);

  // 2:1 decimation with a [1 2 1]/4 low-pass (zero at 8 kHz): voice pitch lives far below 4 kHz.
  const factor = Math.max(1, Math.round(rate / PITCH_RATE));
  const lowRate = rate / factor;
  let low: Float32Array;
  if (factor === 2) {
    const n = Math.floor((pcm.length - 1) / 2);
    low = new Float32Array(n);
    if (n > 0) low[0] = 0.75 * pcm[0]! + 0.25 * pcm[1]!;
    for (let i = 1; i < n; i++) low[i] = 0.25 * pcm[2 * i - 1]! + 0.5 * pcm[2 * i]! + 0.25 * pcm[2 * i + 1]!;
  } else {
    low = pcm;
  }
  const lowFrame = Math.round(frame / factor);
  const diff = new Float64Array(Math.ceil(lowRate / MIN_HZ) + 2);
  // At most MAX_PITCH_FRAMES frames, evenly spread (36 s of sound): the median is settled long before that.
  const stride = Math.max(1, Math.ceil(active.length / MAX_PITCH_FRAMES));
  const pitches: number[] = [];
  let analysed = 0;
  for (let k = 0; k < active.length; k += stride) {
    const hz = yinPitch(low, active[k]! * lowFrame, lowFrame, lowRate, diff);
    analysed++;
    if (hz !== null) pitches.push(hz);
    if (analysed % 100 === 0) await yieldToEventLoop();
  }
  const voicedShareOfActive = analysed ? pitches.length / analysed : 0;
  return {
    pitchHz: pitches.length >= MIN_VOICED_FRAMES ? round1(median(pitches)) : null,
    loudnessDbfs: round1(loudness),
    voicedRatio: Math.round(((voicedShareOfActive * active.length) / frames) * 1000) / 1000,
  };
}

export interface VoiceMeasurement {
  profile: MeasuredProfile;
  /** Seconds of audio the decoder produced (0 when nothing was decoded: AAC, Vorbis, an undecodable stream). */
  decodedSeconds: number;
  /** Decoding stopped at `maxSeconds`: the recording holds more audio than the server takes (nothing was measured). */
  stoppedEarly: boolean;
}

/** The measurable part of the profile for a parsed upload; never throws (a failure measures nothing). */
export async function measureVoice(parsed: ParsedAudio, maxSeconds = DECODE_MAX_SECONDS): Promise<VoiceMeasurement> {
  const nothing: VoiceMeasurement = { profile: NO_MEASUREMENT, decodedSeconds: 0, stoppedEarly: false };
  if (parsed.codec !== 'opus' || !parsed.opusPackets?.length) return nothing;
  try {
    const decoded = await decodeOpus(parsed.opusPackets, parsed.channels ?? 1, parsed.preSkip ?? 0, maxSeconds);
    if (!decoded) return nothing;
    const decodedSeconds = decoded.decodedSamples / DECODE_RATE;
    if (decoded.stoppedEarly) return { profile: NO_MEASUREMENT, decodedSeconds, stoppedEarly: true };
    return { profile: await analysePcm(decoded.pcm, DECODE_RATE), decodedSeconds, stoppedEarly: false };
  } catch {
    return nothing;
  }
}
