import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TalkTranscription, TalkVoiceCapabilities } from '@core/contracts/talk-voice.js';
import { VOICE_MAX_UPLOAD_BYTES, VOICE_MESSAGES } from '@core/contracts/voice.js';
import { requireVisitor } from '@server/auth/visitor.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { ownedReply } from '@server/features/talk/index.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { ID_PATTERN } from '@server/lib/ids.js';
import { speakableText, streamReplySpeech, talkVoiceCapabilities, transcribeTalkAudio } from './talk-voice.js';

/** A person speaks a message every few seconds at most; scripts stop here. */
const TRANSCRIBE_LIMIT = { name: 'talk-transcribe', max: 20, windowMs: 60_000 };
/** One read-aloud per reply, and a replay now and then. */
const SPEECH_LIMIT = { name: 'talk-speech', max: 30, windowMs: 60_000 };
const PRIVATE = 'private, no-store';
const replyNotFound = () => notFound('That reply was not found.');

/** The voice step's 8 MB cap, while the body streams in (the app exempts this path from its 1 MB limit). */
const uploadLimit = bodyLimit({
  maxSize: VOICE_MAX_UPLOAD_BYTES,
  onError: () => {
    throw new ApiError(413, 'too_large', VOICE_MESSAGES.tooLarge);
  },
});

/** Talk by voice, mounted at /api/talk/voice (docs/decisions/081-talk-by-voice.md). */
export function talkVoiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = (rule: typeof TRANSCRIBE_LIMIT) => deps.limiter.middleware(rule, deps.config.trustProxy);

  /** Who listens and who speaks for this person here (read again when the page comes back into view). */
  app.get('/', async (c) => {
    const body: TalkVoiceCapabilities = await talkVoiceCapabilities(deps, c.get('user')?.id ?? null);
    c.header('Cache-Control', PRIVATE);
    return c.json(body);
  });

  /** Raw audio bytes (the MediaRecorder blob) → the words, for the person to correct and send. Nothing is kept. */
  app.post('/transcribe', limit(TRANSCRIBE_LIMIT), uploadLimit, async (c) => {
    requireVisitor(c);
    const body: TalkTranscription = await transcribeTalkAudio(deps, Buffer.from(await c.req.arrayBuffer()));
    c.header('Cache-Control', PRIVATE);
    return c.json(body);
  });

  /**
   * One of the person's own replies in their cloned voice, streamed as the provider makes it (an <audio> element
   * plays it as it arrives). Someone else's reply is 404; no cloned voice, or one that cannot speak now, is 409 and
   * the page reads the reply with the browser's voice.
   */
  app.get('/replies/:id/speech', limit(SPEECH_LIMIT), async (c) => {
    const user = requireVisitor(c);
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) throw replyNotFound();
    const reply = await ownedReply(deps.database.db, user.id, id);
    if (!reply) throw replyNotFound();
    const speech = await streamReplySpeech(deps, user.id, speakableText(reply.content), c.req.raw.signal);
    return new Response(speech.body, {
      status: 200,
      headers: {
        'Content-Type': speech.contentType,
        'Cache-Control': PRIVATE,
        'X-Accel-Buffering': 'no',
      },
    });
  });

  return app;
}
