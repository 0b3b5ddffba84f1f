import { describe, expect, it } from 'vitest';
import { seededRandom } from '@core/random';
import { analysePcm, measureVoice } from './analyse';
import { inspectAudio } from './inspect';
import { parseMp4 } from './mp4';
import { parseOgg } from './ogg';
import { opusPacketSamples, parseOpusHead } from './opus';
import { parseWebm } from './webm';
import { fixture, opusHead, webm } from '../fixtures/build-audio';

// Fixtures and the WebM writer: ../fixtures/build-audio.ts.
describe('container parsers on real recordings', () => {
  it.each([
    ['speech-12s.webm', 'webm', 'opus', 12],
    ['speech-65s.webm', 'webm', 'opus', 65],
    ['speech-12s.ogg', 'ogg', 'opus', 12],
    ['speech-5s.ogg', 'ogg', 'opus', 5],
    ['speech-12s.m4a', 'mp4', 'aac', 12.05],
    ['speech-12s-fragmented.m4a', 'mp4', 'aac', 12.05],
  ])('%s is %s/%s of about %d s', async (name, container, codec, seconds) => {
    const r = await inspectAudio(fixture(name));
    expect(r).toMatchObject({ container, codec });
    expect(r!.durationSeconds).toBeCloseTo(seconds, 1);
  });

  it('maps each container to its stored type and extension', async () => {
    expect(await inspectAudio(fixture('speech-12s.webm'))).toMatchObject({ mimeType: 'audio/webm', ext: 'webm' });
    expect(await inspectAudio(fixture('speech-12s.ogg'))).toMatchObject({ mimeType: 'audio/ogg', ext: 'ogg' });
    expect(await inspectAudio(fixture('speech-12s.m4a'))).toMatchObject({ mimeType: 'audio/mp4', ext: 'm4a' });
  });

  it('extracts every Opus packet from WebM and Ogg', () => {
    const w = parseWebm(fixture('speech-12s.webm'))!;
    const o = parseOgg(fixture('speech-12s.ogg'))!;
    expect(w.opusPackets!.length).toBe(601);
    expect(o.opusPackets!.length).toBe(601);
    expect(w.preSkip).toBe(312);
    expect(o.channels).toBe(1);
  });
});

describe('WebM as MediaRecorder writes it', () => {
  it('walks unknown-size Segment and Clusters to the last block, with no Duration header', () => {
    const buf = webm({
      unknownSizes: true,
      clusters: [
        { time: 0, blocks: [0, 20, 40] },
        { time: 60, blocks: [0, 20] },
        { time: 5000, blocks: [0, 20, 980] },
      ],
    });
    const r = parseWebm(buf)!;
    expect(r.codec).toBe('opus');
    // last block at 5000 + 980 ms, plus its 20 ms, minus the 312-sample pre-skip
    expect(r.durationSeconds).toBeCloseTo(6.0 - 312 / 48000, 4);
    expect(r.opusPackets).toHaveLength(8);
  });

  it('honours TimecodeScale', () => {
    const r = parseWebm(
      webm({
        timecodeScale: 500_000,
        clusters: [
          { time: 0, blocks: [0] },
          { time: 20_000, blocks: [0] },
        ],
      }),
    )!;
    expect(r.durationSeconds).toBeCloseTo(10 + 0.02 - 312 / 48000, 4);
  });

  it('falls back to the Info Duration when there are no blocks, and reads Vorbis', () => {
    expect(parseWebm(webm({ duration: 15_000 }))!.durationSeconds).toBeCloseTo(15, 5);
    expect(parseWebm(webm({ duration: 15_000, codec: 'A_VORBIS' }))).toMatchObject({
      codec: 'vorbis',
      durationSeconds: 15,
    });
  });

  it('refuses video, other codecs and other doc types', () => {
    expect(parseWebm(webm({ video: true, clusters: [{ time: 0, blocks: [0] }] }))).toBeNull();
    expect(parseWebm(webm({ codec: 'A_AAC', duration: 12_000 }))).toBeNull();
    expect(parseWebm(webm({ clusters: [] }))!.durationSeconds).toBeNull();
  });
});

describe('parsers never throw on garbage', () => {
  const names = ['speech-12s.webm', 'speech-12s.ogg', 'speech-12s.m4a', 'speech-12s-fragmented.m4a'];

  it('refuses non-audio and too-short input', async () => {
    expect(await inspectAudio(Buffer.from('%PDF-1.7 not audio at all'))).toBeNull();
    expect(await inspectAudio(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull(); // JPEG
    expect(await inspectAudio(Buffer.alloc(0))).toBeNull();
    expect(await inspectAudio(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
    expect(parseOgg(Buffer.from('OggS'))).toBeNull();
    expect(parseMp4(Buffer.from('\0\0\0\x08ftyp'))).toBeNull();
  });

  it('survives truncation at any point and random corruption', async () => {
    const rand = seededRandom(42);
    for (const name of names) {
      const buf = fixture(name);
      for (let cut = 0; cut < buf.length; cut += Math.max(1, Math.floor(buf.length / 97))) {
        const r = await inspectAudio(buf.subarray(0, cut));
        if (r) expect(Number.isFinite(r.durationSeconds)).toBe(true);
      }
      for (let i = 0; i < 40; i++) {
        const copy = Buffer.from(buf);
        for (let k = 0; k < 20; k++) copy[Math.floor(rand() * copy.length)] = Math.floor(rand() * 256);
        const r = await inspectAudio(copy);
        if (r) expect(r.durationSeconds === null || Number.isFinite(r.durationSeconds)).toBe(true);
      }
    }
  });

  it('bounds huge declared sizes', async () => {
    const bogus = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]),
      Buffer.alloc(64),
    ]);
    expect(await inspectAudio(bogus)).toBeNull();
    const box = Buffer.alloc(64);
    box.write('ftyp', 4);
    box.writeUInt32BE(1, 0); // 64-bit size follows: garbage
    expect(await inspectAudio(box)).toBeNull();
  });
});

