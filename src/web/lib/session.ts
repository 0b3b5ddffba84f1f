import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@core/contracts/me';
import { api } from './api';

export const ME_KEY = ['me'] as const;

/** The current visitor: null when nobody is signed in; `isAnonymous` for a visitor without an account. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => api('/api/me') as Promise<MeResponse>, staleTime: 60_000 });
}

/** The signed-in account (not an anonymous visitor), or null. */
export function useAccount(): { account: NonNullable<MeResponse['user']> | null; loading: boolean } {
  const { data, isPending } = useMe();
  const u = data?.user ?? null;
  return { account: u && !u.isAnonymous ? u : null, loading: isPending };
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ME_KEY });
}

export async function signOut() {
  await api('/api/auth/sign-out', { method: 'POST', json: {} });
}
