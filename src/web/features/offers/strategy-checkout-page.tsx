import { Info, Mail } from 'lucide-react';
import { STRATEGY_CANCELED, STRATEGY_CHECKOUT } from '@content/offers';
import { CheckoutLayout } from './checkout-layout';
import { useOffersConfig } from './offers-api';
import { useCheckoutButton } from './use-checkout';
import { OWNED_LINKS, useMyServices } from '@web/lib/my-services';

/** /strategy-checkout, and /strategy-canceled (the same page with a note that nothing was charged). */
export function StrategyCheckoutPage({ canceled = false }: { canceled?: boolean }) {
  const checkout = useCheckoutButton('strategy');
  const { services } = useMyServices();
  const config = useOffersConfig();
  const t = STRATEGY_CHECKOUT;
  return (
    <CheckoutLayout
      service="strategy"
      eyebrow={t.eyebrow}
      title={t.title}
      lead={t.lead}
      priceLabel={t.priceLabel}
      priceNote={t.priceNote}
      highlights={t.highlights}
      notes={t.notes}
      cta={t.cta}
      processingLabel={t.processing}
      sponsorLabel={t.sponsor}
      processing={checkout.processing}
      onStart={checkout.start}
      owned={services.strategy ? { ...OWNED_LINKS.strategy, note: 'You already have the Strategy Sprint.' } : null}
      notice={canceled ? <CanceledNotice /> : null}
      footer={
        config.data?.contactEmail ? (
          <p className="mt-4 flex flex-wrap items-center justify-center gap-1.5 text-center text-sm text-ink-soft">
            <Mail className="size-4" aria-hidden="true" /> {t.contact}{' '}
            <a
              className="font-semibold text-violet underline-offset-2 hover:underline"
              href={`mailto:${config.data.contactEmail}`}
            >
              {config.data.contactEmail}
            </a>
          </p>
        ) : null
      }
    >
      <section aria-labelledby="what-you-get">
        <h2 id="what-you-get" className="font-display text-3xl tracking-tight">
          {t.whatYouGetTitle}
        </h2>
        <ol className="mt-5 space-y-3">
          {t.whatYouGet.map((item, i) => (
            <li key={item.title} className="flex gap-4 rounded-2xl bg-cream/70 p-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-ink font-display text-lg text-gold">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="text-sm leading-relaxed text-ink-soft">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </CheckoutLayout>
  );
}

function CanceledNotice() {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl bg-gold/15 p-4 text-ink ring-1 ring-gold/40"
      data-testid="checkout-canceled"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-[#a36800]" aria-hidden="true" />
      <div>
        <p className="font-semibold">{STRATEGY_CANCELED.title}</p>
        <p className="text-sm text-ink-soft">{STRATEGY_CANCELED.body}</p>
      </div>
    </div>
  );
}

export function StrategyCanceledPage() {
  return <StrategyCheckoutPage canceled />;
}
