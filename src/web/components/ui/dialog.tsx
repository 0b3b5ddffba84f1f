import * as RD from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A modal dialog (Radix): focus trapped, Escape closes, title and description announced. Sheet-like on phones. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  return (
    <RD.Root open={open} onOpenChange={onOpenChange}>
      <RD.Portal>
        <RD.Overlay className="fixed inset-0 z-40 bg-ink/55 backdrop-blur-[2px]" />
        <RD.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(560px,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7 animate-rise',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RD.Title className="font-display text-2xl leading-tight text-ink">{title}</RD.Title>
              {description ? (
                <RD.Description className="mt-1 text-sm text-ink-soft">{description}</RD.Description>
              ) : (
                <RD.Description className="sr-only">{title}</RD.Description>
              )}
            </div>
            <RD.Close className="-m-1 rounded-full p-2 text-ink-soft hover:bg-ink/5 hover:text-ink" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </RD.Close>
          </div>
          {children}
        </RD.Content>
      </RD.Portal>
    </RD.Root>
  );
}
