import { describe, expect, it } from 'vitest';
import type { VoiceMessage } from '@core/contracts/voice';
import { initialVoiceStepState, uploadedMessageFor, voiceStepReducer, type VoiceStepState } from './voice-step-state';

const message = { id: 'msg_1' } as VoiceMessage;
const run = (...actions: Parameters<typeof voiceStepReducer>[1][]): VoiceStepState =>
  actions.reduce(voiceStepReducer, initialVoiceStepState);

describe('voiceStepReducer', () => {
  it('keeps the uploaded message for the same recording only', () => {
    const blob = new Blob(['a']);
    const state = run({ type: 'uploaded', blob, message });
    expect(uploadedMessageFor(state, blob)).toBe(message);
    expect(uploadedMessageFor(state, new Blob(['a']))).toBeNull();
    expect(uploadedMessageFor(voiceStepReducer(state, { type: 'discardUpload' }), blob)).toBeNull();
  });

  it('a new recording rewinds playback and clears an old upload error', () => {
    const state = run(
      { type: 'playing', playing: true },
      { type: 'position', seconds: 12 },
      { type: 'uploadFailed', error: 'Nope' },
      { type: 'recordingReplaced' },
    );
    expect(state).toMatchObject({ playing: false, position: 0, saveError: null });
  });

  it('the end of playback rewinds to the top', () => {
    expect(run({ type: 'playing', playing: true }, { type: 'position', seconds: 30 }, { type: 'ended' })).toMatchObject(
      { playing: false, position: 0 },
    );
  });

  it('opens the consent screen for the uploaded message', () => {
    expect(run({ type: 'askConsent', message, seconds: 64 }).consentFor).toEqual({ message, seconds: 64 });
  });

  it('cycles prompts and keeps the same state object when quiet does not change', () => {
    expect(run({ type: 'nextPrompt' }, { type: 'nextPrompt' }).prompt).toBe(2);
    expect(voiceStepReducer(initialVoiceStepState, { type: 'quiet', quiet: false })).toBe(initialVoiceStepState);
  });
});
