import { z } from 'zod';
import { spokenPreviewSettingsSchema } from './voice.js';

/**
 * Talk by voice (docs/decisions/081-talk-by-voice.md): the person speaks a message, the server's transcription
 * provider writes it down (or the browser's own recognition, or they type), they correct it and send; the older
 * self's replies are heard in the person's cloned voice (ElevenLabs, streamed) or through the browser's
 * speechSynthesis. The recording's limits are the voice step's (VOICE_MAX_UPLOAD_BYTES, 90 s, the same types).
 */

/** How long the page listens in voice mode after the person stops talking before it takes their turn as said. */
export const VOICE_MODE_SILENCE_MS = 1600;
/** The longest reply read in one streamed call (a Talk reply is far shorter; the rest is cut at a sentence). */
export const TALK_SPEECH_MAX_CHARS = 2500;

export const TALK_VOICE_MESSAGES = {
  /** The recording held no sound (or the provider heard no words). */
  silence: 'We didn’t hear any words. Try again a little closer to the microphone, or type your message.',
  /** The provider stalled or refused: the recording is kept on the page for another try. */
  failed: 'We couldn’t write down what you said this time. Try again, or type your message — nothing is lost.',
  /** No transcription on the server and no speech recognition in this browser. */
  typeInstead: 'Speaking isn’t available in this browser here. Typing works: write your message below.',
  /** The browser's recognition stopped with an error (no network, no permission). */
  browserFailed: 'Your browser couldn’t turn that into words. Try again, or type your message.',
  /** The 90 s limit stopped the recording; what was said is still written down. */
  maxReached: 'Maximum recording time reached',
  /** The cloned voice could not speak (consent revoked, the provider away): the browser reads instead. */
  speechFallback: 'Your voice copy can’t speak right now, so your browser reads the reply.',
  /** Nothing can read aloud in this browser. */
  noSpeech: 'This browser can’t read replies aloud. You can read them here.',
  /** The microphone is blocked. */
  micBlocked: 'The microphone is blocked. Allow it in your browser’s settings, or type your message.',
  listening: 'Listening… speak now.',
  transcribing: 'Writing down what you said…',
  heard: 'Here is what we heard. Fix anything, then send.',
  voiceModeOn: 'Voice mode is on: replies are read aloud and the microphone opens after each one.',
  voiceModeOff: 'Voice mode is off.',
  /** After a crisis reply the loop pauses so the help lines stay in front of the person. */
  crisisPause: 'Voice mode paused so you can see the help below.',
} as const;

/** GET /api/talk/voice: what this person's Talk can do by voice here. */
export const talkVoiceCapabilitiesSchema = z.object({
  /** Who turns speech into words: the server's provider, or the browser's own recognition where it has one. */
  listen: z.enum(['server', 'browser']),
  /** Who reads replies aloud: the person's cloned voice (they consented, the provider speaks), or the browser. */
  speak: z.enum(['cloned', 'browser']),
  /** speechSynthesis settings for the browser (rate 0.9, pitch 1.1, tuned to the measured voice). */
  settings: spokenPreviewSettingsSchema,
});
export type TalkVoiceCapabilities = z.infer<typeof talkVoiceCapabilitiesSchema>;

/**
 * POST /api/talk/voice/transcribe (raw audio as the body) → 200. A recording the provider could not write down is
 * still 200: `text` is empty and `notice` says why (silence, a stalled or refusing provider, no server engine).
 * Size, type and duration faults are the voice step's 4xx errors.
 */
export const talkTranscriptionSchema = z.object({
  text: z.string(),
  language: z.string().nullable(),
  outcome: z.enum(['heard', 'silence', 'failed', 'browser']),
  notice: z.string().nullable(),
});
export type TalkTranscription = z.infer<typeof talkTranscriptionSchema>;
