import { Check, Copy, Link2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MyShare } from '@core/contracts/profile';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { copyToClipboard, formatDate } from '@web/features/share';
import { ApiError } from '@web/lib/api';
import { useMyShares, useRevokeMyShare } from './profile-api';

/** Copy confirmations on the profile last 3 seconds (docs/product/accounts.md#profile). */
export const PROFILE_COPY_MS = 3000;

/** The visitor's share links with their expiry, Copy, and Revoke (after a confirmation). */
export function ShareLinks() {
  const shares = useMyShares(true);
  if (shares.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Spinner className="size-4" /> Loading your links…
      </p>
    );
  if (shares.isError)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-coral-dark">We could not load your share links.</p>
        <Button size="sm" variant="secondary" onClick={() => void shares.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!shares.data.length)
    return (
      <EmptyState layout="inline" tone="soft" titleAs="h3" icon={<Link2 aria-hidden="true" />} title="No share links">
        <p>Share a poster to get a public link. Links expire after 30 days.</p>
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-line/70" aria-label="Your share links">
      {shares.data.map((s) => (
        <ShareRow key={s.shareId} share={s} />
      ))}
    </ul>
  );
}

function ShareRow({ share }: { share: MyShare }) {
  const revoke = useRevokeMyShare();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const active = share.status === 'active';

  const copy = async () => {
    if (await copyToClipboard(share.url)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), PROFILE_COPY_MS);
    } else toast.error('Failed to copy link - Please copy the link manually.', { description: share.url });
  };
  const doRevoke = async () => {
    try {
      await revoke.mutateAsync(share.shareId);
      toast.success('Link revoked', { description: 'It no longer opens your poster.' });
    } catch (err) {
      toast.error('Error', {
        description: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
      });
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="share-link-row">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{share.roleTitle}</p>
        <p className="truncate text-sm text-ink-soft" title={share.url}>
          {share.url}
        </p>
        <p className="text-xs text-ink-soft">
          {active ? `Expires ${formatDate(share.expiresAt)}` : `Expired ${formatDate(share.expiresAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button size="sm" variant="secondary" onClick={copy} aria-label={`Copy the link to ${share.roleTitle}`}>
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button size="sm" variant="coral" onClick={doRevoke} loading={revoke.isPending}>
              Yes, revoke
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Revoke the link to ${share.roleTitle}`}
          >
            <X className="size-4" aria-hidden="true" /> Revoke
          </Button>
        )}
      </div>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Link copied' : ''}
      </span>
    </li>
  );
}
