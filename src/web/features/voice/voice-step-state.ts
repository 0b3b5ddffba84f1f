import type { VoiceMessage } from '@core/contracts/voice';

/**
 * The voice step's own state (the recorder's lives in use-voice-recorder): which screen is up, the uploaded message,
 * playback, the 'Try talking about' prompt, the silent-microphone warning and what screen readers are told.
 * One reducer, so every change of state has a name and can be tested without a browser.
 */
export interface VoiceStepState {
  /** The consent screen is up for this message (a recording of 60 s or more). */
  consentFor: { message: VoiceMessage; seconds: number } | null;
  /** The recording already on the server (so Continue after a back step does not upload it twice). */
  uploaded: { blob: Blob; message: VoiceMessage } | null;
  saveError: string | null;
  playing: boolean;
  /** Playback position in seconds. */
  position: number;
  /** Index into VOICE_PROMPTS. */
  prompt: number;
  quiet: boolean;
  announcement: string;
}

export type VoiceStepAction =
  | { type: 'recordingReplaced' }
  | { type: 'uploaded'; blob: Blob; message: VoiceMessage }
  | { type: 'uploadFailed'; error: string }
  | { type: 'uploadStarted' }
  | { type: 'askConsent'; message: VoiceMessage; seconds: number }
  | { type: 'discardUpload' }
  | { type: 'playing'; playing: boolean }
  | { type: 'position'; seconds: number }
  | { type: 'ended' }
  | { type: 'nextPrompt' }
  | { type: 'quiet'; quiet: boolean }
  | { type: 'announce'; text: string };

export const initialVoiceStepState: VoiceStepState = {
  consentFor: null,
  uploaded: null,
  saveError: null,
  playing: false,
  position: 0,
  prompt: 0,
  quiet: false,
  announcement: '',
};

export function voiceStepReducer(state: VoiceStepState, action: VoiceStepAction): VoiceStepState {
  switch (action.type) {
    case 'recordingReplaced':
      // A new recording: playback starts from the top and an old error no longer applies.
      return { ...state, playing: false, position: 0, saveError: null };
    case 'uploadStarted':
      return { ...state, saveError: null };
    case 'uploaded':
      return { ...state, uploaded: { blob: action.blob, message: action.message } };
    case 'uploadFailed':
      return { ...state, saveError: action.error };
    case 'askConsent':
      return { ...state, consentFor: { message: action.message, seconds: action.seconds } };
    case 'discardUpload':
      return { ...state, uploaded: null };
    case 'playing':
      return { ...state, playing: action.playing };
    case 'position':
      return { ...state, position: action.seconds };
    case 'ended':
      return { ...state, playing: false, position: 0 };
    case 'nextPrompt':
      return { ...state, prompt: state.prompt + 1 };
    case 'quiet':
      return state.quiet === action.quiet ? state : { ...state, quiet: action.quiet };
    case 'announce':
      return { ...state, announcement: action.text };
  }
}

/** The uploaded message for this recording, when it is the one on the server. */
export function uploadedMessageFor(state: VoiceStepState, blob: Blob): VoiceMessage | null {
  return state.uploaded?.blob === blob ? state.uploaded.message : null;
}
