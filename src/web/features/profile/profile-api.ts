import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answersResponseSchema } from '@core/contracts/journey';
import {
  mySharesResponseSchema,
  profileResponseSchema,
  type MyShare,
  type Profile,
  type ProfileUpdateRequest,
} from '@core/contracts/profile';
import { api, ApiError } from '@web/lib/api';
import { authCall, authClient } from '@web/lib/auth-client';
import { ME_KEY } from '@web/lib/session';
import { receivedErrorCode } from '@core/contracts/errors';

/** The profile's data layer (decision 017): /api/me/* for the profile, better-auth's client for e-mail and password. */
export const profileKeys = {
  profile: ['profile'] as const,
  shares: ['profile', 'shares'] as const,
};

export async function fetchProfile(): Promise<Profile> {
  return (await api('/api/me/profile', { schema: profileResponseSchema })).profile;
}

export async function fetchMyShares(): Promise<MyShare[]> {
  return (await api('/api/me/shares', { schema: mySharesResponseSchema })).shares;
}

export function useProfile(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile, enabled, staleTime: 30_000 });
}

export function useMyShares(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.shares, queryFn: fetchMyShares, enabled, staleTime: 30_000 });
}

/** Name and phone; the answer is the saved profile. The account menu's name (GET /api/me) is read again. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateRequest) =>
      api('/api/me/profile', { method: 'PATCH', json: input, schema: profileResponseSchema }),
    onSuccess: async ({ profile }) => {
      qc.setQueryData(profileKeys.profile, profile);
      await qc.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

/** One career-vision answer. */
export function useUpdateAnswer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      api(`/api/me/answers/${encodeURIComponent(questionId)}`, {
        method: 'PUT',
        json: { answer },
        schema: answersResponseSchema,
      }),
    onSuccess: ({ answers }) => {
      qc.setQueryData<Profile>(profileKeys.profile, (p) => (p ? { ...p, answers } : p));
    },
  });
}

export function useRevokeMyShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => api(`/api/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' }),
    onSuccess: async (_d, shareId) => {
      qc.setQueryData<MyShare[]>(profileKeys.shares, (list) => list?.filter((s) => s.shareId !== shareId));
      await qc.invalidateQueries({ queryKey: ['share'] });
    },
  });
}

/** better-auth: the new password needs the current one; other sessions are signed out. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return authCall(authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

/** better-auth: a link goes to the new address; the change happens when it is opened (accounts-a's server side). */
export function changeEmail(newEmail: string) {
  return authCall(authClient.changeEmail({ newEmail, callbackURL: '/profile' }));
}

/** GET /api/account/export as bytes (a 4xx answer is an ApiError with the server's message). */
export async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  let res: Response;
  try {
    res = await fetch('/api/account/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      res.status,
      receivedErrorCode(body?.error?.code ?? `http_${res.status}`),
      body?.error?.message ?? 'Download failed',
    );
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  return { blob: await res.blob(), fileName: name };
}

/** POST /api/account/delete; afterwards nothing cached of the account stays. */
/**
 * 'Delete my account'. The cache is left as it is: the dialog then says it is done while the page behind stays, and
 * leaving it loads a fresh page (web/lib/forget-browser.ts), which is what drops everything held in memory.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) => api('/api/account/delete', { method: 'POST', json: { confirm } }),
  });
}

/** Delete a superseded voice recording (the profile's 'Update' keeps only the newest). */
export function deleteVoiceMessage(id: string) {
  return api(`/api/voice/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
