import { Lock, UserRound, WifiOff } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ApiError } from '@web/lib/api';

/** What a coach page shows when its data does not load: sign in (401), not allowed (403), or the error. */
export function AccessError({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401)
    return (
      <EmptyState
        icon={<UserRound aria-hidden="true" />}
        tone="soft"
        title="Please sign in"
        action={
          <ButtonLink to="/auth" size="lg" className="w-full">
            Sign In
          </ButtonLink>
        }
      >
        <p>Client dossiers are for coaches. Sign in to continue.</p>
      </EmptyState>
    );
  if (status === 403)
    return (
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title="Not allowed"
        data-testid="coach-client-forbidden"
        action={
          <ButtonLink to="/" size="lg" className="w-full">
            Back to home
          </ButtonLink>
        }
      >
        <p>{error.message}</p>
      </EmptyState>
    );
  return (
    <EmptyState icon={<WifiOff aria-hidden="true" />} title="We could not load this client">
      <p>{error.message}</p>
    </EmptyState>
  );
}
