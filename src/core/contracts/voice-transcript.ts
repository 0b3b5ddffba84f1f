import { z } from 'zod';

/**
 * The transcript of the voice step's recording (decision 079): written by a job after upload when the
 * server has a transcription provider, read and corrected by its owner.
 */

/** The longest transcript a person can save (a 90 s recording is about 1,500 characters of speech). */
export const TRANSCRIPT_MAX_CHARS = 5000;

export const TRANSCRIPT_MESSAGES = {
  pending: 'Your words are being written down…',
  failed: 'We couldn’t write down your recording this time. It is kept: you can type what you said.',
  browser: 'Transcription is not on here. You can type what you said.',
  empty: 'We heard no words in the recording. You can type what you said.',
  saved: 'Saved.',
  tooLong: `Please keep it under ${TRANSCRIPT_MAX_CHARS} characters.`,
} as const;

const crisisHelpLineSchema = z.object({
  name: z.string(),
  contact: z.string(),
  href: z.string().nullable(),
  what: z.string(),
});

export const voiceTranscriptSchema = z.object({
  voiceMessageId: z.string(),
  /** Who transcribes: a provider on the server, or 'browser' (the server has none: speech recognition or typing). */
  transcriber: z.enum(['openai', 'elevenlabs', 'browser']),
  /** 'none': nothing yet and nothing coming (the browser's turn); 'failed': the provider stalled or refused. */
  status: z.enum(['none', 'pending', 'done', 'failed']),
  text: z.string().nullable(),
  language: z.string().nullable(),
  /** Who wrote the text: the provider, or the person's correction. */
  source: z.enum(['provider', 'person']).nullable(),
  /** The safety reader read it as a crisis: it is never reused; the help lines are shown. */
  crisis: z.boolean(),
  help: z
    .object({ country: z.string(), emergency: z.string(), lines: z.array(crisisHelpLineSchema), lang: z.string() })
    .nullable(),
  /** A line for the person when there is no text to show (pending, failed, browser). */
  notice: z.string().nullable(),
});
export type VoiceTranscript = z.infer<typeof voiceTranscriptSchema>;

/** GET/PUT /api/voice/messages/:id/transcript. */
export const voiceTranscriptResponseSchema = z.object({ transcript: voiceTranscriptSchema });
export type VoiceTranscriptResponse = z.infer<typeof voiceTranscriptResponseSchema>;

/** PUT /api/voice/messages/:id/transcript: the person's own words (NUL and other control bytes are refused). */
export const voiceTranscriptUpdateSchema = z.object({
  text: z.string().trim().max(TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MESSAGES.tooLong),
});
export type VoiceTranscriptUpdate = z.infer<typeof voiceTranscriptUpdateSchema>;
