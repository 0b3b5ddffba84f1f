import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The voice step's frame: the journey's spacing and width. */
export function VoiceFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn('mx-auto w-full max-w-5xl px-4 pb-16 pt-5 sm:px-6 sm:pt-10', className)}>{children}</section>
  );
}

/** 'Bonus step · optional' above the step's heading. */
export function OptionalBadge() {
  return (
    <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-[11px] font-bold uppercase tracking-[0.12em] text-ink-soft shadow-card ring-1 ring-line/70 sm:mb-4">
      <Mic className="size-3.5 text-coral" aria-hidden="true" /> Bonus step · optional
    </p>
  );
}

/** The heading the journey focuses when a step (or a screen of this step) appears. */
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
