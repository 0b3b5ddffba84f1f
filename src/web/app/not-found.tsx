import { Compass } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

export function NotFoundPage() {
  return (
    <EmptyState
      icon={<Compass aria-hidden="true" />}
      eyebrow="404"
      title="Oops! Page not found"
      action={
        <ButtonLink to="/" size="lg">
          Return to Home
        </ButtonLink>
      }
    >
      <p>This page wandered off into a different future. Let&apos;s get you back to yours.</p>
    </EmptyState>
  );
}
