import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageFallback } from '@web/components/ui/page-fallback';
import { peekJourney, writeWelcome } from './journey-peek';
import { loadExtras, WelcomeStep } from './welcome-step';

/**
 * Home: the whole journey on one route, as steps (docs/product/journey.md#the-home-flow).
 * The first bundle holds only this gate and the welcome step; the journey (its state machine and every later step)
 * is a lazy chunk, fetched once the visitor starts using the welcome screen.
 */
const loadFlow = () => import('./journey-flow');
const JourneyFlow = lazy(() => loadFlow().then((m) => ({ default: m.JourneyFlow })));

/**
 * The welcome this page started over, when it did: home.html arrives with the first screen drawn and the app starts
 * on the visitor's first tap, key or focus (public/start-app.js, decision 057). What they did there carries over:
 * the name typed so far, the focus, and a press of 'Spin My Future' (start-app.js marks the form `data-start`).
 * The old form is found when this module runs, before the app's first render replaces it, and read again after
 * that render: the visitor may have typed or pressed in between.
 */
interface Handoff {
  form: HTMLFormElement;
  input: HTMLInputElement;
}
let handoff: Handoff | null = (() => {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const form = root?.dataset.prerendered === 'home' ? root.querySelector('form') : null;
  const input = form?.querySelector('input');
  return form && input ? { form, input } : null;
})();
const pressedStart = (h: Handoff) => h.form.hasAttribute('data-start') && Boolean(h.input.value.trim());

/**
 * Resolves when the app may draw over the prerendered welcome: with the fan of covers and the steps already loaded,
 * so they are not blank for a moment (their lazy chunk would otherwise show its empty fallback first).
 */
export const welcomeReady: Promise<unknown> = handoff ? loadExtras().catch(() => undefined) : Promise.resolve();

export function HomePage() {
  const search = window.location.search;
  const location = useLocation();
  // The handoff is for the first home page to mount; it is dropped once that page is on screen (a later one, after
  // navigating away and back, starts fresh). Not dropped at render, which React may start over.
  const [taken] = useState(() => handoff);
  const [initial] = useState(peekJourney);
  // The journey opens at once for a stored journey, /?voice=true, /?conversion=true and the sprint offer's flag.
  const [started, setStarted] = useState(() => {
    const q = new URLSearchParams(search);
    const offer = (location.state as { showFutureIn3Offer?: unknown } | null)?.showFutureIn3Offer === true;
    return (
      initial.started ||
      q.get('voice') === 'true' ||
      q.get('conversion') === 'true' ||
      offer ||
      (taken !== null && pressedStart(taken))
    );
  });
  const [name, setName] = useState(taken ? taken.input.value : initial.name);
  // Keys typed, or 'Spin My Future' pressed, on the drawn page up to the app's first commit (the journey, lazy,
  // mounts after this and reads the stored start).
  useLayoutEffect(() => {
    handoff = null;
    if (!taken) return;
    const typed = taken.input.value;
    const pressed = pressedStart(taken);
    setName(typed);
    if (pressed) setStarted(true);
    writeWelcome(typed, pressed);
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
    // Started by the visitor's first touch of the drawn page: that was the signal.
    if (taken) {
      void loadFlow().catch(() => undefined);
      return;
    }
    const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
    const prefetch = () => {
      events.forEach((e) => window.removeEventListener(e, prefetch, true));
      void loadFlow().catch(() => undefined);
    };
    events.forEach((e) => window.addEventListener(e, prefetch, { capture: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, prefetch, true));
  }, [started, taken]);

  if (!started) {
    return (
      <WelcomeStep
        name={name}
        overDrawn={taken ? { from: taken.input } : undefined}
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
