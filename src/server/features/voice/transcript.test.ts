import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { startTranscribeStub, type TranscribeStub } from '../../../../tests/helpers/transcribe-stub';
import { voiceMessageResponseSchema } from '@core/contracts/voice';
import {
  TRANSCRIPT_MESSAGES,
  voiceTranscriptResponseSchema,
  type VoiceTranscript,
} from '@core/contracts/voice-transcript';
import { safeToReuse } from '@core/safety-reader';
import { voiceMessages } from '@server/db/schema';
import { jobDefinitions, startJobQueue, type JobQueue } from '@server/jobs/index';
import { BrowserTranscriber } from '@server/providers/transcribe/index';
import { fixture } from './fixtures/build-audio';
import { TRANSCRIBE_JOB, transcribeVoiceMessage } from './transcript';

/**
 * The voice step's transcript (decision 079): upload → a job on the pg-boss queue → the transcript
 * stored → the owner's correction saved; a stalled provider leaves the recording and says so; someone else's
 * transcript is not found; every transcript is read by the safety reader.
 */
let stub: TranscribeStub;
let t: TestApp;
let queue: JobQueue;

beforeAll(async () => {
  stub = await startTranscribeStub();
  const provider = { TRANSCRIBE_PROVIDER: 'openai', TRANSCRIBE_API_KEY: 'sk-test' };
  t = await createTestApp({ ...provider, TRANSCRIBE_BASE_URL: `${stub.url}/v1`, TRANSCRIBE_TIMEOUT_MS: '1000' });
  queue = await startJobQueue(
    t.deps,
    jobDefinitions(t.deps.config).filter((d) => d.name === TRANSCRIBE_JOB),
  );
});
afterAll(async () => {
  await queue.stop({ graceful: false }).catch(() => undefined);
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.text = 'I want to work by the sea.';
});

