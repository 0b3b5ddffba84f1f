import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentMp3, startTtsStub, type TtsStub } from '../../../../tests/helpers/tts-stub';
import { ElevenLabsVoiceProvider, VoiceProviderError } from './index';

/**
 * ElevenLabs streaming text to speech against a local server that speaks its API (no network): the reply's text
 * goes up with the model, audio/mpeg comes back in chunks and is passed on as it comes; a stall before or between
 * chunks, a refusal and a cancel end it clearly, never with the key in a message (docs/decisions/081-talk-by-voice.md).
 */
let stub: TtsStub;
beforeAll(async () => {
  stub = await startTtsStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.mode = 'ok';
  stub.received = [];
  stub.audio = silentMp3();
  stub.chunks = 4;
  stub.chunkDelayMs = 20;
});

const provider = (opts: { timeoutMs?: number; stallMs?: number } = {}) =>
  new ElevenLabsVoiceProvider({ apiKey: 'xi-secret', baseUrl: `${stub.url}/`, timeoutMs: 2000, ...opts });

async function readAll(body: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

describe('ElevenLabs POST /v1/text-to-speech/{voice}/stream', () => {
  it('sends the text and model with the key, and yields the audio chunk by chunk as it comes', async () => {
    const started = Date.now();
    stub.chunkDelayMs = 150;
    const speech = await provider().speakStream({ voiceId: 'voice/1', text: 'Hello, younger me.' });
    expect(speech.contentType).toBe('audio/mpeg');
    const reader = speech.body.getReader();
    const first = await reader.read();
    // the first chunk arrives before the provider has finished (4 chunks 150 ms apart)
    expect(Date.now() - started).toBeLessThan(450);
    expect(first.value!.byteLength).toBeGreaterThan(0);
    const rest = await readAll(
      new ReadableStream({
        async pull(c) {
          const r = await reader.read();
          if (r.done) c.close();
          else c.enqueue(r.value);
        },
      }),
    );
    expect(Buffer.concat([first.value!, rest.bytes]).equals(stub.audio)).toBe(true);
    const [req] = stub.received;
    expect(req).toMatchObject({
      method: 'POST',
      path: '/v1/text-to-speech/voice%2F1/stream',
      query: 'output_format=mp3_44100_128',
      key: 'xi-secret',
      json: { text: 'Hello, younger me.', model_id: 'eleven_multilingual_v2' },
    });
  });

  it('a provider that never answers is a timeout; one that stops mid-reply errors the stream', async () => {
    stub.mode = 'stall';
    const stalled = await provider({ timeoutMs: 300 })
      .speakStream({ voiceId: 'v', text: 'Hi.' })
      .catch((e: unknown) => e);
    expect(stalled).toBeInstanceOf(VoiceProviderError);
    expect((stalled as Error).message).toMatch(/timed out/);

    stub.mode = 'stall-mid';
    const speech = await provider({ stallMs: 300 }).speakStream({ voiceId: 'v', text: 'Hi.' });
    const broken = await readAll(speech.body).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(VoiceProviderError);
    expect((broken as Error).message).toMatch(/stalled/);
  });

  it('a refusal names its status and never the key; a server error too', async () => {
    stub.mode = 'refuse';
    const refused = await provider()
      .speakStream({ voiceId: 'gone', text: 'Hi.' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400 });
    expect((refused as Error).message).toContain('voice_not_found');
    expect((refused as Error).message).not.toContain('xi-secret');
    stub.mode = 'error';
    expect(
      await provider()
        .speakStream({ voiceId: 'v', text: 'Hi.' })
        .catch((e: unknown) => e),
    ).toMatchObject({ status: 503 });
  });

  it('a cancel (consent revoked, the person left) ends the stream at once', async () => {
    stub.chunks = 20;
    stub.chunkDelayMs = 100;
    const stop = new AbortController();
    const speech = await provider().speakStream({ voiceId: 'v', text: 'A long reply.', signal: stop.signal });
    const reader = speech.body.getReader();
    await reader.read();
    const at = Date.now();
    stop.abort();
    const after = await reader.read().catch((e: unknown) => e);
    expect(Date.now() - at).toBeLessThan(300);
    expect(after).toBeInstanceOf(VoiceProviderError);
  });
});
