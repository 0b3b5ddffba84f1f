/**
 * Speech to text (decision 079). The server sends a recording to the configured provider after upload
 * (a job, never in the request); `local` has no engine on the server: the browser's own speech recognition, where
 * it has one, or typing, and the API says so (`transcriber: 'browser'`).
 */
export interface TranscribeOptions {
  /** An ISO 639-1 hint ('en', 'sv'); without it the provider detects the language. */
  language?: string;
}

export interface Transcription {
  text: string;
  /** The language the provider heard, when it says. */
  language?: string;
}

export interface Transcriber {
  /** 'browser': the server does not transcribe (TRANSCRIBE_PROVIDER=local). */
  readonly kind: 'openai' | 'elevenlabs' | 'browser';
  transcribe(audio: Buffer, mime: string, opts?: TranscribeOptions): Promise<Transcription>;
}

/** A provider that stalled (timeout), refused (4xx/5xx) or is not there; never carries the key. */
export class TranscribeError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'refused' | 'failed' | 'unavailable',
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpTranscriberOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** The whole call's limit (TRANSCRIBE_TIMEOUT_MS). */
  timeoutMs: number;
}

const EXT: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

/** The recording as a multipart file part, named by its type (providers read the extension). */
export function audioFile(audio: Buffer, mime: string): { blob: Blob; filename: string } {
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return {
    blob: new Blob([new Uint8Array(audio)], { type: base }),
    filename: `recording.${EXT[base] ?? 'bin'}`,
  };
}

/** POST a multipart form and read its JSON answer, with the time limit; failures become TranscribeError. */
export async function postForm(
  provider: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new TranscribeError(`${provider} transcription timed out after ${timeoutMs} ms`, 'timeout');
    throw new TranscribeError(`${provider} transcription request failed: ${(err as Error).message}`, 'failed');
  }
  let body: string;
  try {
    body = await res.text();
  } catch (err) {
    const name = (err as Error).name;
    throw new TranscribeError(
      `${provider} transcription ${name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'broke off'}`,
      name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'failed',
    );
  }
  if (!res.ok)
    throw new TranscribeError(
      `${provider} transcription answered ${res.status}: ${body.slice(0, 200)}`,
      'refused',
      res.status,
    );
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object') return json as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new TranscribeError(`${provider} transcription answered something other than JSON`, 'failed', res.status);
}

/** How one provider's multipart API is spoken: its path, its key header, its field names. */
export interface TranscribeDialect {
  kind: 'openai' | 'elevenlabs';
  endpoint: string;
  auth(apiKey: string): Record<string, string>;
  modelField: string;
  languageField: string;
  /** Fields sent with every request. */
  fixed: Record<string, string>;
  /** Where the answer names the language it heard. */
  languageKey: string;
}

/** A provider that takes the recording as a multipart `file` and answers JSON with `text` (openai.ts, elevenlabs.ts). */
export class HttpTranscriber implements Transcriber {
  readonly kind: TranscribeDialect['kind'];
  private readonly base: string;

  constructor(
    private readonly dialect: TranscribeDialect,
    private readonly opts: HttpTranscriberOptions,
  ) {
    this.kind = dialect.kind;
    this.base = opts.baseUrl.replace(/\/+$/, '');
  }

  async transcribe(audio: Buffer, mime: string, opts: TranscribeOptions = {}): Promise<Transcription> {
    const d = this.dialect;
    const { blob, filename } = audioFile(audio, mime);
    const form = new FormData();
    form.append('file', blob, filename);
    form.append(d.modelField, this.opts.model);
    for (const [k, v] of Object.entries(d.fixed)) form.append(k, v);
    if (opts.language) form.append(d.languageField, opts.language);
    const json = await postForm(
      d.kind,
      `${this.base}${d.endpoint}`,
      d.auth(this.opts.apiKey),
      form,
      this.opts.timeoutMs,
    );
    if (typeof json.text !== 'string') throw new TranscribeError(`${d.kind} transcription had no text`, 'failed');
    const language = json[d.languageKey];
    return { text: json.text.trim(), ...(typeof language === 'string' && language ? { language } : {}) };
  }
}
