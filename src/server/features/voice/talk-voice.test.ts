import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { startTranscribeStub, type TranscribeStub } from '../../../../tests/helpers/transcribe-stub';
import { silentMp3, startTtsStub, type TtsStub } from '../../../../tests/helpers/tts-stub';
import { TALK_VOICE_MESSAGES, talkTranscriptionSchema, talkVoiceCapabilitiesSchema } from '@core/contracts/talk-voice';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { CONSENT_TEXT, VOICE_MAX_UPLOAD_BYTES, voiceMessageResponseSchema } from '@core/contracts/voice';
import { newId } from '@server/lib/ids';
import { craftedOggOpus, craftedWebmOpus, fixture } from './fixtures/build-audio';

/**
 * Talk by voice (docs/decisions/081-talk-by-voice.md): a spoken message is written down by the provider with the
 * voice step's limits, a reply streams in the person's cloned voice to its owner only, a revoked consent stops it
 * at once and deletes the voice at the provider; every fault is a clear answer, never a 5xx.
 */
let stt: TranscribeStub;
let tts: TtsStub;
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  [stt, tts] = await Promise.all([startTranscribeStub(), startTtsStub()]);
  t = await createTestApp({
    TRANSCRIBE_PROVIDER: 'openai',
    TRANSCRIBE_API_KEY: 'sk-test',
    TRANSCRIBE_BASE_URL: `${stt.url}/v1`,
    TRANSCRIBE_TIMEOUT_MS: '1000',
    VOICE_PROVIDER: 'elevenlabs',
    ELEVENLABS_API_KEY: 'xi-test',
    ELEVENLABS_BASE_URL: tts.url,
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
  await Promise.all([stt.close(), tts.close()]);
});
beforeEach(() => {
  stt.mode = 'ok';
  stt.text = 'I want to work by the sea.';
  stt.received = [];
  tts.mode = 'ok';
  tts.chunks = 4;
  tts.chunkDelayMs = 20;
  tts.received = [];
});

async function visitor(app: TestApp): Promise<TestClient> {
  const c = app.client();
  expect((await c.request('/api/auth/sign-in/anonymous', { method: 'POST', json: {} })).status).toBe(200);
  return c;
}

const transcribe = (c: TestClient, body: Buffer, type = 'audio/webm;codecs=opus') =>
  c.json<Record<string, unknown>>('/api/talk/voice/transcribe', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });

