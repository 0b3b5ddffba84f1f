import { ArrowRight, Clapperboard, MessageCircle, Route, X } from 'lucide-react';
import { PATHS, type PathCard } from '@content/offers';
import { disabledPaths, fillOfferText, pathPoints, type AgeKnown } from '@core/offers';
import { Button, ButtonLink } from '@web/components/ui/button';
import { brandName } from '@web/lib/brand';
import { OWNED_LINKS, useMyServices } from '@web/lib/my-services';
import { cn } from '@web/lib/cn';
import { useAge } from '@web/features/trust';
import { useOffersConfig } from './offers-api';

export interface ConversionStepProps {
  onClose(): void;
  onChoose(path: PathCard['id']): void;
  /** What is known of the visitor's age; by default the year-of-birth answer (trust feature), else the flow's 25. */
  age?: AgeKnown;
}

const ICONS = { talk: MessageCircle, strategy: Route, show: Clapperboard } as const;
const ACCENTS = {
  talk: 'bg-violet text-white',
  strategy: 'bg-coral text-white',
  show: 'bg-gold text-ink',
} as const;

/**
 * The conversion step (docs/product/offers.md#conversion-step): three paths after the poster. Closing returns to the
 * result.
 */
export function ConversionStep({ onClose, onChoose, age }: ConversionStepProps) {
  const known = useAge(age === undefined);
  const disabled = disabledPaths(age ?? { under18: known.data?.under18 ?? null });
  // Voice only where voice works (decision 081): until the config is in, the text line, which is always true.
  const voice = useOffersConfig().data?.voice ?? false;
  // A service the visitor already has: the way to it, not its checkout (decision 067).
  const { services } = useMyServices();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-16 pt-4 sm:px-6 sm:pt-8" aria-labelledby="conversion-title">
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft transition hover:bg-ink/5 hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" /> Back to your cover
        </button>
      </div>
      <header className="mx-auto max-w-2xl text-center animate-rise">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-coral-dark">Turn Poster Into Progress</p>
        <h1
          id="conversion-title"
          tabIndex={-1}
          data-step-heading
          className="mt-3 font-display text-[2.3rem] leading-[1.06] tracking-tight text-balance outline-none sm:text-5xl"
        >
          Choose your next step
        </h1>
        <p className="mt-4 text-lg text-ink-soft">Three ways to turn the future on your cover into something real.</p>
      </header>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {PATHS.map((p, i) => {
          const Icon = ICONS[p.id];
          const off = disabled[p.id];
          const title = fillOfferText(p.title, { brand: brandName });
          const owned = p.id !== 'show' && services[p.id] ? OWNED_LINKS[p.id] : null;
          return (
            <li
              key={p.id}
              className={cn(
                'relative flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70 animate-rise',
                p.id === 'strategy' && 'md:-translate-y-2 ring-2 ring-coral/50',
              )}
              style={{ animationDelay: `${60 * i}ms` }}
              data-testid={`path-${p.id}`}
            >
              {p.badge ? (
                <span className="absolute -top-3 left-6 rounded-full bg-ink px-3 py-1 text-xs font-bold text-gold">
                  {p.badge}
                </span>
              ) : null}
              <span className={cn('grid size-12 place-items-center rounded-2xl', ACCENTS[p.id])}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-4 font-display text-2xl leading-tight text-ink">{title}</h2>
              <p className="mt-2 text-ink-soft">{fillOfferText(p.tagline, { brand: brandName })}</p>
              <p className="mt-5 flex items-baseline gap-2">
                <span className="font-display text-4xl text-ink">{p.price}</span>
                <span className="text-sm text-ink-soft">{p.priceNote}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
                {pathPoints(p, voice).map((x) => (
                  <li key={x} className="flex items-start gap-2">
                    <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-coral" aria-hidden="true" />
                    {x}
                  </li>
                ))}
              </ul>
              {owned ? (
                <ButtonLink
                  to={owned.to}
                  size="lg"
                  variant={p.id === 'strategy' ? 'coral' : 'primary'}
                  className="mt-6 w-full"
                >
                  {owned.label} <ArrowRight className="size-5" aria-hidden="true" />
                </ButtonLink>
              ) : (
                <Button
                  size="lg"
                  variant={p.id === 'strategy' ? 'coral' : 'primary'}
                  className="mt-6 w-full"
                  disabled={off}
                  aria-describedby={off ? 'adult-only' : undefined}
                  aria-label={`${p.cta}: ${title}`}
                  onClick={() => onChoose(p.id)}
                >
                  {p.cta} <ArrowRight className="size-5" aria-hidden="true" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {disabled.talk || disabled.strategy ? (
        <p id="adult-only" className="mt-6 text-center text-sm text-ink-soft">
          Talk and the Strategy Sprint are for people aged 18 and over. The show is open to everyone.
        </p>
      ) : null}
    </section>
  );
}
