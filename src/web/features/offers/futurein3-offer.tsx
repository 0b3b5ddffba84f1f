import { ArrowRight, ChevronDown, Home, PhoneCall, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { FUTURE_IN_3, PRICES_CENTS } from '@content/offers';
import { formatEuro } from '@core/offers';
import { Button, ButtonLink } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { OWNED_LINKS, useMyServices } from '@web/lib/my-services';
import { useOffersConfig } from './offers-api';

export interface FutureIn3OfferProps {
  /** The price shown, in cents (the spec passes it in; the Strategy Sprint's price by default). */
  priceCents?: number;
  onBack(): void;
}

/** The Stage 3 sprint offer (futurein3-offer step; docs/product/offers.md#stage-3-sprint-offer). */
export function FutureIn3Offer({ priceCents = PRICES_CENTS.strategy, onBack }: FutureIn3OfferProps) {
  const t = FUTURE_IN_3;
  const config = useOffersConfig();
  const [openDay, setOpenDay] = useState<number | null>(0);
  const base = useId();
  const coachUrl = config.data?.coachCallUrl ?? null;
  const { services } = useMyServices();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <header className="text-center animate-rise">
        <p className="inline-flex items-center gap-2 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
          {t.eyebrow}
        </p>
        <h1
          tabIndex={-1}
          data-step-heading
          className="mx-auto mt-4 max-w-3xl font-display text-[2.3rem] leading-[1.06] tracking-tight text-balance outline-none sm:text-5xl"
        >
          {t.title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">{t.lead}</p>
      </header>

      <div className="mx-auto mt-8 max-w-md rounded-3xl bg-ink p-6 text-center text-white shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)]">
        <p className="font-display text-6xl leading-none" data-testid="offer-price">
          {formatEuro(priceCents)}
        </p>
        <p className="mt-2 text-sm text-white/75">{t.priceNote}</p>
        <ButtonLink
          to={services.strategy ? OWNED_LINKS.strategy.to : '/strategy-checkout'}
          size="lg"
          variant="coral"
          className="mt-5 w-full text-[17px]"
        >
          {services.strategy ? OWNED_LINKS.strategy.label : t.cta} <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
        {coachUrl ? (
          <a
            href={coachUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-gold hover:underline"
          >
            <PhoneCall className="size-4" aria-hidden="true" /> {t.call}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      <section aria-labelledby={`${base}-included`} className="mt-12">
        <h2 id={`${base}-included`} className="text-center font-display text-3xl tracking-tight">
          {t.includedTitle}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {t.included.map((x) => (
            <li key={x.label} className="rounded-2xl bg-white p-4 text-center shadow-card ring-1 ring-line/70">
              <p className="font-display text-3xl text-violet">{x.value}</p>
              <p className="mt-1 text-sm font-semibold text-ink">{x.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${base}-agenda`} className="mt-12">
        <h2 id={`${base}-agenda`} className="text-center font-display text-3xl tracking-tight">
          {t.agendaTitle}
        </h2>
        <ul className="mx-auto mt-5 max-w-3xl space-y-3">
          {t.days.map((d, i) => {
            const open = openDay === i;
            const panel = `${base}-day-${i}`;
            return (
              <li key={d.day} className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70">
                <h3>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panel}
                    onClick={() => setOpenDay(open ? null : i)}
                    className="flex min-h-14 w-full items-center gap-4 px-5 py-3 text-left hover:bg-cream/50"
                  >
                    <span className="shrink-0 rounded-full bg-ink px-3 py-1 text-xs font-bold text-gold">{d.day}</span>
                    <span className="flex-1 font-semibold text-ink">{d.title}</span>
                    <ChevronDown
                      className={cn('size-5 shrink-0 text-ink-soft transition-transform', open && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div id={panel} hidden={!open} className="px-5 pb-4">
                  <ul className="space-y-2 border-t border-line/70 pt-3 text-ink-soft">
                    {d.items.map((x) => (
                      <li key={x} className="flex items-start gap-2">
                        <span className="mt-2 size-1.5 shrink-0 rounded-full bg-coral" aria-hidden="true" />
                        {x}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <p className="mx-auto mt-10 flex max-w-2xl items-start gap-3 rounded-2xl bg-mint/10 p-4 text-ink ring-1 ring-mint/30">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-[#0f7a5a]" aria-hidden="true" /> {t.guarantee}
      </p>

      <div className="mt-8 flex justify-center">
        <Button size="lg" variant="ghost" className="ring-1 ring-line" onClick={onBack}>
          <Home className="size-5" aria-hidden="true" /> {t.back}
        </Button>
      </div>
    </section>
  );
}
