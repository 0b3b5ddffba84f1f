import * as RT from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** Accessible tabs (Radix): arrow keys move between tabs. */
export function Tabs({
  value,
  onValueChange,
  tabs,
  className,
}: {
  value: string;
  onValueChange(v: string): void;
  tabs: Array<{ value: string; label: string; content: ReactNode }>;
  className?: string;
}) {
  return (
    <RT.Root value={value} onValueChange={onValueChange} className={className}>
      <RT.List className="mb-5 grid grid-flow-col gap-1 rounded-full bg-cream p-1" aria-label="Choose">
        {tabs.map((t) => (
          <RT.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'h-10 rounded-full px-4 text-sm font-semibold text-ink-soft transition data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-card',
            )}
          >
            {t.label}
          </RT.Trigger>
        ))}
      </RT.List>
      {tabs.map((t) => (
        <RT.Content key={t.value} value={t.value} className="focus-visible:outline-none">
          {t.content}
        </RT.Content>
      ))}
    </RT.Root>
  );
}
