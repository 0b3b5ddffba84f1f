import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useMe } from './session';

/**
 * What the visitor owns, for the ways back to it (decision 067): the account menu, the profile,
 * the offer pages and the conversion step show 'Open Talk' / 'Go to my sprint' instead of a checkout. Read from
 * GET /api/entitlements and GET /api/sprint/reports (the server's word; this only picks the links). Parsed by hand,
 * not with zod: the account menu is in the first JavaScript (decision 017).
 */
export interface MyServices {
  talk: boolean;
  strategy: boolean;
  /** The newest sent sprint report, when there is one. */
  reportId: string | null;
}

export const MY_SERVICES_KEY = ['my-services'] as const;

/** Where each owned thing lives. */
export const OWNED_LINKS = {
  talk: { label: 'Open Talk', to: '/talk', name: 'Talk' },
  strategy: { label: 'Go to my sprint', to: '/sprint/book', name: 'the Strategy Sprint' },
} as const;

const OWNED_STATUSES = new Set(['active', 'past_due']);

export function parseMyServices(entitlements: unknown, reports: unknown): MyServices {
  const list =
    entitlements &&
    typeof entitlements === 'object' &&
    Array.isArray((entitlements as { entitlements?: unknown }).entitlements)
      ? ((entitlements as { entitlements: unknown[] }).entitlements as Array<Record<string, unknown>>)
      : [];
  const owns = (product: string) =>
    list.some((e) => e && e.product === product && typeof e.status === 'string' && OWNED_STATUSES.has(e.status));
  const sent =
    reports && typeof reports === 'object' && Array.isArray((reports as { reports?: unknown }).reports)
      ? ((reports as { reports: unknown[] }).reports as Array<Record<string, unknown>>)
      : [];
  const first = sent.find((r) => r && typeof r.id === 'string');
  return { talk: owns('talk'), strategy: owns('strategy'), reportId: first ? (first.id as string) : null };
}

export async function fetchMyServices(signal?: AbortSignal): Promise<MyServices> {
  const [e, r] = await Promise.all([
    api('/api/entitlements', { signal }),
    api('/api/sprint/reports', { signal }).catch(() => null),
  ]);
  return parseMyServices(e, r);
}

/** What this visitor (an account or an anonymous visitor who paid) owns; nothing while nobody is there. */
export function useMyServices() {
  const me = useMe();
  const userId = me.data?.user?.id ?? null;
  const q = useQuery({
    queryKey: [...MY_SERVICES_KEY, userId],
    queryFn: ({ signal }) => fetchMyServices(signal),
    enabled: !!userId,
    staleTime: 30_000,
  });
  const none: MyServices = { talk: false, strategy: false, reportId: null };
  return { services: userId ? (q.data ?? none) : none, loading: !!userId && q.isPending };
}
