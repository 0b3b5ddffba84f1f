import { useQuery } from '@tanstack/react-query';
import {
  coverShareResponseSchema,
  createShareResponseSchema,
  shareTemplatesResponseSchema,
  type CoverShareResponse,
  type CreateShareResponse,
} from '@core/contracts/share';
import { shareGalleryResponseSchema, type ShareGalleryResponse } from '@core/contracts/trust';
import { api, ApiError } from '@web/lib/api';

/**
 * The owner's side of sharing (the dialog and /magazine/:id). Query keys live under ['share', ...] so a revoke
 * can drop everything it made stale in one call.
 */
export const shareKeys = {
  all: ['share'] as const,
  /** The link the dialog made (POST /api/shares, idempotent per cover). */
  created: (coverId: string) => ['share', 'created', coverId] as const,
  /** The cover's active link or null (GET /api/covers/:id/share). */
  ofCover: (coverId: string) => ['share', 'of-cover', coverId] as const,
  templates: ['share-templates'] as const,
};

/** Only a server or network hiccup is worth a second try; a 4xx answer will not change. */
export const retryTransient = (count: number, err: unknown) =>
  count < 1 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500);

export function createShare(coverId: string, userName: string | null): Promise<CreateShareResponse> {
  return api('/api/shares', {
    method: 'POST',
    json: { coverId, ...(userName ? { userName } : {}) },
    schema: createShareResponseSchema,
  });
}

export async function fetchCoverShare(coverId: string): Promise<CoverShareResponse | null> {
  try {
    return await api(`/api/covers/${encodeURIComponent(coverId)}/share`, { schema: coverShareResponseSchema });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 401)) return null;
    throw err;
  }
}

export function revokeShare(shareId: string): Promise<unknown> {
  return api(`/api/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' });
}

export function useCoverShare(coverId: string, enabled = true) {
  return useQuery({
    queryKey: shareKeys.ofCover(coverId),
    queryFn: () => fetchCoverShare(coverId),
    enabled,
    retry: retryTransient,
  });
}

/** The active default template per platform. */
export function useShareTemplates(enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.templates,
    queryFn: () => api('/api/share-templates', { schema: shareTemplatesResponseSchema }),
    enabled,
    staleTime: 10 * 60_000,
    retry: retryTransient,
  });
}

/** The owner's 'Show my cover in the public gallery' tick (PATCH /api/shares/:id). */
export function setShareInGallery(shareId: string, inGallery: boolean): Promise<ShareGalleryResponse> {
  return api(`/api/shares/${encodeURIComponent(shareId)}`, {
    method: 'PATCH',
    json: { inGallery },
    schema: shareGalleryResponseSchema,
  });
}
