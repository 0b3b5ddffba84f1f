import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  VOICE_MAX_UPLOAD_BYTES,
  VOICE_MESSAGES,
  voiceConsentRequestSchema,
  voiceSpeakRequestSchema,
  type VoiceConsentResponse,
  type VoiceLatestResponse,
  type VoiceMessageListResponse,
  type VoiceMessageResponse,
  type VoiceSpeakBrowserResponse,
} from '@core/contracts/voice.js';
import { voiceTranscriptUpdateSchema, type VoiceTranscriptResponse } from '@core/contracts/voice-transcript.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { ensureVisitor, requireVisitor } from '@server/auth/visitor.js';
import { ApiError, badRequest, notFound } from '@server/http/errors.js';
import { ageOf } from '@server/features/trust/index.js';
import { AGE_MESSAGES } from '@core/age.js';
import { jsonBody } from '@server/http/validate.js';
import { ID_PATTERN } from '@server/lib/ids.js';
import {
  deleteVoiceMessage,
  findOwnedVoiceMessage,
  listVoiceMessages,
  prepareVoiceUpload,
  recordConsent,
  speak,
  storeVoiceMessage,
  toVoiceMessage,
} from './service.js';
import { correctTranscript, scheduleTranscription, toTranscript } from './transcript.js';

const UPLOAD_LIMIT = { name: 'voice-upload', max: 10, windowMs: 60_000 };
const CONSENT_LIMIT = { name: 'voice-consent', max: 10, windowMs: 60_000 };
const SPEAK_LIMIT = { name: 'voice-speak', max: 30, windowMs: 60_000 };
const TRANSCRIPT_LIMIT = { name: 'voice-transcript', max: 30, windowMs: 60_000 };
const PRIVATE = 'private, no-store';

/**
 * Uploads are exempt from the 1 MB API body limit (app.ts): capped at 8 MB here, a declared Content-Length over it
 * before reading, a streamed body as soon as it passes it (docs/decisions/016).
 */
const uploadLimit = bodyLimit({
  maxSize: VOICE_MAX_UPLOAD_BYTES,
  onError: () => {
    throw new ApiError(413, 'too_large', VOICE_MESSAGES.tooLarge);
  },
});

/**
 * One `bytes=` range (RFC 9110 §14.1.2) over a body of `size` bytes: [start, end] inclusive, 'unsatisfiable', or
 * null to answer with the whole body (no header, several ranges, or a malformed one).
 */
export function parseRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return [start, end];
}

const ownedId = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!ID_PATTERN.test(id)) throw notFound(VOICE_MESSAGES.notFound);
  return id;
};

