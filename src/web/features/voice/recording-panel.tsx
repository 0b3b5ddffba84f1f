import { AlertTriangle, ArrowRight, Check, RotateCcw, Shuffle } from 'lucide-react';
import type { Ref } from 'react';
import { VOICE_PROMPTS } from '@content/voice-prompts';
import { VOICE_MAX_SECONDS, VOICE_MIN_SECONDS } from '@core/contracts/voice';
import { continueLabel, formatRecordingTime, recordingHint } from '@core/voice';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { LevelMeter } from './level-meter';
import { RecordDial, type DialMode } from './record-dial';
import type { RecorderStatus, Recording } from './use-voice-recorder';

const MAX_LABEL = formatRecordingTime(VOICE_MAX_SECONDS);
const DIAL_LABEL: Record<DialMode, string> = {
  record: 'Start recording',
  starting: 'Starting the microphone',
  stop: 'Stop recording',
  play: 'Play your recording',
  pause: 'Pause playback',
};
const DIAL_CAPTION: Record<DialMode, string> = {
  record: 'Tap to record',
  starting: 'Allow the microphone…',
  stop: 'Tap to stop',
  play: 'Listen back',
  pause: 'Playing…',
};

export interface RecordingPanelProps {
  status: RecorderStatus;
  playing: boolean;
  recording: Recording | null;
  mode: DialMode;
  /** Seconds recorded (or, once recorded, the recording's length). */
  seconds: number;
  /** Playback position, shown while listening back. */
  position: number;
  prompt: number;
  quiet: boolean;
  saving: boolean;
  saveError: string | null;
  canContinue: boolean;
  analyser: AnalyserNode | null;
  haloRef: Ref<HTMLSpanElement>;
  dialRef: Ref<HTMLButtonElement>;
  onDial(): void;
  onLevel(level: number): void;
  onNextPrompt(): void;
  onRecordAgain(): void;
  onContinue(): void;
  onSkip(): void;
}

