import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { dropPendingAnswers, flushAnswers } from './answers-sync';
import { coverNameOf, useJourney, type JourneyStep } from './journey-store';
import { useBrowserBack } from './use-browser-back';
import { WelcomeStep } from './welcome-step';

/**
 * The journey's steps (docs/product/journey.md#the-home-flow), driven by the persisted state machine in
 * journey-store.ts. Loaded lazily by HomePage; every step after the welcome is its own lazy chunk, fetched ahead of
 * need.
 */

// ---- the voice step: src/web/features/voice/voice-step.tsx (lazy), after the last answer and on /?voice=true ----
export interface VoiceStepProps {
  onContinue(voice: { messageId: string; voiceId: string | null } | null): void;
  onSkip(): void;
}

const loaders = {
  questions: () => import('./quiz-step'),
  voice: () => import('@web/features/voice/voice-step'),
  photo: () => import('./photo-step'),
  spinner: () => import('./wheel-step'),
  result: () => import('@web/features/magazine/magazine-step'),
  conversion: () => import('@web/features/offers/conversion-step'),
  offer: () => import('@web/features/offers/futurein3-offer'),
};

const QuizStep = lazy(() => loaders.questions().then((m) => ({ default: m.QuizStep })));
const PhotoStep = lazy(() => loaders.photo().then((m) => ({ default: m.PhotoStep })));
const WheelStep = lazy(() => loaders.spinner().then((m) => ({ default: m.WheelStep })));
const MagazineStep = lazy(() => loaders.result().then((m) => ({ default: m.MagazineStep })));
const ConversionStep = lazy(() => loaders.conversion().then((m) => ({ default: m.ConversionStep })));
const FutureIn3Offer = lazy(() => loaders.offer().then((m) => ({ default: m.FutureIn3Offer })));
const VoiceStep = lazy<ComponentType<VoiceStepProps>>(() => loaders.voice().then((m) => ({ default: m.VoiceStep })));

/** Fetch the chunk a step will need next, when the browser is idle (never blocks the current step). */
function prefetch(step: JourneyStep) {
  const next: Partial<Record<JourneyStep, () => Promise<unknown>>> = {
    welcome: loaders.questions,
    questions: loaders.voice,
    voice: loaders.photo,
    photo: loaders.spinner,
    spinner: loaders.result,
    result: loaders.conversion,
    conversion: loaders.offer,
  };
  const load = next[step];
  if (!load) return;
  const run = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2500 });
  else setTimeout(run, 600);
}

function StepFallback() {
  return (
    <div className="grid min-h-[60dvh] place-items-center text-ink-soft">
      <Spinner className="size-7" label="Loading" />
    </div>
  );
}

export function JourneyFlow() {
  const { state, dispatch, reset } = useJourney();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { step } = state;

  // /?conversion=true opens the three paths (Talk canceled's 'Try Again'); the flag then leaves the address.
  const conversionParam = params.get('conversion') === 'true';
  useEffect(() => {
    if (!conversionParam) return;
    dispatch({ type: 'openConversion' });
    const next = new URLSearchParams(params);
    next.delete('conversion');
    setParams(next, { replace: true });
  }, [conversionParam, params, setParams, dispatch]);

  // Navigation state { showFutureIn3Offer: true } opens the Stage 3 sprint offer
  // (docs/product/offers.md#stage-3-sprint-offer); the state is then dropped so Back and reload do not repeat it.
  const offerFlag = (location.state as { showFutureIn3Offer?: unknown } | null)?.showFutureIn3Offer === true;
  useEffect(() => {
    if (!offerFlag) return;
    dispatch({ type: 'openFutureIn3' });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [offerFlag, location.pathname, location.search, navigate, dispatch]);

  // ?voice=true enters the voice step (from /voice-intro); the flag leaves the address so a reload does not repeat it.
  const voiceParam = params.get('voice') === 'true';
  useEffect(() => {
    if (!voiceParam) return;
    dispatch({ type: 'enterVoice' });
    const next = new URLSearchParams(params);
    next.delete('voice');
    setParams(next, { replace: true });
  }, [voiceParam, params, setParams, dispatch]);

  // Answers that did not reach the server last time go now.
  useEffect(() => {
    void flushAnswers();
  }, []);

  useEffect(() => prefetch(step), [step]);

  // The browser's Back on a step with a Back is that Back (docs/product/journey.md#going-back), not a way out of the
  // journey; not while a flag above is still leaving the address (its own replace would race the journey's history
  // entry).
  const flagPending = conversionParam || offerFlag || voiceParam;
  useBrowserBack(
    !flagPending && (step === 'questions' || step === 'voice' || step === 'photo' || step === 'spinner'),
    () => dispatch({ type: 'back' }),
  );

  // A new step (or question): back to the top, and focus its heading so screen readers announce where we are.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    let frames = 0;
    let raf = 0;
    const focusHeading = () => {
      // While a lazy step loads, Suspense keeps the previous step in the DOM, hidden: take the visible heading only.
      const h = [...document.querySelectorAll<HTMLElement>('[data-step-heading]')].find(
        (el) => el.getClientRects().length > 0,
      );
      if (h) h.focus({ preventScroll: true });
      else if (frames++ < 120) raf = requestAnimationFrame(focusHeading);
    };
    raf = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(raf);
  }, [step, state.questionIndex]);

  let content;
  switch (step) {
    case 'welcome':
      return (
        <WelcomeStep
          name={state.name}
          onName={(name) => dispatch({ type: 'setName', name })}
          onStart={() => dispatch({ type: 'start' })}
        />
      );
    case 'questions':
      content = <QuizStep state={state} dispatch={dispatch} />;
      break;
    case 'voice':
      content = (
        <VoiceStep
          onContinue={(voice) => dispatch({ type: 'voiceDone', voice })}
          onSkip={() => dispatch({ type: 'voiceDone', voice: null })}
        />
      );
      break;
    case 'photo':
      content = <PhotoStep state={state} dispatch={dispatch} />;
      break;
    case 'spinner':
      content = <WheelStep state={state} dispatch={dispatch} />;
      break;
    case 'result':
      content = state.role ? (
        <MagazineStep
          role={state.role}
          cover={state.cover}
          userName={coverNameOf(state)}
          photo={state.photo}
          answers={state.answers}
          onCreateAnother={() => {
            dropPendingAnswers();
            reset();
          }}
          onTurnIntoProgress={() => dispatch({ type: 'openConversion' })}
        />
      ) : null;
      break;
    case 'conversion':
      content = (
        <ConversionStep
          onClose={() => dispatch({ type: 'leaveOffers' })}
          onChoose={(path) => {
            if (path === 'talk') void navigate('/talks-checkout');
            else if (path === 'show') void navigate('/show-application');
            else dispatch({ type: 'openFutureIn3' });
          }}
        />
      );
      break;
    case 'futurein3-offer':
      content = <FutureIn3Offer onBack={() => dispatch({ type: 'leaveOffers' })} />;
      break;
  }
  return (
    <div className="min-h-[70dvh]">
      <Suspense fallback={<StepFallback />}>{content}</Suspense>
    </div>
  );
}
