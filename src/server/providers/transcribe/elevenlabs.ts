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
 * ElevenLabs speech to text: `POST /v1/speech-to-text` (multipart `file`, `model_id` such as scribe_v1,
 * `language_code`), answered with `{ text, language_code, language_probability, words }`. Authenticated with
 * xi-api-key, the key the voice provider uses.
 */
export class ElevenLabsTranscriber implements Transcriber {
  readonly kind = 'elevenlabs' as const;
  private readonly base: string;

  constructor(private readonly opts: HttpTranscriberOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
  }

  async transcribe(audio: Buffer, mime: string, opts: TranscribeOptions = {}): Promise<Transcription> {
    const { blob, filename } = audioFile(audio, mime);
    const form = new FormData();
    form.append('file', blob, filename);
    form.append('model_id', this.opts.model);
    form.append('tag_audio_events', 'false');
    if (opts.language) form.append('language_code', opts.language);
    const json = await postForm(
      'elevenlabs',
      `${this.base}/v1/speech-to-text`,
      { 'xi-api-key': this.opts.apiKey },
      form,
      this.opts.timeoutMs,
    );
    const language = typeof json.language_code === 'string' ? json.language_code : undefined;
    return { text: textOf('elevenlabs', json), ...(language ? { language } : {}) };
  }
}
