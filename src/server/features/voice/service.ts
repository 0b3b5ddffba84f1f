import { and, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import {
  CONSENT_TEXT,
  VOICE_HARD_MAX_SECONDS,
  VOICE_MESSAGES,
  type SpokenPreviewSettings,
  type VoiceConsentResponse,
  type VoiceMessage,
  type VoiceProfile,
} from '@core/contracts/voice.js';
import { measuredDurationCanClone, measuredDurationIsLongEnough, spokenPreviewSettings } from '@core/voice.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { users, voiceConsents, voiceMessages } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { measureVoice } from './audio/analyse.js';
import { inspectAudio } from './audio/inspect.js';

export type VoiceMessageRow = typeof voiceMessages.$inferSelect;

/** Voice ids made by the local adapter; the others belong to the external provider. */
export const isLocalVoiceId = (voiceId: string) => voiceId.startsWith('local-');

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export function toProfile(row: Pick<VoiceMessageRow, 'durationSeconds' | 'profile'>): VoiceProfile {
  const p = row.profile ?? {};
  return {
    durationSeconds: row.durationSeconds,
    pitchHz: p.pitchHz ?? null,
    loudnessDbfs: p.loudnessDbfs ?? null,
    voicedRatio: p.voicedRatio ?? null,
  };
}

export function toVoiceMessage(row: VoiceMessageRow): VoiceMessage {
  return {
    id: row.id,
    url: `/api/voice/messages/${row.id}/audio`,
    durationSeconds: row.durationSeconds,
    mimeType: row.mimeType,
    createdAt: row.createdAt.toISOString(),
    profile: toProfile(row),
    cloned: Boolean(row.voiceId),
  };
}

export interface PreparedUpload {
  audio: Buffer;
  mimeType: string;
  ext: string;
  durationSeconds: number;
  profile: Partial<VoiceProfile>;
}

const tooLong = () => badRequest(VOICE_MESSAGES.tooLong, 'too_long');

/**
 * Check and measure an uploaded recording before anything is written: the type comes from the bytes; the duration
 * is the longer of the container's claim and what its packets hold (counted from their own headers, the parse
 * stopping past VOICE_HARD_MAX_SECONDS); pitch and loudness come from decoding it where we can, at most
 * VOICE_HARD_MAX_SECONDS of decoded samples (see audio/analyse.ts). Work and memory are bounded by that, never by
 * what a header claims: docs/decisions/008-bounded-voice-analysis.md.
 */
export async function prepareVoiceUpload(audio: Buffer): Promise<PreparedUpload> {
  const parsed = await inspectAudio(audio, { maxSeconds: VOICE_HARD_MAX_SECONDS });
  if (!parsed) throw new ApiError(415, 'unsupported_type', VOICE_MESSAGES.unsupportedType);
  if (parsed.overLimit) throw tooLong();
  const duration = parsed.durationSeconds;
  if (duration === null) throw new ApiError(415, 'unsupported_type', VOICE_MESSAGES.unsupportedType);
  if (!measuredDurationIsLongEnough(duration)) throw badRequest(VOICE_MESSAGES.tooShort, 'too_short');
  if (duration > VOICE_HARD_MAX_SECONDS) throw tooLong();

  const measured = await measureVoice(parsed, VOICE_HARD_MAX_SECONDS);
  if (measured.stoppedEarly) throw tooLong(); // the decoder found more audio than the packets said
  const profile: Partial<VoiceProfile> = { durationSeconds: round3(duration) };
  for (const key of ['pitchHz', 'loudnessDbfs', 'voicedRatio'] as const) {
    const v = measured.profile[key];
    if (typeof v === 'number' && Number.isFinite(v)) profile[key] = v;
  }
  return { audio, mimeType: parsed.mimeType, ext: parsed.ext, durationSeconds: round3(duration), profile };
}

/** Store the bytes under a server-made key and the row for its owner. */
export async function storeVoiceMessage(
  deps: AppDeps,
  userId: string,
  upload: PreparedUpload,
): Promise<VoiceMessageRow> {
  const id = newId();
  const audioKey = `voice/${id}.${upload.ext}`;
  await deps.storage.put(audioKey, upload.audio, upload.mimeType);
  try {
    const [row] = await deps.database.db
      .insert(voiceMessages)
      .values({
        id,
        userId,
        audioKey,
        mimeType: upload.mimeType,
        bytes: upload.audio.length,
        durationSeconds: upload.durationSeconds,
        profile: upload.profile,
      })
      .returning();
    return row!;
  } catch (err) {
    await deps.storage.delete(audioKey).catch(() => undefined);
    throw err;
  }
}

export async function listVoiceMessages(db: Db, userId: string, limit = 50): Promise<VoiceMessageRow[]> {
  return db
    .select()
    .from(voiceMessages)
    .where(eq(voiceMessages.userId, userId))
    .orderBy(desc(voiceMessages.createdAt), desc(voiceMessages.id))
    .limit(limit);
}

/** The visitor's own recording, or null (someone else's is indistinguishable from a missing one). */
export async function findOwnedVoiceMessage(db: Db, userId: string, id: string): Promise<VoiceMessageRow | null> {
  const [row] = await db
    .select()
    .from(voiceMessages)
    .where(and(eq(voiceMessages.id, id), eq(voiceMessages.userId, userId)));
  return row ?? null;
}

/** Forget a cloned voice at the provider; a failure is logged, never blocks the local deletion. */
async function forgetProviderVoice(deps: AppDeps, voiceId: string | null): Promise<void> {
  if (!voiceId || isLocalVoiceId(voiceId) || !deps.voice.deleteVoice) return;
  try {
    await deps.voice.deleteVoice(voiceId);
  } catch (err) {
    deps.log.warn(
      { err: (err as Error).message, provider: deps.voice.kind },
      'could not delete a cloned voice at the provider',
    );
  }
}

/** Delete a recording for real: its bytes, its cloned voice at the provider, then its row. */
export async function deleteVoiceMessage(
  deps: AppDeps,
  row: Pick<VoiceMessageRow, 'id' | 'audioKey' | 'voiceId'>,
): Promise<void> {
  await deps.storage.delete(row.audioKey);
  await forgetProviderVoice(deps, row.voiceId);
  await deps.database.db.delete(voiceMessages).where(eq(voiceMessages.id, row.id));
}

/**
 * Record the visitor's answer on the consent screen with the exact text and time, and on a yes for a recording of
 * 60 s or more, clone the voice. A provider failure answers cloned:false (the journey continues without a voice id).
 */
export async function recordConsent(
  deps: AppDeps,
  input: { userId: string; message: VoiceMessageRow; agreed: boolean; consentText: string },
): Promise<VoiceConsentResponse> {
  if (input.consentText !== CONSENT_TEXT) throw badRequest(VOICE_MESSAGES.consentMismatch, 'consent_mismatch');
  if (input.agreed && !measuredDurationCanClone(input.message.durationSeconds))
    throw badRequest(VOICE_MESSAGES.cloneTooShort, 'too_short_to_clone');

  const consentId = newId();
  await deps.database.db.insert(voiceConsents).values({
    id: consentId,
    userId: input.userId,
    voiceMessageId: input.message.id,
    agreed: input.agreed,
    consentText: input.consentText,
  });
  if (!input.agreed) {
    // A "no" after an earlier "yes" withdraws it: the cloned voice goes.
    if (input.message.voiceId) {
      await forgetProviderVoice(deps, input.message.voiceId);
      await deps.database.db.update(voiceMessages).set({ voiceId: null }).where(eq(voiceMessages.id, input.message.id));
    }
    return { consentId, voiceId: null, cloned: false };
  }

  const existing = input.message.voiceId;
  if (existing && isLocalVoiceId(existing) === (deps.voice.kind === 'local'))
    return { consentId, voiceId: existing, cloned: true };

  try {
    const stored = await deps.storage.get(input.message.audioKey);
    if (!stored) throw new Error('the recording is missing from storage');
    const { voiceId } = await deps.voice.clone({
      audio: stored.body,
      mimeType: input.message.mimeType,
      name: `${deps.config.brandName} future self ${input.message.id.slice(0, 8)}`,
      messageId: input.message.id,
    });
    const updated = await deps.database.db
      .update(voiceMessages)
      .set({ voiceId })
      .where(eq(voiceMessages.id, input.message.id))
      .returning({ id: voiceMessages.id });
    if (updated.length === 0) {
      // The recording was deleted while the provider worked: do not leave its voice behind.
      await forgetProviderVoice(deps, voiceId);
      return { consentId, voiceId: null, cloned: false };
    }
    return { consentId, voiceId, cloned: true };
  } catch (err) {
    deps.log.warn(
      { err: (err as Error).message, provider: deps.voice.kind },
      'voice cloning failed; continuing without a voice id',
    );
    return { consentId, voiceId: null, cloned: false };
  }
}

export type SpeakResult = { mode: 'audio'; audio: Buffer } | { mode: 'browser'; settings: SpokenPreviewSettings };

/**
 * The future self says `text`: in the visitor's cloned voice when the provider can speak and holds one, else the
 * browser speaks with settings tuned to the measured profile. A provider failure falls back to the browser.
 */
export async function speak(deps: AppDeps, userId: string | null, text: string): Promise<SpeakResult> {
  const latest = userId ? await listVoiceMessages(deps.database.db, userId, 20) : [];
  const settings = spokenPreviewSettings(latest[0] ? toProfile(latest[0]) : null);
  const cloned = latest.find((m) => m.voiceId && !isLocalVoiceId(m.voiceId));
  if (cloned?.voiceId && deps.voice.kind !== 'local' && deps.voice.speak) {
    try {
      return { mode: 'audio', audio: await deps.voice.speak({ voiceId: cloned.voiceId, text }) };
    } catch (err) {
      deps.log.warn(
        { err: (err as Error).message, provider: deps.voice.kind },
        'text-to-speech failed; the browser speaks instead',
      );
    }
  }
  return { mode: 'browser', settings };
}

/**
 * Retention (docs/decisions/006-voice-retention.md): recordings of visitors who never created an account
 * (users.is_anonymous) are deleted, bytes, provider voice and row, once older than config.voice.retentionDays.
 * A recording whose bytes cannot be deleted now is kept for the next run. Returns how many were deleted.
 */
export async function purgeExpiredVoice(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.voice.retentionDays * 86_400_000);
  const db = deps.database.db;
  let deleted = 0;
  const failed = new Set<string>();
  for (let batch = 0; batch < 100; batch++) {
    const expired = and(eq(users.isAnonymous, true), lt(voiceMessages.createdAt, cutoff));
    const rows = await db
      .select({ id: voiceMessages.id, audioKey: voiceMessages.audioKey, voiceId: voiceMessages.voiceId })
      .from(voiceMessages)
      .innerJoin(users, eq(users.id, voiceMessages.userId))
      .where(failed.size ? and(expired, notInArray(voiceMessages.id, [...failed])) : expired)
      .orderBy(voiceMessages.createdAt)
      .limit(200);
    if (rows.length === 0) break;
    const done: string[] = [];
    for (const row of rows) {
      try {
        await deps.storage.delete(row.audioKey);
        await forgetProviderVoice(deps, row.voiceId);
        done.push(row.id);
      } catch (err) {
        failed.add(row.id);
        deps.log.warn(
          { err: (err as Error).message, id: row.id },
          'voice retention: could not delete a recording; will retry',
        );
      }
    }
    if (done.length) await db.delete(voiceMessages).where(inArray(voiceMessages.id, done));
    deleted += done.length;
    if (rows.length < 200) break;
  }
  if (deleted)
    deps.log.info(
      { deleted, retentionDays: deps.config.voice.retentionDays },
      'voice retention: deleted expired anonymous recordings',
    );
  return deleted;
}

/** How often the purge runs: the job queue runs it once per 6-hour slot across instances (src/server/jobs). */
export const VOICE_RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
