import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/** The history entry's state that marks the journey's own entry (pushed over the page's). */
const GUARD = 'journeyBack';

const isGuard = (state: unknown) => (state as Record<string, unknown> | null)?.[GUARD] === true;

/**
 * The browser's Back (or a phone's back gesture) on a journey step that has an in-app Back
 * (docs/product/journey.md#going-back: questions → previous question or welcome; photo → questions; spinner → photo)
 * does that Back instead of leaving the page.
 *
 * The steps are one address (`/`), so while such a step shows, one history entry of ours sits over the page's
 * (same address, state { journeyBack: true }). Back pops it: `onBack` runs, and the entry is put back while the
 * journey is still on a step with a Back. Leaving those steps by their own buttons leaves the entry where it is; a
 * later Back then pops it without a change on screen.
 */
export function useBrowserBack(active: boolean, onBack: () => void): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  const guarded = isGuard(location.state);
  // Whether our entry was on top: a POP to an entry without it is then a Back out of it (a reload or a first visit
  // is a POP too, onto whatever entry the page opened on).
  const onGuard = useRef(false);
  const pushedOver = useRef<string | null>(null);

  // Back popped our entry: the step's own Back.
  useEffect(() => {
    if (guarded) {
      onGuard.current = true;
      return;
    }
    if (!onGuard.current) return;
    onGuard.current = false;
    pushedOver.current = null;
    if (navigationType === 'POP' && active) onBackRef.current();
  }, [location.key, navigationType, guarded, active]);

  // On a step with a Back, our entry is on top (pushed once over each entry: effects may run twice in development).
  useEffect(() => {
    if (!active || guarded || pushedOver.current === location.key) return;
    pushedOver.current = location.key;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: false, state: { [GUARD]: true }, preventScrollReset: true },
    );
  }, [active, guarded, location.key, location.pathname, location.search, location.hash, navigate]);
}
