import { LOCAL_KEYS, parseAttribution, SESSION_KEYS, type Attribution } from '@core/attribution';
import { local, session } from './browser-storage';

/**
 * Who the visitor is for tracking (a random id kept in local storage) and the attribution of this visit. No React:
 * the public share page's small script (src/web/features/share/public-page.ts) uses these too.
 */

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
