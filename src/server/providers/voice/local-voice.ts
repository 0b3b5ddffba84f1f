import type { CloneRequest, VoiceProvider } from './voice.js';

/**
 * The default adapter, with no outside service: the "clone" is the voice profile the server already measured from
 * the recording (median pitch, loudness), and the browser speaks with speechSynthesis tuned to it. So it returns
 * a local id and has no speak().
 */
export class LocalVoiceProvider implements VoiceProvider {
  readonly kind = 'local' as const;

  async clone(req: CloneRequest): Promise<{ voiceId: string }> {
    return { voiceId: `local-${req.messageId}` };
  }
}
