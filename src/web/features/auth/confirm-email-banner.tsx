import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { useAuthSession, useResendConfirmation } from './auth-api';
import { DevOutboxLink } from './dev-outbox-link';

/**
 * 'Confirm your e-mail' with 'Resend', for a signed-in account whose address is not confirmed yet (decision 019).
 * Renders nothing while loading, when signed out, and once the address is confirmed.
 */
export function ConfirmEmailBanner({ className }: { className?: string }) {
  const session = useAuthSession();
  const resend = useResendConfirmation();
  const [sent, setSent] = useState(false);
  const user = session.data;
  if (!user || user.emailVerified) return null;
  const onResend = async () => {
    try {
      await resend.mutateAsync(user.email);
      setSent(true);
      toast.success('Confirmation e-mail sent', { description: `Check your inbox at ${user.email}.` });
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'An unexpected error occurred' });
    }
  };
  return (
    <section
      aria-labelledby="confirm-email-title"
      className={`rounded-3xl bg-gold/15 p-4 ring-1 ring-gold/40 sm:p-5 ${className ?? ''}`}
      data-testid="confirm-email-banner"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <MailWarning className="size-6 shrink-0 text-ink" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="confirm-email-title" className="font-semibold text-ink">
            Confirm your e-mail
          </h2>
          <p className="text-sm text-ink-soft">
            {sent ? 'We sent a new link to ' : 'We sent a link to '}
            <strong className="wrap-anywhere text-ink">{user.email}</strong>. Open it to confirm your address, so you
            can always get back into your account.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void onResend()} loading={resend.isPending}>
          Resend
        </Button>
      </div>
      {sent ? (
        <div className="mt-3">
          <DevOutboxLink email={user.email} />
        </div>
      ) : null}
    </section>
  );
}
