import {
  VOICE_DURATION_TOLERANCE_SECONDS,
  VOICE_MAX_SECONDS,
  VOICE_MIN_SECONDS,
  VOICE_RECOMMENDED_SECONDS,
  type SpokenPreviewSettings,
  type VoiceProfile,
} from '@core/contracts/voice.js';

/** docs/product/voice.md#spoken-preview: rate 0.9, pitch 1.1, English neural voices first. */
export const SPOKEN_PREVIEW_RATE = 0.9;
export const SPOKEN_PREVIEW_PITCH = 1.1;
/** Middle of the usual speaking range (adult low voices ~85-155 Hz, high voices ~165-255 Hz). */
export const REFERENCE_PITCH_HZ = 165;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * speechSynthesis settings for the visitor's future self. Rate 0.9 and pitch 1.1 (the spec) shifted by the measured
 * median pitch: half the octave distance from the 165 Hz reference, so a 120 Hz voice gets ~0.94 and a 220 Hz voice
 * ~1.27. Clamped to 0.5..2 (speechSynthesis accepts 0..2). Without a measured pitch: the plain 0.9 / 1.1.
 */
export function spokenPreviewSettings(profile?: Pick<VoiceProfile, 'pitchHz'> | null): SpokenPreviewSettings {
  const hz = profile?.pitchHz;
  if (hz == null || !Number.isFinite(hz) || hz <= 0) return { rate: SPOKEN_PREVIEW_RATE, pitch: SPOKEN_PREVIEW_PITCH };
  const factor = Math.sqrt(hz / REFERENCE_PITCH_HZ);
  return { rate: SPOKEN_PREVIEW_RATE, pitch: round2(clamp(SPOKEN_PREVIEW_PITCH * factor, 0.5, 2)) };
}

/** The fields of a SpeechSynthesisVoice that pickVoice reads (so core needs no DOM types). */
export interface SpeechVoiceLike {
  name: string;
  lang: string;
  default?: boolean;
  localService?: boolean;
}

const QUALITY_WORDS: Array<[RegExp, number]> = [
  [/neural/i, 40],
  [/natural/i, 40],
  [/premium/i, 30],
  [/enhanced/i, 25],
  [/google/i, 20],
];

function voiceScore(v: SpeechVoiceLike): number {
  const lang = (v.lang || '').toLowerCase().replace('_', '-');
  let score = 0;
  if (lang.startsWith('en')) score += 100;
  if (lang === 'en-us' || lang === 'en-gb') score += 5;
  for (const [re, points] of QUALITY_WORDS) if (re.test(v.name)) score += points;
  if (v.default) score += 1;
  return score;
}

/**
 * The browser voice the future self speaks with: English first, then neural / natural / premium / Google voices.
 * Ties keep the browser's order. null when the list is empty (voices may load late: call again on voiceschanged).
 */
export function pickVoice<V extends SpeechVoiceLike>(voices: readonly V[]): V | null {
  let best: V | null = null;
  let bestScore = -1;
  for (const v of voices) {
    const s = voiceScore(v);
    if (s > bestScore) {
      best = v;
      bestScore = s;
    }
  }
  return best;
}

/** Continue is enabled (docs/product/voice.md#voice-step): a recording of at least 10 s, by the browser's timer. */
export function canContinueWithRecording(seconds: number): boolean {
  return seconds >= VOICE_MIN_SECONDS;
}

/** Cloning is offered from 60 s (docs/product/voice.md#voice-cloning-consent), by the browser's timer. */
export function canCloneRecording(seconds: number): boolean {
  return seconds >= VOICE_RECOMMENDED_SECONDS;
}

/**
 * The server's checks on the duration measured from the file: the same thresholds with a little slack, since a
 * container's timestamps can end a few tens of milliseconds before the browser's timer did.
 */
export function measuredDurationIsLongEnough(seconds: number): boolean {
  return seconds >= VOICE_MIN_SECONDS - VOICE_DURATION_TOLERANCE_SECONDS;
}
export function measuredDurationCanClone(seconds: number): boolean {
  return seconds >= VOICE_RECOMMENDED_SECONDS - VOICE_DURATION_TOLERANCE_SECONDS;
}

/** The hint under the timer (docs/product/voice.md#voice-step), or null between 60 and 90 s. */
export function recordingHint(seconds: number): string | null {
  if (seconds >= VOICE_MAX_SECONDS) return 'Maximum recording time reached';
  if (seconds < VOICE_RECOMMENDED_SECONDS) return 'Minimum 60 seconds recommended';
  return null;
}

/** The Continue button's label (docs/product/voice.md#voice-step). */
export function continueLabel(seconds: number): string {
  return canCloneRecording(seconds) ? 'Continue & Consider Voice Cloning' : 'Continue to Photo';
}

/** m:ss for the recording timer (whole seconds, rounded down). */
export function formatRecordingTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
