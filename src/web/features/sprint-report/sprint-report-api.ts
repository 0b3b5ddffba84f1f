import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { clientReportSchema, talkShareSchema, voiceShareSchema } from '@core/contracts/sprint-report';
import { talkKeptSchema, type TalkHighlightsEdit } from '@core/contracts/talk';
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

/** Talk shared with the coach (decision 069): the answer, and exactly what the coach sees. */
export function useTalkShare() {
  return useQuery({
    queryKey: ['sprint', 'talk-share'],
    queryFn: () => api('/api/sprint/talk-share', { schema: talkShareSchema }),
    retry: false,
  });
}

export function useSetTalkShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (agreed: boolean) =>
      api('/api/sprint/talk-share', { method: 'PUT', json: { agreed }, schema: talkShareSchema }),
    onSuccess: (v) => qc.setQueryData(['sprint', 'talk-share'], v),
  });
}

/** What Talk keeps as the person's answers and strengths, which they edit or remove. */
export function useTalkKept(conversationId: string | null) {
  return useQuery({
    queryKey: ['talk', 'kept', conversationId ?? ''],
    queryFn: () =>
      api(`/api/talk/conversations/${encodeURIComponent(conversationId!)}/highlights`, { schema: talkKeptSchema }),
    enabled: !!conversationId,
    retry: false,
  });
}

export function useEditTalkKept(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (edit: TalkHighlightsEdit) =>
      api(`/api/talk/conversations/${encodeURIComponent(conversationId)}/highlights`, {
        method: 'PATCH',
        json: edit,
        schema: talkKeptSchema,
      }),
    onSuccess: (kept) => {
      qc.setQueryData(['talk', 'kept', conversationId], kept);
      void qc.invalidateQueries({ queryKey: ['sprint', 'talk-share'] });
    },
  });
}
