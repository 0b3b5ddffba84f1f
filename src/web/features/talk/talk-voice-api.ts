import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  talkTranscriptionSchema,
  talkVoiceCapabilitiesSchema,
  type TalkTranscription,
  type TalkVoiceCapabilities,
} from '@core/contracts/talk-voice';
import { api } from '@web/lib/api';

/** Talk by voice (docs/decisions/081-talk-by-voice.md): who listens and speaks here, a spoken message to words. */

export const talkVoiceKey = ['talk', 'voice'] as const;

export async function fetchTalkVoice(signal?: AbortSignal): Promise<TalkVoiceCapabilities> {
  return api('/api/talk/voice', { schema: talkVoiceCapabilitiesSchema, signal });
}

/** Read again when the page comes back into view: a consent revoked on the profile stops the cloned voice here. */
export function useTalkVoice() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: talkVoiceKey,
    queryFn: ({ signal }) => fetchTalkVoice(signal),
    staleTime: 30_000,
  });
  return { data: query.data, refresh: () => void qc.invalidateQueries({ queryKey: talkVoiceKey }) };
}

/** POST the recording; the words come back to the composer (nothing is kept on the server). */
export async function transcribeSpoken(audio: Blob, signal?: AbortSignal): Promise<TalkTranscription> {
  return api('/api/talk/voice/transcribe', { method: 'POST', body: audio, schema: talkTranscriptionSchema, signal });
}

/** The reply in the person's cloned voice, streamed: an <audio> element plays it as it arrives. */
export const replySpeechUrl = (messageId: string) => `/api/talk/voice/replies/${encodeURIComponent(messageId)}/speech`;
