import { describe, expect, it } from 'vitest';
import { VOICE_HARD_MAX_SECONDS } from '@core/contracts/voice';
import {
  craftedOggOpus,
  craftedWebmOpus,
  el,
  fixture,
  repeatedFragmentsMp4,
  TINY_120MS_PACKET,
  voidElement,
} from '../fixtures/build-audio';
import { decodeOpus, measureVoice } from './analyse';
import { inspectAudio } from './inspect';
import { aacFrame, parseMp4 } from './mp4';
import { parseOgg } from './ogg';
import { MAX_MALFORMED_PACKETS, opusPacketSamples } from './opus';
import { parseWebm } from './webm';

// A header that claims 30 s over packets that hold 100 minutes. The work is bounded by what the
// packets hold (counted from their own headers) and by the samples actually decoded, never by the claim.

const PACKET_SECONDS = 0.12;
const PRE_SKIP_SECONDS = 312 / 48_000;

describe('the crafted packet', () => {
  it('is 2 bytes that the TOC byte says play 120 ms', () => {
    expect(TINY_120MS_PACKET).toHaveLength(2);
    expect(opusPacketSamples(Uint8Array.from(TINY_120MS_PACKET))).toBe(5760);
  });

  it('really decodes to 120 ms each', async () => {
    const packets = Array.from({ length: 10 }, () => Uint8Array.from(TINY_120MS_PACKET));
    const decoded = await decodeOpus(packets, 1, 0);
    expect(decoded).not.toBeNull();
    expect(decoded!.decodedSamples).toBe(10 * 1920); // at 16 kHz
    expect(decoded!.stoppedEarly).toBe(false);
  });
});

describe.each([
  // name, builder, parser, packets that fill nearly 8 MB (3 bytes each in Ogg, about 2 in WebM)
  ['Ogg', craftedOggOpus, parseOgg, 2_700_000],
  ['WebM', craftedWebmOpus, parseWebm, 4_000_000],
] as const)('crafted %s Opus', (_name, craft, parse, eightMegabytes) => {
  it('claims 30 s in its container and carries 100 minutes of packets', () => {
    const claimOnly = parse(craft({ claimSeconds: 30, packets: 250 }))!; // 250 × 120 ms = 30 s: claim and packets agree
    expect(claimOnly.durationSeconds).toBeCloseTo(30, 1);
    const all = parse(craft({ claimSeconds: 30, packets: 50_000 }), { maxSeconds: Infinity })!;
    expect(all.overLimit).toBe(false);
    expect(all.packetSeconds).toBeCloseTo(50_000 * PACKET_SECONDS - PRE_SKIP_SECONDS, 3);
    expect(all.opusPackets).toHaveLength(50_000);
  });

  it('stops parsing as soon as the packets pass the limit, keeping no packet beyond it', async () => {
    const r = (await inspectAudio(craft({ claimSeconds: 30, packets: 50_000 })))!;
    expect(r.overLimit).toBe(true);
    expect(r.packetSeconds).toBeGreaterThan(VOICE_HARD_MAX_SECONDS);
    expect(r.packetSeconds).toBeLessThanOrEqual(VOICE_HARD_MAX_SECONDS + PACKET_SECONDS);
    expect(r.opusPackets!.length).toBe(Math.ceil((VOICE_HARD_MAX_SECONDS + PRE_SKIP_SECONDS) / PACKET_SECONDS));
  });

  it('honours a lower limit', () => {
    const r = parse(craft({ claimSeconds: 30, packets: 50_000 }), { maxSeconds: 10 })!;
    expect(r.overLimit).toBe(true);
    expect(r.opusPackets!.length).toBeLessThanOrEqual(Math.ceil(10 / PACKET_SECONDS) + 1);
  });

  it('takes the longer of claim and packets when both are under the limit', () => {
    const r = parse(craft({ claimSeconds: 12, packets: 500 }))!; // claims 12 s, holds 60 s
    expect(r.overLimit).toBe(false);
    expect(r.durationSeconds).toBeCloseTo(500 * PACKET_SECONDS - PRE_SKIP_SECONDS, 3);
  });

  it('refuses a stream of malformed packets after a few instead of walking millions', () => {
    // One byte: a code-3 TOC without its frame-count byte, no duration. 2 million of them fill most of 8 MB.
    expect(parse(craft({ claimSeconds: 30, packets: MAX_MALFORMED_PACKETS, packet: [0x1b] }))).not.toBeNull();
    expect(parse(craft({ claimSeconds: 30, packets: MAX_MALFORMED_PACKETS + 1, packet: [0x1b] }))).toBeNull();
    expect(parse(craft({ claimSeconds: 30, packets: 2_000_000, packet: [0x1b] }))).toBeNull();
  });

  it('keeps an upload at the 8 MB cap (over 100 hours of packets) to 95 s of them too', async () => {
    const big = craft({ claimSeconds: 30, packets: eightMegabytes });
    expect(big.length).toBeGreaterThan(8_000_000);
    expect(big.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    const r = (await inspectAudio(big))!;
    expect(r.overLimit).toBe(true);
    expect(r.opusPackets!.length).toBeLessThanOrEqual(Math.ceil(VOICE_HARD_MAX_SECONDS / PACKET_SECONDS) + 1);
  });
});

describe('WebM blocks that lace frames out of nothing', () => {
  it('counts a fixed-size laced block with no bytes for its frames as malformed', () => {
    // A SimpleBlock that says 256 frames in 0 bytes: 7 bytes of file that used to be walked as 256 packets.
    const empty = el(0xa3, [0x81, 0, 0, 0x84, 0xff]);
    const good = craftedWebmOpus({ claimSeconds: 30, packets: 250 });
    const some = Buffer.concat([good, Buffer.from(Array.from({ length: MAX_MALFORMED_PACKETS }, () => empty).flat())]);
    expect(parseWebm(some)!.packetSeconds).toBeCloseTo(250 * PACKET_SECONDS - PRE_SKIP_SECONDS, 3);
    const many = Buffer.concat([good, Buffer.from(Array.from({ length: 100_000 }, () => empty).flat())]);
    expect(parseWebm(many)).toBeNull();
  });

  it('reads a valid file followed by a flood of tiny elements as cut off, not forever', () => {
    const good = craftedWebmOpus({ claimSeconds: 30, packets: 250 });
    const voids = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i + 1 < voids.length; i += 2) voids.set([0xec, 0x80], i); // 3 million empty Void elements
    const r = parseWebm(Buffer.concat([good, voids]))!;
    expect(r.durationSeconds).toBeCloseTo(30, 1);
    expect(r.opusPackets).toHaveLength(250);
    expect(parseWebm(Buffer.concat([good, voidElement(6 * 1024 * 1024)]))!.opusPackets).toHaveLength(250);
  });
});

