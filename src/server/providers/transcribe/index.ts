import type { Config } from '@server/config.js';
import { ElevenLabsTranscriber } from './elevenlabs.js';
import { OpenAiTranscriber } from './openai.js';
import { TranscribeError, type Transcriber } from './transcribe.js';

export type {
  Transcriber,
  TranscribeOptions,
  Transcription,
  HttpTranscriberOptions,
  TranscribeDialect,
} from './transcribe.js';
export { HttpTranscriber } from './transcribe.js';
export { TranscribeError } from './transcribe.js';
export { OpenAiTranscriber } from './openai.js';
export { ElevenLabsTranscriber } from './elevenlabs.js';

/**
 * TRANSCRIBE_PROVIDER=local: no engine on the server (decision 079: no Debian or npm package here ships a model
 * without downloading weights at run time). The person's browser recognises speech where it can, else they type.
 */
export class BrowserTranscriber implements Transcriber {
  readonly kind = 'browser' as const;
  transcribe(): Promise<never> {
    return Promise.reject(
      new TranscribeError('the server does not transcribe (TRANSCRIBE_PROVIDER=local)', 'unavailable'),
    );
  }
}

/** TRANSCRIBE_PROVIDER: openai (an OpenAI-compatible endpoint), elevenlabs, or local (the browser). */
export function createTranscriber(config: Config): Transcriber {
  const c = config.transcribe;
  if (c.provider === 'openai') return new OpenAiTranscriber(c);
  if (c.provider === 'elevenlabs') return new ElevenLabsTranscriber(c);
  return new BrowserTranscriber();
}
