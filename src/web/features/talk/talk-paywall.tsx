import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog } from '@web/components/ui/dialog';
import { Button, buttonClass } from '@web/components/ui/button';
import { brandName } from '@web/lib/brand';
import { talkFeatures } from '@core/offers';
import { useTalkVoice } from './talk-voice-api';

/** The Talk paywall (docs/product/talk.md#the-paywall): what Talk gives, the price, the way to /talks-checkout. */
export function TalkPaywall({
  open,
  onOpenChange,
  onUpsell,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onUpsell(): void;
}) {
  // The same list as the Talk checkout (content/offers.ts, decision 067), voice only where it works (decision 081).
  const features = talkFeatures(useTalkVoice().data?.listen === 'server');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Keep talking with ${brandName} Talk`}
      description="You’ve used the free part of the conversation. Unlock the rest of the four acts and your 90-day plan."
    >
      <div className="flex items-baseline gap-2">
        <span className="font-display text-4xl text-ink">€9</span>
        <span className="text-ink-soft">per month · launch offer · cancel anytime</span>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {features.map((f) => (
          <li key={f} className="flex items-center gap-2 text-[15px] text-ink">
            <Check className="size-4 shrink-0 text-mint" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-soft">
        Your conversation so far is saved. It continues right where you left off once Talk is active.
      </p>
      {/* Stacked on phones (each button its own full-height row), side by side from sm. `flex-1` only from sm: in
          the column it would make the link's height its flex basis (0) and squash it to its text. */}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
        <Link
          to="/talks-checkout"
          className={buttonClass('coral', 'lg', 'w-full shrink-0 text-center sm:w-auto sm:flex-1')}
          onClick={onUpsell}
        >
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Unlock Talk — €9/month
        </Link>
        <Button variant="ghost" size="lg" className="w-full shrink-0 sm:w-auto" onClick={() => onOpenChange(false)}>
          Maybe later
        </Button>
      </div>
    </Dialog>
  );
}
