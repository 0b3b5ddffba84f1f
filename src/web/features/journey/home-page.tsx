import { lazy, Suspense, useEffect, useState } from 'react';
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
  const [initial] = useState(peekJourney);
  const [started, setStarted] = useState(() => initial.started || new URLSearchParams(search).get('voice') === 'true');
  const [name, setName] = useState(initial.name);

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
