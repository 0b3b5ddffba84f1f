import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  measureParentViewSchema,
  measureStatusSchema,
  type MeasureAnswersRequest,
  type MeasureConsentRequest,
} from '@core/contracts/measure';
import { api } from '@web/lib/api';

/** The measure's API (docs/product/measure.md): status, consent, answers, the parent's page, the effect view. */
const STATUS = ['measure-status'] as const;

export function useMeasureStatus(enabled = true) {
  return useQuery({
    queryKey: STATUS,
    queryFn: ({ signal }) => api('/api/measure/status', { schema: measureStatusSchema, signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useGiveConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: MeasureConsentRequest) =>
      api('/api/measure/consent', { method: 'POST', json, schema: measureStatusSchema }),
    onSuccess: (data) => qc.setQueryData(STATUS, data),
  });
}

export function useRevokeConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/measure/consent/revoke', { method: 'POST', schema: measureStatusSchema }),
    onSuccess: (data) => qc.setQueryData(STATUS, data),
  });
}

export function useSaveAnswers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: MeasureAnswersRequest) =>
      api('/api/measure/answers', { method: 'POST', json, schema: measureStatusSchema }),
    onSuccess: (data) => qc.setQueryData(STATUS, data),
  });
}

export function useParentView(token: string) {
  return useQuery({
    queryKey: ['measure-parent', token],
    queryFn: ({ signal }) =>
      api(`/api/measure/parent/${encodeURIComponent(token)}`, { schema: measureParentViewSchema, signal }),
    retry: false,
  });
}

export function useParentDecision(token: string) {
  return useMutation({
    mutationFn: (agree: boolean) =>
      api(`/api/measure/parent/${encodeURIComponent(token)}`, {
        method: 'POST',
        json: { agree },
        schema: z.object({ agreed: z.boolean() }),
      }),
  });
}