describe('MP4: counted from the sample tables, not decoded', () => {
  it('reads the AAC frame length from the AudioSpecificConfig', () => {
    expect(aacFrame(Uint8Array.from([0x12, 0x08]))).toEqual({ samples: 1024, rate: 44100 }); // AAC-LC 44.1 kHz mono
    expect(aacFrame(Uint8Array.from([0x2b, 0x91, 0x88]))).toEqual({ samples: 1024, rate: 22050 }); // HE-AAC: core rate
    expect(aacFrame(Uint8Array.from([0x11, 0x8c]))).toEqual({ samples: 960, rate: 48000 }); // frameLengthFlag set
    expect(aacFrame(Uint8Array.from([0x12]))).toBeNull();
  });

  it('agrees with the header on honest files', () => {
    for (const name of ['speech-12s.m4a', 'speech-12s-fragmented.m4a']) {
      const r = parseMp4(fixture(name))!;
      expect(r.overLimit).toBe(false);
      expect(r.packetSeconds).toBeGreaterThan(12);
      expect(r.packetSeconds).toBeLessThan(12.1);
    }
  });

  it('finds fragments that hold far more than the header claims', async () => {
    const seven = parseMp4(repeatedFragmentsMp4(7))!; // header 12.05 s, fragments 7 × 12.07 s
    expect(seven.overLimit).toBe(false);
    expect(seven.durationSeconds).toBeCloseTo(7 * 12.074, 1);
    const ten = (await inspectAudio(repeatedFragmentsMp4(10)))!;
    expect(ten.overLimit).toBe(true);
    expect(ten.packetSeconds).toBeCloseTo(10 * 12.074, 1);
  });
});

describe('bounded decoding', () => {
  it('decodes at most maxSeconds of samples into a buffer of that size, then stops', async () => {
    // Every packet of the crafted file, past the parser: 100 minutes if decoded in full.
    const all = parseOgg(craftedOggOpus({ claimSeconds: 30, packets: 50_000 }), { maxSeconds: Infinity })!;
    const decoded = (await decodeOpus(all.opusPackets!, 1, all.preSkip!, 5))!;
    expect(decoded.stoppedEarly).toBe(true);
    expect(decoded.pcm.length).toBe(5 * 16_000);
    // It stops in the chunk (about 1 s) that passes the limit: nowhere near 100 minutes.
    expect(decoded.decodedSamples).toBeGreaterThan(5 * 16_000);
    expect(decoded.decodedSamples).toBeLessThanOrEqual((5 + 1 + PACKET_SECONDS) * 16_000);
  });

  it('reports a recording longer than the limit as stopped early and measures nothing', async () => {
    const parsed = parseWebm(fixture('speech-12s.webm'))!;
    const capped = await measureVoice(parsed, 5);
    expect(capped.stoppedEarly).toBe(true);
    expect(capped.profile).toEqual({ pitchHz: null, loudnessDbfs: null, voicedRatio: null });
    expect(capped.decodedSeconds).toBeLessThanOrEqual(5 + 1 + 0.02);
    const full = await measureVoice(parsed);
    expect(full.stoppedEarly).toBe(false);
    expect(full.decodedSeconds).toBeCloseTo(12, 1);
    expect(full.profile.pitchHz).not.toBeNull();
  });
});
