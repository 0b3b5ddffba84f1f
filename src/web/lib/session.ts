import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@core/contracts/me';
import { rememberAccount } from './account-hint';
import { api, ApiError } from './api';

export const ME_KEY = ['me'] as const;

type MeUser = NonNullable<MeResponse['user']>;

const isMeUser = (u: unknown): u is MeUser => {
  if (!u || typeof u !== 'object') return false;
  const o = u as Record<string, unknown>;
  return (
    typeof o.id === 'string' &&
    typeof o.name === 'string' &&
    (o.email === null || typeof o.email === 'string') &&
    typeof o.isAnonymous === 'boolean' &&
    typeof o.role === 'string'
  );
};

/**
 * GET /api/me's answer checked against meResponseSchema's shape (core/contracts/me.ts). By hand, not with the zod
 * schema: this runs on every page and zod is not in the first JavaScript (decision 017); session.test.ts keeps the
 * two in step.
 */
export function parseMeResponse(data: unknown): MeResponse {
  if (data && typeof data === 'object' && 'user' in data) {
    const { user } = data;
    if (user === null) return { user: null };
    if (isMeUser(user))
      return {
        user: { id: user.id, name: user.name, email: user.email, isAnonymous: user.isAnonymous, role: user.role },
      };
  }
  throw new ApiError(0, 'invalid_response', 'An unexpected error occurred');
}

/** The session, as the server has it; the pages drawn without the app learn from it whether to show the account. */
export async function fetchMe(): Promise<MeResponse> {
  const me = parseMeResponse(await api('/api/me'));
  rememberAccount(!!me.user && !me.user.isAnonymous);
  return me;
}

/** The current visitor: null when nobody is signed in; `isAnonymous` for a visitor without an account. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000 });
}

/** The signed-in account (not an anonymous visitor), or null. */
export function useAccount(): { account: MeUser | null; loading: boolean } {
  const { data, isPending } = useMe();
  const u = data?.user ?? null;
  return { account: u && !u.isAnonymous ? u : null, loading: isPending };
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ME_KEY });
}

/** Sign out with better-auth's client, loaded only now (it is not in the first JavaScript). */
export async function signOut() {
  const { signOutOfAccount } = await import('./auth-client');
  await signOutOfAccount();
}

/** 'Sign Out': afterwards nothing cached of the account stays, and the session is read again. */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Everything cached belonged to the account; the session itself is asked again (its screens stay subscribed).
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
      await qc.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
