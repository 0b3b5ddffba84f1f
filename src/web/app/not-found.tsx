import { Compass } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto grid min-h-[60dvh] max-w-md place-items-center px-6 py-16 text-center">
      <div className="space-y-5 animate-rise">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-gold shadow-card">
          <Compass className="size-8" aria-hidden="true" />
        </div>
        <p className="font-display text-7xl leading-none text-ink">404</p>
        <h1 className="font-display text-3xl text-ink">Oops! Page not found</h1>
        <p className="text-ink-soft">This page wandered off into a different future. Let&apos;s get you back to yours.</p>
        <ButtonLink to="/" size="lg">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
