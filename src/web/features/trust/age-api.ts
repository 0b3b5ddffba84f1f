import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ageResponseSchema, type AgeRequest, type AgeResponse } from '@core/contracts/trust';
import { api } from '@web/lib/api';

export const ageKey = ['trust', 'age'] as const;

/** GET /api/trust/age: what this visitor said about their age (a null year: not asked yet). */
export function useAge(enabled = true) {
  return useQuery({
    queryKey: ageKey,
    queryFn: () => api('/api/trust/age', { schema: ageResponseSchema }),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/** PUT /api/trust/age, and the answer becomes the visitor's age everywhere in the app. */
export function useSetAge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AgeRequest) => api('/api/trust/age', { method: 'PUT', json: input, schema: ageResponseSchema }),
    onSuccess: (res: AgeResponse) => qc.setQueryData(ageKey, res),
  });
}
