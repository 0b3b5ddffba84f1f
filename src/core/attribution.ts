/**
 * Attribution read from a page's query string: cohort, ambassador (or ref) and the five UTM fields.
 * Values are cleaned, never trusted: an unknown or malformed value is dropped quietly, never an error.
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export interface Attribution {
  cohort?: string;
  ambassador?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

export const SESSION_KEYS = { cohort: 'fs.cohort', ambassador: 'fs.ambassador' } as const;
export const LOCAL_KEYS = {
  sessionId: 'tempSessionId',
  userId: 'tempUserId',
  pendingAnswers: 'pendingOnboardingAnswers',
} as const;

const COHORT_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const AMBASSADOR_RE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
const UTM_MAX = 200;

export function cleanCohort(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  return COHORT_RE.test(v) ? v : undefined;
}

export function cleanAmbassador(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toUpperCase();
  return AMBASSADOR_RE.test(v) ? v : undefined;
}

export function cleanUtm(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Drop control characters, collapse white space, cap the length.
  const v = value
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, UTM_MAX);
  return v || undefined;
}

/** Read attribution from URLSearchParams (or anything with a get()). `ref` is an alias of `ambassador`. */
export function parseAttribution(params: { get(name: string): string | null }): Attribution {
  const out: Attribution = {};
  const cohort = cleanCohort(params.get('cohort'));
  if (cohort) out.cohort = cohort;
  const ambassador = cleanAmbassador(params.get('ambassador') ?? params.get('ref'));
  if (ambassador) out.ambassador = ambassador;
  for (const f of UTM_FIELDS) {
    const v = cleanUtm(params.get(f));
    if (v) out[f] = v;
  }
  return out;
}

/** Clean an attribution object that arrived as JSON (from a client). Unknown keys are dropped. */
export function cleanAttribution(input: unknown): Attribution {
  if (!input || typeof input !== 'object') return {};
  const rec = input as Record<string, unknown>;
  return parseAttribution({ get: (k) => (typeof rec[k] === 'string' ? (rec[k] as string) : null) });
}

/** Query parameters that carry a visitor's cohort and ambassador onward (e.g. to a shared link's "create your own"). */
export function attributionQuery(
  a: { cohort?: string | null; ambassador?: string | null },
  utm: Partial<Record<UtmField, string>> = {},
): string {
  const p = new URLSearchParams();
  if (a.cohort && a.cohort !== 'public') p.set('cohort', a.cohort);
  if (a.ambassador) p.set('ref', a.ambassador);
  for (const [k, v] of Object.entries(utm)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}
