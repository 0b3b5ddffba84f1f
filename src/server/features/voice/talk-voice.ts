import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  TALK_SPEECH_MAX_CHARS,
  TALK_VOICE_MESSAGES,
  type TalkTranscription,
  type TalkVoiceCapabilities,
} from '@core/contracts/talk-voice.js';
import { TALK_MESSAGE_MAX } from '@core/contracts/talk.js';
import { VOICE_HARD_MAX_SECONDS, VOICE_MESSAGES } from '@core/contracts/voice.js';
import { spokenPreviewSettings } from '@core/voice.js';
import type { AppDeps } from '@server/context.js';
import { voiceMessages } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { TranscribeError } from '@server/providers/transcribe/index.js';
import { decodeOpus } from './audio/analyse.js';
import { inspectAudio, type InspectedAudio } from './audio/inspect.js';
import { isLocalVoiceId, listVoiceMessages, toProfile } from './service.js';
import { cleanTranscript } from './transcript.js';

/**
 * Talk by voice (docs/decisions/081-talk-by-voice.md): a spoken Talk message is written down by the configured
 * provider and handed back to the person to correct and send (nothing is stored: the audio is dropped after the
 * call, the words become a Talk message only when sent, where Talk's safety reader reads them like any other);
 * a reply is read aloud in the person's cloned voice, streamed, while their consent stands.
 */

/** A person waits for their spoken message's words at most this long (TRANSCRIBE_TIMEOUT_MS when shorter). */
export const TALK_TRANSCRIBE_WAIT_MS = 15_000;

/** A recording whose loudest 30 ms stays under this has no sound in it (digital silence, a muted microphone). */
const SILENT_DBFS = -70;

/**
 * Opus (WebM, Ogg: Chrome, Firefox) is decoded, at most 95 s of it: a decoder that finds more audio than the
 * packets said is a recording over the limit (docs/decisions/008), and one whose loudest frame is silent is silence.
 * Only the level is read, not the voice's pitch (that analysis is the voice step's and costs ~10× more).
 * AAC (Safari) is not decoded here: the provider hearing no words is its silence.
 */
async function listenTo(parsed: InspectedAudio): Promise<{ silent: boolean; overLimit: boolean }> {
  if (parsed.codec !== 'opus' || !parsed.opusPackets?.length) return { silent: false, overLimit: false };
  const decoded = await decodeOpus(
    parsed.opusPackets,
    parsed.channels ?? 1,
    parsed.preSkip ?? 0,
    VOICE_HARD_MAX_SECONDS,
  ).catch(() => null);
  if (!decoded) return { silent: false, overLimit: false };
  if (decoded.stoppedEarly) return { silent: false, overLimit: true };
  const frame = 480; // 30 ms at 16 kHz
  let loudest = 0;
  for (let f = 0; f + frame <= decoded.pcm.length; f += frame) {
    let sum = 0;
    for (let j = f; j < f + frame; j++) sum += decoded.pcm[j]! * decoded.pcm[j]!;
    loudest = Math.max(loudest, sum / frame);
  }
  return { silent: loudest === 0 || 10 * Math.log10(loudest) <= SILENT_DBFS, overLimit: false };
}

/** The provider-made voice of the person, while their consent stands (a revoked consent clears it), else null. */
export async function clonedVoiceOf(deps: AppDeps, userId: string): Promise<string | null> {
  if (deps.voice.kind === 'local' || !deps.voice.speakStream) return null;
  const rows = await deps.database.db
    .select({ voiceId: voiceMessages.voiceId })
    .from(voiceMessages)
    .where(and(eq(voiceMessages.userId, userId), isNotNull(voiceMessages.voiceId)))
    .orderBy(desc(voiceMessages.createdAt))
    .limit(20);
  return rows.find((r) => r.voiceId && !isLocalVoiceId(r.voiceId))?.voiceId ?? null;
}

/** What this person's Talk can do by voice here: who listens, who speaks, and the browser's speech settings. */
export async function talkVoiceCapabilities(deps: AppDeps, userId: string | null): Promise<TalkVoiceCapabilities> {
  const [latest] = userId ? await listVoiceMessages(deps.database.db, userId, 1) : [];
  return {
    listen: deps.transcriber.kind === 'browser' ? 'browser' : 'server',
    speak: userId && (await clonedVoiceOf(deps, userId)) ? 'cloned' : 'browser',
    settings: spokenPreviewSettings(latest ? toProfile(latest) : null),
  };
}

const tooLong = () => badRequest(VOICE_MESSAGES.tooLong, 'too_long');
const unsupported = () => new ApiError(415, 'unsupported_type', VOICE_MESSAGES.unsupportedType);

/**
 * A spoken Talk message to words. The voice step's limits hold (the route caps the bytes at 8 MB): the type is
 * read from the bytes, the duration is the longer of the container's claim and its packets, at most 95 s (a 90 s
 * recording and the time a stop takes). Unlike the voice step there is no 10 s minimum: "Yes." is a message.
 * A recording with no sound, a provider that hears no words, stalls or refuses: 200 with no text and a notice.
 */
