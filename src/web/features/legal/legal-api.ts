import { useQuery } from '@tanstack/react-query';
import { policyResponseSchema, type PolicyResponse } from '@core/contracts/trust';
import { api } from '@web/lib/api';

/** The server's defaults (README), shown until the server's own figures arrive or when they cannot be read. */
export const DEFAULT_POLICY: PolicyResponse = {
  anonymousDays: 30,
  voiceDays: 30,
  outboxDays: 30,
  consentAge: 16,
  shareDays: 30,
  showConsentDays: 180,
  mailPerSenderPerDay: 5,
  mailPerRecipientPerDay: 3,
  providers: {},
};

/** GET /api/trust/policy: the periods and providers this server runs with. */
export function usePolicy() {
  return useQuery({
    queryKey: ['trust', 'policy'],
    queryFn: () => api('/api/trust/policy', { schema: policyResponseSchema }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
