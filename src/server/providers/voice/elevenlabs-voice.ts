import { VoiceProviderError, type CloneRequest, type SpeechStream, type VoiceProvider } from './voice.js';

export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl: string;
  /** Every call is aborted after this long (default 20 s). */
  timeoutMs?: number;
  /** Text-to-speech model. */
  modelId?: string;
  /** A streamed reply that sends no byte for this long is ended (default 10 s). */
  stallMs?: number;
}

const EXT: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/**
 * ElevenLabs instant voice cloning: POST /v1/voices/add (multipart: name, files[]), text-to-speech
 * POST /v1/text-to-speech/{voice_id} (audio/mpeg), DELETE /v1/voices/{voice_id}. Authenticated with xi-api-key.
 * Failures and timeouts throw VoiceProviderError (the callers fall back), never with the key in the message.
 */
export class ElevenLabsVoiceProvider implements VoiceProvider {
  readonly kind = 'elevenlabs' as const;
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly modelId: string;
  private readonly stallMs: number;

  constructor(private readonly opts: ElevenLabsOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.modelId = opts.modelId ?? 'eleven_multilingual_v2';
    this.stallMs = opts.stallMs ?? 10_000;
  }

  private async call(
    method: string,
    path: string,
    init: { body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        body: init.body,
        headers: { 'xi-api-key': this.opts.apiKey, ...init.headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new VoiceProviderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `elevenlabs ${method} ${path.split('/').slice(0, 3).join('/')} timed out`
          : `elevenlabs request failed: ${(err as Error).message}`,
      );
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new VoiceProviderError(`elevenlabs ${method} answered ${res.status}: ${detail}`, res.status);
    }
    return res;
  }

  async clone(req: CloneRequest): Promise<{ voiceId: string }> {
    const form = new FormData();
    form.append('name', req.name);
    form.append('description', "Future-self voice (made with the speaker's recorded consent)");
    const ext = EXT[req.mimeType] ?? 'bin';
    form.append('files', new Blob([new Uint8Array(req.audio)], { type: req.mimeType }), `recording.${ext}`);
    const res = await this.call('POST', '/v1/voices/add', { body: form });
    const body = (await res.json().catch(() => null)) as { voice_id?: unknown } | null;
    if (!body || typeof body.voice_id !== 'string' || !body.voice_id)
      throw new VoiceProviderError('elevenlabs answered without a voice_id');
    return { voiceId: body.voice_id };
  }

  async speak(req: { voiceId: string; text: string }): Promise<Buffer> {
    const res = await this.call(
      'POST',
      `/v1/text-to-speech/${encodeURIComponent(req.voiceId)}?output_format=mp3_44100_128`,
      {
        body: JSON.stringify({ text: req.text, model_id: this.modelId }),
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
      },
    );
    try {
      const audio = Buffer.from(await res.arrayBuffer());
      if (audio.length === 0) throw new VoiceProviderError('elevenlabs answered with no audio');
      return audio;
    } catch (err) {
      if (err instanceof VoiceProviderError) throw err;
      throw new VoiceProviderError(`elevenlabs audio could not be read: ${(err as Error).message}`);
    }
  }

  /**
   * POST /v1/text-to-speech/{voice_id}/stream: the same request, answered with audio/mpeg in chunks as it is made.
   * Resolves when the provider answered (within timeoutMs); then a gap of stallMs between chunks, or `signal`,
   * ends the stream with an error. The caller passes the bytes on as they come (docs/decisions/081-talk-by-voice.md).
   */
  async speakStream(req: { voiceId: string; text: string; signal?: AbortSignal }): Promise<SpeechStream> {
    const path = `/v1/text-to-speech/${encodeURIComponent(req.voiceId)}/stream`;
    const abort = new AbortController();
    const onOuterAbort = () => abort.abort(req.signal?.reason);
    if (req.signal?.aborted) throw new VoiceProviderError('elevenlabs speech stream was cancelled');
    req.signal?.addEventListener('abort', onOuterAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        abort.abort();
      }, ms);
    };
    const cleanUp = () => {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onOuterAbort);
    };
    arm(this.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}?output_format=mp3_44100_128`, {
        method: 'POST',
        body: JSON.stringify({ text: req.text, model_id: this.modelId }),
        headers: { 'xi-api-key': this.opts.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
        signal: abort.signal,
      });
    } catch (err) {
      cleanUp();
      throw new VoiceProviderError(
        stalled
          ? 'elevenlabs POST /v1/text-to-speech/stream timed out'
          : `elevenlabs speech stream failed: ${(err as Error).message}`,
      );
    }
    if (!res.ok || !res.body) {
      cleanUp();
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new VoiceProviderError(`elevenlabs POST stream answered ${res.status}: ${detail}`, res.status);
    }
    const reader = res.body.getReader();
    const stallMs = this.stallMs;
    arm(stallMs);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            cleanUp();
            controller.close();
            return;
          }
          arm(stallMs);
          if (value.byteLength) controller.enqueue(value);
        } catch (err) {
          cleanUp();
          controller.error(
            new VoiceProviderError(
              stalled
                ? 'elevenlabs speech stream stalled'
                : `elevenlabs speech stream broke off: ${(err as Error).message}`,
            ),
          );
        }
      },
      cancel(reason) {
        cleanUp();
        abort.abort(reason);
        return reader.cancel(reason).catch(() => undefined);
      },
    });
    return { contentType: res.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/mpeg', body };
  }

  /** Already gone (404) counts as deleted. */
  async deleteVoice(voiceId: string): Promise<void> {
    try {
      await this.call('DELETE', `/v1/voices/${encodeURIComponent(voiceId)}`);
    } catch (err) {
      if (err instanceof VoiceProviderError && err.status === 404) return;
      throw err;
    }
  }
}
