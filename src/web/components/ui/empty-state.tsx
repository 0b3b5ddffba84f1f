import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

type Tone = 'dark' | 'soft';

export interface EmptyStateProps {
  /** A lucide icon (aria-hidden), shown in a tile above the title. */
  icon?: ReactNode;
  /** Big text above the title (the 404). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The heading's level: h1 when the empty state is the page, h2 inside one. */
  titleAs?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
  /** Buttons or links: what to do next. */
  action?: ReactNode;
  /** 'page': centred on the page (not found, please log in); 'inline': a quiet block inside a section (an empty list). */
  layout?: 'page' | 'inline';
  /** The icon tile: ink with gold (an error, a miss), or cream with violet (nothing here yet). */
  tone?: Tone;
  className?: string;
  'data-testid'?: string;
}

const TILE: Record<Tone, string> = {
  dark: 'bg-ink text-gold shadow-card',
  soft: 'bg-cream text-violet',
};

/**
 * The one empty state: a page or a list with nothing to show (a cover not found, not signed in, no covers yet).
 * Always a title, a line of explanation and, where there is one, the way forward.
 */
export function EmptyState({
  icon,
  eyebrow,
  title,
  titleAs,
  children,
  action,
  layout = 'page',
  tone = 'dark',
  className,
  ...rest
}: EmptyStateProps) {
  const Title = titleAs ?? (layout === 'page' ? 'h1' : 'h2');
  const page = layout === 'page';
  return (
    <section
      className={cn(
        page
          ? 'mx-auto grid min-h-[60dvh] max-w-md place-items-center px-6 py-16 text-center'
          : 'rounded-3xl px-5 py-8 text-center ring-1 ring-line/70',
        className,
      )}
      data-testid={rest['data-testid']}
    >
      <div className={cn(page ? 'space-y-5' : 'space-y-3', 'animate-rise')}>
        {icon ? (
          <div
            className={cn(
              'mx-auto grid place-items-center rounded-2xl [&_svg]:size-1/2',
              page ? 'size-16' : 'size-12',
              TILE[tone],
            )}
          >
            {icon}
          </div>
        ) : null}
        {eyebrow ? <p className="font-display text-7xl leading-none text-ink">{eyebrow}</p> : null}
        <Title className={cn('font-display leading-tight text-ink', page ? 'text-4xl' : 'text-2xl')}>{title}</Title>
        {children ? <div className="text-ink-soft">{children}</div> : null}
        {action ? <div className="flex flex-wrap justify-center gap-3">{action}</div> : null}
      </div>
    </section>
  );
}

/** A page whose data did not load: what failed, the server's message, and Try again (the query's refetch). */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <EmptyState
      layout="page"
      tone="dark"
      title={title}
      titleAs="h1"
      action={
        <Button onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden="true" /> Try again
        </Button>
      }
    >
      {message}
    </EmptyState>
  );
}
