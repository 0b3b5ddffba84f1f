import { AlertTriangle, CircleHelp, Clock, Info, RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import { PAYMENT_ACCOUNT, PAYMENT_CHECK } from '@content/offers';
import type { CheckoutSession } from '@core/contracts/offers';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { useRefreshMe } from '@web/lib/session';
import { useCheckoutSession } from './offers-api';

/** The `session_id` a provider sent back: a short, URL-safe id or nothing. */
export function sessionIdFrom(params: URLSearchParams): string | null {
  const id = params.get('session_id');
  return id && /^[A-Za-z0-9_-]{4,255}$/.test(id) ? id : null;
}

/**
 * A success page's gate: the payment is verified by the server with the provider before the page says it
 * worked. Paid → the page; still open, failed or expired, unknown → a clear state with the way forward.
 */
export function PaymentCheck({ retryTo, children }: { retryTo: string; children: (s: CheckoutSession) => ReactNode }) {
  const [params] = useSearchParams();
  const id = sessionIdFrom(params);
  const q = useCheckoutSession(id);

  if (!id || q.data === null)
    return (
      <EmptyState
        icon={<CircleHelp aria-hidden="true" />}
        title={PAYMENT_CHECK.unknown.title}
        data-testid="payment-unknown"
        action={
          <ButtonLink to="/" size="lg" variant="secondary">
            Back to Home
          </ButtonLink>
        }
      >
        <p>{PAYMENT_CHECK.unknown.body}</p>
      </EmptyState>
    );
  if (q.isError)
    return (
      <EmptyState
        icon={<AlertTriangle aria-hidden="true" />}
        title="We could not check your payment"
        action={
          <Button size="lg" onClick={() => void q.refetch()}>
            <RefreshCw className="size-5" aria-hidden="true" /> {PAYMENT_CHECK.recheck}
          </Button>
        }
      >
        <p>{q.error.message}</p>
      </EmptyState>
    );
  const s = q.data;
  if (!s || (s.status === 'open' && q.isFetching))
    return (
      <div className="grid min-h-[60dvh] place-items-center px-6 text-center text-ink-soft" aria-live="polite">
        <div className="space-y-4">
          <Spinner className="mx-auto size-8 text-violet" />
          <p className="font-semibold text-ink" role="status">
            {PAYMENT_CHECK.checking}
          </p>
        </div>
      </div>
    );
  if (s.status === 'paid')
    return (
      <>
        <PaidAccountNote s={s} />
        {s.receipt === 'failed' ? <ReceiptNotDelivered /> : null}
        {children(s)}
      </>
    );
  const open = s.status === 'open';
  const t = open ? PAYMENT_CHECK.open : PAYMENT_CHECK.failed;
  return (
    <EmptyState
      icon={open ? <Clock aria-hidden="true" /> : <AlertTriangle aria-hidden="true" />}
      title={t.title}
      data-testid={open ? 'payment-open' : 'payment-failed'}
      action={
        <>
          {open ? (
            <Button size="lg" variant="secondary" onClick={() => void q.refetch()}>
              <RefreshCw className="size-5" aria-hidden="true" /> {PAYMENT_CHECK.recheck}
            </Button>
          ) : null}
          <ButtonLink to={retryTo} size="lg" variant="coral">
            {PAYMENT_CHECK.retry}
          </ButtonLink>
        </>
      }
    >
      <p>{t.body}</p>
    </EmptyState>
  );
}

/**
 * After a payment: the session is read again (an anonymous visitor who paid is now signed in to their account, so
 * the header's account icon leads there), and the page says what happened to the account or a second payment.
 */
function PaidAccountNote({ s }: { s: CheckoutSession }) {
  const refreshMe = useRefreshMe();
  useEffect(() => {
    void refreshMe();
    // Once per verified payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.status, s.account]);
  const text = s.refunded ? PAYMENT_ACCOUNT.refunded : s.account ? PAYMENT_ACCOUNT[s.account] : null;
  if (!text) return null;
  return (
    <p
      role="status"
      data-testid="payment-account-note"
      className="mx-4 mt-6 flex max-w-2xl items-start gap-3 rounded-2xl bg-violet/10 px-4 py-3 text-sm leading-relaxed text-ink sm:mx-auto"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-violet" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/**
 * The receipt's e-mail could not be delivered (its outbox row failed; decision 087): said with the words of the
 * pages whose mail failed (content/mail-status.ts), and kept on the page, not a passing toast.
 */
function ReceiptNotDelivered() {
  return (
    <div
      role="alert"
      data-testid="receipt-not-delivered"
      className="mx-4 mt-6 flex max-w-2xl items-start gap-3 rounded-2xl bg-coral/10 px-4 py-3 text-sm leading-relaxed text-ink sm:mx-auto"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-coral" aria-hidden="true" />
      <span>
        <strong className="block font-semibold">{MAIL_NOT_DELIVERED.title}</strong>
        {MAIL_NOT_DELIVERED.receipt}
      </span>
    </div>
  );
}
