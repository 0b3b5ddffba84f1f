import { ArrowRight, AudioLines, Mic, Pause, Play, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pickFutureSelfMessage } from '@core/future-self-message';
import type { VoiceMessage } from '@core/contracts/voice';
import { formatRecordingTime } from '@core/voice';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { sentencesOf, speakSentences, speechAvailable } from './speech';
import { speakText, useDeleteVoiceMessage, useLatestVoiceMessage } from './voice-api';
import { TranscriptEditor } from './transcript-editor';

export interface VoiceCardProps {
  roleTitle: string;
  userName: string | null;
}

type Playing = 'none' | 'own' | 'future';

/**
 * 'Hear from your future self' on the result step (docs/product/voice.md#voice-card): the visitor's own latest
 * recording, a message from their future self (their cloned voice, or the browser's voice tuned to their pitch) with
 * its words as a caption, and 'Delete my recording'. Without a recording: an invitation to /voice-intro.
 */
export function VoiceCard({ roleTitle, userName }: VoiceCardProps) {
  const latest = useLatestVoiceMessage();
  const message = latest.data ?? null;
  const [playing, setPlaying] = useState<Playing>('none');

  return (
    <section
      aria-labelledby="voice-card-title"
      className="relative mt-5 overflow-hidden rounded-3xl bg-ink p-5 text-white shadow-[0_24px_50px_-28px_rgb(22_18_46/0.8)] sm:p-6"
      data-testid="voice-card"
    >
      <div
        className="pointer-events-none absolute -right-16 -top-20 size-56 rounded-full bg-violet/40 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-24 -left-10 size-52 rounded-full bg-coral/25 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 text-gold">
            <AudioLines className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="voice-card-title" className="font-display text-[1.4rem] leading-tight sm:text-2xl">
              Hear from your future self
            </h2>
            <p className="text-sm text-white/70">The Future {roleTitle} has something to tell you.</p>
          </div>
        </div>

        <FutureMessage
          roleTitle={roleTitle}
          userName={userName}
          message={message}
          active={playing === 'future'}
          onActive={(on) => setPlaying(on ? 'future' : 'none')}
        />

        <div className="mt-5 border-t border-white/10 pt-4">
          {latest.isPending ? (
            <p className="flex items-center gap-2 text-sm text-white/70">
              <Spinner className="size-4" /> Looking for your recording…
            </p>
          ) : message ? (
            <OwnRecording
              message={message}
              active={playing === 'own'}
              onActive={(on) => setPlaying(on ? 'own' : 'none')}
            />
          ) : (
            <div className="flex items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-coral/20 text-coral">
                <Mic className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="text-[15px] font-semibold">Want your future self to sound like you?</p>
                <p className="mt-0.5 text-sm text-white/70">
                  Record a 60-90 second message and hear the answer in a voice tuned to yours.
                </p>
                <Link
                  to="/voice-intro"
                  className="mt-2 inline-flex h-10 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-ink transition hover:bg-gold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
                >
                  Record your voice <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

interface FutureMessageProps {
  roleTitle: string;
  userName: string | null;
  message: VoiceMessage | null;
  active: boolean;
  onActive(on: boolean): void;
}

/** 'Play a message from your future self': POST /api/voice/speak, then the cloned voice's audio or speechSynthesis. */
function FutureMessage({ roleTitle, userName, message, active, onActive }: FutureMessageProps) {
  const text = useMemo(
    () => pickFutureSelfMessage({ name: userName, role: roleTitle, seed: userName ?? '' }).text,
    [roleTitle, userName],
  );
  const sentences = useMemo(() => sentencesOf(text), [text]);
  const [state, setState] = useState<'idle' | 'loading' | 'playing' | 'done'>('idle');
  const [current, setCurrent] = useState(-1);
  const [voiceNote, setVoiceNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const stop = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    stopRef.current?.();
    stopRef.current = null;
  };
  useEffect(() => stop, []);
  // Another player took over.
  useEffect(() => {
    if (!active && (state === 'playing' || state === 'loading')) {
      stop();
      setState('done');
      setCurrent(-1);
    }
  }, [active, state]);

  const play = async () => {
    if (state === 'playing' || state === 'loading') {
      stop();
      setState('done');
      setCurrent(-1);
      onActive(false);
      return;
    }
    onActive(true);
    setProblem(null);
    setState('loading');
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    const finish = () => {
      setState('done');
      setCurrent(-1);
      onActive(false);
    };
    try {
      const answer = await speakText(text, ctrl.signal);
      if (ctrl.signal.aborted) return;
      if (answer.mode === 'audio') {
        const url = URL.createObjectURL(answer.audio);
        const audio = new Audio(url);
        stopRef.current = () => {
          audio.pause();
          URL.revokeObjectURL(url);
        };
        audio.onended = finish;
        setVoiceNote('In your own voice');
        setCurrent(-2);
        setState('playing');
        await audio.play();
        return;
      }
      setVoiceNote(message ? 'In a voice tuned to yours' : 'In our default voice');
      if (!speechAvailable()) {
        setProblem('Your browser can’t speak, so here are the words.');
        return finish();
      }
      setState('playing');
      stopRef.current = speakSentences(sentences, answer.settings, {
        onSentence: setCurrent,
        onEnd: finish,
        onError: () => {
          setProblem('Your browser couldn’t play speech, so here are the words.');
          finish();
        },
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setProblem(err instanceof ApiError ? err.message : 'We couldn’t play the message right now. Here are the words.');
      finish();
    }
  };

  const busy = state === 'loading';
  const on = state === 'playing' || busy;
  const showCaption = state !== 'idle';
  return (
    <div className="mt-5">
      <button
        type="button"
        onClick={() => void play()}
        aria-pressed={on}
        className="group flex w-full items-center gap-4 rounded-2xl bg-white/8 p-3 pr-4 text-left ring-1 ring-white/15 transition hover:bg-white/12 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-coral text-white shadow-pop transition group-active:scale-95">
          {busy ? (
            <Spinner className="size-5" />
          ) : on ? (
            <Pause className="size-5 fill-current" aria-hidden="true" />
          ) : (
            <Play className="size-5 translate-x-0.5 fill-current" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold leading-snug">Play a message from your future self</span>
          <span className="block text-sm text-white/65">
            {voiceNote ??
              (message?.cloned
                ? 'In your own voice'
                : message
                  ? 'In a voice tuned to yours'
                  : 'In our default voice')}{' '}
            · 0:15
          </span>
        </span>
      </button>
      {showCaption ? (
        <figure className="mt-3 rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10" data-testid="future-caption">
          <figcaption className="sr-only">What your future self says</figcaption>
          <blockquote className="text-[15px] leading-relaxed">
            {sentences.map((s, i) => (
              <span
                key={i}
                className={cn(
                  'transition-colors',
                  current === -1 || current === -2 || current === i ? 'text-white' : 'text-white/45',
                )}
              >
                {s}{' '}
              </span>
            ))}
          </blockquote>
          {problem ? <p className="mt-2 text-xs font-medium text-gold">{problem}</p> : null}
        </figure>
      ) : null}
    </div>
  );
}

interface OwnRecordingProps {
  message: VoiceMessage;
  active: boolean;
  onActive(on: boolean): void;
}

/** The visitor's latest recording from the server (owner-only URL), and 'Delete my recording'. */
function OwnRecording({ message, active, onActive }: OwnRecordingProps) {
  const del = useDeleteVoiceMessage();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [confirm, setConfirm] = useState(false);
  const deleting = del.isPending;
  const total = message.durationSeconds;

  useEffect(() => {
    if (!active) audioRef.current?.pause();
  }, [active]);

  const toggle = () => {
    const a = audioRef.current;
    if (!a) return;
    if (a.paused) {
      onActive(true);
      void a.play().catch((err: Error) => {
        console.warn('Playback failed:', err.message);
        onActive(false);
      });
    } else a.pause();
  };

  const remove = async () => {
    audioRef.current?.pause();
    try {
      await del.mutateAsync(message.id);
      setConfirm(false);
      toast.success('Recording deleted', {
        description: message.cloned ? 'Your recording and the copy of your voice are gone.' : 'Your recording is gone.',
      });
    } catch (err) {
      toast.error('Could not delete the recording', {
        description: err instanceof ApiError ? err.message : 'Please try again.',
      });
    }
  };

  return (
    <div>
      <p className="text-xs font-bold uppercase tracking-[0.14em] text-white/60">Your message to the future</p>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? 'Pause your recording' : 'Play your recording'}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-ink transition hover:bg-gold active:scale-95 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {playing ? (
            <Pause className="size-4 fill-current" aria-hidden="true" />
          ) : (
            <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <div className="h-1.5 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-gold to-coral"
              style={{ width: `${total ? Math.min(100, (position / total) * 100) : 0}%` }}
            />
          </div>
          <p className="mt-1.5 flex justify-between text-xs font-semibold tabular-nums text-white/65">
            <span>{formatRecordingTime(position)}</span>
            <span>
              <span className="sr-only">Length </span>
              {formatRecordingTime(total)}
            </span>
          </p>
        </div>
      </div>
      <audio
        ref={audioRef}
        src={message.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          if (active) onActive(false);
        }}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
          onActive(false);
        }}
        onTimeUpdate={(e) => setPosition(Math.min(total, e.currentTarget.currentTime))}
        className="hidden"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-white/55">
          Private to you{message.cloned ? ' · voice copy made with your consent' : ''}
        </p>
        <button
          type="button"
          onClick={() => setConfirm(true)}
          className="-mr-2 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white/75 transition hover:bg-white/10 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          <Trash2 className="size-4" aria-hidden="true" /> Delete my recording
        </button>
      </div>
      <TranscriptEditor messageId={message.id} />
      <Dialog
        open={confirm}
        onOpenChange={(o) => !deleting && setConfirm(o)}
        title="Delete your recording?"
        description={
          message.cloned
            ? 'This deletes your voice message and the copy of your voice made from it, for good. It can’t be undone.'
            : 'This deletes your voice message for good. It can’t be undone.'
        }
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="coral" size="lg" loading={deleting} onClick={() => void remove()}>
            <Trash2 className="size-5" aria-hidden="true" /> Delete Recording
          </Button>
          <Button variant="secondary" size="lg" disabled={deleting} onClick={() => setConfirm(false)}>
            Keep It
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
