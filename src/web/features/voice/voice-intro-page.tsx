import { ArrowRight, Brain, HeartHandshake, Lock, Mic, Play, Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { seededRandom } from '@core/random';
import { spokenPreviewSettings } from '@core/voice';
import { ButtonLink } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { speakSentences, speechAvailable } from './speech';
import { DEMO_SECONDS, DEMO_SENTENCES, VOICE_TEASERS } from '@content/voice-prompts';

const fmt = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Deterministic bar heights for the voice-note waveforms (0.25-1). */
function wave(n: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const env = Math.sin((Math.PI * (i + 0.5)) / n) * 0.55 + 0.45;
    return Math.max(0.22, Math.min(1, env * (0.45 + random() * 0.75)));
  });
}
const DEMO_WAVE = wave(38, 7);

/** Where each sentence starts in the 30 s, by length (the read-along timing when speech is unavailable). */
const SENTENCE_STARTS = (() => {
  const total = DEMO_SENTENCES.reduce((n, s) => n + s.length, 0);
  let acc = 0;
  return DEMO_SENTENCES.map((s) => {
    const at = (acc / total) * DEMO_SECONDS;
    acc += s.length;
    return at;
  });
})();

type DemoState = 'idle' | 'playing' | 'done';

/**
 * The 0:30 demo: the sample script spoken by speechSynthesis (spoken-preview settings), a 0:30 timer and progress,
 * and the words as captions. Without a working speech engine it runs as a read-along over the same 30 s.
 */
function useDemo() {
  const [state, setState] = useState<DemoState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [sentence, setSentence] = useState(-1);
  const [readAlong, setReadAlong] = useState(false);
  const stopSpeech = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const startedAt = useRef(0);
  const speechDone = useRef(false);
  const readAlongRef = useRef(false);

  const halt = () => {
    clearInterval(timer.current);
    stopSpeech.current?.();
    stopSpeech.current = null;
  };
  useEffect(() => {
    // Leaving the page (or the tab closing) stops the voice.
    const onHide = () => halt();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      halt();
    };
  }, []);

  const finish = () => {
    halt();
    setElapsed(DEMO_SECONDS);
    setSentence(-1);
    setState('done');
  };

  const play = () => {
    halt();
    speechDone.current = false;
    readAlongRef.current = !speechAvailable();
    setReadAlong(readAlongRef.current);
    setElapsed(0);
    setSentence(0);
    setState('playing');
    startedAt.current = Date.now();
    timer.current = setInterval(() => {
      const t = (Date.now() - startedAt.current) / 1000;
      if (readAlongRef.current) {
        if (t >= DEMO_SECONDS) return finish();
        let i = 0;
        while (i + 1 < SENTENCE_STARTS.length && SENTENCE_STARTS[i + 1]! <= t) i++;
        setSentence(i);
      }
      // Speech a little longer than 30 s holds at 0:30 until its last word.
      setElapsed(Math.min(DEMO_SECONDS, t));
    }, 200);
    if (!readAlongRef.current) {
      stopSpeech.current = speakSentences(DEMO_SENTENCES, spokenPreviewSettings(), {
        onSentence: setSentence,
        onEnd: finish,
        onError: () => {
          stopSpeech.current = null;
          readAlongRef.current = true;
          setReadAlong(true);
        },
      });
    }
  };

  const stop = () => {
    halt();
    setState('idle');
    setElapsed(0);
    setSentence(-1);
  };

  return { state, elapsed, sentence, readAlong, play, stop };
}

