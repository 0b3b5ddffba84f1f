import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canCloneRecording, canContinueWithRecording, formatRecordingTime } from '@core/voice';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { ConsentScreen } from './consent-screen';
import { MicBlocked } from './mic-blocked';
import type { DialMode } from './record-dial';
import { RecordingPanel } from './recording-panel';
import { useVoiceRecorder } from './use-voice-recorder';
import { readConsent, useUploadRecording } from './voice-api';
import { OptionalBadge, StepHeading, VoiceFrame } from './voice-frame';
import { VoiceIdeas } from './voice-ideas';
import { initialVoiceStepState, uploadedMessageFor, voiceStepReducer } from './voice-step-state';

export interface VoiceStepProps {
  onContinue(voice: { messageId: string; voiceId: string | null } | null): void;
  onSkip(): void;
}

/** Below this level (0-1) for this long while recording, we say we can't hear anything. */
const QUIET_LEVEL = 0.1;
const QUIET_MS = 5000;

/**
 * 'Share Your Future Vision' (docs/product/voice.md#voice-step): record 60-90 s for the future self, listen back,
 * continue with the recording (uploaded, then the consent screen from 60 s) or skip. Loaded lazily by the journey's
 * voice step slot. The step's state is a reducer (voice-step-state.ts); the recorder card is RecordingPanel, the ideas
 * VoiceIdeas.
 */
