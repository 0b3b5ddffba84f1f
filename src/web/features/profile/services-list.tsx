import { ArrowRight, Compass, MessageCircle, Tv } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@content/offers';
import { brandName } from '@web/lib/brand';
import { OWNED_LINKS, useMyServices } from '@web/lib/my-services';

/** Where each service's Learn More goes, and its icon. The words are the conversion step's (content/offers.ts). */
const LINKS = {
  talk: { name: 'Talk', to: '/talks-checkout', icon: MessageCircle },
  strategy: { name: 'Strategy', to: '/strategy-checkout', icon: Compass },
  show: { name: 'Show', to: '/show-application', icon: Tv },
} as const;

/** Talk, Strategy and Show, each with Learn More, or 'Open Talk' / 'Go to my sprint' when owned. */
export function ServicesList() {
  const { services } = useMyServices();
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {PATHS.map((p) => {
        const { name, to, icon: Icon } = LINKS[p.id];
        const owned = p.id !== 'show' && services[p.id] ? OWNED_LINKS[p.id] : null;
        return (
          <li key={p.id} className="flex flex-col rounded-2xl bg-cream/60 p-4 ring-1 ring-line/60">
            <div className="flex items-center justify-between gap-2">
              <Icon className="size-6 text-violet" aria-hidden="true" />
              <span className="text-sm font-bold">
                {p.price} <span className="font-normal text-ink-soft">{p.priceNote}</span>
              </span>
            </div>
            <p className="mt-2 font-display text-xl">{p.title.replace('{brand}', brandName)}</p>
            <p className="mt-1 flex-1 text-sm text-ink-soft">{p.tagline.replace('{brand}', brandName)}</p>
            {owned ? (
              <Link
                to={owned.to}
                className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-violet px-4 py-2 text-sm font-semibold text-white hover:bg-violet-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
              >
                {owned.label} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : (
              <Link
                to={to}
                className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-violet hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
                aria-label={`Learn More about ${name}`}
              >
                Learn More <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
