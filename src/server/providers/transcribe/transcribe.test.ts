import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTranscribeStub, type TranscribeStub } from '../../../../tests/helpers/transcribe-stub';
import { loadConfig } from '@server/config';
import { createTranscriber, ElevenLabsTranscriber, OpenAiTranscriber, TranscribeError } from './index';

/**
 * The transcription adapters against a local server that speaks the OpenAI transcription API and ElevenLabs
 * speech to text (decision 079): the recording goes up as a multipart file, the words come back; a stall is a
 * timeout, a refusal a clear error, the key never in a message.
 */
const speech = readFileSync(path.join(__dirname, '../../features/voice/fixtures/speech-12s.webm'));

let stub: TranscribeStub;
beforeAll(async () => {
  stub = await startTranscribeStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.mode = 'ok';
  stub.received = [];
});

const openai = (timeoutMs = 2000) =>
  new OpenAiTranscriber({ apiKey: 'sk-test', baseUrl: `${stub.url}/v1/`, model: 'whisper-1', timeoutMs });
const eleven = (timeoutMs = 2000) =>
  new ElevenLabsTranscriber({ apiKey: 'xi-test', baseUrl: stub.url, model: 'scribe_v1', timeoutMs });

describe('OpenAI-compatible /audio/transcriptions', () => {
  it('uploads the recording as a multipart file with the model and reads the text', async () => {
    const result = await openai().transcribe(speech, 'audio/webm;codecs=opus', { language: 'en' });
    expect(result).toEqual({ text: 'I want to work by the sea.' });
    const [req] = stub.received;
    expect(req).toMatchObject({
      path: '/v1/audio/transcriptions',
      auth: 'Bearer sk-test',
      fields: { model: 'whisper-1', language: 'en', response_format: 'json' },
      file: { name: 'recording.webm', type: 'audio/webm' },
    });
    expect(req!.file!.bytes.equals(speech)).toBe(true);
  });

  it('a stalled server is a timeout, a refusal names its status without the key', async () => {
    stub.mode = 'stall';
    const stalled = await openai(300)
      .transcribe(speech, 'audio/webm')
      .catch((e: unknown) => e);
    expect(stalled).toBeInstanceOf(TranscribeError);
    expect(stalled).toMatchObject({ reason: 'timeout' });
    stub.mode = 'refuse';
    const refused = await openai()
      .transcribe(speech, 'audio/webm')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'refused', status: 400 });
    expect((refused as Error).message).toContain('Invalid file format');
    expect((refused as Error).message).not.toContain('sk-test');
    stub.mode = 'error';
    expect(
      await openai()
        .transcribe(speech, 'audio/ogg')
        .catch((e: unknown) => e),
    ).toMatchObject({ status: 503 });
  });

  it('a server that is not there fails clearly', async () => {
    const gone = new OpenAiTranscriber({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    expect(await gone.transcribe(speech, 'audio/webm').catch((e: unknown) => e)).toMatchObject({ reason: 'failed' });
  });
});

describe('ElevenLabs /v1/speech-to-text', () => {
  it('uploads the recording with scribe_v1 and reads the text and language', async () => {
    const ogg = readFileSync(path.join(__dirname, '../../features/voice/fixtures/speech-5s.ogg'));
    const result = await eleven().transcribe(ogg, 'audio/ogg');
    expect(result).toEqual({ text: 'I want to work by the sea.', language: 'en' });
    const [req] = stub.received;
    expect(req).toMatchObject({
      path: '/v1/speech-to-text',
      auth: 'xi-test',
      fields: { model_id: 'scribe_v1' },
      file: { name: 'recording.ogg', type: 'audio/ogg' },
    });
    expect(req!.file!.bytes.equals(ogg)).toBe(true);
  });

  it('a stall and a refusal are clear errors', async () => {
    stub.mode = 'stall';
    expect(
      await eleven(300)
        .transcribe(speech, 'audio/webm')
        .catch((e: unknown) => e),
    ).toMatchObject({
      reason: 'timeout',
    });
    stub.mode = 'refuse';
    const refused = await eleven()
      .transcribe(speech, 'audio/webm')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'refused', status: 400 });
    expect((refused as Error).message).not.toContain('xi-test');
  });
});

describe('TRANSCRIBE_PROVIDER', () => {
  const base = { NODE_ENV: 'test' };
  it('local (the default) means the browser: the server does not transcribe, and says so', async () => {
    const t = createTranscriber(loadConfig(base));
    expect(t.kind).toBe('browser');
    expect(await t.transcribe(speech, 'audio/webm').catch((e: unknown) => e)).toMatchObject({ reason: 'unavailable' });
  });

  it('openai takes TRANSCRIBE_API_KEY or OPENAI_API_KEY, a base URL and a model; elevenlabs its key', () => {
    expect(() => loadConfig({ ...base, TRANSCRIBE_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
    expect(loadConfig({ ...base, TRANSCRIBE_PROVIDER: 'openai', OPENAI_API_KEY: 'k' }).transcribe).toEqual({
      provider: 'openai',
      apiKey: 'k',
      baseUrl: 'https://api.openai.com/v1',
      model: 'whisper-1',
      timeoutMs: 30000,
    });
    const selfHosted = loadConfig({
      ...base,
      TRANSCRIBE_PROVIDER: 'openai',
      TRANSCRIBE_API_KEY: 'local',
      TRANSCRIBE_BASE_URL: 'http://whisper.internal:8000/v1',
      TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
      TRANSCRIBE_TIMEOUT_MS: '5000',
    });
    expect(createTranscriber(selfHosted).kind).toBe('openai');
    expect(selfHosted.transcribe).toMatchObject({ baseUrl: 'http://whisper.internal:8000/v1', timeoutMs: 5000 });
    expect(() => loadConfig({ ...base, TRANSCRIBE_PROVIDER: 'elevenlabs' })).toThrow(/ELEVENLABS_API_KEY/);
    const el = loadConfig({ ...base, TRANSCRIBE_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'x' });
    expect(el.transcribe).toMatchObject({
      provider: 'elevenlabs',
      model: 'scribe_v1',
      baseUrl: 'https://api.elevenlabs.io',
    });
    expect(() => loadConfig({ ...base, TRANSCRIBE_PROVIDER: 'vosk' })).toThrow(/local, openai or elevenlabs/);
  });
});
