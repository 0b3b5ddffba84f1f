import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageFallback } from '@web/components/ui/page-fallback';
import { peekJourney, writeWelcome } from './journey-peek';
import { WelcomeStep } from './welcome-step';

/**
 * Home: the whole journey on one route, as steps (platform spec §2 "Home flow steps").
 * The first bundle holds only this gate and the welcome step; the journey (its state machine and every later step)
 * is a lazy chunk, fetched once the visitor starts using the welcome screen.
 */
const loadFlow = () => import('./journey-flow');
const JourneyFlow = lazy(() => loadFlow().then((m) => ({ default: m.JourneyFlow })));

export function HomePage() {
  const search = window.location.search;
  const location = useLocation();
  const [initial] = useState(peekJourney);
  // The journey opens at once for a stored journey, /?voice=true, /?conversion=true and the sprint offer's flag.
  const [started, setStarted] = useState(() => {
    const q = new URLSearchParams(search);
    const offer = (location.state as { showFutureIn3Offer?: unknown } | null)?.showFutureIn3Offer === true;
    return initial.started || q.get('voice') === 'true' || q.get('conversion') === 'true' || offer;
  });
  const [name, setName] = useState(initial.name);
  const opensOffers =
    new URLSearchParams(location.search).get('conversion') === 'true' ||
    (location.state as { showFutureIn3Offer?: unknown } | null)?.showFutureIn3Offer === true;
  useEffect(() => {
    if (opensOffers) setStarted(true);
  }, [opensOffers]);

  // Fetch the journey as soon as the visitor does anything on the welcome screen (a tap, a key, focus on the name),
  // so the first question opens at once. Not on a timer: evaluating the journey (zod's schemas among it) is the
  // largest piece of work on this page, and done unasked it competes with the first paint and the first input.
  useEffect(() => {
    if (started) return;
    const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
    const prefetch = () => {
      events.forEach((e) => window.removeEventListener(e, prefetch, true));
      void loadFlow().catch(() => undefined);
    };
    events.forEach((e) => window.addEventListener(e, prefetch, { capture: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, prefetch, true));
  }, [started]);

  if (!started) {
    return (
      <WelcomeStep
        name={name}
        onName={(n) => {
          setName(n);
          writeWelcome(n, false);
        }}
        onStart={() => {
          if (!name.trim()) return;
          writeWelcome(name, true);
          setStarted(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<PageFallback />}>
      <JourneyFlow />
    </Suspense>
  );
}
