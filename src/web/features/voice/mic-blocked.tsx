import { ArrowRight, MicOff, RotateCcw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { MicProblem } from './use-voice-recorder';
import { StepHeading } from './voice-frame';

const EXPLAIN: Record<MicProblem, { lead: string; steps: string[] | null }> = {
  denied: {
    lead: 'Your browser blocked the microphone, so we can’t record your message. Nothing was recorded.',
    steps: [
      'Tap the lock or settings icon next to the web address.',
      'Set Microphone to Allow for this site.',
      'Come back here and press Try Again.',
    ],
  },
  'no-microphone': {
    lead: 'We couldn’t find a microphone on this device. Plug one in or switch to your phone, then try again.',
    steps: null,
  },
  'in-use': {
    lead: 'Another app seems to be using your microphone. Close it (a call or another recorder), then try again.',
    steps: null,
  },
  unsupported: {
    lead: 'This browser can’t record audio here. Try a recent Chrome, Safari, Edge or Firefox.',
    steps: null,
  },
};

interface MicBlockedProps {
  problem: MicProblem;
  onRetry(): void;
  onSkip(): void;
}

/**
 * 'Microphone Access Required' (docs/product/voice.md#microphone-access): why, how to fix it, and 'Skip Voice
 * Recording'.
 */
export function MicBlocked({ problem, onRetry, onSkip }: MicBlockedProps) {
  const { lead, steps } = EXPLAIN[problem];
  return (
    <div className="mx-auto max-w-xl text-center animate-rise">
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-coral/10 text-coral-dark">
        <MicOff className="size-9" aria-hidden="true" />
      </span>
      <StepHeading className="mt-6">Microphone Access Required</StepHeading>
      <p className="mt-4 text-lg text-ink-soft">{lead}</p>
      {steps ? (
        <ol className="mx-auto mt-6 max-w-md space-y-3 rounded-3xl bg-white p-5 text-left shadow-card ring-1 ring-line/70">
          {steps.map((s, i) => (
            <li key={s} className="flex items-start gap-3 text-[15px] text-ink">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-ink text-xs font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-0.5">{s}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mx-auto mt-7 grid max-w-md gap-3">
        <Button size="lg" variant="coral" onClick={onSkip}>
          Skip Voice Recording <ArrowRight className="size-5" aria-hidden="true" />
        </Button>
        {problem !== 'unsupported' ? (
          <Button size="lg" variant="secondary" onClick={onRetry}>
            <RotateCcw className="size-5" aria-hidden="true" /> Try Again
          </Button>
        ) : null}
      </div>
      <p className="mt-5 text-sm text-ink-soft">
        The voice message is optional: your cover works just as well without it.
      </p>
    </div>
  );
}