async function upload(c: TestClient, name = 'speech-12s.webm') {
  const res = await c.json('/api/voice/messages', {
    method: 'POST',
    body: fixture(name),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return voiceMessageResponseSchema.parse(res.body).message;
}

const transcriptOf = async (c: TestClient, id: string) => {
  const res = await c.json(`/api/voice/messages/${id}/transcript`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return voiceTranscriptResponseSchema.parse(res.body).transcript;
};

async function until(c: TestClient, id: string, done: (tr: VoiceTranscript) => boolean): Promise<VoiceTranscript> {
  const end = Date.now() + 20_000;
  for (;;) {
    const tr = await transcriptOf(c, id);
    if (done(tr)) return tr;
    if (Date.now() > end) throw new Error(`transcript still ${JSON.stringify(tr)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const put = (c: TestClient, id: string, json: unknown) =>
  c.json<{ transcript?: VoiceTranscript; error?: { code: string; message: string } }>(
    `/api/voice/messages/${id}/transcript`,
    { method: 'PUT', json },
  );

describe('the voice step transcript', () => {
  it('is written by a job after upload, then the owner corrects it', async () => {
    const c = t.client();
    const message = await upload(c);
    const done = await until(c, message.id, (tr) => tr.status === 'done');
    expect(done).toMatchObject({
      transcriber: 'openai',
      text: 'I want to work by the sea.',
      source: 'provider',
      crisis: false,
      help: null,
      notice: null,
    });
    const sent = stub.received.at(-1)!;
    expect(sent.file!.bytes.equals(fixture('speech-12s.webm'))).toBe(true);

    const saved = await put(c, message.id, { text: '  I want to work by the sea, in Gothenburg.\r\n' });
    expect(saved.status).toBe(200);
    expect(saved.body.transcript).toMatchObject({
      text: 'I want to work by the sea, in Gothenburg.',
      source: 'person',
      status: 'done',
    });
    expect(await transcriptOf(c, message.id)).toMatchObject({ text: 'I want to work by the sea, in Gothenburg.' });
    // A late job never overwrites the person's words.
    expect(await transcribeVoiceMessage(t.deps, message.id, { lastAttempt: true })).toBe('skipped');
    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, message.id));
    expect(row?.transcript).toBe('I want to work by the sea, in Gothenburg.');
  });

  it('a stalled provider leaves the recording and says so; the person can type', async () => {
    stub.mode = 'stall';
    const c = t.client();
    const message = await upload(c);
    expect((await transcriptOf(c, message.id)).status).toMatch(/pending|failed/);
    const failed = await until(c, message.id, (tr) => tr.status === 'failed');
    expect(failed).toMatchObject({ text: null, notice: TRANSCRIPT_MESSAGES.failed });
    const audio = await c.request(message.url);
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).equals(fixture('speech-12s.webm'))).toBe(true);
    const typed = await put(c, message.id, { text: 'I said I want to work by the sea.' });
    expect(typed.body.transcript).toMatchObject({ status: 'done', source: 'person', notice: null });
  });

  it('a refusal is not retried and is shown the same way', async () => {
    stub.mode = 'refuse';
    const c = t.client();
    const message = await upload(c);
    expect(await until(c, message.id, (tr) => tr.status === 'failed')).toMatchObject({
      notice: TRANSCRIPT_MESSAGES.failed,
    });
  });

  it('someone else’s transcript is not found, and a visitor without a session is refused', async () => {
    const owner = t.client();
    const message = await upload(owner);
    await until(owner, message.id, (tr) => tr.status === 'done');
    const stranger = t.client();
    await upload(stranger); // a visitor with a session of their own
    expect((await stranger.json(`/api/voice/messages/${message.id}/transcript`)).status).toBe(404);
    expect((await put(stranger, message.id, { text: 'mine now' })).status).toBe(404);
    expect((await t.client().json(`/api/voice/messages/${message.id}/transcript`)).status).toBe(401);
    expect((await owner.json('/api/voice/messages/not*an*id/transcript')).status).toBe(404);
    expect((await transcriptOf(owner, message.id)).text).toBe('I want to work by the sea.');
  });

  it('refuses a correction of 10,000 characters, one with a NUL, and one that is not text', async () => {
    const c = t.client();
    const message = await upload(c);
    const long = await put(c, message.id, { text: 'a'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'invalid' });
    expect(long.body.error?.message).toContain(TRANSCRIPT_MESSAGES.tooLong);
    expect((await put(c, message.id, { text: 'hello\u0000world' })).status).toBe(400);
    expect((await put(c, message.id, { text: 42 })).status).toBe(400);
    expect((await put(c, message.id, {})).status).toBe(400);
  });

  it('a transcript that reads as a crisis is kept only as the transcript and shows the help lines', async () => {
    stub.text = 'I want to die. I can’t go on.';
    const c = t.client();
    const message = await upload(c);
    const tr = await until(c, message.id, (x) => x.status === 'done');
    expect(tr.crisis).toBe(true);
    expect(tr.help?.lines.length).toBeGreaterThan(0);
    const [row] = await t.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, message.id));
    expect(row?.transcriptSafety).toBeTruthy();
    expect(safeToReuse(row?.transcript)).toBeNull(); // Talk, the dossier and the report never reuse it
    // The person's own correction is read the same way.
    const fixed = await put(c, message.id, { text: 'I want to work by the sea.' });
    expect(fixed.body.transcript).toMatchObject({ crisis: false, help: null });
  });

  it('TRANSCRIBE_PROVIDER=local: nothing is sent; the API says the browser transcribes or the person types', async () => {
    const original = t.deps.transcriber;
    t.deps.transcriber = new BrowserTranscriber();
    try {
      const before = stub.received.length;
      const c = t.client();
      const message = await upload(c);
      expect(await transcriptOf(c, message.id)).toMatchObject({
        transcriber: 'browser',
        status: 'none',
        text: null,
        notice: TRANSCRIPT_MESSAGES.browser,
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(stub.received.length).toBe(before);
      const typed = await put(c, message.id, { text: 'What I said, typed.' });
      expect(typed.body.transcript).toMatchObject({
        transcriber: 'browser',
        status: 'done',
        text: 'What I said, typed.',
      });
    } finally {
      t.deps.transcriber = original;
    }
  });
});
