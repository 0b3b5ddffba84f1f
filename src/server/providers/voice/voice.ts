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
  /**
   * Text to speech in a cloned voice, streamed (docs/decisions/081-talk-by-voice.md): resolves once the provider
   * answered (headers in), with its audio type and a stream that yields bytes as they are made. A stall between
   * bytes errors the stream; `signal` ends it at once (a revoked consent, a person who left).
   */
  speakStream?(req: { voiceId: string; text: string; signal?: AbortSignal }): Promise<SpeechStream>;
  /** Forget a cloned voice at the provider (on delete and on retention purge). */
  deleteVoice?(voiceId: string): Promise<void>;
}

/** Streamed speech: the provider's audio type (audio/mpeg) and its bytes as they come. */
export interface SpeechStream {
  contentType: string;
  body: ReadableStream<Uint8Array>;
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
