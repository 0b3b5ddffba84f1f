import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { MEASURE_TEXT, type MeasureWave } from '@content/measure';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { local } from '@web/lib/browser-storage';
import { cn } from '@web/lib/cn';
import { useMeasureStatus } from './measure-api';
import { MeasureCards } from './measure-cards';

const skipKey = (wave: MeasureWave) => `fs.measure.skip.${wave}`;

/**
 * The measure's invitation (docs/product/measure.md#when-it-is-asked): a card beside the step, never in its way.
 * 'Answer' opens the cards in a dialog; 'Skip' hides it for this wave on this device. Hidden when the wave is answered,
 * or the person took their consent back.
 */
export function MeasureInvite({ wave, className }: { wave: MeasureWave; className?: string }) {
  const status = useMeasureStatus();
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(() => local.get(skipKey(wave)) === '1');
  if (!status.data) return null;
  const s = status.data;
  const done = s.answered.includes(wave) || s.consent === 'revoked' || s.consent === 'pending_parent';
  // while the dialog is open it stays (its thanks is shown after the answers are saved)
  if (!open && (hidden || done)) return null;
  // the after-waves are asked of people who agreed before (or who agree now: after-without-before is kept apart)
  const skip = () => {
    local.set(skipKey(wave), '1');
    setHidden(true);
  };
  return (
    <aside
      aria-labelledby={`measure-invite-${wave}`}
      className={cn('rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5', className)}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-cream text-violet" aria-hidden="true">
          <ClipboardList className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`measure-invite-${wave}`} className="font-semibold leading-snug text-ink">
            {MEASURE_TEXT.inviteTitle[wave]}
          </h2>
          <p className="mt-1 text-sm leading-snug text-ink-soft">{MEASURE_TEXT.inviteBody}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => setOpen(true)}>
              {MEASURE_TEXT.answer}
            </Button>
            <Button size="sm" variant="ghost" onClick={skip} aria-label="Skip the research questions">
              {MEASURE_TEXT.skip}
            </Button>
          </div>
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title="Research questions" description="Optional · about two minutes">
        <MeasureCards
          wave={wave}
          onDone={(answered) => {
            setOpen(false);
            if (!answered) skip();
          }}
        />
      </Dialog>
    </aside>
  );
}
