import { HttpTranscriber, type HttpTranscriberOptions } from './transcribe.js';

/**
 * An OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, or a self-hosted Whisper server such as
 * faster-whisper-server or whisper.cpp's server): multipart `file`, `model`, `language`, JSON answer `{ text }`
 * (`language` too where the server gives it). Authenticated with a bearer key.
 */
export class OpenAiTranscriber extends HttpTranscriber {
  constructor(opts: HttpTranscriberOptions) {
    super(
      {
        kind: 'openai',
        endpoint: '/audio/transcriptions',
        auth: (key) => ({ authorization: `Bearer ${key}` }),
        modelField: 'model',
        languageField: 'language',
        fixed: { response_format: 'json' },
        languageKey: 'language',
      },
      opts,
    );
  }
}
