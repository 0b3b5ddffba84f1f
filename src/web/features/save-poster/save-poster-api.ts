import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveByEmailResponseSchema, savedPosterResponseSchema, type SaveByEmailRequest } from '@core/contracts/posters';
import { api } from '@web/lib/api';
import { ME_KEY } from '@web/lib/session';

/**
 * The saved poster (docs/product/accounts.md#save-poster), and the two ways to save it: to the profile, or by e-mail
 * with a new account.
 */
export const SAVED_POSTER_KEY = ['saved-poster'] as const;

export function fetchSavedPoster() {
  return api('/api/posters/saved', { schema: savedPosterResponseSchema });
}

export function savePosterToProfile(coverId: string) {
  return api('/api/posters/saved', { method: 'POST', json: { coverId }, schema: savedPosterResponseSchema });
}

export function saveByEmail(input: SaveByEmailRequest) {
  return api('/api/posters/save-by-email', { method: 'POST', json: input, schema: saveByEmailResponseSchema });
}

/** The profile's saved poster (null when none). Only for a signed-in account. */
export function useSavedPoster(enabled = true) {
  return useQuery({ queryKey: SAVED_POSTER_KEY, queryFn: fetchSavedPoster, enabled, select: (r) => r.savedPoster });
}

export function useSavePosterToProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePosterToProfile,
    onSuccess: (r) => qc.setQueryData(SAVED_POSTER_KEY, r),
  });
}

export function useSaveByEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveByEmail,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: SAVED_POSTER_KEY });
    },
    // The visitor is an account now: everything cached is read again (their covers moved to it).
    onSettled: () => qc.invalidateQueries({ queryKey: ME_KEY }),
  });
}
