import { Mic, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { voiceLatestResponseSchema } from '@core/contracts/voice';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { api } from '@web/lib/api';
import { deleteVoiceMessage } from './profile-api';

const VoiceCard = lazy(() => import('@web/features/voice/voice-card').then((m) => ({ default: m.VoiceCard })));
const VoiceStep = lazy(() => import('@web/features/voice/voice-step').then((m) => ({ default: m.VoiceStep })));

/** The voice feature's cache key for the latest recording (shared, so both see the same answer). */
const VOICE_LATEST_KEY = ['voice', 'latest'] as const;

/**
 * The voice message card (play, hear your future self, delete) and 'Record' / 'Update recording', which opens the
 * journey's recorder here; a new recording replaces the old one (the old one is deleted).
 */
export function VoiceSection({ roleTitle, userName }: { roleTitle: string | null; userName: string }) {
  const qc = useQueryClient();
  const [recording, setRecording] = useState(false);
  const latest = useQuery({
    queryKey: VOICE_LATEST_KEY,
    queryFn: async () => (await api('/api/voice/messages/latest', { schema: voiceLatestResponseSchema })).message,
    staleTime: 30_000,
  });
  const previousId = latest.data?.id ?? null;

  const done = async (voice: { messageId: string } | null) => {
    setRecording(false);
    if (voice && previousId && voice.messageId !== previousId) {
      await deleteVoiceMessage(previousId).catch(() => undefined);
    }
    await qc.invalidateQueries({ queryKey: VOICE_LATEST_KEY });
    if (voice) toast.success('Voice message saved');
  };

  if (recording) {
    return (
      <div data-testid="profile-voice-recorder">
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <Spinner className="size-4" /> Opening the recorder…
            </p>
          }
        >
          <VoiceStep onContinue={(v) => void done(v)} onSkip={() => setRecording(false)} />
        </Suspense>
        <Button variant="ghost" className="mt-3" onClick={() => setRecording(false)}>
          Cancel recording
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Suspense fallback={<div className="h-48 animate-pulse rounded-3xl bg-ink/80" aria-hidden="true" />}>
        <VoiceCard roleTitle={roleTitle ?? 'Self'} userName={userName} />
      </Suspense>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setRecording(true)} disabled={latest.isPending}>
          {previousId ? (
            <>
              <RefreshCw className="size-4" aria-hidden="true" /> Update recording
            </>
          ) : (
            <>
              <Mic className="size-4" aria-hidden="true" /> Record a message
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
