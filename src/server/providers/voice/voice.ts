/**
 * Voice cloning and text-to-speech. The browser never calls a provider: the server sends the recording after the
 * visitor's recorded consent and keeps the returned voice id on the voice message.
 */
export interface CloneRequest {
  audio: Buffer;
  mimeType: string;
  /** A neutral label (never the visitor's name): the provider shows it in its voice library. */
  name: string;
  /** The voice message the copy is made from (the local adapter derives its id from it). */
  messageId: string;
}

export interface VoiceProvider {
  readonly kind: 'local' | 'elevenlabs';
  clone(req: CloneRequest): Promise<{ voiceId: string }>;
  /** Text to speech in a cloned voice: audio/mpeg bytes. Absent: the browser speaks (speechSynthesis). */
  speak?(req: { voiceId: string; text: string }): Promise<Buffer>;
  /** Forget a cloned voice at the provider (on delete and on retention purge). */
  deleteVoice?(voiceId: string): Promise<void>;
}

/**
 * A provider call that failed or timed out; the caller falls back (docs/product/voice.md#voice-cloning-consent:
 * continue without a voice id).
 */
export class VoiceProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
