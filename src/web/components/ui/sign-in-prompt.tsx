import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { signInPath } from '@web/lib/sign-in-path';

/**
 * A page opened from an e-mail in a browser that is not signed in to the account it belongs to:
 * a sign-in that comes back to this very page, instead of 'made in another browser' or 'belongs to another
 * account'.
 */
export function SignInPrompt({ title, children }: { title: string; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      tone="soft"
      title={title}
      data-testid="sign-in-prompt"
      action={
        <ButtonLink to={signInPath(`${pathname}${search}${hash}`)} size="lg" className="w-full">
          Sign In
        </ButtonLink>
      }
    >
      <p>{children}</p>
    </EmptyState>
  );
}
