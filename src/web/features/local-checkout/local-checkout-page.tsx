import { ArrowLeft, CreditCard, Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatAmount, formatCardNumber, formatExpiry, type LocalCheckoutView } from '@core/contracts/local-checkout';
import { Button, buttonClass } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { EU_COUNTRIES } from '@core/vat';
import { sameSiteUrl, useLocalCheckout, usePayLocalCheckout } from './local-checkout-api';
import { useFieldErrors } from '@web/lib/use-field-errors';
import { CARD_FIELD_ORDER, cardFormSchema, type CardField as Field, type CardForm } from '@core/contracts/card-form';
import { useZodForm } from '@web/lib/zod-form';

/** The billing countries offered (VAT follows the buyer's EU country; decision 045): the EU, then a few others. */
const COUNTRIES = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const list = [...EU_COUNTRIES, 'GB', 'NO', 'CH', 'IS', 'US', 'CA', 'AU'];
  return list.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name));
})();
const FIELD_OF: Record<string, Field> = {
  incorrect_number: 'number',
  card_declined: 'number',
  insufficient_funds: 'number',
  invalid_expiry: 'expiry',
  invalid_cvc: 'cvc',
  missing_name: 'name',
  invalid_email: 'email',
  invalid_country: 'country',
};

/** The frame of the hosted pages: a plain test-mode page that is visibly not the product itself. */
export function HostedFrame({ brand, children }: { brand: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-[#f6f7fb] text-ink">
      <div className="bg-[#ffb020] px-4 py-1.5 text-center text-xs font-bold uppercase tracking-[0.18em] text-[#3b2a00]">
        Test mode · no real money moves
      </div>
      <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-6 sm:px-8 sm:pt-12">
        <p className="mb-6 flex items-center gap-2 text-sm font-semibold text-ink-soft">
          <span className="grid size-7 place-items-center rounded-lg bg-ink text-xs font-bold text-white">
            {brand.slice(0, 1).toUpperCase()}
          </span>
          {brand}
        </p>
        {children}
      </div>
    </div>
  );
}

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-line/70">
      <h1 className="font-display text-3xl leading-tight">{title}</h1>
      <p className="mt-3 text-ink-soft">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** /pay/:checkoutId — the local provider's hosted checkout, like Stripe Checkout in test mode. */
export function LocalCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const session = useLocalCheckout(checkoutId);

  useEffect(() => {
    document.title = 'Checkout · Test mode';
  }, []);

  if (session.isPending)
    return (
      <HostedFrame brand="Checkout">
        <div className="grid min-h-[50vh] place-items-center text-ink-soft">
          <span className="inline-flex items-center gap-3">
            <Spinner label="Loading checkout…" /> Loading checkout…
          </span>
        </div>
      </HostedFrame>
    );
  if (session.isError)
    return (
      <HostedFrame brand="Checkout">
        <Notice
          title="Could not load the checkout"
          text="Something went wrong. Please try again."
          action={
            <Button variant="primary" onClick={() => void session.refetch()}>
              Try again
            </Button>
          }
        />
      </HostedFrame>
    );
  const view = session.data;
  if (!view)
    return (
      <HostedFrame brand="Checkout">
        <Notice
          title="This checkout link is not valid"
          text="Start the payment again from the offer page."
          action={
            <a className={buttonClass('primary')} href="/">
              Back to home
            </a>
          }
        />
      </HostedFrame>
    );
  if (view.status === 'expired')
    return (
      <HostedFrame brand={view.brand}>
        <Notice
          title="This checkout has expired"
          text="Checkout links are valid for 24 hours. Please start again."
          action={
            <a className={buttonClass('primary')} href={sameSiteUrl(view.cancelUrl) ?? '/'}>
              Return to {view.brand}
            </a>
          }
        />
      </HostedFrame>
    );
  if (view.status === 'complete')
    return (
      <HostedFrame brand={view.brand}>
        <Notice
          title="Already paid"
          text="This checkout is complete. Thank you!"
          action={
            <a className={buttonClass('primary')} href={sameSiteUrl(view.successUrl) ?? '/'}>
              Continue
            </a>
          }
        />
      </HostedFrame>
    );
  return (
    <HostedFrame brand={view.brand}>
      <CheckoutForm view={view} />
    </HostedFrame>
  );
}

