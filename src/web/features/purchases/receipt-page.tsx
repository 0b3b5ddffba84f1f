import { ArrowLeft, Download, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatRate } from '@core/vat';
import { ButtonLink, buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageFallback } from '@web/components/ui/page-fallback';
import { ApiError } from '@web/lib/api';
import { SignInPrompt } from '@web/components/ui/sign-in-prompt';
import { useAccount } from '@web/lib/session';
import { longDate, money, useReceipt } from './purchases-api';

const countryName = (code: string | null) => {
  if (!code) return 'Not given';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** /receipts/:id — one payment's receipt (owner only): seller, buyer's country, net + VAT = total, a PDF. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const q = useReceipt(id);
  const { account, loading } = useAccount();
  useEffect(() => {
    document.title = 'Receipt';
  }, []);
  if (q.isPending || (q.isError && loading)) return <PageFallback />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    // The receipt's link opened in a browser that is not signed in to the account: sign in and come back here.
    if (!account && (status === 401 || status === 403 || status === 404))
      return (
        <SignInPrompt title="Sign in to see your receipt">
          Receipts are shown to the account that was paid for. Sign in and this receipt opens here.
        </SignInPrompt>
      );
    return (
      <EmptyState
        icon={<FileText aria-hidden="true" />}
        tone="soft"
        title={
          status === 401 ? 'Please log in' : status === 404 ? 'Receipt not found' : 'We could not load this receipt'
        }
        action={
          <ButtonLink to={status === 401 ? '/auth' : '/profile'} size="lg" className="w-full">
            {status === 401 ? 'Sign In' : 'Go to my profile'}
          </ButtonLink>
        }
      >
        <p>
          {status === 404
            ? 'This receipt does not exist or belongs to another account.'
            : 'Receipts are shown to the account that was paid for.'}
        </p>
      </EmptyState>
    );
  }
  const r = q.data;
  const rows: [string, string][] = [
    ['Receipt number', r.id],
    ['Date', longDate(r.paidAt)],
    ['Paid by', r.paidBy === 'sponsor' ? 'Your sponsor' : 'You'],
    ['Country', countryName(r.buyerCountry)],
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12" aria-labelledby="receipt-title">
      <ButtonLink to="/profile#purchases" variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to profile
      </ButtonLink>
      <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-8 animate-rise">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-bold uppercase tracking-[0.14em] text-violet">{r.brand}</p>
            <h1 id="receipt-title" className="font-display text-4xl leading-tight">
              Receipt
            </h1>
          </div>
          <a
            className={buttonClass('secondary', 'sm')}
            href={`/api/receipts/${encodeURIComponent(r.id)}/pdf`}
            download
            aria-label="Download the receipt as PDF"
          >
            <Download className="size-4" aria-hidden="true" /> PDF
          </a>
        </div>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-soft">{k}</dt>
              <dd className="break-all font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 border-t border-line pt-4 text-sm">
          <p className="font-semibold">Seller</p>
          <p>{r.seller.name}</p>
          <p className="text-ink-soft">{r.seller.address}</p>
          {r.seller.vatId && <p className="text-ink-soft">VAT ID: {r.seller.vatId}</p>}
        </div>
        <div className="mt-6 border-t border-line pt-4">
          <p className="font-semibold">
            {r.productName}{' '}
            <span className="font-normal text-ink-soft">
              ({r.kind === 'subscription' ? 'monthly subscription' : 'one-time'})
            </span>
          </p>
          <dl className="mt-3 space-y-2 text-sm" data-testid="receipt-figures">
            <div className="flex justify-between gap-4">
              <dt>Net</dt>
              <dd>{money(r.netCents, r.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>VAT {formatRate(r.vatRateBp)}</dt>
              <dd>{money(r.vatCents, r.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
              <dt>Total paid (VAT included)</dt>
              <dd>{money(r.grossCents, r.currency)}</dd>
            </div>
            {r.refundedAt && (
              <div className="flex justify-between gap-4 font-semibold text-coral-dark">
                <dt>Refunded on {longDate(r.refundedAt)}</dt>
                <dd>-{money(r.refundedCents, r.currency)}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </section>
  );
}