export async function transcribeTalkAudio(deps: AppDeps, audio: Buffer): Promise<TalkTranscription> {
  const parsed = await inspectAudio(audio, { maxSeconds: VOICE_HARD_MAX_SECONDS });
  if (!parsed || parsed.durationSeconds === null) throw unsupported();
  if (parsed.overLimit || parsed.durationSeconds > VOICE_HARD_MAX_SECONDS) throw tooLong();
  const heard = await listenTo(parsed);
  if (heard.overLimit) throw tooLong();
  const silence: TalkTranscription = {
    text: '',
    language: null,
    outcome: 'silence',
    notice: TALK_VOICE_MESSAGES.silence,
  };
  if (parsed.durationSeconds < 0.3 || heard.silent) return silence;
  if (deps.transcriber.kind === 'browser')
    return { text: '', language: null, outcome: 'browser', notice: TALK_VOICE_MESSAGES.typeInstead };
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TranscribeError(`no words after ${TALK_TRANSCRIBE_WAIT_MS} ms`, 'timeout')),
        TALK_TRANSCRIBE_WAIT_MS,
      );
    });
    const result = await Promise.race([deps.transcriber.transcribe(audio, parsed.mimeType, {}), waited]).finally(() =>
      clearTimeout(timer),
    );
    const text = cleanTranscript(result.text).replace(/\s+/g, ' ').slice(0, TALK_MESSAGE_MAX).trim();
    if (!text) return silence;
    return { text, language: result.language ?? null, outcome: 'heard', notice: null };
  } catch (err) {
    const e = err instanceof TranscribeError ? err : new TranscribeError((err as Error).message, 'failed');
    deps.log.warn(
      { provider: deps.transcriber.kind, reason: e.reason, status: e.status, err: e.message },
      'talk: a spoken message could not be written down',
    );
    return { text: '', language: null, outcome: 'failed', notice: TALK_VOICE_MESSAGES.failed };
  }
}

/**
 * A reply as it is read aloud: no markdown marks or links' addresses, at most TALK_SPEECH_MAX_CHARS, cut after the
 * last whole sentence that fits.
 */
export function speakableText(content: string): string {
  const plain = content
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= TALK_SPEECH_MAX_CHARS) return plain;
  const head = plain.slice(0, TALK_SPEECH_MAX_CHARS);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  return end > 0 ? head.slice(0, end + 1) : head;
}

/** How often a streamed reply checks that the person's consent still stands (a revoke stops it within this). */
export const CONSENT_RECHECK_MS = 500;

/**
 * The reply in the person's cloned voice, as a stream of the provider's bytes. The stream ends when the provider
 * ends, when `signal` aborts (the person left) or as soon as the cloned voice is gone (consent revoked, the
 * recording deleted: checked every CONSENT_RECHECK_MS, so it works across instances). Throws ApiError 409 when the
 * voice cannot speak now: the page reads the reply with the browser's voice instead.
 */
export async function streamReplySpeech(
  deps: AppDeps,
  userId: string,
  text: string,
  signal: AbortSignal,
): Promise<{ contentType: string; body: ReadableStream<Uint8Array> }> {
  const unavailable = () => new ApiError(409, 'speech_unavailable', TALK_VOICE_MESSAGES.speechFallback);
  const voiceId = await clonedVoiceOf(deps, userId);
  if (!voiceId || !deps.voice.speakStream) throw unavailable();
  const stop = new AbortController();
  const onLeave = () => stop.abort();
  signal.addEventListener('abort', onLeave, { once: true });
  let speech;
  try {
    speech = await deps.voice.speakStream({ voiceId, text, signal: stop.signal });
  } catch (err) {
    signal.removeEventListener('abort', onLeave);
    deps.log.warn(
      { err: (err as Error).message, provider: deps.voice.kind },
      'talk: the cloned voice could not speak; the browser reads the reply',
    );
    throw unavailable();
  }
  const reader = speech.body.getReader();
  let watch: ReturnType<typeof setInterval> | undefined;
  const finish = () => {
    clearInterval(watch);
    signal.removeEventListener('abort', onLeave);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      watch = setInterval(() => {
        void clonedVoiceOf(deps, userId)
          .then((now) => {
            if (now === voiceId) return;
            deps.log.info('talk: the cloned voice was withdrawn mid-reply; speech stopped');
            finish();
            stop.abort();
            void reader.cancel().catch(() => undefined);
            try {
              controller.close();
            } catch {
              // already closed
            }
          })
          .catch(() => undefined);
      }, CONSENT_RECHECK_MS);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          finish();
          controller.close();
        } else controller.enqueue(value);
      } catch (err) {
        finish();
        if (!stop.signal.aborted)
          deps.log.warn({ err: (err as Error).message }, 'talk: the cloned voice broke off mid-reply');
        try {
          controller.close();
        } catch {
          // already closed
        }
      }
    },
    cancel() {
      finish();
      stop.abort();
      return reader.cancel().catch(() => undefined);
    },
  });
  return { contentType: speech.contentType, body };
}