function CheckoutForm({ view }: { view: LocalCheckoutView }) {
  const payMutation = usePayLocalCheckout(view.id);
  // The card's values and checks are the form's (core/contracts/card-form.ts); the messages and the focus on the
  // first field to fix are useFieldErrors' (one per field, scrolled into view at 390 px).
  const form = useZodForm(cardFormSchema, {
    number: '',
    expiry: '',
    cvc: '',
    name: '',
    email: view.email ?? '',
    country: '',
  });
  const card = form.watch();
  // One message per field (the browser's checks, or the server's answer about one field); formError for the rest.
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const amount = formatAmount(view.amountCents, view.currency);
  const subscription = view.mode === 'subscription';
  const busy = payMutation.isPending || leaving;

  const { error: fieldError, flag, clear, fieldRef, element } = useFieldErrors(CARD_FIELD_ORDER, { hold: busy });

  useEffect(() => {
    element('number')?.focus({ preventScroll: true });
  }, [element]);

  const set = (k: Field) => (value: string) => {
    form.setValue(k, value);
    clear(k);
  };

  const pay = (card: CardForm) => {
    payMutation.mutate(
      { ...card, email: card.email.trim() || undefined, country: card.country || undefined },
      {
        onSuccess: ({ redirectUrl }) => {
          setLeaving(true);
          window.location.assign(sameSiteUrl(redirectUrl) ?? '/');
        },
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : '';
          const message =
            err instanceof ApiError && err.status < 500 && err.status > 0
              ? err.message
              : 'Something went wrong. Please try again.';
          const field = FIELD_OF[code];
          if (field) flag({ [field]: message });
          else setFormError(message);
        },
      },
    );
  };
  // Every field is checked first: nothing is sent while one is flagged.
  const check = form.handleSubmit(pay, (errors) =>
    flag(Object.fromEntries(CARD_FIELD_ORDER.map((f) => [f, errors[f]?.message]).filter(([, m]) => m))),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    void check(e);
  };

  const cancel = () => {
    setLeaving(true);
    window.location.assign(sameSiteUrl(view.cancelUrl) ?? '/');
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
      <section aria-labelledby="order-summary" className="lg:pt-4">
        <button
          type="button"
          onClick={cancel}
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-ink-soft transition hover:bg-ink/5 hover:text-ink focus-visible:outline-3 focus-visible:outline-violet"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Cancel
        </button>
        <h1 id="order-summary" className="mt-6 text-base font-semibold text-ink-soft">
          {subscription ? `Subscribe to ${view.productName}` : view.productName}
        </h1>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-display text-5xl tracking-tight text-ink">{amount}</span>
          {subscription && <span className="text-ink-soft">per month</span>}
        </p>
        <dl className="mt-8 space-y-3 border-t border-line pt-6 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink">{view.productName}</dt>
            <dd className="font-semibold">{amount}</dd>
          </div>
          {subscription && (
            <div className="flex justify-between gap-4 text-ink-soft">
              <dt>Billed monthly · cancel anytime</dt>
              <dd />
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold">{subscription ? 'Total due today' : 'Total'}</dt>
            <dd className="font-bold">{amount}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="pay-heading"
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-8"
      >
        <h2 id="pay-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="size-5 text-violet" aria-hidden="true" /> Pay with card
        </h2>
        <p className="mt-2 rounded-xl bg-[#fff6e0] px-3 py-2 text-sm text-[#5c4300]">
          Test mode: use <strong className="whitespace-nowrap">4242 4242 4242 4242</strong>, any future date and any
          CVC. <span className="whitespace-nowrap">4000 0000 0000 0002</span> is declined.
        </p>
        <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={card.email}
            onChange={(e) => set('email')(e.target.value)}
            ref={fieldRef('email')}
            error={fieldError('email')}
            hint="Your receipt is sent here."
            disabled={busy}
          />
          <TextField
            ref={fieldRef('number')}
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(e) => set('number')(formatCardNumber(e.target.value))}
            error={fieldError('number')}
            disabled={busy}
            required
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              ref={fieldRef('expiry')}
              onChange={(e) =>
                set('expiry')(
                  e.target.value.length < card.expiry.length ? e.target.value : formatExpiry(e.target.value),
                )
              }
              error={fieldError('expiry')}
              disabled={busy}
              required
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => set('cvc')(e.target.value.replace(/\D/g, ''))}
              ref={fieldRef('cvc')}
              error={fieldError('cvc')}
              disabled={busy}
              required
            />
          </div>
          <TextField
            label="Name on card"
            autoComplete="cc-name"
            placeholder="Full name"
            value={card.name}
            onChange={(e) => set('name')(e.target.value)}
            ref={fieldRef('name')}
            error={fieldError('name')}
            disabled={busy}
            required
          />
          <div className="space-y-1.5">
            <label htmlFor="pay-country" className="block text-sm font-semibold text-ink">
              Country or region
            </label>
            <select
              ref={fieldRef('country')}
              id="pay-country"
              autoComplete="country"
              required
              value={card.country}
              onChange={(e) => set('country')(e.target.value)}
              disabled={busy}
              aria-invalid={fieldError('country') ? true : undefined}
              aria-describedby={fieldError('country') ? 'pay-country-err' : 'pay-country-hint'}
              className="h-12 w-full rounded-2xl border border-line bg-white px-4 text-[16px] text-ink transition focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15 disabled:opacity-60 aria-[invalid=true]:border-coral"
            >
              <option value="">Choose your country</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldError('country') ? (
              <p id="pay-country-err" role="alert" className="text-sm font-medium text-coral-dark">
                {fieldError('country')}
              </p>
            ) : (
              <p id="pay-country-hint" className="text-xs text-ink-soft">
                The price includes VAT at your country’s rate.
              </p>
            )}
          </div>
          {formError && (
            <p role="alert" className="rounded-xl bg-coral/10 px-3 py-2 text-sm font-medium text-coral-dark">
              {formError}
            </p>
          )}
          <Button type="submit" variant="primary" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? (
              <>
                <Spinner className="size-5" /> Processing…
              </>
            ) : (
              `Pay ${amount}`
            )}
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-soft">
            <Lock className="size-3.5" aria-hidden="true" /> Card details are checked by the test provider and never
            stored.
          </p>
        </form>
      </section>
    </div>
  );
}