export function voiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = (rule: typeof UPLOAD_LIMIT) => deps.limiter.middleware(rule, deps.config.trustProxy);

  /** Raw audio bytes (the MediaRecorder blob) as the body. */
  app.post('/messages', limit(UPLOAD_LIMIT), uploadLimit, async (c) => {
    const upload = await prepareVoiceUpload(Buffer.from(await c.req.arrayBuffer()));
    const user = await ensureVisitor(deps, c); // only a valid recording creates the anonymous visitor
    const row = await storeVoiceMessage(deps, user.id, upload);
    await scheduleTranscription(deps, row.id); // a job writes the transcript (decision 079), not this request
    const body: VoiceMessageResponse = { message: toVoiceMessage(row) };
    return c.json(body, 201);
  });

  /** The recording's transcript for its owner: the text, or why there is none (pending, failed, the browser's). */
  app.get('/messages/:id/transcript', async (c) => {
    const user = requireVisitor(c);
    const row = await findOwnedVoiceMessage(deps.database.db, user.id, ownedId(c));
    if (!row) throw notFound(VOICE_MESSAGES.notFound);
    c.header('Cache-Control', PRIVATE);
    const body: VoiceTranscriptResponse = { transcript: await toTranscript(deps, row) };
    return c.json(body);
  });

  /** The owner's correction (or what they typed): it replaces the transcript, and a late job never overwrites it. */
  app.put('/messages/:id/transcript', limit(TRANSCRIPT_LIMIT), jsonBody(voiceTranscriptUpdateSchema), async (c) => {
    const user = requireVisitor(c);
    const row = await findOwnedVoiceMessage(deps.database.db, user.id, ownedId(c));
    if (!row) throw notFound(VOICE_MESSAGES.notFound);
    const updated = await correctTranscript(deps, row, c.req.valid('json').text);
    c.header('Cache-Control', PRIVATE);
    const body: VoiceTranscriptResponse = { transcript: await toTranscript(deps, updated) };
    return c.json(body);
  });

  /** The visitor's recordings, newest first (none without a session). */
  app.get('/messages', async (c) => {
    const user = c.get('user');
    const rows = user ? await listVoiceMessages(deps.database.db, user.id) : [];
    const body: VoiceMessageListResponse = { messages: rows.map(toVoiceMessage) };
    return c.json(body);
  });

  app.get('/messages/latest', async (c) => {
    const user = c.get('user');
    const [row] = user ? await listVoiceMessages(deps.database.db, user.id, 1) : [];
    const body: VoiceLatestResponse = { message: row ? toVoiceMessage(row) : null };
    return c.json(body);
  });

  /** The owner's audio bytes; answers Range requests with 206 so <audio> can seek. */
  app.get('/messages/:id/audio', async (c) => {
    const user = requireVisitor(c);
    const row = await findOwnedVoiceMessage(deps.database.db, user.id, ownedId(c));
    const stored = row ? await deps.storage.get(row.audioKey) : null;
    if (!row || !stored) throw notFound(VOICE_MESSAGES.notFound);
    const size = stored.body.length;
    c.header('Cache-Control', PRIVATE);
    c.header('Accept-Ranges', 'bytes');
    c.header('Content-Type', row.mimeType);
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    if (range) {
      const [start, end] = range;
      c.header('Content-Range', `bytes ${start}-${end}/${size}`);
      c.header('Content-Length', String(end - start + 1));
      return c.body(new Uint8Array(stored.body.subarray(start, end + 1)), 206);
    }
    c.header('Content-Length', String(size));
    return c.body(new Uint8Array(stored.body), 200);
  });

  /** Deletes the bytes, the cloned voice at the provider and the row. Someone else's: 404. */
  app.delete('/messages/:id', async (c) => {
    const user = requireVisitor(c);
    const row = await findOwnedVoiceMessage(deps.database.db, user.id, ownedId(c));
    if (!row) throw notFound(VOICE_MESSAGES.notFound);
    await deleteVoiceMessage(deps, row);
    return c.body(null, 204);
  });

  /** The answer on the 'Voice Cloning Consent' screen, with the exact text agreed to; clones on a yes. */
  app.post('/consent', limit(CONSENT_LIMIT), jsonBody(voiceConsentRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const user = requireVisitor(c);
    const message = ID_PATTERN.test(input.voiceMessageId)
      ? await findOwnedVoiceMessage(deps.database.db, user.id, input.voiceMessageId)
      : null;
    if (!message) throw notFound(VOICE_MESSAGES.notFound);
    if (input.agreed) {
      // Cloning needs a stated year of birth at or over the digital age of consent (decision 034).
      const age = await ageOf(deps, user.id);
      if (age.birthYear === null) throw badRequest(AGE_MESSAGES.needed, 'age_required');
      if (age.underConsentAge) throw new ApiError(403, 'under_age', AGE_MESSAGES.voiceUnderAge(age.consentAge));
    }
    const body: VoiceConsentResponse = await recordConsent(deps, {
      userId: user.id,
      message,
      agreed: input.agreed,
      consentText: input.consentText,
    });
    return c.json(body);
  });

  /** audio/mpeg in the cloned voice, or { mode: 'browser', settings } for speechSynthesis. */
  app.post('/speak', limit(SPEAK_LIMIT), jsonBody(voiceSpeakRequestSchema), async (c) => {
    const { text } = c.req.valid('json');
    const result = await speak(deps, c.get('user')?.id ?? null, text);
    if (result.mode === 'audio') {
      c.header('Cache-Control', PRIVATE);
      c.header('Content-Type', 'audio/mpeg');
      return c.body(new Uint8Array(result.audio), 200);
    }
    const body: VoiceSpeakBrowserResponse = { mode: 'browser', settings: result.settings };
    return c.json(body);
  });

  return app;
}
