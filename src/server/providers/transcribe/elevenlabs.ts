import { HttpTranscriber, type HttpTranscriberOptions } from './transcribe.js';

/**
 * ElevenLabs speech to text: `POST /v1/speech-to-text` (multipart `file`, `model_id` such as scribe_v1,
 * `language_code`), answered with `{ text, language_code, language_probability, words }`. Authenticated with
 * xi-api-key, the key the voice provider uses.
 */
export class ElevenLabsTranscriber extends HttpTranscriber {
  constructor(opts: HttpTranscriberOptions) {
    super(
      {
        kind: 'elevenlabs',
        endpoint: '/v1/speech-to-text',
        auth: (key) => ({ 'xi-api-key': key }),
        modelField: 'model_id',
        languageField: 'language_code',
        fixed: { tag_audio_events: 'false' },
        languageKey: 'language_code',
      },
      opts,
    );
  }
}
