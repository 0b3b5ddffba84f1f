import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatAmount, type LocalPortalView } from '@core/contracts/local-checkout';
import { Button, buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { HostedFrame } from './local-checkout-page';
import { sameSiteUrl, useLocalPortal, useSetCancelAtPeriodEnd } from './local-checkout-api';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** /pay/portal/:token — the local provider's billing portal: see a subscription, cancel it at period end, or resume. */
export function LocalPortalPage() {
  const { token = '' } = useParams();
  const portal = useLocalPortal(token);

  useEffect(() => {
    document.title = 'Billing · Test mode';
  }, []);

  if (portal.isPending)
    return (
      <HostedFrame brand="Billing">
        <div className="grid min-h-[50vh] place-items-center text-ink-soft">
          <span className="inline-flex items-center gap-3">
            <Spinner label="Loading your subscription…" /> Loading your subscription…
          </span>
        </div>
      </HostedFrame>
    );
  if (portal.isError || !portal.data)
    return (
      <HostedFrame brand="Billing">
        <div className="mx-auto max-w-md rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-line/70">
          <h1 className="font-display text-3xl leading-tight">
            {portal.isError ? 'Could not load your subscription' : 'This link has expired'}
          </h1>
          <p className="mt-3 text-ink-soft">
            {portal.isError
              ? 'Something went wrong. Please try again.'
              : 'Open the billing portal again from your account settings.'}
          </p>
          <div className="mt-6 flex justify-center gap-3">
            {portal.isError && <Button onClick={() => void portal.refetch()}>Try again</Button>}
            <a className={buttonClass(portal.isError ? 'secondary' : 'primary')} href="/profile">
              Account settings
            </a>
          </div>
        </div>
      </HostedFrame>
    );
  return <Portal token={token} view={portal.data} />;
}

function Portal({ token, view }: { token: string; view: LocalPortalView }) {
  const change = useSetCancelAtPeriodEnd(token);
  const back = sameSiteUrl(view.returnUrl) ?? '/';
  return (
    <HostedFrame brand={view.brand}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,320px)_1fr] lg:gap-16">
        <div>
          <a
            href={back}
            className="inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink"
          >
            ← Return to {view.brand}
          </a>
          <h1 className="mt-6 font-display text-4xl leading-tight tracking-tight">Manage your subscription</h1>
          <p className="mt-3 text-ink-soft">
            Cancel anytime: you keep access until the end of the period you paid for.
          </p>
        </div>
        <section aria-labelledby="subs-heading">
          <h2 id="subs-heading" className="text-sm font-bold uppercase tracking-[0.14em] text-ink-soft">
            Current subscription
          </h2>
          {view.subscriptions.length === 0 && (
            <p className="mt-4 rounded-3xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-line/70">
              You have no subscriptions.
            </p>
          )}
          <ul className="mt-4 space-y-4">
            {view.subscriptions.map((s) => {
              const ended = s.status === 'canceled';
              const pending = change.isPending && change.variables?.subscriptionId === s.id;
              return (
                <li key={s.id} className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="text-lg font-semibold">{s.productName}</p>
                      <p className="text-ink-soft">{formatAmount(s.amountCents, s.currency)} per month</p>
                    </div>
                    <span
                      className={
                        ended
                          ? 'inline-flex items-center gap-1.5 rounded-full bg-ink/5 px-3 py-1 text-sm font-semibold text-ink-soft'
                          : s.cancelAtPeriodEnd
                            ? 'inline-flex items-center gap-1.5 rounded-full bg-[#fff6e0] px-3 py-1 text-sm font-semibold text-[#5c4300]'
                            : 'inline-flex items-center gap-1.5 rounded-full bg-mint/15 px-3 py-1 text-sm font-semibold text-[#0f7a5a]'
                      }
                    >
                      {ended ? (
                        <CircleX className="size-4" aria-hidden="true" />
                      ) : s.cancelAtPeriodEnd ? (
                        <CalendarClock className="size-4" aria-hidden="true" />
                      ) : (
                        <CircleCheck className="size-4" aria-hidden="true" />
                      )}
                      {ended ? 'Ended' : s.cancelAtPeriodEnd ? 'Canceling' : 'Active'}
                    </span>
                  </div>
                  <p className="mt-4 text-sm text-ink" aria-live="polite">
                    {ended
                      ? `Ended on ${day(s.currentPeriodEnd)}.`
                      : s.cancelAtPeriodEnd
                        ? `Your subscription ends on ${day(s.currentPeriodEnd)}. You keep access until then.`
                        : `Renews on ${day(s.currentPeriodEnd)}.`}
                  </p>
                  {!ended && (
                    <div className="mt-5">
                      <Button
                        variant={s.cancelAtPeriodEnd ? 'primary' : 'outline'}
                        disabled={change.isPending}
                        aria-busy={pending}
                        onClick={() => change.mutate({ subscriptionId: s.id, cancelAtPeriodEnd: !s.cancelAtPeriodEnd })}
                      >
                        {pending && <Spinner className="size-4" />}
                        {s.cancelAtPeriodEnd ? 'Renew subscription' : 'Cancel subscription'}
                      </Button>
                      {change.isError && change.variables?.subscriptionId === s.id && (
                        <p role="alert" className="mt-3 text-sm font-medium text-coral-dark">
                          Something went wrong. Please try again.
                        </p>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </HostedFrame>
  );
}
