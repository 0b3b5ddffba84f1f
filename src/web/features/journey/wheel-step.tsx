import { ArrowRight, RotateCcw, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { roles } from '@content/roles';
import { LOCAL_KEYS } from '@core/attribution';
import type { SpinResponse } from '@core/contracts/journey';
import { chooseRole } from '@core/role-choice';
import { planSpin, RESULT_DELAY_MS, segmentAtPointer, segmentCentreDeg, startsSpin } from '@core/wheel';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { useAccount } from '@web/lib/session';
import { useAttribution } from '@web/lib/attribution';
import { local } from '@web/lib/browser-storage';
import { cn } from '@web/lib/cn';
import { flushAnswers } from './answers-sync';
import { useCreateSpin } from './journey-api';
import { coverNameOf, type JourneyDispatch, type JourneyRole, type JourneyState } from './journey-store';
import { StepFrame, StepHeading } from './step-frame';
import { useHoldCharge } from './use-hold-charge';
import { THEME_COLOURS, WheelFace } from './wheel-svg';

type Phase = 'idle' | 'spinning' | 'stopped';

/** The measure's optional 'before' card (docs/product/measure.md#when-it-is-asked): its own chunk, never in the way. */
const MeasureInvite = lazy(() =>
  import('@web/features/measure/measure-invite').then((m) => ({ default: m.MeasureInvite })),
);

interface Anim {
  from: number;
  to: number;
  start: number;
  duration: number;
}

const easeOutQuart = (t: number) => 1 - (1 - t) ** 4;
const mod360 = (x: number) => ((x % 360) + 360) % 360;
/** How far back the wheel winds while charging (anticipation), at full charge. */
const WIND_BACK_DEG = 24;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function useMediaQuery(query: string) {
  const [match, setMatch] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setMatch(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return match;
}

/** 'Spin the Wheel of Destiny': hold to charge, release to spin; the role comes from POST /api/spins. */
export function WheelStep({ state, dispatch }: { state: JourneyState; dispatch: JourneyDispatch }) {
  const { raw, sessionId } = useAttribution();
  const createSpin = useCreateSpin();
  const { account } = useAccount();
  const signedIn = Boolean(account);
  const n = roles.length;
  const wide = useMediaQuery('(min-width: 1024px)');

  // A role already chosen (a reload after the wheel stopped) shows under the pointer.
  const rotation = useRef(
    state.role ? -segmentCentreDeg(Math.min(state.role.index, n - 1), n) : -segmentCentreDeg(0, n),
  );
  const wheelEl = useRef<HTMLDivElement>(null);
  const pointerEl = useRef<HTMLDivElement>(null);
  const readoutEl = useRef<HTMLSpanElement>(null);
  const anim = useRef<Anim | null>(null);
  const raf = useRef(0);
  const lastSegment = useRef(-1);
  const lastTick = useRef(0);
  const resultTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>(state.role ? 'stopped' : 'idle');
  const [hint, setHint] = useState('');
  const [announce, setAnnounce] = useState('');

  const paint = useCallback(
    (deg: number) => {
      rotation.current = deg;
      if (wheelEl.current) wheelEl.current.style.transform = `rotate(${deg}deg)`;
      const seg = segmentAtPointer(deg, n);
      if (seg !== lastSegment.current) {
        lastSegment.current = seg;
        if (readoutEl.current) readoutEl.current.textContent = roles[seg]!.title;
        const now = performance.now();
        if (anim.current && now - lastTick.current > 70 && !prefersReducedMotion()) {
          lastTick.current = now;
          pointerEl.current?.animate(
            [{ transform: 'rotate(0deg)' }, { transform: 'rotate(-16deg)' }, { transform: 'rotate(0deg)' }],
            { duration: 110, easing: 'ease-out' },
          );
        }
      }
    },
    [n],
  );

  useEffect(() => {
    paint(rotation.current);
    return () => {
      cancelAnimationFrame(raf.current);
      clearTimeout(resultTimer.current);
    };
  }, [paint]);

  // Warm up what the cover step needs: the photo and the display font for the fast preview.
  useEffect(() => {
    if (state.photo) {
      const img = new Image();
      img.src = state.photo.url;
    }
    void document.fonts?.load('40px "DM Serif Display"').catch(() => undefined);
  }, [state.photo]);

  // After the wheel stops (or on a reload after it did), the cover step follows RESULT_DELAY_MS later.
  useEffect(() => {
    if (phase !== 'stopped' || !state.role) return;
    resultTimer.current = setTimeout(() => dispatch({ type: 'showResult' }), RESULT_DELAY_MS);
    return () => clearTimeout(resultTimer.current);
  }, [phase, state.role, dispatch]);

  const runAnimation = useCallback(
    (done: () => void) => {
      const frame = (now: number) => {
        const a = anim.current;
        if (!a) return;
        const t = Math.min(1, (now - a.start) / a.duration);
        paint(a.from + (a.to - a.from) * easeOutQuart(t));
        if (t < 1) raf.current = requestAnimationFrame(frame);
        else {
          anim.current = null;
          done();
        }
      };
      raf.current = requestAnimationFrame(frame);
    },
    [paint],
  );

  const spin = async (heldMs: number) => {
    if (phase === 'spinning') return;
    if (!startsSpin(heldMs)) {
      paint(rotation.current);
      setHint('Hold the button a little longer to charge the wheel.');
      return;
    }
    setHint('');
    setAnnounce('The wheel is spinning...');
    setPhase('spinning');
    const reducedMotion = prefersReducedMotion();
    const spinNumber = state.spinNumber;
    // The same role the server will choose, computed here so the wheel moves at once.
    const guess = chooseRole(state.answers, spinNumber);
    const plan = planSpin({
      heldMs,
      roleIndex: guess.index,
      roleCount: n,
      currentRotation: rotation.current,
      reducedMotion,
    });
    anim.current = {
      from: rotation.current,
      to: plan.finalRotation,
      start: performance.now(),
      duration: plan.durationMs,
    };
    const stopped = new Promise<void>((resolve) => runAnimation(resolve));

    let res: SpinResponse | null = null;
    try {
      await flushAnswers();
      res = await createSpin.mutateAsync({
        answers: state.answers,
        spinNumber,
        userName: coverNameOf(state),
        photoId: state.photo?.id ?? null,
        sessionId,
        attribution: { ...raw },
      });
      // Reconcile: should the server disagree, steer the wheel to its segment for the rest of the spin.
      const a = anim.current;
      if (res.role.index !== guess.index && res.role.index < n && a) {
        const now = performance.now();
        const current = rotation.current;
        const target = current + mod360(-(current + segmentCentreDeg(res.role.index, n))) + 360;
        anim.current = { from: current, to: target, start: now, duration: Math.max(1200, a.start + a.duration - now) };
      }
    } catch (err) {
      // The wheel still lands on the role; the cover is then drawn in the browser only.
      console.warn('Spin not recorded:', (err as Error).message);
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429)
        toast.error(err.message);
    }
    await stopped;

    const role: JourneyRole = res
      ? {
          index: res.role.index,
          title: res.role.title,
          blurb: res.role.blurb,
          tone: res.role.tone,
          theme: res.role.theme,
        }
      : {
          index: guess.index,
          title: guess.role.title,
          blurb: guess.role.blurb,
          tone: guess.role.tone,
          theme: guess.role.theme,
        };
    if (res && !signedIn) local.set(LOCAL_KEYS.userId, res.cover.id);
    dispatch({
      type: 'spinResult',
      role,
      cover: res ? { id: res.cover.id, watermarkText: res.cover.watermarkText, createdAt: res.cover.createdAt } : null,
    });
    setAnnounce(`Your Future Role: ${role.title}. ${role.blurb}`);
    setPhase('stopped');
  };

  const { charging, charge, handlers } = useHoldCharge({
    disabled: phase !== 'idle',
    onRelease: (held) => void spin(held),
  });

  // While charging, the wheel winds back a little, like a spring.
  useEffect(() => {
    if (phase !== 'idle' || prefersReducedMotion()) return;
    if (wheelEl.current) wheelEl.current.style.transform = `rotate(${rotation.current - charge * WIND_BACK_DEG}deg)`;
  }, [charge, phase]);
  const onRelease = handlers.onPointerUp;
  const onKeyUp = handlers.onKeyUp;
  // The wind-back becomes the spin's starting angle.
  const commitWindBack = () => {
    if (phase === 'idle' && charging && !prefersReducedMotion()) rotation.current -= charge * WIND_BACK_DEG;
  };

  const again = () => {
    clearTimeout(resultTimer.current);
    dispatch({ type: 'spinAgain' });
    setPhase('idle');
    setAnnounce('');
  };

  const role = state.role;
  const colour = role ? THEME_COLOURS[role.theme as keyof typeof THEME_COLOURS] : undefined;

  return (
    <StepFrame stage="Spin" onBack={phase === 'spinning' ? undefined : () => dispatch({ type: 'back' })} size="xl">
      <style>{BULB_CSS}</style>
      <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,560px)_1fr] lg:gap-16">
        <div className="order-2 flex flex-col items-center lg:order-1">
          <div
            className={cn(
              'relative aspect-square w-[min(88vw,400px)] lg:w-[540px]',
              phase === 'spinning' && 'wheel-spinning',
            )}
          >
            <div
              className="absolute inset-0 rounded-full shadow-[0_30px_60px_-25px_rgb(22_18_46/0.6)]"
              aria-hidden="true"
            />
            <div ref={wheelEl} className="absolute inset-0 will-change-transform" data-testid="wheel">
              <WheelFace roles={roles} labels={wide} />
            </div>
            {/* hub */}
            <div
              className="absolute left-1/2 top-1/2 grid size-[17%] -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-ink text-gold shadow-card ring-4 ring-white"
              aria-hidden="true"
            >
              <Sparkles className="size-1/2" />
            </div>
            {/* pointer */}
            <div ref={pointerEl} className="absolute -top-3 left-1/2 -ml-[18px] origin-[50%_20%]" aria-hidden="true">
              <svg width="36" height="48" viewBox="0 0 36 48">
                <path
                  d="M18 46 L4 14 A15 15 0 1 1 32 14 Z"
                  fill="#ff4f79"
                  stroke="#fff"
                  strokeWidth="3"
                  strokeLinejoin="round"
                />
                <circle cx="18" cy="15" r="5" fill="#fff" />
              </svg>
            </div>
          </div>
          <p
            className="mt-5 flex max-w-full items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card ring-1 ring-line/70"
            aria-hidden="true"
          >
            <span className="size-2.5 shrink-0 rounded-full bg-coral" />
            <span ref={readoutEl} className="truncate" data-testid="wheel-readout" />
          </p>
        </div>

        <div className="order-1 text-center lg:order-2 lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold text-[#8a5600]">
            <Sparkles className="size-4" aria-hidden="true" /> {n} future roles
          </p>
          <StepHeading className="mt-3">Spin the Wheel of Destiny</StepHeading>
          <p className="mx-auto mt-3 max-w-md text-lg text-ink-soft lg:mx-0">
            Press and hold to charge, let go to spin. The longer you hold, the wilder the ride.
          </p>

          {phase === 'stopped' && role ? (
            <div className="mx-auto mt-6 max-w-md lg:mx-0 lg:mt-8">
              <ResultCard role={role} colour={colour} onAgain={again} onGo={() => dispatch({ type: 'showResult' })} />
            </div>
          ) : (
            <div className="mx-auto mt-6 max-w-md lg:mx-0 lg:mt-8">
              <button
                type="button"
                {...handlers}
                onPointerUp={(e) => {
                  commitWindBack();
                  onRelease(e);
                }}
                onKeyUp={(e) => {
                  commitWindBack();
                  onKeyUp(e);
                }}
                disabled={phase === 'spinning'}
                aria-describedby="hold-help"
                className={cn(
                  'relative h-16 w-full touch-none select-none overflow-hidden rounded-full bg-ink text-lg font-semibold text-white shadow-pop transition-transform [-webkit-touch-callout:none] disabled:cursor-not-allowed',
                  charging && 'scale-[1.02]',
                  phase === 'spinning' && 'opacity-80',
                )}
              >
                <span
                  className="absolute inset-y-0 left-0 bg-gradient-to-r from-violet via-coral to-gold"
                  style={{ width: `${(charging ? charge : 0) * 100}%` }}
                  aria-hidden="true"
                />
                <span className="relative flex items-center justify-center gap-2">
                  {phase === 'spinning'
                    ? 'Spinning...'
                    : charging
                      ? `Release to spin! ${Math.round(charge * 100)}%`
                      : 'Hold to Spin'}
                </span>
              </button>
              <p id="hold-help" className="mt-3 text-sm text-ink-soft">
                {hint || 'Hold with your finger or mouse, or hold Space or Enter. Up to 5 seconds of power.'}
              </p>
            </div>
          )}
        </div>
      </div>

      {phase === 'idle' && !state.role ? (
        <Suspense fallback={null}>
          <MeasureInvite wave="before" className="mx-auto mt-8 max-w-xl" />
        </Suspense>
      ) : null}

      <p className="sr-only" aria-live="polite" role="status">
        {announce}
      </p>
    </StepFrame>
  );
}

