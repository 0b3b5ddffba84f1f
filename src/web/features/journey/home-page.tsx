import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageFallback } from '@web/components/ui/page-fallback';
import { peekJourney, writeWelcome } from './journey-peek';
import { WelcomeStep } from './welcome-step';

/**
 * Home: the whole journey on one route, as steps (platform spec §2 "Home flow steps").
 * The first bundle holds only this gate and the welcome step; the journey (its state machine and every later step)
 * is a lazy chunk, fetched while the visitor reads the welcome screen.
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

  // Fetch the journey while the visitor reads the welcome screen, so the first question opens at once.
  useEffect(() => {
    if (started) return;
    const t = setTimeout(() => void loadFlow().catch(() => undefined), 1200);
    return () => clearTimeout(t);
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
