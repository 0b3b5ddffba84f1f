import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import {
  CONSENT_TEXT,
  voiceMessageListResponseSchema,
  voiceMessageResponseSchema,
  type VoiceMessage,
} from '@core/contracts/voice';
import { users, voiceConsents, voiceMessages } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { ElevenLabsVoiceProvider } from '@server/providers/voice/index';
import {
  craftedOggOpus,
  craftedWebmOpus,
  fixture,
  repeatedFragmentsMp4,
  voidElement,
  webm,
} from './fixtures/build-audio';
import { purgeExpiredVoice } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_LONG = { error: { code: 'too_long', message: 'Maximum recording time reached' } };
const UNSUPPORTED = {
  error: { code: 'unsupported_type', message: 'Please record again: that file is not audio we can play.' },
};

async function upload(c: TestClient, body: RequestInit['body'], type = 'audio/webm;codecs=opus') {
  return c.json<{ message: VoiceMessage } & { error?: { code: string; message: string } }>('/api/voice/messages', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });
}

async function uploaded(c: TestClient, name: string): Promise<VoiceMessage> {
  const res = await upload(c, fixture(name));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // Cloning needs a stated year of birth over the digital age of consent.
  expect((await c.request('/api/trust/age', { method: 'PUT', json: { birthYear: 1995 } })).status).toBe(200);
  return voiceMessageResponseSchema.parse(res.body).message;
}

describe('POST /api/voice/messages', () => {
  it('stores a 12 s WebM recording for a new anonymous visitor and measures it', async () => {
    const c = t.client();
    const res = await upload(c, fixture('speech-12s.webm'));
    expect(res.status).toBe(201);
    const { message } = voiceMessageResponseSchema.parse(res.body);
    expect(c.cookies.size).toBeGreaterThan(0); // the visitor was created by this first write
    expect(message).toMatchObject({
      mimeType: 'audio/webm',
      url: `/api/voice/messages/${message.id}/audio`,
      cloned: false,
    });
    expect(message.durationSeconds).toBeGreaterThan(11.9);
    expect(message.durationSeconds).toBeLessThan(12.1);
    expect(message.profile.pitchHz).toBeGreaterThan(80);
    expect(message.profile.pitchHz).toBeLessThan(130);
    expect(message.profile.loudnessDbfs).toBeLessThan(-10);

    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, message.id));
    expect(row).toMatchObject({
      audioKey: `voice/${message.id}.webm`,
      mimeType: 'audio/webm',
      bytes: fixture('speech-12s.webm').length,
    });
    expect((await t.deps.storage.get(row!.audioKey))?.body.equals(fixture('speech-12s.webm'))).toBe(true);
  });

  it('measures a 12 s Ogg Opus recording and keeps AAC with its duration only', async () => {
    const c = t.client();
    const ogg = await uploaded(c, 'speech-12s.ogg');
    expect(ogg.mimeType).toBe('audio/ogg');
    expect(ogg.durationSeconds).toBeCloseTo(12, 1);
    expect(ogg.profile.pitchHz).not.toBeNull();
    const m4a = await uploaded(c, 'speech-12s-fragmented.m4a');
    expect(m4a).toMatchObject({ mimeType: 'audio/mp4', profile: { pitchHz: null, loudnessDbfs: null } });
    expect(m4a.durationSeconds).toBeCloseTo(12, 0);
  });

  it('refuses what is not audio with 415, whatever the Content-Type says, and creates no visitor', async () => {
    const c = t.client();
    const pdf = await upload(c, Buffer.from('%PDF-1.7\n' + 'x'.repeat(5000)), 'audio/webm');
    expect(pdf.status).toBe(415);
    expect(pdf.body).toEqual(UNSUPPORTED);
    const video = await upload(
      c,
      webm({
        video: true,
        clusters: [
          { time: 0, blocks: [0] },
          { time: 15_000, blocks: [0] },
        ],
      }),
    );
    expect(video.status).toBe(415);
    expect((await upload(c, Buffer.alloc(0))).status).toBe(415);
    expect(c.cookies.size).toBe(0);
  });

  it('refuses a recording over 8 MB with 413, declared or streamed', async () => {
    const c = t.client();
    const big = await upload(c, Buffer.alloc(8 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: { code: 'too_large', message: 'That recording is too large.' } });

    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled++;
        if (pulled > 200) ctl.close();
        else ctl.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await c.request('/api/voice/messages', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(140); // stopped soon after 8 MB of 12.5 MB
  });

  it('takes a valid recording larger than the 1 MB API body limit', async () => {
    const big = Buffer.concat([fixture('speech-12s.webm'), voidElement(1_300_000)]);
    const res = await upload(t.client(), big);
    expect(res.status).toBe(201);
    expect(res.body.message.durationSeconds).toBeCloseTo(12, 1);
  });

  it('refuses recordings under 10 s and over 90 s with 400', async () => {
    const c = t.client();
    const short = await upload(c, fixture('speech-5s.ogg'));
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: { code: 'too_short', message: 'Please record at least 10 seconds.' } });
    const long = await upload(
      c,
      webm({
        clusters: [
          { time: 0, blocks: [0] },
          { time: 100_000, blocks: [0] },
        ],
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body).toEqual(TOO_LONG);
  });
});

