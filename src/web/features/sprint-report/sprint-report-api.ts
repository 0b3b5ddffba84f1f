import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { clientReportSchema, voiceShareSchema } from '@core/contracts/sprint-report';
import { api } from '@web/lib/api';

/** The client's side of the sprint report: their report page and PDF, and sharing the voice message with the coach. */
export function useClientReport(id: string) {
  return useQuery({
    queryKey: ['sprint', 'report', id],
    queryFn: () =>
      api(`/api/sprint/reports/${encodeURIComponent(id)}`, { schema: z.object({ report: clientReportSchema }) }),
    retry: false,
  });
}

export const reportPdfUrl = (id: string) => `/api/sprint/reports/${encodeURIComponent(id)}/pdf`;

export function useVoiceShare() {
  return useQuery({
    queryKey: ['sprint', 'voice-share'],
    queryFn: () => api('/api/sprint/voice-share', { schema: voiceShareSchema }),
    retry: false,
  });
}

export function useSetVoiceShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (agreed: boolean) =>
      api('/api/sprint/voice-share', { method: 'PUT', json: { agreed }, schema: voiceShareSchema }),
    onSuccess: (v) => qc.setQueryData(['sprint', 'voice-share'], v),
  });
}
