import { z } from 'zod';

/**
 * The voice message API (src/server/features/voice) and the numbers both sides share. Spec: docs/product/voice.md
 * (the voice step, recording, the voice intro, voice cards and voice messages).
 */

/** Recording stops by itself here (docs/product/voice.md#constants). */
export const VOICE_MAX_SECONDS = 90;
/** Recommended length, and the threshold for offering voice cloning (docs/product/voice.md#constants). */
export const VOICE_RECOMMENDED_SECONDS = 60;
/** Continue is enabled from here (docs/product/voice.md#voice-step). */
export const VOICE_MIN_SECONDS = 10;
/**
 * A browser's own timer and the container's timestamps differ by a few tens of milliseconds, so the server's
 * minimum checks (10 s to keep, 60 s to clone) give this much slack. The maximum has its own margin (95 s).
 */
export const VOICE_DURATION_TOLERANCE_SECONDS = 0.5;
/** The server refuses longer recordings (90 s plus the time a stop takes to land). */
export const VOICE_HARD_MAX_SECONDS = 95;
/** Upload cap: 90 s of Opus is about 1 MB, of AAC about 1.5 MB; 8 MB leaves room for high-bitrate recorders. */
export const VOICE_MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Text the future self may speak in one call. */
export const VOICE_SPEAK_MAX_CHARS = 300;

/**
 * The exact words on the 'Voice Cloning Consent' screen (brand-free, so it reads right under any BRAND_NAME). The
 * server stores the text a visitor agreed to and refuses any other: change it here only; older consents keep the
 * wording they were given.
 */
export const CONSENT_TEXT =
  'I agree that a digital copy of my voice is made from this recording. ' +
  'It is used only so that my future self can talk to me in my own voice in this app. ' +
  'My voice is never shared or sold. ' +
  'I can delete the recording and the voice copy anytime from my profile.';

export const VOICE_MESSAGES = {
  tooLarge: 'That recording is too large.',
  unsupportedType: 'Please record again: that file is not audio we can play.',
  tooShort: 'Please record at least 10 seconds.',
  /**
   * The spec's words at the 90 s limit (docs/product/voice.md#voice-step), also for an upload that holds more than
   * that.
   */
  tooLong: 'Maximum recording time reached',
  cloneTooShort: 'Voice cloning needs a recording of at least 60 seconds.',
  consentMismatch: 'Please read and accept the consent text shown on the screen.',
  notFound: 'That recording was not found.',
  cloneFailed: "Voice Cloning Failed: We couldn't clone your voice, but you can still continue.",
  cloneSucceededTitle: 'Voice Cloned Successfully!',
  cloneSucceededBody: 'Your future self will have your voice.',
} as const;

/**
 * What the server measured from the recording. pitchHz and loudnessDbfs are null when the audio could not be
 * decoded on the server (AAC/MP4 and Vorbis are measured for duration only; Opus in WebM or Ogg is decoded).
 */
export const voiceProfileSchema = z.object({
  durationSeconds: z.number(),
  /** Median fundamental frequency of the voiced 30 ms frames, in Hz. */
  pitchHz: z.number().nullable(),
  /** RMS level of the frames with sound in them, in dBFS (0 = full scale; speech is usually -35..-15). */
  loudnessDbfs: z.number().nullable(),
  /** Share of the recording (0-1) in which a voice pitch was found. */
  voicedRatio: z.number().nullable(),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

export const voiceMessageSchema = z.object({
  id: z.string(),
  /** Owner-only audio URL; supports Range requests. */
  url: z.string(),
  durationSeconds: z.number(),
  mimeType: z.string(),
  createdAt: z.string(),
  profile: voiceProfileSchema,
  /** A voice copy exists for this recording (after consent). */
  cloned: z.boolean(),
});
export type VoiceMessage = z.infer<typeof voiceMessageSchema>;

/** POST /api/voice/messages (raw audio bytes as the body) → 201. */
export const voiceMessageResponseSchema = z.object({ message: voiceMessageSchema });
export type VoiceMessageResponse = z.infer<typeof voiceMessageResponseSchema>;

/** GET /api/voice/messages → newest first. */
export const voiceMessageListResponseSchema = z.object({ messages: z.array(voiceMessageSchema) });
export type VoiceMessageListResponse = z.infer<typeof voiceMessageListResponseSchema>;

/** GET /api/voice/messages/latest → the newest one, or null. */
export const voiceLatestResponseSchema = z.object({ message: voiceMessageSchema.nullable() });
export type VoiceLatestResponse = z.infer<typeof voiceLatestResponseSchema>;

/** POST /api/voice/consent. consentText must equal CONSENT_TEXT exactly. */
export const voiceConsentRequestSchema = z.object({
  voiceMessageId: z.string().min(1).max(64),
  agreed: z.boolean(),
  consentText: z.string().max(2000),
});
export type VoiceConsentRequest = z.infer<typeof voiceConsentRequestSchema>;

export const voiceConsentResponseSchema = z.object({
  consentId: z.string(),
  voiceId: z.string().nullable(),
  /** false with voiceId null when the visitor declined or the provider failed: the journey continues. */
  cloned: z.boolean(),
});
export type VoiceConsentResponse = z.infer<typeof voiceConsentResponseSchema>;

/** POST /api/voice/speak. */
export const voiceSpeakRequestSchema = z.object({ text: z.string().trim().min(1).max(VOICE_SPEAK_MAX_CHARS) });
export type VoiceSpeakRequest = z.infer<typeof voiceSpeakRequestSchema>;

export const spokenPreviewSettingsSchema = z.object({ rate: z.number(), pitch: z.number() });
export type SpokenPreviewSettings = z.infer<typeof spokenPreviewSettingsSchema>;

/**
 * The speak answer when no cloned voice can speak: the browser reads the text with speechSynthesis using these
 * settings. (With a cloned voice the answer is audio/mpeg bytes instead.)
 */
export const voiceSpeakBrowserResponseSchema = z.object({
  mode: z.literal('browser'),
  settings: spokenPreviewSettingsSchema,
});
export type VoiceSpeakBrowserResponse = z.infer<typeof voiceSpeakBrowserResponseSchema>;
