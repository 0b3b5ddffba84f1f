import { useMutation, useQuery } from '@tanstack/react-query';
import {
  consentUploadResponseSchema,
  recommendationResponseSchema,
  showApplicationResponseSchema,
  showSpotsResponseSchema,
  type RecommendationRequest,
  type ShowApplicationRequest,
} from '@core/contracts/show';
import { api } from '@web/lib/api';

/** The show's data layer (decision 017): spots, the consent upload, the application; recommendations. */
export function useShowSpots() {
  return useQuery({
    queryKey: ['show', 'spots'],
    queryFn: () => api('/api/show/spots', { schema: showSpotsResponseSchema }),
    staleTime: 60_000,
  });
}

/** The consent file goes first (raw bytes, typed by the server from its content); the answer names it. */
export async function uploadConsent(file: File) {
  return api('/api/show/consents', {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    schema: consentUploadResponseSchema,
  });
}

export function useApplyToShow() {
  return useMutation({
    mutationFn: async ({ form, consent }: { form: ShowApplicationRequest; consent: File | null }) => {
      const consentId = form.under18 && consent ? (await uploadConsent(consent)).consentId : undefined;
      return api('/api/show/applications', {
        method: 'POST',
        json: { ...form, consentId },
        schema: showApplicationResponseSchema,
      });
    },
  });
}

export function useRecommend() {
  return useMutation({
    mutationFn: (input: RecommendationRequest) =>
      api('/api/recommendations', { method: 'POST', json: input, schema: recommendationResponseSchema }),
  });
}
