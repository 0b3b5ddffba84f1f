import {
  audioFile,
  postForm,
  textOf,
  type HttpTranscriberOptions,
  type Transcriber,
  type TranscribeOptions,
  type Transcription,
} from './transcribe.js';

/**
 * An OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, or a self-hosted Whisper server such as
 * faster-whisper-server or whisper.cpp's server): multipart `file`, `model`, `language`, JSON answer `{ text }`
 * (`language` too where the server gives it). Authenticated with a bearer key.
 */
export class OpenAiTranscriber implements Transcriber {
  readonly kind = 'openai' as const;
  private readonly base: string;

  constructor(private readonly opts: HttpTranscriberOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
  }

  async transcribe(audio: Buffer, mime: string, opts: TranscribeOptions = {}): Promise<Transcription> {
    const { blob, filename } = audioFile(audio, mime);
    const form = new FormData();
    form.append('file', blob, filename);
    form.append('model', this.opts.model);
    form.append('response_format', 'json');
    if (opts.language) form.append('language', opts.language);
    const json = await postForm(
      'openai',
      `${this.base}/audio/transcriptions`,
      { authorization: `Bearer ${this.opts.apiKey}` },
      form,
      this.opts.timeoutMs,
    );
    const language = typeof json.language === 'string' ? json.language : undefined;
    return { text: textOf('openai', json), ...(language ? { language } : {}) };
  }
}
