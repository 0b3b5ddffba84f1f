import { VoiceProviderError, type CloneRequest, type VoiceProvider } from './voice.js';

export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl: string;
  /** Every call is aborted after this long (default 20 s). */
  timeoutMs?: number;
  /** Text-to-speech model. */
  modelId?: string;
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

  constructor(private readonly opts: ElevenLabsOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.modelId = opts.modelId ?? 'eleven_multilingual_v2';
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
