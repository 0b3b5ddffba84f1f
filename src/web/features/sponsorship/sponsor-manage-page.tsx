import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SPONSOR_MANAGE } from '@content/offers';
import { fillOfferText } from '@core/offers';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { setSponsorCancel, useSponsorManage } from './sponsorship-api';

const t = SPONSOR_MANAGE;
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** /sponsor-manage?t={signed token}: a sponsor sees and cancels what they pay for, without an account. */
export function SponsorManagePage() {
  const [params] = useSearchParams();
  const token = params.get('t');
  const q = useSponsorManage(token);
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);

  if (!token || q.isError)
    return (
      <div className="mx-auto max-w-xl px-6 py-16 text-center">
        <h1 className="font-display text-3xl">{t.title}</h1>
        <p className="mt-4 text-ink-soft" role="alert">
          {q.error instanceof ApiError && q.error.status === 410 ? q.error.message : t.invalid}
        </p>
      </div>
    );
  if (!q.data)
    return (
      <div className="grid min-h-[50dvh] place-items-center" aria-live="polite">
        <Spinner className="size-8 text-violet" />
        <p role="status" className="sr-only">
          {t.loading}
        </p>
      </div>
    );
  const v = q.data;
  const amount = money(v.amountCents, v.currency);
  const change = async (cancel: boolean) => {
    setBusy(true);
    try {
      const next = await setSponsorCancel(token, cancel);
      qc.setQueryData(['sponsor-manage', token], next);
      toast.success(cancel ? t.canceledToast : t.resumedToast);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const state =
    v.status === 'refunded'
      ? t.refunded
      : v.status === 'canceled' || v.status === 'expired'
        ? t.ended
        : v.cancelAtPeriodEnd && v.periodEnd
          ? fillOfferText(t.ends, { date: day(v.periodEnd) })
          : v.monthly && v.periodEnd
            ? fillOfferText(t.renews, { date: day(v.periodEnd) })
            : null;
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-16 pt-10 sm:px-6 sm:pt-16">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-violet/10 text-violet">
        <HeartHandshake className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-center font-display text-4xl tracking-tight">{t.title}</h1>
      <section className="mt-8 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70">
        <p className="text-lg text-ink">
          {fillOfferText(v.forName ? t.lead : t.leadNoName, { productName: v.productName, forName: v.forName })}
        </p>
        <p className="mt-2 font-display text-3xl text-ink">
          {fillOfferText(v.monthly ? t.price : t.priceOnce, { amount })}
        </p>
        {state ? (
          <p className="mt-3 text-ink-soft" data-testid="sponsor-manage-state">
            {state}
          </p>
        ) : null}
        {v.canCancel ? (
          <div className="mt-6">
            {v.cancelAtPeriodEnd ? (
              <Button size="lg" variant="secondary" disabled={busy} onClick={() => void change(false)}>
                {t.resume}
              </Button>
            ) : (
              <Button size="lg" variant="secondary" disabled={busy} onClick={() => void change(true)}>
                {t.cancel}
              </Button>
            )}
          </div>
        ) : null}
      </section>
    </div>
  );
}