function ResultCard({
  role,
  colour,
  onAgain,
  onGo,
}: {
  role: JourneyRole;
  colour: string | undefined;
  onAgain(): void;
  onGo(): void;
}) {
  return (
    <div
      className="overflow-hidden rounded-3xl bg-white text-left shadow-card ring-1 ring-line/70 animate-rise"
      data-testid="role-result"
    >
      <div className="h-2" style={{ background: colour ?? '#6b4dff' }} aria-hidden="true" />
      <div className="p-5 sm:p-6">
        <p className="text-sm font-bold uppercase tracking-[0.14em] text-coral-dark">Your Future Role:</p>
        <p className="mt-2 font-display text-3xl leading-tight text-ink sm:text-4xl">{role.title}</p>
        {role.blurb ? <p className="mt-2 text-ink-soft">{role.blurb}</p> : null}
        <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
          <div
            className="h-full origin-left rounded-full bg-gradient-to-r from-violet via-coral to-gold"
            style={{ animation: `fs-fill ${RESULT_DELAY_MS}ms linear forwards` }}
          />
        </div>
        <p className="mt-2 text-xs font-medium text-ink-soft">Printing your magazine cover...</p>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex">
          <Button variant="secondary" onClick={onAgain} className="whitespace-nowrap px-2.5 sm:px-5">
            <RotateCcw className="size-4 shrink-0" aria-hidden="true" /> Spin Again
          </Button>
          <Button onClick={onGo} className="whitespace-nowrap px-2.5 sm:px-5">
            See My Cover <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}

const BULB_CSS = `
@keyframes fs-bulb { 0%, 49% { opacity: 1 } 50%, 100% { opacity: 0.35 } }
@keyframes fs-fill { from { transform: scaleX(0) } to { transform: scaleX(1) } }
.wheel-spinning .wheel-bulb-a { animation: fs-bulb 0.4s linear infinite; }
.wheel-spinning .wheel-bulb-b { animation: fs-bulb 0.4s linear infinite reverse; }
`;
