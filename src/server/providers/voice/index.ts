import type { Config } from '@server/config.js';
import { ElevenLabsVoiceProvider } from './elevenlabs-voice.js';
import { LocalVoiceProvider } from './local-voice.js';
import type { VoiceProvider } from './voice.js';

export type { CloneRequest, SpeechStream, VoiceProvider } from './voice.js';
export { VoiceProviderError } from './voice.js';
export { ElevenLabsVoiceProvider, type ElevenLabsOptions } from './elevenlabs-voice.js';
export { LocalVoiceProvider } from './local-voice.js';

/** VOICE_PROVIDER=elevenlabs (with ELEVENLABS_API_KEY) or the local default. */
export function createVoiceProvider(config: Config): VoiceProvider {
  if (config.voice.provider === 'elevenlabs')
    return new ElevenLabsVoiceProvider({ apiKey: config.voice.apiKey, baseUrl: config.voice.baseUrl });
  return new LocalVoiceProvider();
}