describe('Opus helpers', () => {
  it('reads packet durations from the TOC byte', () => {
    expect(opusPacketSamples(Uint8Array.from([0xf8]))).toBe(960); // CELT 20 ms
    expect(opusPacketSamples(Uint8Array.from([0x08]))).toBe(960); // SILK 20 ms
    expect(opusPacketSamples(Uint8Array.from([0x11]))).toBe(1920 * 2); // SILK 40 ms, two frames
    expect(opusPacketSamples(Uint8Array.from([0xfb, 0x03]))).toBe(2880); // CELT 20 ms x 3 (code 3)
    expect(opusPacketSamples(new Uint8Array(0))).toBe(0);
  });

  it('parses OpusHead and refuses anything else', () => {
    expect(parseOpusHead(Uint8Array.from(opusHead()))).toEqual({ channels: 1, preSkip: 312, mappingFamily: 0 });
    expect(parseOpusHead(Buffer.from('OpusTags........xxxx'))).toBeNull();
  });
});

describe('voice profile measurement', () => {
  const rate = 16_000;
  /** A voiced buzz at f0 with harmonics, 0.4 s on / 0.2 s off, like syllables and pauses. */
  function buzz(f0: number, seconds: number, amp = 0.2) {
    const x = new Float32Array(rate * seconds);
    for (let i = 0; i < x.length; i++) {
      const t = i / rate;
      const on = t % 0.6 < 0.4;
      if (!on) continue;
      x[i] =
        amp *
        (Math.sin(2 * Math.PI * f0 * t) + 0.5 * Math.sin(4 * Math.PI * f0 * t) + 0.25 * Math.sin(6 * Math.PI * f0 * t));
    }
    return x;
  }

  it.each([95, 150, 230])('finds a median pitch of %d Hz', async (f0) => {
    const p = await analysePcm(buzz(f0, 4));
    expect(p.pitchHz).toBeGreaterThan(f0 * 0.97);
    expect(p.pitchHz).toBeLessThan(f0 * 1.03);
    expect(p.voicedRatio).toBeGreaterThan(0.5);
  });

  it('measures loudness of the sounding frames in dBFS', async () => {
    // RMS of the buzz while on: amp * sqrt((1 + 0.25 + 0.0625) / 2)
    const expected = 20 * Math.log10(0.2 * Math.sqrt(1.3125 / 2));
    const p = await analysePcm(buzz(150, 3));
    expect(p.loudnessDbfs).toBeGreaterThan(expected - 1);
    expect(p.loudnessDbfs).toBeLessThan(expected + 1);
  });

  it('finds no pitch in silence or noise', async () => {
    expect(await analysePcm(new Float32Array(rate * 2))).toEqual({ pitchHz: null, loudnessDbfs: -100, voicedRatio: 0 });
    const random = seededRandom(7);
    const noise = Float32Array.from({ length: rate * 2 }, () => (random() - 0.5) * 0.3);
    const p = await analysePcm(noise);
    expect(p.voicedRatio!).toBeLessThan(0.1);
  });

  it('decodes Opus from Ogg and WebM and measures the real recordings', async () => {
    const tone = (await measureVoice(parseOgg(fixture('tone-220hz-11s.ogg'))!)).profile;
    expect(tone.pitchHz).toBeGreaterThan(215);
    expect(tone.pitchHz).toBeLessThan(225);
    const ogg = (await measureVoice(parseOgg(fixture('speech-12s.ogg'))!)).profile;
    const web = (await measureVoice(parseWebm(fixture('speech-12s.webm'))!)).profile;
    // espeak-ng's default en-us voice speaks around 100 Hz; sox measures the source at -21 dBFS RMS overall.
    for (const p of [ogg, web]) {
      expect(p.pitchHz).toBeGreaterThan(85);
      expect(p.pitchHz).toBeLessThan(125);
      expect(p.loudnessDbfs).toBeGreaterThan(-26);
      expect(p.loudnessDbfs).toBeLessThan(-15);
    }
    expect(Math.abs(ogg.pitchHz! - web.pitchHz!)).toBeLessThan(3);
  });

  it('measures duration only for AAC', async () => {
    expect(await measureVoice(parseMp4(fixture('speech-12s.m4a'))!)).toEqual({
      profile: { pitchHz: null, loudnessDbfs: null, voicedRatio: null },
      decodedSeconds: 0,
      stoppedEarly: false,
    });
  });
});
