import { AlertTriangle, ArrowRight, Check, Lightbulb, Lock, RotateCcw, Shuffle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS, VOICE_MIN_SECONDS, type VoiceMessage } from '../../../core/contracts/voice';
import { canCloneRecording, canContinueWithRecording, continueLabel, formatRecordingTime, recordingHint } from '../../../core/voice';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ConsentScreen } from './consent-screen';
import { LevelMeter } from './level-meter';
import { MicBlocked } from './mic-blocked';
import { RecordDial, type DialMode } from './record-dial';
import { useVoiceRecorder } from './use-voice-recorder';
import { readConsent, uploadRecording } from './voice-api';
import { VOICE_PROMPTS } from '../../../../content/voice-prompts';
import { OptionalBadge, StepHeading, VoiceFrame } from './voice-frame';

export interface VoiceStepProps {
  onContinue(voice: { messageId: string; voiceId: string | null } | null): void;
  onSkip(): void;
}

/** Below this level (0-1) for this long while recording, we say we can't hear anything. */
const QUIET_LEVEL = 0.1;
const QUIET_MS = 5000;

const MAX_LABEL = formatRecordingTime(VOICE_MAX_SECONDS);

/**
 * 'Share Your Future Vision' (journey §2, §4, §5): record 60-90 s for the future self, listen back, continue with the
 * recording (uploaded, then the consent screen from 60 s) or skip. Loaded lazily by the journey's voice step slot.
 */