/** The first reply of a new conversation: its id. */
async function firstReply(c: TestClient): Promise<string> {
  const res = await c.request('/api/talk/chat', {
    method: 'POST',
    json: { action: 'start', message: 'START_CONVERSATION', stream: false },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Extract<ChatStreamEvent, { type: 'done' }>;
  return body.message.id;
}

/** A 65 s recording and a yes on the consent screen: the stub provider makes a cloned voice. */
async function cloneVoice(c: TestClient): Promise<{ messageId: string; voiceId: string }> {
  const up = await c.json('/api/voice/messages', {
    method: 'POST',
    body: fixture('speech-65s.webm'),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(up.status).toBe(201);
  const messageId = voiceMessageResponseSchema.parse(up.body).message.id;
  expect((await c.request('/api/trust/age', { method: 'PUT', json: { birthYear: 1995 } })).status).toBe(200);
  const consent = await c.json<{ voiceId: string; cloned: boolean }>('/api/voice/consent', {
    method: 'POST',
    json: { voiceMessageId: messageId, agreed: true, consentText: CONSENT_TEXT },
  });
  expect(consent.body.cloned).toBe(true);
  return { messageId, voiceId: consent.body.voiceId };
}

describe('POST /api/talk/voice/transcribe', () => {
  it('writes down a spoken message with the provider and keeps nothing; no session is 401', async () => {
    expect((await transcribe(t.client(), fixture('speech-5s.ogg'), 'audio/ogg')).status).toBe(401);
    const c = await visitor(t);
    const res = await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg');
    expect(res.status).toBe(200);
    expect(talkTranscriptionSchema.parse(res.body)).toEqual({
      text: 'I want to work by the sea.',
      language: null,
      outcome: 'heard',
      notice: null,
    });
    expect(stt.received).toHaveLength(1);
    expect(stt.received[0]!.file!.bytes.equals(fixture('speech-5s.ogg'))).toBe(true);
    expect(stt.received[0]!.file!.type).toBe('audio/ogg');
  });

  it('keeps the voice step’s limits: over 90 s, over 8 MB, not audio', async () => {
    const c = await visitor(t);
    const long = await transcribe(c, craftedWebmOpus({ claimSeconds: 30, packets: 50_000 }));
    expect(long).toEqual({
      status: 400,
      body: { error: { code: 'too_long', message: 'Maximum recording time reached' } },
    });
    const honestLong = await transcribe(c, craftedOggOpus({ claimSeconds: 100, packets: 834 }), 'audio/ogg');
    expect(honestLong.status).toBe(400);
    const big = await transcribe(c, Buffer.alloc(VOICE_MAX_UPLOAD_BYTES + 1, 1));
    expect(big).toEqual({
      status: 413,
      body: { error: { code: 'too_large', message: 'That recording is too large.' } },
    });
    const text = await transcribe(c, Buffer.from('not audio at all, just words'), 'audio/webm');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: { code: 'unsupported_type' } });
    expect(stt.received).toHaveLength(0);
  });

  it('a 90-second recording is taken and written down', async () => {
    const c = await visitor(t);
    const res = await transcribe(c, craftedOggOpus({ claimSeconds: 90, packets: 750 }), 'audio/ogg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the crafted packets decode as silence: the provider is not asked
    expect(res.body).toMatchObject({ outcome: 'silence', notice: TALK_VOICE_MESSAGES.silence });
    const real = await transcribe(c, fixture('speech-65s.webm'));
    expect(real.body).toMatchObject({ outcome: 'heard', text: 'I want to work by the sea.' });
  });

  it('silence, a provider that hears nothing, stalls or refuses: 200 with no text and a clear notice', async () => {
    const c = await visitor(t);
    const silent = await transcribe(c, craftedWebmOpus({ claimSeconds: 3, packets: 25 }));
    expect(silent).toEqual({
      status: 200,
      body: { text: '', language: null, outcome: 'silence', notice: TALK_VOICE_MESSAGES.silence },
    });
    expect(stt.received).toHaveLength(0);
    stt.text = '   ';
    expect((await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg')).body).toMatchObject({ outcome: 'silence' });
    stt.mode = 'stall';
    const started = Date.now();
    const stalled = await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stalled).toEqual({
      status: 200,
      body: { text: '', language: null, outcome: 'failed', notice: TALK_VOICE_MESSAGES.failed },
    });
    stt.mode = 'refuse';
    expect((await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg')).body).toMatchObject({ outcome: 'failed' });
    stt.mode = 'error';
    expect((await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg')).status).toBe(200);
  });

  it('without a server engine (TRANSCRIBE_PROVIDER=local) it says so: the browser listens, or the person types', async () => {
    const c = await visitor(plain);
    const caps = talkVoiceCapabilitiesSchema.parse((await c.json('/api/talk/voice')).body);
    expect(caps).toEqual({ listen: 'browser', speak: 'browser', settings: { rate: 0.9, pitch: 1.1 } });
    const res = await transcribe(c, fixture('speech-5s.ogg'), 'audio/ogg');
    expect(res.body).toMatchObject({ outcome: 'browser', notice: TALK_VOICE_MESSAGES.typeInstead });
  });
});

describe('GET /api/talk/voice/replies/:id/speech', () => {
  it('streams the owner’s reply in their cloned voice; someone else’s reply is 404; no cloned voice is 409', async () => {
    const owner = await visitor(t);
    const replyId = await firstReply(owner);
    const before = talkVoiceCapabilitiesSchema.parse((await owner.json('/api/talk/voice')).body);
    expect(before.speak).toBe('browser');
    const none = await owner.json(`/api/talk/voice/replies/${replyId}/speech`);
    expect(none).toEqual({
      status: 409,
      body: { error: { code: 'speech_unavailable', message: TALK_VOICE_MESSAGES.speechFallback } },
    });

    const { voiceId } = await cloneVoice(owner);
    const caps = talkVoiceCapabilitiesSchema.parse((await owner.json('/api/talk/voice')).body);
    expect(caps.speak).toBe('cloned');
    const res = await owner.request(`/api/talk/voice/replies/${replyId}/speech`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(silentMp3())).toBe(true);
    const spoken = tts.received.find((r) => r.path.endsWith('/stream'))!;
    expect(spoken.path).toBe(`/v1/text-to-speech/${voiceId}/stream`);
    expect(String(spoken.json?.text).length).toBeGreaterThan(10);

    const stranger = await visitor(t);
    await cloneVoice(stranger);
    expect((await stranger.json(`/api/talk/voice/replies/${replyId}/speech`)).status).toBe(404);
    expect((await t.client().json(`/api/talk/voice/replies/${replyId}/speech`)).status).toBe(401);
    expect((await owner.json(`/api/talk/voice/replies/${newId()}/speech`)).status).toBe(404);
    expect((await owner.json('/api/talk/voice/replies/..%2F..%2Fx/speech')).status).toBe(404);
  });

  it('a provider that refuses or errs is 409 (the browser reads instead), never a 5xx', async () => {
    const c = await visitor(t);
    const replyId = await firstReply(c);
    await cloneVoice(c);
    tts.mode = 'refuse';
    expect((await c.json(`/api/talk/voice/replies/${replyId}/speech`)).body).toMatchObject({
      error: { code: 'speech_unavailable' },
    });
    tts.mode = 'error';
    expect((await c.json(`/api/talk/voice/replies/${replyId}/speech`)).status).toBe(409);
  });

  it('revoking the cloning consent mid-reply stops the voice at once and deletes it at the provider', async () => {
    const c = await visitor(t);
    const replyId = await firstReply(c);
    const { messageId, voiceId } = await cloneVoice(c);
    tts.chunks = 60;
    tts.chunkDelayMs = 100; // six seconds of streaming if nothing stops it
    const res = await c.request(`/api/talk/voice/replies/${replyId}/speech`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).value!.byteLength).toBeGreaterThan(0);
    const revoked = await c.json<{ cloned: boolean }>('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: messageId, agreed: false, consentText: CONSENT_TEXT },
    });
    expect(revoked.body.cloned).toBe(false);
    const at = Date.now();
    let chunks = 0;
    for (;;) {
      const r = await reader.read();
      if (r.done) break;
      chunks++;
    }
    expect(Date.now() - at).toBeLessThan(1500);
    expect(chunks).toBeLessThan(20);
    expect(tts.voices.has(voiceId)).toBe(false);
    expect(tts.received.some((r) => r.method === 'DELETE' && r.path === `/v1/voices/${voiceId}`)).toBe(true);
    expect((await c.json(`/api/talk/voice/replies/${replyId}/speech`)).status).toBe(409);
    expect(talkVoiceCapabilitiesSchema.parse((await c.json('/api/talk/voice')).body).speak).toBe('browser');
  });
});
