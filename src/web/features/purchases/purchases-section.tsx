import { FileText, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Purchase } from '@core/contracts/purchases';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import { useMailWatch } from '@web/lib/use-mail-status';
import { ApiError } from '@web/lib/api';
import { longDate, money, usePurchases, useRequestRefund, useTalkCancellation } from './purchases-api';

const errorText = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500
    ? err.message
    : 'Something went wrong. Please try again.';

/**
 * The profile's Purchases: each payment with its receipt; 'Request a refund' on a Strategy purchase within the
 * 30-day money-back guarantee; Talk's renewal date with 'Cancel subscription' (access until the period ends) or
 * 'Resume subscription', and a failed renewal's grace period.
 */
export function PurchasesSection() {
  const q = usePurchases();
  const { hash } = useLocation();
  const loaded = q.isSuccess;
  // Links in the e-mails and the receipt page lead to /profile#purchases: shown once the list is there.
  useEffect(() => {
    if (loaded && hash === '#purchases') document.getElementById('purchases')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (q.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Spinner label="Loading purchases…" /> Loading purchases…
      </p>
    );
  if (q.isError)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-ink-soft">We could not load your purchases.</p>
        <Button size="sm" variant="secondary" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { purchases, talk } = q.data;
  if (!purchases.length && !talk) return <p className="text-sm text-ink-soft">No purchases yet.</p>;
  return (
    <div className="space-y-4">
      {talk && <TalkStatus talk={talk} />}
      <ul className="divide-y divide-line/70" aria-label="Payments">
        {purchases.map((p) => (
          <PurchaseRow key={p.id} p={p} />
        ))}
      </ul>
    </div>
  );
}

function TalkStatus({ talk }: { talk: NonNullable<ReturnType<typeof usePurchases>['data']>['talk'] }) {
  const change = useTalkCancellation();
  if (!talk) return null;
  const toggle = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: (d) =>
        toast.success(cancel ? 'Subscription Canceled' : 'Subscription resumed', {
          description:
            cancel && d.talk?.periodEnd
              ? `You keep Talk until ${longDate(d.talk.periodEnd)}.`
              : 'Talk renews as before.',
        }),
      onError: (err) => toast.error('Error', { description: errorText(err) }),
    });
  let line: string;
  if (talk.status === 'past_due')
    line = `Your last payment failed. We will try your card again; you keep Talk until ${
      talk.graceEndsAt ? longDate(talk.graceEndsAt) : 'the retries end'
    }.`;
  else if (!talk.canCancel) line = 'Your Talk subscription has ended.';
  else if (talk.cancelAtPeriodEnd)
    line = `Cancelled: you keep Talk until ${talk.periodEnd ? longDate(talk.periodEnd) : 'the end of the period'}.`;
  else
    line = `Active. Renews on ${talk.periodEnd ? longDate(talk.periodEnd) : 'the next billing date'} · cancel anytime.`;
  return (
    <div className="rounded-2xl bg-cream/60 p-4 ring-1 ring-line/60" data-testid="talk-subscription">
      <p className="font-semibold">Talk subscription</p>
      <p className="mt-1 text-sm text-ink-soft">{line}</p>
      {talk.canCancel && (
        <div className="mt-3">
          {talk.cancelAtPeriodEnd ? (
            <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => toggle(false)}>
              Resume subscription
            </Button>
          ) : (
            <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => toggle(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function PurchaseRow({ p }: { p: Purchase }) {
  const [asking, setAsking] = useState(false);
  const refund = useRequestRefund();
  // The refund's confirmation was promised: if the outbox could not deliver it, say so (decision 065).
  const watchMail = useMailWatch(() =>
    toast.error(MAIL_NOT_DELIVERED.title, { description: MAIL_NOT_DELIVERED.refund }),
  );
  const doRefund = () =>
    refund.mutate(p.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success('Refund requested', {
          description: `${money(p.amountCents, p.currency)} goes back to the card that paid.`,
        });
        watchMail();
      },
      onError: (err) => {
        setAsking(false);
        toast.error('Error', { description: errorText(err) });
      },
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`purchase-${p.product}`}>
      <div className="min-w-0">
        <p className="font-semibold break-words">{p.productName}</p>
        <p className="text-sm text-ink-soft">
          {p.paidAt ? longDate(p.paidAt) : 'Pending'} · {money(p.amountCents, p.currency)}
          {p.paidBy === 'sponsor' ? ' · paid by your sponsor' : ''}
          {p.refundedAt ? ` · Refunded on ${longDate(p.refundedAt)}` : p.refundRequested ? ' · Refund requested' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/receipts/${encodeURIComponent(p.id)}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet/5 focus-visible:outline-3 focus-visible:outline-violet"
          aria-label={`Receipt for ${p.productName}, ${p.paidAt ? longDate(p.paidAt) : ''}`}
        >
          <FileText className="size-4" aria-hidden="true" /> Receipt
        </Link>
        {p.refundableUntil && (
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            <Undo2 className="size-4" aria-hidden="true" /> Request a refund
          </Button>
        )}
      </div>
      {p.refundableUntil && (
        <Dialog
          open={asking}
          onOpenChange={(o) => !refund.isPending && setAsking(o)}
          title="Request a refund"
          description={`30-day money-back guarantee: until ${longDate(p.refundableUntil)}.`}
        >
          <p className="text-sm text-ink">
            We refund {money(p.amountCents, p.currency)} to the card that paid
            {p.paidBy === 'sponsor' ? ' (your sponsor’s)' : ''}. Your Strategy Sprint ends at once and any sessions you
            booked are cancelled.
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={refund.isPending}>
              Keep my sprint
            </Button>
            <Button variant="coral" loading={refund.isPending} onClick={doRefund}>
              Refund {money(p.amountCents, p.currency)}
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