export function VoiceStep({ onContinue, onSkip }: VoiceStepProps) {
  const rec = useVoiceRecorder();
  const { status, recording } = rec;
  const [consentFor, setConsentFor] = useState<{ message: VoiceMessage; seconds: number } | null>(null);
  const [uploaded, setUploaded] = useState<{ blob: Blob; message: VoiceMessage } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [prompt, setPrompt] = useState(0);
  const [quiet, setQuiet] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const audioRef = useRef<HTMLAudioElement>(null);
  const haloRef = useRef<HTMLSpanElement>(null);
  const dialRef = useRef<HTMLButtonElement>(null);
  const lastSoundAt = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  // Denied (or no microphone): the spec's toast, once per attempt.
  useEffect(() => {
    if (status === 'blocked') toast.error('Error', { description: 'Unable to access microphone. Please check your permissions.' });
  }, [status]);

  // Words for screen readers at each change of state (the timer itself stays quiet).
  const prevStatus = useRef(status);
  useEffect(() => {
    const was = prevStatus.current;
    prevStatus.current = status;
    if (status === 'recording' && was !== 'recording') setAnnouncement('Recording. Speak now, and press Stop recording when you are done.');
    if (status === 'recorded' && recording)
      setAnnouncement(
        recording.hitMax
          ? `Maximum recording time reached. ${formatRecordingTime(recording.seconds)} recorded.`
          : `Recording stopped. ${formatRecordingTime(recording.seconds)} recorded.`,
      );
  }, [status, recording]);

  // A new screen inside the step (consent, microphone problem): focus its heading like a new step.
  const screenKey = consentFor ? 'consent' : status === 'blocked' || status === 'unsupported' ? 'blocked' : 'record';
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
      setQuiet(false);
      return;
    }
    lastSoundAt.current = Date.now();
    const t = setInterval(() => setQuiet(Date.now() - lastSoundAt.current > QUIET_MS), 500);
    return () => clearInterval(t);
  }, [status]);

  const onLevel = useCallback((level: number) => {
    if (level > QUIET_LEVEL) lastSoundAt.current = Date.now();
    if (haloRef.current) haloRef.current.style.transform = `scale(${(1 + Math.min(1, level) * 0.42).toFixed(3)})`;
  }, []);

  // A new recording: playback starts from the top.
  useEffect(() => {
    setPlaying(false);
    setPosition(0);
    setSaveError(null);
  }, [recording]);

  const pausePlayback = () => {
    audioRef.current?.pause();
  };

  const togglePlayback = () => {
    const a = audioRef.current;
    if (!a) return;
    if (a.paused) {
      if (recording && a.currentTime >= recording.seconds - 0.05) a.currentTime = 0;
      void a.play().catch((err: Error) => console.warn('Playback failed:', err.message));
    } else a.pause();
  };

  const recordAgain = () => {
    pausePlayback();
    setUploaded(null);
    // The Record Again button goes away while recording: keep keyboard focus on the big button (now Stop).
    dialRef.current?.focus();
    void rec.start();
  };

  const seconds = status === 'recorded' && recording ? recording.seconds : rec.elapsed;
  const canContinue = status === 'recorded' && recording !== null && canContinueWithRecording(recording.seconds);

  const proceed = async () => {
    if (!recording || !canContinue || saving) return;
    pausePlayback();
    let message = uploaded?.blob === recording.blob ? uploaded.message : null;
    if (!message) {
      abortRef.current?.abort();
      const ctrl = new AbortController();
      abortRef.current = ctrl;
      setSaving(true);
      setSaveError(null);
      try {
        message = await uploadRecording(recording.blob, ctrl.signal);
        setUploaded({ blob: recording.blob, message });
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        setSaveError(err instanceof ApiError ? err.message : 'We could not save your recording. Please try again.');
        return;
      } finally {
        if (abortRef.current === ctrl) {
          abortRef.current = null;
          setSaving(false);
        }
      }
    }
    if (canCloneRecording(recording.seconds)) {
      const prior = readConsent(message.id);
      if (prior) return onContinue({ messageId: message.id, voiceId: prior.agreed ? prior.voiceId : null });
      return setConsentFor({ message, seconds: recording.seconds });
    }
    onContinue({ messageId: message.id, voiceId: null });
  };

  if (consentFor) {
    return (
      <VoiceFrame>
        <ConsentScreen
          messageId={consentFor.message.id}
          seconds={consentFor.seconds}
          onDone={(voiceId) => onContinue({ messageId: consentFor.message.id, voiceId })}
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
    status === 'recording' ? 'stop' : status === 'requesting' ? 'starting' : status === 'recorded' ? (playing ? 'pause' : 'play') : 'record';
  const dialLabel = { record: 'Start recording', starting: 'Starting the microphone', stop: 'Stop recording', play: 'Play your recording', pause: 'Pause playback' }[mode];
  const dialCaption = { record: 'Tap to record', starting: 'Allow the microphone…', stop: 'Tap to stop', play: 'Listen back', pause: 'Playing…' }[mode];
  const onDial = () => {
    if (mode === 'record') void rec.start();
    else if (mode === 'stop') rec.stop();
    else if (mode === 'play' || mode === 'pause') togglePlayback();
  };

  const hint = recordingHint(seconds);
  const showPosition = status === 'recorded' && (playing || position > 0);
  const showPrompt = status === 'recording';

  return (
    <VoiceFrame>
      <div className="grid gap-x-12 gap-y-6 [grid-template-areas:'head'_'rec'_'ideas'] lg:grid-cols-[minmax(0,1fr)_minmax(0,430px)] lg:[grid-template-areas:'head_rec'_'ideas_rec'] lg:grid-rows-[auto_1fr]">
        <header className="[grid-area:head] animate-rise">
          <OptionalBadge />
          <StepHeading>Share Your Future Vision</StepHeading>
          <p className="mt-3 max-w-xl text-[17px] leading-relaxed text-ink-soft sm:text-lg">
            Record 60-90 seconds about the life you imagine.<span className="max-sm:hidden"> Later, your future self can answer back, in a voice like yours.</span>
          </p>
        </header>

        <div className="[grid-area:rec] lg:row-span-2 animate-rise" style={{ animationDelay: '60ms' }}>
          <div className="rounded-[2rem] bg-white px-5 pb-5 pt-4 shadow-card ring-1 ring-line/70 sm:px-7 sm:pb-6 sm:pt-6">
            <div className="mb-1 flex min-h-[68px] flex-col items-center justify-center text-center sm:mb-3">
              {showPrompt ? (
                <>
                  <p className="flex items-center gap-2 text-[11px] font-bold uppercase tracking-[0.14em] text-violet">
                    Try talking about
                    <button
                      type="button"
                      onClick={() => setPrompt((p) => p + 1)}
                      className="-my-1 inline-flex h-7 items-center gap-1 rounded-full px-2 normal-case tracking-normal text-violet ring-1 ring-violet/25 hover:bg-violet/5"
                    >
                      <Shuffle className="size-3.5" aria-hidden="true" /> Another idea
                    </button>
                  </p>
                  <p className="mt-1.5 text-[15px] font-semibold leading-snug text-ink text-balance">{VOICE_PROMPTS[prompt % VOICE_PROMPTS.length]}</p>
                </>
              ) : (
                <p className="text-[15px] font-medium leading-snug text-ink-soft text-balance">
                  {status === 'recorded' ? 'Listen back, then continue or record again.' : 'Find a quiet spot, tap the microphone and talk to your future self.'}
                </p>
              )}
            </div>

            <RecordDial ref={haloRef} buttonRef={dialRef} mode={mode} seconds={seconds} label={dialLabel} onPress={onDial} disabled={saving} />
            {status !== 'recorded' ? (
              <p className="mt-1 text-center text-sm font-semibold text-ink-soft" aria-hidden="true">
                {dialCaption}
              </p>
            ) : null}

            <p className="mt-2 flex items-center justify-center gap-2 font-display text-[2.75rem] leading-none tabular-nums tracking-tight text-ink" data-testid="voice-timer">
              {status === 'recording' ? <span className="size-2.5 animate-pulse rounded-full bg-coral" aria-hidden="true" /> : null}
              <span role="timer">{formatRecordingTime(showPosition ? position : seconds)}</span>
              <span className="self-end pb-1 font-sans text-sm font-semibold text-ink-soft/80">
                {status !== 'recorded' || !recording ? `/ ${MAX_LABEL}` : showPosition ? `/ ${formatRecordingTime(recording.seconds)}` : 'recorded'}
              </span>
            </p>

            {status === 'recording' ? (
              <LevelMeter analyser={rec.analyser} onLevel={onLevel} className="mt-2" />
            ) : status === 'recorded' && recording ? (
              <div className="mx-auto mt-2 flex h-12 max-w-xs items-center" aria-hidden="true">
                <div className="h-1.5 w-full overflow-hidden rounded-full bg-ink/10">
                  <div className="h-full rounded-full bg-gradient-to-r from-violet to-coral" style={{ width: `${Math.min(100, (position / recording.seconds) * 100)}%` }} />
                </div>
              </div>
            ) : (
              <div className="mt-2 h-12" aria-hidden="true" />
            )}

            <div className="mt-1 min-h-6 text-center text-sm font-semibold" aria-live="polite">
              {quiet ? (
                <p className="inline-flex items-center gap-1.5 text-coral-dark">
                  <AlertTriangle className="size-4" aria-hidden="true" /> We can&apos;t hear anything. Is your microphone muted?
                </p>
              ) : hint ? (
                <p className={cn('inline-flex items-center gap-1.5', seconds >= VOICE_MAX_SECONDS ? 'text-coral-dark' : 'text-ink-soft')} data-testid="voice-hint">
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
                <Button variant="secondary" size="sm" onClick={recordAgain} disabled={saving}>
                  <RotateCcw className="size-4" aria-hidden="true" /> Record Again
                </Button>
              </div>
            ) : null}

            <div className="mt-4 border-t border-line/70 pt-4">
              {saveError ? (
                <div role="alert" className="mb-3 rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
                  <p>{saveError}</p>
                  <p className="mt-1 font-normal text-ink-soft">Your recording is still here: try again, or skip this step.</p>
                </div>
              ) : null}
              <Button
                size="lg"
                variant="coral"
                className="w-full whitespace-nowrap px-4 max-sm:text-[15px]"
                disabled={!canContinue}
                loading={saving}
                onClick={() => void proceed()}
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
          {recording ? (
            <audio
              ref={audioRef}
              src={recording.url}
              preload="auto"
              className="hidden"
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => {
                setPlaying(false);
                setPosition(0);
              }}
              onTimeUpdate={(e) => setPosition(Math.min(recording.seconds, e.currentTarget.currentTime))}
            />
          ) : null}
        </div>

        <aside className="[grid-area:ideas] space-y-4 animate-rise" style={{ animationDelay: '120ms' }} aria-labelledby="voice-ideas">
          <div className="rounded-3xl bg-white/70 p-5 ring-1 ring-line/70 sm:p-6">
            <h2 id="voice-ideas" className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.14em] text-violet">
              <Lightbulb className="size-4" aria-hidden="true" /> Need ideas?
            </h2>
            <ul className="mt-3 space-y-2.5">
              {VOICE_PROMPTS.map((p, i) => (
                <li key={p} className="flex gap-3 text-[15px] leading-snug text-ink">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold/20 text-xs font-bold text-ink" aria-hidden="true">
                    {i + 1}
                  </span>
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <p className="flex items-start gap-2.5 px-1 text-sm leading-relaxed text-ink-soft">
            <Lock className="mt-0.5 size-4 shrink-0 text-ink" aria-hidden="true" />
            <span>
              Your recording is private: only you can play it back. A copy of your voice is made only if you say yes, and you can delete the recording anytime.
            </span>
          </p>
        </aside>
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </VoiceFrame>
  );
}
