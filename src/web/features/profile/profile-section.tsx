import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** One card of the profile: an icon, a heading (named for screen readers), an optional action on the right. */
export function ProfileSection({
  id,
  title,
  icon,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card id={id} className={cn('animate-rise scroll-mt-20', className)} aria-labelledby={`${id}-title`} role="region">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2.5 font-display text-xl leading-tight sm:text-2xl">
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full bg-cream text-violet"
            aria-hidden="true"
          >
            {icon}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
