import { Check, HeartHandshake, Lock, ShieldCheck, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { OfferService } from '@content/offers';
import { AGE_MESSAGES } from '@core/age';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { LegalNote } from '@web/features/legal';
import { BirthYearQuestion, useAge } from '@web/features/trust';

const SponsorRequestDialog = lazy(() =>
  import('@web/features/sponsorship/sponsor-request-dialog').then((m) => ({ default: m.SponsorRequestDialog })),
);

export interface CheckoutLayoutProps {
  service: OfferService;
  eyebrow: string;
  title: string;
  lead: string;
  priceLabel: string;
  priceNote: string;
  highlights: readonly string[];
  notes: readonly string[];
  cta: string;
  processingLabel: string;
  sponsorLabel: string;
  processing: boolean;
  onStart(): void;
  /** A notice above the title (a canceled payment). */
  notice?: ReactNode;
  /** More sections under the highlights ('What You'll Get'). */
  children?: ReactNode;
  /** Under the price card (a contact line). */
  footer?: ReactNode;
  /** The visitor already has this service: a way to it instead of the checkout (decision 067). */
  owned?: { label: string; to: string; note: string } | null;
}

/** The two checkout pages' shape: the offer on the left, the price card with the two actions on the right. */
export function CheckoutLayout(p: CheckoutLayoutProps) {
  const [sponsorOpen, setSponsorOpen] = useState(false);
  const [sponsorLoaded, setSponsorLoaded] = useState(false);
  // The year of birth is asked once before paying (decision 034); under 18 the paid paths are off.
  const age = useAge();
  const [askAge, setAskAge] = useState(false);
  const askRef = useRef<HTMLDivElement>(null);
  const under18 = age.data?.under18 === true;
  const start = () => {
    if (age.data && age.data.birthYear === null) return setAskAge(true);
    p.onStart();
  };
  useEffect(() => {
    if (askAge) askRef.current?.querySelector('input')?.focus();
  }, [askAge]);

  useEffect(() => {
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-12">
      {/* Phones: the offer, then the price card with its actions, then the details; wide screens: the card beside. */}
      <div className="grid gap-8 [grid-template-areas:'head'_'price'_'more'] lg:grid-cols-[1fr_minmax(0,400px)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:[grid-template-areas:'head_price'_'more_price']">
        <div className="animate-rise [grid-area:head]">
          {p.notice}
          <p className="inline-flex items-center gap-2 rounded-full bg-violet/10 px-3 py-1 text-sm font-semibold text-violet-dark">
            <Sparkles className="size-4" aria-hidden="true" /> {p.eyebrow}
          </p>
          <h1
            tabIndex={-1}
            data-page-heading
            className="mt-4 font-display text-[2.4rem] leading-[1.05] tracking-tight text-balance outline-none sm:text-6xl"
          >
            {p.title}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{p.lead}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {p.highlights.map((h) => (
              <li key={h} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-line/70">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-mint/15 text-[#0f7a5a]">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                <span className="font-semibold text-ink">{h}</span>
              </li>
            ))}
          </ul>
        </div>
        {p.children ? <div className="[grid-area:more]">{p.children}</div> : null}

        <aside
          className="animate-rise [grid-area:price] lg:sticky lg:top-24 lg:self-start"
          style={{ animationDelay: '80ms' }}
        >
          <div className="relative overflow-hidden rounded-3xl bg-ink p-6 text-white shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] sm:p-7">
            <div
              className="pointer-events-none absolute -right-16 -top-16 size-48 rounded-full bg-violet/40 blur-3xl"
              aria-hidden="true"
            />
            <div
              className="pointer-events-none absolute -bottom-20 -left-10 size-48 rounded-full bg-coral/30 blur-3xl"
              aria-hidden="true"
            />
            <p className="relative text-sm font-semibold uppercase tracking-wider text-gold">Your price</p>
            <p className="relative mt-2 flex items-baseline gap-2">
              <span className="font-display text-6xl leading-none" data-testid="offer-price">
                {p.priceLabel}
              </span>
              <span className="text-white/75">{p.priceNote}</span>
            </p>
            <ul className="relative mt-5 space-y-2 text-sm text-white/85">
              {p.notes.map((n, i) => (
                <li key={n} className="flex items-center gap-2">
                  {i === 0 ? (
                    <Lock className="size-4 text-gold" aria-hidden="true" />
                  ) : (
                    <ShieldCheck className="size-4 text-gold" aria-hidden="true" />
                  )}
                  {n}
                </li>
              ))}
            </ul>
            {p.owned ? (
              <div className="relative mt-6" data-testid="checkout-owned">
                <p role="status" className="flex items-center gap-2 font-semibold text-white">
                  <Check className="size-5 text-mint" aria-hidden="true" /> {p.owned.note}
                </p>
                <ButtonLink
                  to={p.owned.to}
                  size="lg"
                  variant="coral"
                  className="mt-4 h-auto min-h-14 w-full py-3 text-[17px] leading-tight"
                >
                  {p.owned.label}
                </ButtonLink>
              </div>
            ) : under18 ? (
              <div role="status" className="relative mt-6 rounded-2xl bg-white/10 p-4" data-testid="checkout-under-18">
                <p className="font-semibold text-white">{AGE_MESSAGES.paidUnder18}</p>
                <p className="mt-1 text-sm text-white/80">{AGE_MESSAGES.paidUnder18More}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <ButtonLink to="/show-application" size="sm" variant="coral">
                    Apply to the show
                  </ButtonLink>
                  <ButtonLink
                    to="/"
                    size="sm"
                    variant="ghost"
                    className="text-white ring-1 ring-white/30 hover:bg-white/10"
                  >
                    Back to home
                  </ButtonLink>
                </div>
              </div>
            ) : (
              <Button
                size="lg"
                variant="coral"
                className="relative mt-6 h-auto min-h-14 w-full py-3 text-[17px] leading-tight"
                onClick={start}
                disabled={p.processing || askAge}
                aria-busy={p.processing || undefined}
              >
                {p.processing ? <Spinner className="size-5" /> : null}
                {p.processing ? p.processingLabel : p.cta}
              </Button>
            )}
            {under18 || p.owned ? null : (
              <Button
                size="lg"
                variant="ghost"
                className="relative mt-3 h-auto min-h-14 w-full px-4 py-3 leading-tight text-white ring-1 ring-white/30 hover:bg-white/10"
                onClick={() => {
                  setSponsorLoaded(true);
                  setSponsorOpen(true);
                }}
                onPointerEnter={() => setSponsorLoaded(true)}
                aria-haspopup="dialog"
              >
                <HeartHandshake className="size-5" aria-hidden="true" /> {p.sponsorLabel}
              </Button>
            )}
          </div>
          {askAge && !under18 ? (
            <div ref={askRef} className="mt-4">
              <BirthYearQuestion
                why={AGE_MESSAGES.checkoutWhy}
                onDone={(res) => {
                  setAskAge(false);
                  if (res.under18 !== true) p.onStart();
                }}
              />
            </div>
          ) : null}
          {p.footer}
          {p.owned ? null : <LegalNote lead={under18 ? 'Read our' : 'By paying you accept the'} className="mt-4" />}
        </aside>
      </div>
      {sponsorLoaded ? (
        <Suspense fallback={null}>
          <SponsorRequestDialog open={sponsorOpen} onOpenChange={setSponsorOpen} service={p.service} />
        </Suspense>
      ) : null}
    </div>
  );
}
