/**
 * What other web features may use of the voice step: the microphone recorder, the level meter and the browser's
 * speech (Talk by voice reuses them; docs/decisions/081-talk-by-voice.md).
 */
export { useVoiceRecorder, type VoiceRecorder, type Recording } from './use-voice-recorder';
export { LevelMeter, levelOf } from './level-meter';
export { speakSentences, speechAvailable, sentencesOf } from './speech';
