import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const STAGES = ['Questions', 'Selfie', 'Spin', 'Cover'] as const;
export type Stage = (typeof STAGES)[number];

interface StepFrameProps {
  stage: Stage;
  onBack?: () => void;
  children: ReactNode;
  /** Content width: md (questions), lg (photo), xl (the wheel). */
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

/** The frame of every step after the welcome: a back button and where the visitor is in the journey. */
export function StepFrame({ stage, onBack, children, size = 'md', className }: StepFrameProps) {
  const at = STAGES.indexOf(stage);
  return (
    <section
      className={cn(
        'mx-auto w-full overflow-x-clip px-4 pb-16 pt-4 sm:px-6 sm:pt-8',
        { md: 'max-w-3xl', lg: 'max-w-4xl', xl: 'max-w-6xl' }[size],
        className,
      )}
    >
      <div className="mb-6 flex items-center gap-3 sm:mb-8">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="-ml-2 inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft transition hover:bg-ink/5 hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back
          </button>
        ) : (
          <span className="h-11" />
        )}
        <ol className="ml-auto flex items-center gap-1.5 sm:gap-2" aria-label="Your journey">
          {STAGES.map((s, i) => (
            <li key={s} className="flex items-center gap-1.5 sm:gap-2" aria-current={i === at ? 'step' : undefined}>
              <span
                className={cn(
                  'grid size-6 place-items-center rounded-full text-[11px] font-bold transition-colors',
                  i < at && 'bg-mint text-white',
                  i === at && 'bg-ink text-white',
                  i > at && 'bg-ink/8 text-ink-soft',
                )}
              >
                {i < at ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
              </span>
              <span
                className={cn('text-xs font-semibold', i === at ? 'text-ink' : 'sr-only text-ink-soft sm:not-sr-only')}
              >
                {s}
                {i < at ? <span className="sr-only"> (done)</span> : null}
              </span>
              {i < STAGES.length - 1 && (
                <span className={cn('h-px w-3 sm:w-6', i < at ? 'bg-mint' : 'bg-ink/15')} aria-hidden="true" />
              )}
            </li>
          ))}
        </ol>
      </div>
      {children}
    </section>
  );
}

/** The heading each step focuses when it appears (see HomePage). */
export function StepHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <h1
      id={id}
      tabIndex={-1}
      data-step-heading
      className={cn(
        'font-display text-[2rem] leading-[1.1] tracking-tight text-balance outline-none sm:text-5xl',
        className,
      )}
    >
      {children}
    </h1>
  );
}
