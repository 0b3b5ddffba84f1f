import {
  ArrowRight,
  CalendarDays,
  Check,
  Home,
  Mail,
  MessageCircle,
  PartyPopper,
  Settings,
  TrendingUp,
  XCircle,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { STRATEGY_SUCCESS, TALK_CANCELED, TALK_SUCCESS } from '@content/offers';
import { fillOfferText } from '@core/offers';
import { ButtonLink } from '@web/components/ui/button';
import { brandName } from '@web/lib/brand';
import { PaymentCheck } from './payment-check';

const STEP_ICONS = [Mail, CalendarDays, TrendingUp];

function useHeadingFocus() {
  useEffect(() => {
    const raf = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(raf);
  });
}

function ResultHero({
  icon,
  tone,
  title,
  lead,
}: {
  icon: ReactNode;
  tone: 'mint' | 'gold';
  title: string;
  lead: string;
}) {
  useHeadingFocus();
  return (
    <div className="text-center animate-rise">
      <div
        className={
          tone === 'mint'
            ? 'mx-auto grid size-16 place-items-center rounded-2xl bg-mint/15 text-[#0f7a5a] [&_svg]:size-8'
            : 'mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-gold [&_svg]:size-8'
        }
      >
        {icon}
      </div>
      <h1
        tabIndex={-1}
        data-page-heading
        className="mt-5 font-display text-[2.4rem] leading-[1.05] tracking-tight text-balance outline-none sm:text-5xl"
      >
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-lg text-lg leading-relaxed text-ink-soft">{lead}</p>
    </div>
  );
}

/** /strategy-success: the payment verified with the provider, then the next steps. */
export function StrategySuccessPage() {
  const t = STRATEGY_SUCCESS;
  return (
    <PaymentCheck retryTo="/strategy-checkout">
      {() => (
        <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-16">
          <ResultHero icon={<PartyPopper aria-hidden="true" />} tone="mint" title={t.title} lead={t.lead} />
          <ol className="mt-10 space-y-3">
            {t.nextSteps.map((s, i) => {
              const Icon = STEP_ICONS[i] ?? Check;
              return (
                <li key={s.title} className="flex gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-line/70">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet/10 text-violet">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h2 className="font-semibold text-ink">{s.title}</h2>
                    <p className="text-sm text-ink-soft">{s.body}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          <section aria-label="Included in your sprint" className="mt-6 rounded-3xl bg-ink p-6 text-white">
            <ul className="grid gap-2 sm:grid-cols-2">
              {t.included.map((x) => (
                <li key={x} className="flex items-center gap-2">
                  <Check className="size-4 text-gold" aria-hidden="true" /> {x}
                </li>
              ))}
            </ul>
          </section>
          <div className="mt-8 flex flex-col items-center gap-3">
            <ButtonLink to="/sprint/book" size="lg" variant="coral">
              <CalendarDays className="size-5" aria-hidden="true" /> Book your three sessions
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/" size="lg" variant="ghost" className="ring-1 ring-line">
              <Home className="size-5" aria-hidden="true" /> {t.back}
            </ButtonLink>
          </div>
        </div>
      )}
    </PaymentCheck>
  );
}

/** /talk-success: 'Welcome to {brand} Talk!' once the payment is verified. */
export function TalkSuccessPage() {
  const t = TALK_SUCCESS;
  return (
    <PaymentCheck retryTo="/talks-checkout">
      {() => (
        <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-10 sm:px-6 sm:pt-16">
          <ResultHero
            icon={<PartyPopper aria-hidden="true" />}
            tone="mint"
            title={fillOfferText(t.title, { brand: brandName })}
            lead={t.lead}
          />
          <p className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full bg-mint/15 px-4 py-1.5 text-sm font-semibold text-[#0f7a5a]">
            <Check className="size-4" aria-hidden="true" /> Subscription active
          </p>
          <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3">
            <ButtonLink to="/chat" size="lg" variant="coral">
              <MessageCircle className="size-5" aria-hidden="true" /> {t.start}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/profile" size="lg" variant="secondary">
              <Settings className="size-5" aria-hidden="true" /> {t.settings}
            </ButtonLink>
            <ButtonLink to="/" size="lg" variant="ghost" className="ring-1 ring-line">
              <Home className="size-5" aria-hidden="true" /> {t.home}
            </ButtonLink>
          </div>
        </div>
      )}
    </PaymentCheck>
  );
}

/** /talk-canceled: nothing charged; 'Try Again' reopens the three paths. */
export function TalkCanceledPage() {
  const t = TALK_CANCELED;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-10 sm:px-6 sm:pt-16">
      <ResultHero icon={<XCircle aria-hidden="true" />} tone="gold" title={t.title} lead={t.body} />
      <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3">
        <ButtonLink to="/?conversion=true" size="lg" variant="coral">
          {t.retry}
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="secondary">
          <Home className="size-5" aria-hidden="true" /> {t.home}
        </ButtonLink>
      </div>
    </div>
  );
}