describe('crafted uploads: a header that claims little over packets that hold a lot', () => {
  it.each([
    [
      'Ogg Opus claiming 30 s with 100 minutes of 2-byte 120 ms packets',
      () => craftedOggOpus({ claimSeconds: 30, packets: 50_000 }),
    ],
    [
      'WebM claiming 30 s with 100 minutes of laced 2-byte packets',
      () => craftedWebmOpus({ claimSeconds: 30, packets: 50_000 }),
    ],
    ['fragmented MP4 claiming 12 s over 2 minutes of AAC fragments', () => repeatedFragmentsMp4(10)],
  ])('refuses %s with 400 too_long, creates no visitor and stores nothing', async (_name, make) => {
    const c = t.client();
    const before = await t.deps.database.db.select({ id: voiceMessages.id }).from(voiceMessages);
    const res = await upload(c, make());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_LONG);
    expect(c.cookies.size).toBe(0);
    const after = await t.deps.database.db.select({ id: voiceMessages.id }).from(voiceMessages);
    expect(after.filter((r) => !before.some((b) => b.id === r.id))).toEqual([]);
  });

  it('refuses the crafted Ogg at the 8 MB cap the same way', async () => {
    const body = craftedOggOpus({ claimSeconds: 30, packets: 2_700_000 });
    expect(body.length).toBeGreaterThan(8_000_000);
    expect(body.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    const res = await upload(t.client(), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_LONG);
  });

  it('still takes a crafted-looking file whose packets hold what it claims', async () => {
    // 250 packets of 120 ms: 30 s, as the granules say. The analysis decodes it (concealed silence) and stores it.
    const res = await upload(t.client(), craftedOggOpus({ claimSeconds: 30, packets: 250 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message.durationSeconds).toBeCloseTo(30, 1);
  });
});

describe('reading, playing and deleting recordings', () => {
  it('lists the visitor’s recordings newest first, and the latest', async () => {
    const c = t.client();
    const first = await uploaded(c, 'speech-12s.ogg');
    const second = await uploaded(c, 'speech-12s.webm');
    const list = await c.json('/api/voice/messages');
    expect(list.status).toBe(200);
    expect(voiceMessageListResponseSchema.parse(list.body).messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect((await c.json<{ message: VoiceMessage }>('/api/voice/messages/latest')).body.message.id).toBe(second.id);
    expect((await t.client().json('/api/voice/messages')).body).toEqual({ messages: [] });
    expect((await t.client().json('/api/voice/messages/latest')).body).toEqual({ message: null });
  });

  it('serves the audio to its owner, privately, with Range support', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-12s.webm');
    const bytes = fixture('speech-12s.webm');
    const full = await c.request(m.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/webm');
    expect(full.headers.get('cache-control')).toBe('private, no-store');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await full.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await c.request(m.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);

    const open = await c.request(m.url, { headers: { range: 'bytes=1000-' } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(bytes.length - 1000);
    const suffix = await c.request(m.url, { headers: { range: 'bytes=-500' } });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`);
    const beyond = await c.request(m.url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it("refuses someone else's recording with 404 (audio, delete, consent) and asks for a session", async () => {
    const owner = t.client();
    const m = await uploaded(owner, 'speech-65s.webm');
    const other = t.client();
    await uploaded(other, 'speech-12s.ogg'); // the other visitor has a session of their own
    expect((await other.request(m.url)).status).toBe(404);
    expect((await other.request(`/api/voice/messages/${m.id}`, { method: 'DELETE' })).status).toBe(404);
    const consent = await other.json('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: true, consentText: CONSENT_TEXT },
    });
    expect(consent.status).toBe(404);
    expect((await t.client().request(m.url)).status).toBe(401);
    expect((await owner.request('/api/voice/messages/not-an-id/audio')).status).toBe(404);
    // untouched
    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, m.id));
    expect(row?.voiceId).toBeNull();
    expect((await owner.request(m.url)).status).toBe(200);
  });

  it('deletes the bytes and the row', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-12s.ogg');
    const key = `voice/${m.id}.ogg`;
    expect(await t.deps.storage.get(key)).not.toBeNull();
    const res = await c.request(`/api/voice/messages/${m.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await t.deps.storage.get(key)).toBeNull();
    expect(await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, m.id))).toEqual([]);
    expect((await c.request(m.url)).status).toBe(404);
    expect((await c.request(`/api/voice/messages/${m.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('POST /api/voice/consent (local provider)', () => {
  const consentRows = (messageId: string) =>
    t.deps.database.db.select().from(voiceConsents).where(eq(voiceConsents.voiceMessageId, messageId));

  it('refuses a consent text other than the one shown', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-65s.webm');
    const res = await c.json('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: true, consentText: CONSENT_TEXT.replace('never', 'sometimes') },
    });
    expect(res.status).toBe(400);
    expect(await consentRows(m.id)).toEqual([]);
  });

  it('records a "no" with the exact text and its time, and clones nothing', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-12s.webm');
    const before = Date.now();
    const res = await c.json<{ consentId: string; voiceId: string | null; cloned: boolean }>('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: false, consentText: CONSENT_TEXT },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ voiceId: null, cloned: false });
    const [row] = await consentRows(m.id);
    expect(row).toMatchObject({ id: res.body.consentId, agreed: false, consentText: CONSENT_TEXT });
    expect(row!.createdAt.getTime()).toBeGreaterThan(before - 5000);
  });

  it('clones only with a stated year of birth at or over the digital age of consent', async () => {
    const c = t.client();
    const res0 = await upload(c, fixture('speech-65s.webm'));
    const m = voiceMessageResponseSchema.parse(res0.body).message;
    const yes = () =>
      c.json<{ error: { code: string; message: string } }>('/api/voice/consent', {
        method: 'POST',
        json: { voiceMessageId: m.id, agreed: true, consentText: CONSENT_TEXT },
      });
    const unknown = await yes();
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'age_required',
      message: 'Please tell us the year you were born first.',
    });
    await c.request('/api/trust/age', { method: 'PUT', json: { birthYear: new Date().getUTCFullYear() - 14 } });
    const young = await yes();
    expect(young.status).toBe(403);
    expect(young.body.error.code).toBe('under_age');
    expect(young.body.error.message).toBe('Voice cloning is only for people aged 16 or older. You can still continue.');
    // A no is always recorded.
    const no = await c.json('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: false, consentText: CONSENT_TEXT },
    });
    expect(no.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, m.id));
    expect(row?.voiceId).toBeNull();
  });

  it('refuses to clone a recording under 60 s', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-12s.webm');
    const res = await c.json('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: true, consentText: CONSENT_TEXT },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'too_short_to_clone', message: 'Voice cloning needs a recording of at least 60 seconds.' },
    });
  });

  it('clones a 65 s recording after a yes and stores the voice id', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-65s.webm');
    expect(m.durationSeconds).toBeCloseTo(65, 0);
    const res = await c.json<{ consentId: string; voiceId: string; cloned: boolean }>('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: true, consentText: CONSENT_TEXT },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cloned: true, voiceId: `local-${m.id}` });
    const [consent] = await consentRows(m.id);
    expect(consent).toMatchObject({ agreed: true, consentText: CONSENT_TEXT });
    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, m.id));
    expect(row?.voiceId).toBe(`local-${m.id}`);
    expect((await c.json<{ message: VoiceMessage }>('/api/voice/messages/latest')).body.message.cloned).toBe(true);

    // A later "no" withdraws the consent: the voice id goes, both answers stay on record.
    const no = await c.json('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: m.id, agreed: false, consentText: CONSENT_TEXT },
    });
    expect(no.body).toMatchObject({ cloned: false, voiceId: null });
    expect((await c.json<{ message: VoiceMessage }>('/api/voice/messages/latest')).body.message.cloned).toBe(false);
    expect((await consentRows(m.id)).map((r) => r.agreed).sort()).toEqual([false, true]);
  });
});

describe('POST /api/voice/speak (local provider)', () => {
  it('asks the browser to speak, in settings tuned to the measured pitch', async () => {
    const c = t.client();
    const m = await uploaded(c, 'speech-12s.ogg');
    const res = await c.json<{ mode: string; settings: { rate: number; pitch: number } }>('/api/voice/speak', {
      method: 'POST',
      json: { text: 'Hey you, it is me.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('browser');
    expect(res.body.settings.rate).toBe(0.9);
    expect(res.body.settings.pitch).toBeLessThan(1.1); // a ~100 Hz voice speaks lower than the default
    expect(m.profile.pitchHz).toBeLessThan(130);
  });

  it('uses the spec defaults without a recording, and refuses long text', async () => {
    const c = t.client();
    expect((await c.json('/api/voice/speak', { method: 'POST', json: { text: 'Hello' } })).body).toEqual({
      mode: 'browser',
      settings: { rate: 0.9, pitch: 1.1 },
    });
    expect((await c.json('/api/voice/speak', { method: 'POST', json: { text: 'x'.repeat(301) } })).status).toBe(400);
  });
});

describe('retention', () => {
  async function makeUser(isAnonymous: boolean) {
    const id = newId();
    await t.deps.database.db.insert(users).values({
      id,
      name: isAnonymous ? 'Anonymous' : 'Signed Up',
      email: `${id.toLowerCase()}@retention.test`,
      isAnonymous,
    });
    return id;
  }
  async function makeRecording(userId: string, createdAt: Date) {
    const id = newId();
    const audioKey = `voice/${id}.ogg`;
    await t.deps.storage.put(audioKey, fixture('speech-12s.ogg'), 'audio/ogg');
    await t.deps.database.db
      .insert(voiceMessages)
      .values({ id, userId, audioKey, mimeType: 'audio/ogg', bytes: 1, durationSeconds: 12, createdAt });
    return { id, audioKey };
  }
  const exists = async (id: string) =>
    (await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, id))).length === 1;

  it("deletes an old anonymous recording (bytes and row) and keeps a signed-up user's and recent ones", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 86_400_000);
    const anon = await makeUser(true);
    const member = await makeUser(false);
    const expired = await makeRecording(anon, old);
    const recent = await makeRecording(anon, new Date(now.getTime() - 2 * 86_400_000));
    const kept = await makeRecording(member, old);

    const deleted = await purgeExpiredVoice(t.deps, now);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(expired.id)).toBe(false);
    expect(await t.deps.storage.get(expired.audioKey)).toBeNull();
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(kept.id)).toBe(true);
    expect(await t.deps.storage.get(kept.audioKey)).not.toBeNull();
    expect(
      await t.deps.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, anon))),
    ).toHaveLength(1); // only the recording goes
  });
});

// ---------- ElevenLabs adapter against a local fake (no network) ----------
type Mode = 'ok' | 'fail' | 'hang';
interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  body: Buffer;
}

function fakeElevenLabs() {
  const state: { mode: Mode; seen: Seen[] } = { mode: 'ok', seen: [] };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    state.seen.push({
      method: req.method!,
      url: req.url!,
      key: req.headers['xi-api-key'] as string | undefined,
      body: Buffer.concat(chunks),
    });
    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"boom"}');
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/voices/add') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ voice_id: 'el-voice-123', requires_verification: false }));
    } else if (req.method === 'POST' && req.url?.startsWith('/v1/text-to-speech/el-voice-123')) {
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3-fake-mp3-bytes'));
    } else if (req.method === 'DELETE' && req.url === '/v1/voices/el-voice-123') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404).end();
    }
  });
  return { server, state };
}

describe('ElevenLabs provider', () => {
  let e: TestApp;
  const fake = fakeElevenLabs();
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    e = await createTestApp({
      VOICE_PROVIDER: 'elevenlabs',
      ELEVENLABS_API_KEY: 'test-key',
      ELEVENLABS_BASE_URL: baseUrl,
    });
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
    await e.close();
  });

  const consent = async (c: TestClient, id: string) => {
    await c.request('/api/trust/age', { method: 'PUT', json: { birthYear: 1995 } });
    return c.json<{ consentId: string; voiceId: string | null; cloned: boolean }>('/api/voice/consent', {
      method: 'POST',
      json: { voiceMessageId: id, agreed: true, consentText: CONSENT_TEXT },
    });
  };

  it('clones with the recording, speaks in the cloned voice, and deletes the voice with the recording', async () => {
    fake.state.mode = 'ok';
    fake.state.seen = [];
    const c = e.client();
    const res = await upload(c, fixture('speech-65s.webm'));
    const id = res.body.message.id;
    const cloned = await consent(c, id);
    expect(cloned.body).toMatchObject({ cloned: true, voiceId: 'el-voice-123' });
    const add = fake.state.seen.find((s) => s.url === '/v1/voices/add')!;
    expect(add.key).toBe('test-key');
    expect(add.body.toString('latin1')).toContain('name="files"');
    expect(add.body.indexOf(fixture('speech-65s.webm'))).toBeGreaterThan(0);

    const spoken = await c.request('/api/voice/speak', {
      method: 'POST',
      json: { text: 'Hey you, it is me, five years on.' },
    });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await spoken.arrayBuffer()).toString()).toBe('ID3-fake-mp3-bytes');
    const tts = fake.state.seen.find((s) => s.url.startsWith('/v1/text-to-speech/'))!;
    expect(JSON.parse(tts.body.toString())).toMatchObject({ text: 'Hey you, it is me, five years on.' });

    expect((await c.request(`/api/voice/messages/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(fake.state.seen.some((s) => s.method === 'DELETE' && s.url === '/v1/voices/el-voice-123')).toBe(true);
  });

  it('answers cloned:false when the provider fails, and the browser speaks', async () => {
    fake.state.mode = 'fail';
    const c = e.client();
    const res = await upload(c, fixture('speech-65s.webm'));
    const failed = await consent(c, res.body.message.id);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ cloned: false, voiceId: null });
    const [row] = await e.deps.database.db
      .select()
      .from(voiceMessages)
      .where(eq(voiceMessages.id, res.body.message.id));
    expect(row?.voiceId).toBeNull();
    expect(
      (
        await e.deps.database.db
          .select()
          .from(voiceConsents)
          .where(eq(voiceConsents.voiceMessageId, res.body.message.id))
      )[0]?.agreed,
    ).toBe(true);
    expect(
      (await c.json<{ mode: string }>('/api/voice/speak', { method: 'POST', json: { text: 'Hello' } })).body.mode,
    ).toBe('browser');
  });

  it('gives up on a provider that hangs (timeout) and answers cloned:false', async () => {
    fake.state.mode = 'hang';
    const original = e.deps.voice;
    e.deps.voice = new ElevenLabsVoiceProvider({ apiKey: 'test-key', baseUrl, timeoutMs: 300 });
    try {
      const c = e.client();
      const res = await upload(c, fixture('speech-65s.webm'));
      const started = Date.now();
      const hung = await consent(c, res.body.message.id);
      expect(hung.status).toBe(200);
      expect(hung.body).toMatchObject({ cloned: false, voiceId: null });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      e.deps.voice = original;
      fake.state.mode = 'ok';
    }
  });

  it('uses a 20 s timeout by default', async () => {
    expect((new ElevenLabsVoiceProvider({ apiKey: 'k', baseUrl }) as unknown as { timeoutMs: number }).timeoutMs).toBe(
      20_000,
    );
  });
});
