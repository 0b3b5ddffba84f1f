import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LOCAL_KEYS, parseAttribution, SESSION_KEYS, type Attribution } from '@core/attribution';
import type { PageViewResponse, ResolvedAttribution } from '@core/contracts/tracking';
import { api } from './api';
import { local, session } from './browser-storage';

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

export function visitorSessionId(): string {
  let id = local.get(LOCAL_KEYS.sessionId);
  if (!id || !/^[A-Za-z0-9_-]{8,100}$/.test(id)) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    id = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    local.set(LOCAL_KEYS.sessionId, id);
  }
  return id;
}

/** Read attribution from a query string, remembering cohort and ambassador for the rest of the visit. */
export function currentAttribution(search: string): Attribution {
  const fromQuery = parseAttribution(new URLSearchParams(search));
  if (fromQuery.cohort) session.set(SESSION_KEYS.cohort, fromQuery.cohort);
  if (fromQuery.ambassador) session.set(SESSION_KEYS.ambassador, fromQuery.ambassador);
  const stored = parseAttribution(
    new URLSearchParams({
      cohort: session.get(SESSION_KEYS.cohort) ?? '',
      ambassador: session.get(SESSION_KEYS.ambassador) ?? '',
    }),
  );
  return {
    ...fromQuery,
    cohort: fromQuery.cohort ?? stored.cohort,
    ambassador: fromQuery.ambassador ?? stored.ambassador,
  };
}

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
