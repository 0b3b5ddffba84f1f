import { voiceTranscriptResponseSchema, type VoiceTranscript } from '@core/contracts/voice-transcript';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The recording's transcript (decision 079): read while a job writes it, corrected by its owner. */
const transcriptKey = (id: string) => ['voice', 'transcript', id] as const;
const path = (id: string) => `/api/voice/messages/${encodeURIComponent(id)}/transcript`;

export async function fetchTranscript(id: string): Promise<VoiceTranscript> {
  return (await api(path(id), { schema: voiceTranscriptResponseSchema })).transcript;
}

export async function saveTranscript(id: string, text: string): Promise<VoiceTranscript> {
  return (await api(path(id), { method: 'PUT', json: { text }, schema: voiceTranscriptResponseSchema })).transcript;
}

/** Asked again every 2 s while the job works. */
export function useTranscript(id: string) {
  return useQuery({
    queryKey: transcriptKey(id),
    queryFn: () => fetchTranscript(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
}

export function useSaveTranscript(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveTranscript(id, text),
    onSuccess: (t) => qc.setQueryData(transcriptKey(id), t),
  });
}
