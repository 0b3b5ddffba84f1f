import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { brandName } from '@web/lib/brand';
import { useAttribution } from '@web/lib/attribution';
import { PRERENDERING } from '@web/lib/prerender';

/** Longest name the server keeps (USER_NAME_MAX in core/contracts/journey.ts; not imported to keep zod out of this bundle). */
const NAME_MAX = 40;

/** The fan of covers and the 'how it works' cards load right after the first paint (neither is needed to start). */
let extras: typeof import('./welcome-extras') | null = null;
export const loadExtras = () => import('./welcome-extras').then((m) => (extras = m));
const LazyExtras = lazy(loadExtras);
/** Drawn at once when already loaded (over the prerendered welcome, home-page.tsx), else when its chunk arrives. */
function Extras(props: { part: 'hero' | 'how'; still?: boolean }) {
  const Loaded = extras?.default;
  return Loaded ? <Loaded {...props} /> : <LazyExtras {...props} />;
}

interface WelcomeStepProps {
  name: string;
  /**
   * Drawn over the same screen prerendered into the page (home-page.tsx Handoff): nothing animates in again, and
   * the name field takes the drawn one's text, and its focus and selection when it had the focus (a key typed or a
   * field filled while the app drew lands where the visitor meant it).
   */
  overDrawn?: { from: HTMLInputElement };
  onName(name: string): void;
  onStart(): void;
}

/** The first screen: what happens, the visitor's name and the button that starts the spin journey. */
export function WelcomeStep({ name, onName, onStart, overDrawn }: WelcomeStepProps) {
  const { resolved } = useAttribution();
  const nameRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const el = nameRef.current;
    const from = overDrawn?.from;
    if (!el || !from) return;
    // The same text the home page now keeps in its state (so React leaves the field's value, and caret, alone).
    if (el.value !== from.value) el.value = from.value;
    // It had the focus (public/start-app.js marks its form), and nothing else has taken it since.
    const active = document.activeElement;
    if (!from.closest('form')?.hasAttribute('data-focused') || (active && active !== document.body)) return;
    el.focus();
    const end = el.value.length;
    el.setSelectionRange(from.selectionStart ?? end, from.selectionEnd ?? end, from.selectionDirection ?? 'none');
    // Once, on the first commit over the drawn page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Nothing animates in over the drawn page, nor in the drawing itself (home.html shows it before any code runs).
  const still = Boolean(overDrawn) || PRERENDERING;
  const rise = still ? '' : 'animate-rise';
  const ready = Boolean(name.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onStart();
  };
  return (
    <section className="mx-auto max-w-6xl overflow-x-clip px-4 pb-14 pt-6 sm:px-6 sm:pt-12 lg:pt-16">
      <div className="grid items-center gap-10 lg:grid-cols-[1.05fr_0.95fr] lg:gap-14">
        <div className={rise}>
          {resolved && !resolved.isPublic && (
            <p
              className="mb-4 inline-flex items-center gap-2 rounded-full bg-violet/10 px-3.5 py-1.5 text-sm font-semibold text-violet"
              data-testid="cohort-name"
            >
              {resolved.cohortName}
            </p>
          )}
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-coral-dark">
            ✦ A two-minute time machine
          </p>
          <h1 className="mt-3 font-display text-[2.75rem] leading-[1.02] tracking-tight text-balance sm:text-6xl lg:text-7xl">
            Meet your{' '}
            <span className="whitespace-nowrap text-violet underline decoration-gold decoration-wavy decoration-[3px] underline-offset-[10px]">
              future self
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            Five visual questions, a selfie and one spin of the Wheel of Destiny. Two minutes later you&apos;re the
            cover star of <span className="font-semibold text-ink">{brandName}</span>, in the job the future picked for
            you.
          </p>

          <form
            onSubmit={submit}
            className="mt-7 max-w-md rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5"
            aria-label="Start your journey"
          >
            <TextField
              ref={nameRef}
              label="What should we call you?"
              placeholder="Your first name"
              value={name}
              onChange={(e) => onName(e.target.value)}
              autoComplete="given-name"
              maxLength={NAME_MAX}
            />
            <Button type="submit" size="lg" variant="coral" className="mt-4 w-full text-[17px]" disabled={!ready}>
              Spin My Future <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
            <p className="mt-3 text-center text-sm text-ink-soft">
              <span className="font-semibold text-ink">Spin promise:</span> 20 seconds, 5 years forward.
            </p>
          </form>
        </div>

        <div
          className="relative mx-auto h-[320px] w-full max-w-[400px] sm:h-[440px] sm:max-w-[520px] lg:h-[520px]"
          aria-hidden="true"
        >
          <Suspense fallback={null}>
            <Extras part="hero" still={still} />
          </Suspense>
        </div>
      </div>

      <div className="mt-12 min-h-[316px] [contain-intrinsic-size:auto_316px] [content-visibility:auto] sm:min-h-[300px] lg:mt-16 lg:min-h-[150px]">
        <Suspense fallback={null}>
          <Extras part="how" still={still} />
        </Suspense>
      </div>
    </section>
  );
}