/** /voice-intro (docs/product/voice.md#voice-intro): why record, a 0:30 demo, and the way into the voice step. */
export function VoiceIntroPage() {
  const demo = useDemo();
  const playing = demo.state === 'playing';
  const progress = demo.elapsed / DEMO_SECONDS;

  useEffect(() => {
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-12">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_minmax(0,480px)] lg:gap-14">
        <div className="animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
            <Mic className="size-4" aria-hidden="true" /> Voice message · 60-90 seconds
          </p>
          <h1
            tabIndex={-1}
            data-page-heading
            className="mt-4 font-display text-[2.6rem] leading-[1.04] tracking-tight text-balance outline-none sm:text-6xl"
          >
            Hear from your <span className="text-violet">future self</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            Record a 60-90 second message about the life you imagine five years from now. Then your future self can talk
            back, in a voice like yours.
          </p>
          <div className="mt-7 flex max-w-md flex-col gap-3">
            <ButtonLink to="/?voice=true" size="lg" variant="coral" className="text-[17px]">
              <Mic className="size-5" aria-hidden="true" /> Start Voice Recording
            </ButtonLink>
            <ButtonLink to="/" size="lg" variant="ghost" className="ring-1 ring-line">
              Skip and use the default voice
            </ButtonLink>
          </div>
          <p className="mt-5 flex max-w-md items-start gap-2.5 text-sm leading-relaxed text-ink-soft">
            <Lock className="mt-0.5 size-4 shrink-0 text-ink" aria-hidden="true" />
            <span>
              Your recording is private to you. A copy of your voice is made only if you say yes, and you can delete
              both anytime.
            </span>
          </p>
        </div>

        <div className="animate-rise" style={{ animationDelay: '80ms' }}>
          <div className="relative overflow-hidden rounded-[2rem] bg-ink p-5 text-white shadow-[0_30px_60px_-30px_rgb(22_18_46/0.8)] sm:p-6">
            <div
              className="pointer-events-none absolute -right-20 -top-24 size-64 rounded-full bg-violet/45 blur-3xl"
              aria-hidden="true"
            />
            <div
              className="pointer-events-none absolute -bottom-28 -left-16 size-64 rounded-full bg-coral/25 blur-3xl"
              aria-hidden="true"
            />
            <div className="relative">
              <div className="flex items-center gap-3">
                <span
                  className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-gold to-coral font-display text-lg text-ink"
                  aria-hidden="true"
                >
                  5y
                </span>
                <div>
                  <h2 className="font-semibold leading-tight">Future you</h2>
                  <p className="text-xs font-medium text-white/60">Voice messages from five years ahead</p>
                </div>
              </div>

              <div className="mt-5 rounded-3xl rounded-tl-md bg-white/10 p-4 ring-1 ring-white/15">
                <div className="flex items-center gap-3">
                  <button
                    type="button"
                    onClick={playing ? demo.stop : demo.play}
                    aria-label={playing ? 'Stop the sample message' : 'Play a 30 second sample message'}
                    className="grid size-12 shrink-0 place-items-center rounded-full bg-coral text-white shadow-pop transition hover:bg-coral-dark active:scale-95 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
                    data-testid="demo-play"
                  >
                    {playing ? (
                      <Square className="size-4 fill-current" aria-hidden="true" />
                    ) : (
                      <Play className="size-5 translate-x-0.5 fill-current" aria-hidden="true" />
                    )}
                  </button>
                  <div className="flex h-10 min-w-0 flex-1 items-center gap-[3px]" aria-hidden="true">
                    {DEMO_WAVE.map((h, i) => (
                      <span
                        key={i}
                        className={cn(
                          'w-full max-w-1.5 rounded-full transition-colors duration-200',
                          (i + 0.5) / DEMO_WAVE.length <= progress ? 'bg-gold' : 'bg-white/30',
                        )}
                        style={{ height: `${Math.round(h * 100)}%` }}
                      />
                    ))}
                  </div>
                </div>
                <div
                  className="mt-3 flex items-center justify-between text-xs font-semibold tabular-nums text-white/70"
                  role="progressbar"
                  aria-label="Sample message"
                  aria-valuemin={0}
                  aria-valuemax={DEMO_SECONDS}
                  aria-valuenow={Math.floor(demo.elapsed)}
                  aria-valuetext={`${fmt(demo.elapsed)} of ${fmt(DEMO_SECONDS)}`}
                >
                  <span data-testid="demo-time">{fmt(demo.elapsed)}</span>
                  <span>{fmt(DEMO_SECONDS)}</span>
                </div>
                <div className="mt-2 h-1 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-gold transition-[width] duration-200 ease-linear"
                    style={{ width: `${progress * 100}%` }}
                  />
                </div>
              </div>

              <figure className="mt-4" aria-label="Sample message transcript">
                <blockquote className="text-[15px] leading-relaxed">
                  {DEMO_SENTENCES.map((s, i) => (
                    <span
                      key={s}
                      className={cn(
                        'transition-colors duration-300',
                        demo.sentence === -1 || demo.sentence === i ? 'text-white' : 'text-white/40',
                      )}
                    >
                      {s}{' '}
                    </span>
                  ))}
                </blockquote>
                {demo.readAlong && playing ? (
                  <figcaption className="mt-2 text-xs font-medium text-gold">
                    Your browser can’t play speech here, so read along.
                  </figcaption>
                ) : null}
              </figure>

              <ul className="mt-5 space-y-2 border-t border-white/10 pt-4" aria-label="Voice messages">
                {VOICE_TEASERS.map((t) => (
                  <li
                    key={t.seconds}
                    className={cn(
                      'flex items-center gap-3 rounded-2xl px-3 py-2',
                      t.seconds === DEMO_SECONDS ? 'bg-white/10' : 'bg-white/[0.04]',
                    )}
                  >
                    <span
                      className={cn(
                        'grid size-8 place-items-center rounded-full',
                        t.seconds === DEMO_SECONDS ? 'bg-gold text-ink' : 'bg-white/10 text-white/70',
                      )}
                    >
                      {t.seconds === 90 ? (
                        <Mic className="size-4" aria-hidden="true" />
                      ) : t.seconds === DEMO_SECONDS ? (
                        <Play className="size-3.5 fill-current" aria-hidden="true" />
                      ) : (
                        <Lock className="size-3.5" aria-hidden="true" />
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold">{t.title}</span>
                      <span className="block text-xs text-white/55">{t.note}</span>
                    </span>
                    <span className="text-sm font-semibold tabular-nums text-white/80">{fmt(t.seconds)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>

      <section className="mt-14 animate-rise sm:mt-20" aria-labelledby="why-voice" style={{ animationDelay: '140ms' }}>
        <h2 id="why-voice" className="text-center font-display text-3xl tracking-tight sm:text-4xl">
          Why Record Your Voice?
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {[
            {
              icon: HeartHandshake,
              title: 'Personal connection',
              line: 'Hearing a voice like your own makes the future feel like yours, not a stranger’s.',
              tint: 'bg-coral/10 text-coral-dark',
            },
            {
              icon: Brain,
              title: 'Better retention',
              line: 'Goals you say out loud stick. Your own words are the ones you remember.',
              tint: 'bg-violet/10 text-violet',
            },
            {
              icon: Sparkles,
              title: 'Unique experience',
              line: 'No two future selves sound the same: yours answers in a voice tuned to you.',
              tint: 'bg-gold/20 text-[#8a5a00]',
            },
          ].map(({ icon: Icon, title, line, tint }) => (
            <li key={title} className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70">
              <span className={cn('grid size-12 place-items-center rounded-2xl', tint)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1.5 leading-relaxed text-ink-soft">{line}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/?voice=true" size="lg" variant="primary">
            Record My Message <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
