import { ArrowLeft, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { TAGLINE } from '@content/site';
import { brandName } from '@web/lib/brand';
import { PageFallback } from '@web/components/ui/page-fallback';
import { AccountMenu } from './account-menu';
import { AttributionProvider } from '@web/lib/attribution';
import { useMyServices } from '@web/lib/my-services';

/** What a route can ask of the layout through its `handle`. */
export interface RouteHandle {
  /** Show a back button: `true` for the default ('Back to Experience' → /), or a label and target. */
  back?: true | { label: string; to: string };
  /** Show the See / Talk / Plan strip. */
  strip?: 'see' | 'talk' | 'plan' | true;
}

function useHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const m of matches) Object.assign(merged, (m.handle as RouteHandle | undefined) ?? {});
  return merged;
}

const STRIP = [
  { key: 'see', label: 'See', to: '/' },
  { key: 'talk', label: 'Talk', to: '/talk' },
  { key: 'plan', label: 'Plan', to: '/strategy-checkout' },
] as const;

/**
 * The See / Talk / Plan strip: beside the account icon from `sm`, and on phones a row of its own under the header
 * of the Talk and Plan pages (at 390 px it was hidden). Plan leads a sprint owner to their sessions, not
 * to the checkout.
 */
function Strip({ current, className }: { current: RouteHandle['strip']; className: string }) {
  const { services } = useMyServices();
  return (
    <nav aria-label="Your future in three steps" className={className}>
      {STRIP.map((s) => (
        <Link
          key={s.key}
          to={s.key === 'plan' && services.strategy ? '/sprint/book' : s.to}
          aria-current={current === s.key ? 'page' : undefined}
          className="flex-1 rounded-full px-4 py-1.5 text-center text-sm font-semibold text-ink-soft aria-[current=page]:bg-white aria-[current=page]:text-ink aria-[current=page]:shadow-card hover:text-ink"
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

export function Header() {
  const handle = useHandle();
  const back = handle.back === true ? { label: 'Back to Experience', to: '/' } : handle.back;
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-paper/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {back ? (
          <Link
            to={back.to}
            className="-ml-2 inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            <span className="max-[360px]:sr-only">{back.label}</span>
          </Link>
        ) : null}
        <Link to="/" className="flex items-center gap-2 rounded-full" aria-label={`${brandName} home`}>
          <span className="grid size-9 place-items-center rounded-xl bg-ink text-gold shadow-card">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <span
            className={
              back ? 'hidden font-display text-xl tracking-tight sm:inline' : 'font-display text-xl tracking-tight'
            }
          >
            {brandName}
          </span>
        </Link>
        <div className="flex-1" />
        {handle.strip ? <Strip current={handle.strip} className="hidden rounded-full bg-cream p-1 sm:flex" /> : null}
        <AccountMenu />
      </div>
      {/* Not on the home page: its first screen is measured to the pixel (decision 057); there the account menu leads
          back to what was bought. */}
      {handle.strip && handle.strip !== 'see' ? (
        <div className="px-4 pb-2 sm:hidden">
          <Strip current={handle.strip} className="flex rounded-full bg-cream p-1" />
        </div>
      ) : null}
    </header>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-line/60 bg-cream/60 [contain-intrinsic-size:auto_120px] [content-visibility:auto]">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <p className="font-display text-lg text-ink">{TAGLINE}</p>
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <Link to="/terms" className="underline-offset-2 hover:text-ink hover:underline">
            Terms
          </Link>
          <Link to="/privacy" className="underline-offset-2 hover:text-ink hover:underline">
            Privacy
          </Link>
          <span>
            © {new Date().getFullYear()} {brandName}
          </span>
        </p>
      </div>
    </footer>
  );
}

export function AppLayout() {
  const nav = useNavigation();
  return (
    <AttributionProvider>
      <div className="flex min-h-dvh flex-col bg-grain">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
        >
          Skip to content
        </a>
        <Header />
        {nav.state === 'loading' && (
          <div
            className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-violet via-coral to-gold"
            aria-hidden="true"
          />
        )}
        <main id="main" className="flex-1">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </AttributionProvider>
  );
}
