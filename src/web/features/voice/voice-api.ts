import {
  CONSENT_TEXT,
  voiceConsentResponseSchema,
  voiceLatestResponseSchema,
  voiceMessageResponseSchema,
  voiceSpeakBrowserResponseSchema,
  type SpokenPreviewSettings,
  type VoiceConsentResponse,
  type VoiceMessage,
} from '@core/contracts/voice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api';
import { receivedErrorCode } from '@core/contracts/errors';

/** The voice API (src/core/contracts/voice.ts) as the web app calls it: plain functions, then the query and mutation hooks. */

export const VOICE_LATEST_KEY = ['voice', 'latest'] as const;

/** POST /api/voice/messages with the recording's bytes as the body. */
export async function uploadRecording(blob: Blob, signal?: AbortSignal): Promise<VoiceMessage> {
  const res = await api('/api/voice/messages', {
    method: 'POST',
    body: blob,
    schema: voiceMessageResponseSchema,
    signal,
  });
  return res.message;
}

export async function fetchLatestMessage(): Promise<VoiceMessage | null> {
  const res = await api('/api/voice/messages/latest', { schema: voiceLatestResponseSchema });
  return res.message;
}

export async function deleteMessage(id: string): Promise<void> {
  await api(`/api/voice/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The answer on the consent screen, always with the exact text shown. */
export async function sendConsent(voiceMessageId: string, agreed: boolean): Promise<VoiceConsentResponse> {
  return api('/api/voice/consent', {
    method: 'POST',
    json: { voiceMessageId, agreed, consentText: CONSENT_TEXT },
    schema: voiceConsentResponseSchema,
  });
}

export type SpeakAnswer = { mode: 'audio'; audio: Blob } | { mode: 'browser'; settings: SpokenPreviewSettings };

/**
 * POST /api/voice/speak. Its answer is either audio/mpeg bytes (a cloned voice) or JSON, so this one call reads the
 * response itself: the shared client reads bodies as text, which would corrupt the audio. Errors match ApiError.
 */
export async function speakText(text: string, signal?: AbortSignal): Promise<SpeakAnswer> {
  let res: Response;
  try {
    res = await fetch('/api/voice/speak', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'audio/mpeg, application/json' },
      body: JSON.stringify({ text }),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.');
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && type.startsWith('audio/')) return { mode: 'audio', audio: await res.blob() };
  const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      receivedErrorCode(data?.error?.code ?? `http_${res.status}`),
      data?.error?.message ?? 'An unexpected error occurred',
    );
  return voiceSpeakBrowserResponseSchema.parse(data);
}

/** The consent answer given for a recording in this tab's journey (docs/product/voice.md#recording: asked once). */
export interface StoredConsent {
  agreed: boolean;
  voiceId: string | null;
}
const consentKey = (messageId: string) => `fs.voice.consent.${messageId}`;

// sessionStorage directly (never throwing): lib/browser-storage here would move it out of the home page's first chunk.
export function readConsent(messageId: string): StoredConsent | null {
  try {
    const v = JSON.parse(
      window.sessionStorage.getItem(consentKey(messageId)) ?? 'null',
    ) as Partial<StoredConsent> | null;
    return v && typeof v.agreed === 'boolean'
      ? { agreed: v.agreed, voiceId: typeof v.voiceId === 'string' ? v.voiceId : null }
      : null;
  } catch {
    return null;
  }
}

export function rememberConsent(messageId: string, consent: StoredConsent) {
  try {
    window.sessionStorage.setItem(consentKey(messageId), JSON.stringify(consent));
  } catch {
    /* storage disabled: the consent screen may be shown again in this tab */
  }
}

// ---- hooks: what components use ----

/** The visitor's latest recording (null when there is none). */
export function useLatestVoiceMessage() {
  return useQuery({ queryKey: VOICE_LATEST_KEY, queryFn: fetchLatestMessage, staleTime: 30_000 });
}

/** Upload a recording; the result card then finds it without asking the server again. */
export function useUploadRecording() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ blob, signal }: { blob: Blob; signal?: AbortSignal }) => uploadRecording(blob, signal),
    onSuccess: (message) => qc.setQueryData(VOICE_LATEST_KEY, message),
  });
}

/** 'Delete my recording' (and the cloned voice with it). */
export function useDeleteVoiceMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      qc.setQueryData(VOICE_LATEST_KEY, null);
      void qc.invalidateQueries({ queryKey: VOICE_LATEST_KEY });
    },
  });
}

/** The consent screen's answer. */
export function useVoiceConsent() {
  return useMutation({
    mutationFn: ({ messageId, agreed }: { messageId: string; agreed: boolean }) => sendConsent(messageId, agreed),
  });
}
