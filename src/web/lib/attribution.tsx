import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SESSION_KEYS, type Attribution } from '@core/attribution';
import type { PageViewResponse, ResolvedAttribution } from '@core/contracts/tracking';
import { api } from './api';
import { session } from './browser-storage';
import { currentAttribution, visitorSessionId } from './visitor';

/**
 * Attribution on every page: cohort, ambassador (or ref) and UTM fields from the query string; cohort and
 * ambassador kept in session storage. Each navigation records a page_view and learns the resolved cohort.
 */
interface AttributionState {
  raw: Attribution;
  resolved: ResolvedAttribution | null;
  sessionId: string;
}

const Ctx = createContext<AttributionState | null>(null);

export function AttributionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<AttributionState>(() => ({
    raw: currentAttribution(location.search),
    resolved: null,
    sessionId: visitorSessionId(),
  }));
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const key = location.pathname + location.search;
    if (lastPath.current === key) return;
    lastPath.current = key;
    const raw = currentAttribution(location.search);
    const sessionId = visitorSessionId();
    api('/api/track/page-view', {
      method: 'POST',
      json: { sessionId, path: location.pathname, referrer: document.referrer || undefined, attribution: raw },
    })
      .then((data) => {
        const res = data as PageViewResponse;
        // Keep only what the server accepted: an unknown cohort is not carried to the next page.
        if (raw.cohort && res.attribution.isPublic) session.remove(SESSION_KEYS.cohort);
        if (raw.ambassador && !res.attribution.ambassadorCode) session.remove(SESSION_KEYS.ambassador);
        if (lastPath.current === key) setState({ raw, resolved: res.attribution, sessionId });
      })
      // Tracking never stands in a visitor's way.
      .catch(() => setState((s) => ({ ...s, raw })));
  }, [location.pathname, location.search]);

  return <Ctx.Provider value={state}>{children}</Ctx.Provider>;
}

export function useAttribution(): AttributionState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useAttribution must be used within an AttributionProvider');
  return v;
}