export function VoiceStep({ onContinue, onSkip }: VoiceStepProps) {
  const rec = useVoiceRecorder();
  const { status, recording } = rec;
  const [state, dispatch] = useReducer(voiceStepReducer, initialVoiceStepState);
  const upload = useUploadRecording();
  const saving = upload.isPending;
  const audioRef = useRef<HTMLAudioElement>(null);
  const haloRef = useRef<HTMLSpanElement>(null);
  const dialRef = useRef<HTMLButtonElement>(null);
  const lastSoundAt = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  // Denied (or no microphone): the spec's toast, once per attempt.
  useEffect(() => {
    if (status === 'blocked')
      toast.error('Error', { description: 'Unable to access microphone. Please check your permissions.' });
  }, [status]);

  // Words for screen readers at each change of state (the timer itself stays quiet).
  const prevStatus = useRef(status);
  useEffect(() => {
    const was = prevStatus.current;
    prevStatus.current = status;
    if (status === 'recording' && was !== 'recording')
      dispatch({ type: 'announce', text: 'Recording. Speak now, and press Stop recording when you are done.' });
    if (status === 'recorded' && recording)
      dispatch({
        type: 'announce',
        text: recording.hitMax
          ? `Maximum recording time reached. ${formatRecordingTime(recording.seconds)} recorded.`
          : `Recording stopped. ${formatRecordingTime(recording.seconds)} recorded.`,
      });
  }, [status, recording]);

  // A new screen inside the step (consent, microphone problem): focus its heading like a new step.
  const screenKey = state.consentFor
    ? 'consent'
    : status === 'blocked' || status === 'unsupported'
      ? 'blocked'
      : 'record';
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [screenKey]);

  // While recording: notice a silent microphone.
  useEffect(() => {
    if (status !== 'recording') {
      dispatch({ type: 'quiet', quiet: false });
      return;
    }
    lastSoundAt.current = Date.now();
    const t = setInterval(() => dispatch({ type: 'quiet', quiet: Date.now() - lastSoundAt.current > QUIET_MS }), 500);
    return () => clearInterval(t);
  }, [status]);

  const onLevel = useCallback((level: number) => {
    if (level > QUIET_LEVEL) lastSoundAt.current = Date.now();
    if (haloRef.current) haloRef.current.style.transform = `scale(${(1 + Math.min(1, level) * 0.42).toFixed(3)})`;
  }, []);

  // A new recording: playback starts from the top.
  useEffect(() => dispatch({ type: 'recordingReplaced' }), [recording]);

  const togglePlayback = () => {
    const a = audioRef.current;
    if (!a) return;
    if (a.paused) {
      if (recording && a.currentTime >= recording.seconds - 0.05) a.currentTime = 0;
      void a.play().catch((err: Error) => console.warn('Playback failed:', err.message));
    } else a.pause();
  };

  const recordAgain = () => {
    audioRef.current?.pause();
    dispatch({ type: 'discardUpload' });
    // The Record Again button goes away while recording: keep keyboard focus on the big button (now Stop).
    dialRef.current?.focus();
    void rec.start();
  };

  const seconds = status === 'recorded' && recording ? recording.seconds : rec.elapsed;
  const canContinue = status === 'recorded' && recording !== null && canContinueWithRecording(recording.seconds);

  const proceed = async () => {
    if (!recording || !canContinue || saving) return;
    audioRef.current?.pause();
    let message = uploadedMessageFor(state, recording.blob);
    if (!message) {
      abortRef.current?.abort();
      const ctrl = new AbortController();
      abortRef.current = ctrl;
      dispatch({ type: 'uploadStarted' });
      try {
        message = await upload.mutateAsync({ blob: recording.blob, signal: ctrl.signal });
        dispatch({ type: 'uploaded', blob: recording.blob, message });
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        dispatch({
          type: 'uploadFailed',
          error: err instanceof ApiError ? err.message : 'We could not save your recording. Please try again.',
        });
        return;
      } finally {
        if (abortRef.current === ctrl) abortRef.current = null;
      }
    }
    if (canCloneRecording(recording.seconds)) {
      const prior = readConsent(message.id);
      if (prior) return onContinue({ messageId: message.id, voiceId: prior.agreed ? prior.voiceId : null });
      return dispatch({ type: 'askConsent', message, seconds: recording.seconds });
    }
    onContinue({ messageId: message.id, voiceId: null });
  };

  if (state.consentFor) {
    const { message } = state.consentFor;
    return (
      <VoiceFrame>
        <ConsentScreen
          messageId={message.id}
          seconds={state.consentFor.seconds}
          onDone={(voiceId) => onContinue({ messageId: message.id, voiceId })}
        />
      </VoiceFrame>
    );
  }

  if ((status === 'blocked' || status === 'unsupported') && rec.problem) {
    return (
      <VoiceFrame>
        <MicBlocked problem={rec.problem} onRetry={() => void rec.start()} onSkip={onSkip} />
      </VoiceFrame>
    );
  }

  const mode: DialMode =
    status === 'recording'
      ? 'stop'
      : status === 'requesting'
        ? 'starting'
        : status === 'recorded'
          ? state.playing
            ? 'pause'
            : 'play'
          : 'record';
  const onDial = () => {
    if (mode === 'record') void rec.start();
    else if (mode === 'stop') rec.stop();
    else if (mode === 'play' || mode === 'pause') togglePlayback();
  };

  return (
    <VoiceFrame>
      <div className="grid gap-x-12 gap-y-6 [grid-template-areas:'head'_'rec'_'ideas'] lg:grid-cols-[minmax(0,1fr)_minmax(0,430px)] lg:[grid-template-areas:'head_rec'_'ideas_rec'] lg:grid-rows-[auto_1fr]">
        <header className="[grid-area:head] animate-rise">
          <OptionalBadge />
          <StepHeading>Share Your Future Vision</StepHeading>
          <p className="mt-3 max-w-xl text-[17px] leading-relaxed text-ink-soft sm:text-lg">
            Record 60-90 seconds about the life you imagine.
            <span className="max-sm:hidden"> Later, your future self can answer back, in a voice like yours.</span>
          </p>
        </header>

        <div className="[grid-area:rec] lg:row-span-2 animate-rise" style={{ animationDelay: '60ms' }}>
          <RecordingPanel
            status={status}
            recording={recording}
            playing={state.playing}
            mode={mode}
            seconds={seconds}
            position={state.position}
            prompt={state.prompt}
            quiet={state.quiet}
            saving={saving}
            saveError={state.saveError}
            canContinue={canContinue}
            analyser={rec.analyser}
            haloRef={haloRef}
            dialRef={dialRef}
            onDial={onDial}
            onLevel={onLevel}
            onNextPrompt={() => dispatch({ type: 'nextPrompt' })}
            onRecordAgain={recordAgain}
            onContinue={() => void proceed()}
            onSkip={onSkip}
          />
          {recording ? (
            <audio
              ref={audioRef}
              src={recording.url}
              preload="auto"
              className="hidden"
              onPlay={() => dispatch({ type: 'playing', playing: true })}
              onPause={() => dispatch({ type: 'playing', playing: false })}
              onEnded={() => dispatch({ type: 'ended' })}
              onTimeUpdate={(e) =>
                dispatch({ type: 'position', seconds: Math.min(recording.seconds, e.currentTarget.currentTime) })
              }
            />
          ) : null}
        </div>

        <VoiceIdeas />
      </div>
      <p className="sr-only" role="status">
        {state.announcement}
      </p>
    </VoiceFrame>
  );
}
