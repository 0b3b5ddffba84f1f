import { Mic } from 'lucide-react';
import { useSetVoiceShare, useVoiceShare } from './sprint-report-api';

/**
 * The client's choice to let their sprint coach hear their voice message (off until they tick it; the exact text
 * and time are stored, and unticking withdraws it at once). Shown only to someone who has a voice message.
 */
export function VoiceShareToggle() {
  const q = useVoiceShare();
  const set = useSetVoiceShare();
  if (!q.data?.hasVoice) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-cream/70 p-4">
      <Mic className="mt-1 size-5 shrink-0 text-violet" aria-hidden="true" />
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-violet"
          checked={q.data.shared}
          disabled={set.isPending}
          onChange={(e) => set.mutate(e.target.checked)}
        />
        <span>
          <span className="block font-semibold">Share my voice message with my coach</span>
          {q.data.text}
        </span>
      </label>
      {set.error ? (
        <p role="alert" className="text-sm text-coral-dark">
          {set.error.message}
        </p>
      ) : null}
    </div>
  );
}
