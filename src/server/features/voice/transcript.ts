import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MESSAGES, type VoiceTranscript } from '@core/contracts/voice-transcript.js';
import { crisisHelp, helpCountry } from '@core/crisis-help.js';
import { readSafety, safetyLanguage, type SafetyCategory } from '@core/safety-reader.js';
import { stripControlChars } from '@core/text-clean.js';
import type { AppDeps } from '@server/context.js';
import { voiceMessages } from '@server/db/schema.js';
import { ageOf } from '@server/features/trust/index.js';
import { createModerator } from '@server/providers/moderation/index.js';
import { TranscribeError } from '@server/providers/transcribe/index.js';
import type { VoiceMessageRow } from './service.js';

/**
 * The voice step's transcript (decision 079). After upload a job sends the recording to the configured
 * provider; the person reads and corrects it. Every transcript is read by the safety reader like a Talk message: one
 * that reads as a crisis is kept only as the transcript (marked, never reused) and its owner is shown the help lines.
 */

/** The job queue's name (src/server/jobs/registry.ts). */
export const TRANSCRIBE_JOB = 'voice-transcribe';
/** Retries of a stalled or failing provider after the first attempt (a refusal of the recording is not retried). */
export const TRANSCRIBE_RETRIES = 2;

/** A transcript as stored: NFC, no control characters but new lines, trimmed, at most TRANSCRIPT_MAX_CHARS. */
export function cleanTranscript(text: string): string {
  return stripControlChars(text.normalize('NFC').replace(/\r\n?/g, '\n'), { keepNewlines: true })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, TRANSCRIPT_MAX_CHARS);
}

/** The safety reader on a transcript, with the provider's moderation where Talk has one: the category, or null. */
async function crisisCategory(deps: AppDeps, text: string): Promise<SafetyCategory | null> {
  if (!text) return null;
  const local = readSafety(text);
  if (local.crisis) return local.category ?? 'distress';
  const moderate = createModerator(deps.config, deps.log);
  return moderate ? await moderate(text).catch(() => null) : null;
}

/**
 * Queue the transcription of a fresh recording (the request does not wait for it). Without a server engine nothing
 * is queued: the browser's speech recognition, or typing. Without a queue in this process (tests, scripts) it runs
 * here in the background.
 */
export async function scheduleTranscription(deps: AppDeps, id: string): Promise<void> {
  if (deps.transcriber.kind === 'browser') return;
  await deps.database.db.update(voiceMessages).set({ transcriptStatus: 'pending' }).where(eq(voiceMessages.id, id));
  try {
    // false for a fresh recording: the queue is stopping (SIGTERM), so it runs here
    if (deps.jobs && (await deps.jobs.send(TRANSCRIBE_JOB, { voiceMessageId: id }, { key: id }))) return;
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, id }, 'could not queue the transcription job; running it here');
  }
  void transcribeVoiceMessage(deps, id, { lastAttempt: true }).catch((err: unknown) =>
    deps.log.warn({ err: (err as Error).message, id }, 'transcription failed'),
  );
}

const notCorrected = or(isNull(voiceMessages.transcriptSource), ne(voiceMessages.transcriptSource, 'person'));

/**
 * The job: transcribe one recording and keep the text, unless its owner has written their own meanwhile. A provider
 * that stalls or refuses marks it 'failed' (the recording stays, the person can type) and, unless the recording
 * itself was refused or this was the last attempt, throws so the queue retries; a later success replaces 'failed'.
 */
export async function transcribeVoiceMessage(
  deps: AppDeps,
  id: string,
  opts: { lastAttempt: boolean },
): Promise<'done' | 'failed' | 'skipped'> {
  const db = deps.database.db;
  const [row] = await db.select().from(voiceMessages).where(eq(voiceMessages.id, id));
  if (!row || row.transcriptSource === 'person' || deps.transcriber.kind === 'browser') return 'skipped';
  try {
    const stored = await deps.storage.get(row.audioKey);
    if (!stored) throw new TranscribeError('the recording is missing from storage', 'unavailable');
    const result = await deps.transcriber.transcribe(stored.body, row.mimeType, {});
    const text = cleanTranscript(result.text);
    await db
      .update(voiceMessages)
      .set({
        transcript: text,
        transcriptStatus: 'done',
        transcriptSource: 'provider',
        transcriptLanguage: result.language ?? null,
        transcriptSafety: await crisisCategory(deps, text),
      })
      .where(and(eq(voiceMessages.id, id), notCorrected));
    return 'done';
  } catch (err) {
    const e = err instanceof TranscribeError ? err : new TranscribeError((err as Error).message, 'failed');
    await db
      .update(voiceMessages)
      .set({ transcriptStatus: 'failed' })
      .where(and(eq(voiceMessages.id, id), notCorrected));
    deps.log.warn(
      { id, provider: deps.transcriber.kind, reason: e.reason, status: e.status, err: e.message },
      'transcription failed; the recording is kept',
    );
    const refusedForGood = e.reason === 'unavailable' || (e.status !== undefined && e.status < 500 && e.status !== 429);
    if (!opts.lastAttempt && !refusedForGood) throw e;
    return 'failed';
  }
}

/** The person's own words replace the transcript (an empty text clears it); read by the safety reader too. */
export async function correctTranscript(deps: AppDeps, row: VoiceMessageRow, text: string): Promise<VoiceMessageRow> {
  const clean = cleanTranscript(text);
  const [updated] = await deps.database.db
    .update(voiceMessages)
    .set({
      transcript: clean || null,
      transcriptStatus: 'done',
      transcriptSource: 'person',
      transcriptLanguage: clean ? safetyLanguage(clean) : null,
      transcriptSafety: await crisisCategory(deps, clean),
    })
    .where(eq(voiceMessages.id, row.id))
    .returning();
  return updated ?? row;
}

/** What the owner sees: the text, its state, and the help lines when it read as a crisis. */
export async function toTranscript(deps: AppDeps, row: VoiceMessageRow): Promise<VoiceTranscript> {
  const kind = deps.transcriber.kind;
  const status = row.transcriptStatus === 'browser' || !row.transcriptStatus ? 'none' : row.transcriptStatus;
  let help: VoiceTranscript['help'] = null;
  if (row.transcriptSafety) {
    const age = await ageOf(deps, row.userId).catch(() => null);
    const country = helpCountry(age?.country, deps.config.talk.crisisCountry);
    help = crisisHelp(row.transcriptSafety, country, age?.under18 ?? null, safetyLanguage(row.transcript ?? ''));
  }
  const notice =
    status === 'pending'
      ? TRANSCRIPT_MESSAGES.pending
      : status === 'failed'
        ? TRANSCRIPT_MESSAGES.failed
        : status === 'none'
          ? kind === 'browser'
            ? TRANSCRIPT_MESSAGES.browser
            : null
          : !row.transcript
            ? TRANSCRIPT_MESSAGES.empty
            : null;
  return {
    voiceMessageId: row.id,
    transcriber: kind,
    status,
    text: row.transcript ?? null,
    language: row.transcriptLanguage ?? null,
    source: row.transcriptSource ?? null,
    crisis: Boolean(row.transcriptSafety),
    help,
    notice,
  };
}