/** The recorder card: prompt, the big dial, timer, level meter or playback bar, hint, Record Again, Continue and Skip. */
export function RecordingPanel(props: RecordingPanelProps) {
  const {
    status,
    recording,
    mode,
    seconds,
    position,
    prompt,
    quiet,
    saving,
    saveError,
    canContinue,
    analyser,
    haloRef,
    dialRef,
  } = props;
  const { onDial, onLevel, onNextPrompt, onRecordAgain, onContinue, onSkip } = props;
  const hint = recordingHint(seconds);
  const showPosition = status === 'recorded' && (props.playing || position > 0);
  const showPrompt = status === 'recording';
  return (
    <div className="rounded-[2rem] bg-white px-5 pb-5 pt-4 shadow-card ring-1 ring-line/70 sm:px-7 sm:pb-6 sm:pt-6">
      <div className="mb-1 flex min-h-[68px] flex-col items-center justify-center text-center sm:mb-3">
        {showPrompt ? (
          <>
            <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-[0.14em] text-violet">
              Try talking about
              <button
                type="button"
                onClick={onNextPrompt}
                className="-my-1 inline-flex h-7 items-center gap-1 rounded-full px-2 normal-case tracking-normal text-violet ring-1 ring-violet/25 hover:bg-violet/5"
              >
                <Shuffle className="size-3.5" aria-hidden="true" /> Another idea
              </button>
            </p>
            <p className="mt-1.5 text-[15px] font-semibold leading-snug text-ink text-balance">
              {VOICE_PROMPTS[prompt % VOICE_PROMPTS.length]}
            </p>
          </>
        ) : (
          <p className="text-[15px] font-medium leading-snug text-ink-soft text-balance">
            {status === 'recorded'
              ? 'Listen back, then continue or record again.'
              : 'Find a quiet spot, tap the microphone and talk to your future self.'}
          </p>
        )}
      </div>

      <RecordDial
        ref={haloRef}
        buttonRef={dialRef}
        mode={mode}
        seconds={seconds}
        label={DIAL_LABEL[mode]}
        onPress={onDial}
        disabled={saving}
      />
      {status !== 'recorded' ? (
        <p className="mt-1 text-center text-sm font-semibold text-ink-soft" aria-hidden="true">
          {DIAL_CAPTION[mode]}
        </p>
      ) : null}

      <p
        className="mt-2 flex items-center justify-center gap-2 font-display text-[2.75rem] leading-none tabular-nums tracking-tight text-ink"
        data-testid="voice-timer"
      >
        {status === 'recording' ? (
          <span className="size-2.5 animate-pulse rounded-full bg-coral" aria-hidden="true" />
        ) : null}
        <span role="timer">{formatRecordingTime(showPosition ? position : seconds)}</span>
        <span className="self-end pb-1 font-sans text-sm font-semibold text-ink-soft/80">
          {status !== 'recorded' || !recording
            ? `/ ${MAX_LABEL}`
            : showPosition
              ? `/ ${formatRecordingTime(recording.seconds)}`
              : 'recorded'}
        </span>
      </p>

      {status === 'recording' ? (
        <LevelMeter analyser={analyser} onLevel={onLevel} className="mt-2" />
      ) : status === 'recorded' && recording ? (
        <div className="mx-auto mt-2 flex h-12 max-w-xs items-center" aria-hidden="true">
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-ink/10">
            <div
              className="h-full rounded-full bg-gradient-to-r from-violet to-coral"
              style={{ width: `${Math.min(100, (position / recording.seconds) * 100)}%` }}
            />
          </div>
        </div>
      ) : (
        <div className="mt-2 h-12" aria-hidden="true" />
      )}

      <div className="mt-1 min-h-6 text-center text-sm font-semibold" aria-live="polite">
        {quiet ? (
          <p className="inline-flex items-center gap-1.5 text-coral-dark">
            <AlertTriangle className="size-4" aria-hidden="true" /> We can&apos;t hear anything. Is your microphone
            muted?
          </p>
        ) : hint ? (
          <p
            className={cn(
              'inline-flex items-center gap-1.5',
              seconds >= VOICE_MAX_SECONDS ? 'text-coral-dark' : 'text-ink-soft',
            )}
            data-testid="voice-hint"
          >
            {hint}
          </p>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-[#0f7a5a]">
            <Check className="size-4" aria-hidden="true" /> Great length, perfect for voice cloning
          </p>
        )}
      </div>

      {status === 'recorded' ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" size="sm" onClick={onRecordAgain} disabled={saving}>
            <RotateCcw className="size-4" aria-hidden="true" /> Record Again
          </Button>
        </div>
      ) : null}

      <div className="mt-4 border-t border-line/70 pt-4">
        {saveError ? (
          <div role="alert" className="mb-3 rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
            <p>{saveError}</p>
            <p className="mt-1 font-normal text-ink-soft">
              Your recording is still here: try again, or skip this step.
            </p>
          </div>
        ) : null}
        <Button
          size="lg"
          variant="coral"
          className="w-full whitespace-nowrap px-4 max-sm:text-[15px]"
          disabled={!canContinue}
          loading={saving}
          onClick={onContinue}
          aria-describedby={canContinue ? undefined : 'voice-continue-note'}
        >
          {saving ? 'Saving your message…' : saveError ? 'Try Again' : continueLabel(seconds)}
          {saving ? null : <ArrowRight className="size-5 max-[400px]:hidden" aria-hidden="true" />}
        </Button>
        {!canContinue ? (
          <p id="voice-continue-note" className="mt-2 text-center text-xs font-medium text-ink-soft">
            {status === 'recorded'
              ? `Too short to keep: record at least ${VOICE_MIN_SECONDS} seconds.`
              : status === 'recording' && seconds >= VOICE_MIN_SECONDS
                ? 'Stop recording when you’re ready to continue.'
                : `Continue unlocks after ${VOICE_MIN_SECONDS} seconds of recording.`}
          </p>
        ) : null}
        <Button size="md" variant="ghost" className="mt-1.5 w-full" onClick={onSkip} disabled={saving}>
          Skip This Step
        </Button>
      </div>
    </div>
  );
}
