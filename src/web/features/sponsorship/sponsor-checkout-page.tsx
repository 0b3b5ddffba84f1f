import {
  AlertTriangle,
  Ban,
  Check,
  Gift,
  HeartHandshake,
  Info,
  Lock,
  PartyPopper,
  Quote,
  Sparkles,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PARENT_SPONSOR_NOT_ALLOWED } from '@content/consent-ages';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import { CHECKOUT_ERRORS, SPONSOR_OFFERS, SPONSOR_PAGE } from '@content/offers';
import type { SponsorContext } from '@core/contracts/offers';
import { fillOfferText, firstNameOf, parseService } from '@core/offers';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { brandName } from '@web/lib/brand';
import { startSponsoredCheckout, useSponsor, useSponsorSession } from './sponsorship-api';

const t = SPONSOR_PAGE;

/**
 * /sponsor-checkout?sponsor={token}&service={talk|strategy} (docs/product/offers.md#sponsor-page): a parent or partner
 * pays for someone's Talk or Strategy Sprint, without an account. An invalid or unknown link says so and goes home.
 */
export function SponsorCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('sponsor');
  const service = parseService(params.get('service'));
  const q = useSponsor(token);
  const left = useRef(false);

  const result = q.data;
  const failed = q.isError || (result && result.kind !== 'ok');
  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    const e =
      result?.kind === 'invalid'
        ? t.errors.invalid
        : result?.kind === 'not-found'
          ? t.errors.notFound
          : result?.kind === 'expired'
            ? t.errors.expired
            : t.errors.load;
    toast.error(e.title, { description: e.description });
    void navigate('/', { replace: true });
  }, [failed, result, navigate]);

  if (!result || result.kind !== 'ok')
    return (
      <div className="grid min-h-[60dvh] place-items-center px-6 text-center" aria-live="polite">
        <div className="space-y-4">
          <Spinner className="mx-auto size-8 text-violet" />
          <p className="font-semibold text-ink" role="status">
            {t.loading}
          </p>
        </div>
      </div>
    );
  return <SponsorReady context={result.context} token={token!} service={service} />;
}

function PosterImage({ url, firstName }: { url: string | null; firstName: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed)
    return (
      <img
        src={url}
        alt={firstName ? `${firstName}'s magazine cover` : 'Their magazine cover'}
        className="aspect-[4/5] w-full rounded-2xl object-cover shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] ring-1 ring-black/10"
        onError={() => setFailed(true)}
      />
    );
  // The fallback poster: a magazine-like card in the brand's colours.
  return (
    <div
      role="img"
      aria-label={firstName ? `${firstName}'s poster` : 'Their poster'}
      className="relative grid aspect-[4/5] w-full overflow-hidden rounded-2xl bg-ink p-6 text-white shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)]"
    >
      <div className="absolute -right-10 top-10 size-48 rounded-full bg-violet/50 blur-3xl" aria-hidden="true" />
      <div className="absolute -left-10 bottom-0 size-48 rounded-full bg-coral/40 blur-3xl" aria-hidden="true" />
      <p className="relative font-display text-4xl tracking-tight text-gold">{brandName}</p>
      <div className="relative self-end">
        <Sparkles className="size-8 text-gold" aria-hidden="true" />
        <p className="mt-3 font-display text-3xl leading-tight">
          {firstName ? `${firstName}, Future Me` : 'Future Me'}
        </p>
        <p className="mt-1 text-sm uppercase tracking-[0.2em] text-white/70">Cover story</p>
      </div>
    </div>
  );
}

export function SponsorReady({
  context,
  token,
  service,
}: {
  context: SponsorContext;
  token: string;
  service: 'talk' | 'strategy';
}) {
  const [params] = useSearchParams();
  const known = firstNameOf(context.firstName, '') || null;
  /** In sentences: the first name, or 'them' when the person gave none. */
  const firstName = known ?? 'them';
  const offer = SPONSOR_OFFERS[service];
  const [processing, setProcessing] = useState(false);
  // A person under 18: the sponsor confirms they are the parent or guardian and consents (decision 066).
  const consentNeeded = context.parentConsentNeeded === true;
  // Under 18 where a parent's consent cannot be taken: the page says why, and offers no payment (decision 087).
  const notAllowed = context.parentConsentNotAllowed === true;
  const [consent, setConsent] = useState(false);
  const paidId = params.get('paid') === '1' ? params.get('session_id') : null;
  const session = useSponsorSession(paidId);
  const paid = session.data?.status === 'paid';
  const canceled = params.get('canceled') === '1';

  useEffect(() => {
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
  }, [paid]);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setProcessing(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async () => {
    if (processing || notAllowed || (consentNeeded && !consent)) return;
    setProcessing(true);
    try {
      window.location.assign(await startSponsoredCheckout(service, token, consentNeeded && consent));
    } catch (err) {
      setProcessing(false);
      toast.error(CHECKOUT_ERRORS.sponsoredTitle, {
        description:
          // 409 already entitled; 403 the person is under 18 (the server's words, decision 034).
          err instanceof ApiError && (err.status === 409 || err.status === 403)
            ? err.message
            : CHECKOUT_ERRORS.sponsoredBody,
      });
    }
  };

  const already = !paid && !paidId && context.already ? context.already : null;
  if (paid || already)
    return (
      <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-10 text-center sm:px-6 sm:pt-16">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-mint/15 text-[#0f7a5a]">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1
          tabIndex={-1}
          data-page-heading
          className="mt-5 font-display text-[2.4rem] leading-[1.05] tracking-tight text-balance outline-none sm:text-5xl"
        >
          {already ? t.alreadyTitle : fillOfferText(t.paidTitle, { firstName })}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-ink-soft">
          {fillOfferText(already ? t.alreadyBody : session.data?.personNotified ? t.paidBodyTold : t.paidBody, {
            firstName,
          })}
        </p>
        {paid && session.data?.receipt === 'failed' ? (
          <div
            role="alert"
            data-testid="receipt-not-delivered"
            className="mx-auto mt-6 flex max-w-lg items-start gap-3 rounded-2xl bg-coral/10 px-4 py-3 text-left text-sm leading-relaxed text-ink"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-coral" aria-hidden="true" />
            <span>
              <strong className="block font-semibold">{MAIL_NOT_DELIVERED.title}</strong>
              {MAIL_NOT_DELIVERED.receipt}
            </span>
          </div>
        ) : null}
        <ButtonLink to="/" size="lg" variant="secondary" className="mt-8">
          Make your own cover
        </ButtonLink>
      </div>
    );

  const price = offer.price;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-12">
      {canceled ? (
        <p
          role="status"
          className="mb-6 flex items-center gap-3 rounded-2xl bg-gold/15 p-4 text-ink ring-1 ring-gold/40"
        >
          <Info className="size-5 shrink-0 text-[#a36800]" aria-hidden="true" /> {t.canceled}
        </p>
      ) : null}
      {paidId && session.isFetching && !paid ? (
        <p role="status" className="mb-6 flex items-center gap-3 rounded-2xl bg-cream p-4 text-ink">
          <Spinner className="size-5 text-violet" /> Confirming your payment...
        </p>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,400px)_1fr] lg:gap-14">
        <div className="mx-auto w-full max-w-[360px] lg:sticky lg:top-24 lg:self-start">
          <PosterImage url={context.posterUrl} firstName={known} />
        </div>
        <div className="animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
            <HeartHandshake className="size-4" aria-hidden="true" /> A sponsorship request
          </p>
          <h1
            tabIndex={-1}
            data-page-heading
            className="mt-4 font-display text-[2.4rem] leading-[1.05] tracking-tight text-balance outline-none sm:text-6xl"
          >
            {fillOfferText(t.title, { firstName })}
          </h1>
          <blockquote className="relative mt-6 rounded-3xl bg-white p-5 pl-14 shadow-card ring-1 ring-line/70">
            <Quote className="absolute left-5 top-5 size-6 text-violet" aria-hidden="true" />
            <p className="whitespace-pre-line text-[17px] leading-relaxed text-ink">{context.message || t.quote}</p>
            {known ? <footer className="mt-2 text-sm font-semibold text-ink-soft">— {known}</footer> : null}
          </blockquote>

          <section aria-labelledby="sponsor-offer" className="mt-8 rounded-3xl bg-ink p-6 text-white sm:p-7">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="sponsor-offer" className="font-display text-3xl leading-tight">
                {fillOfferText(offer.name, { brand: brandName })}
              </h2>
              <p className="flex items-baseline gap-2">
                <span className="font-display text-4xl text-gold">{price}</span>
                <span className="text-sm text-white/75">{offer.priceNote}</span>
              </p>
            </div>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {offer.features.map((f) => (
                <li key={f} className="flex items-start gap-2 text-white/90">
                  <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" /> {f}
                </li>
              ))}
            </ul>
            {notAllowed ? (
              <div role="alert" data-testid="parent-consent-not-allowed" className="mt-6 rounded-2xl bg-white/10 p-4">
                <p className="flex items-center gap-2 font-semibold text-white">
                  <Ban className="size-5 shrink-0 text-gold" aria-hidden="true" /> {PARENT_SPONSOR_NOT_ALLOWED.title}
                </p>
                <p className="mt-2 text-[15px] leading-snug text-white/90">{PARENT_SPONSOR_NOT_ALLOWED.body}</p>
              </div>
            ) : null}
            {consentNeeded && (
              <label className="mt-6 flex items-start gap-3 text-[15px] leading-snug text-white/90">
                <input
                  type="checkbox"
                  required
                  className="mt-1 size-5 shrink-0 accent-gold"
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                />
                <span>
                  {fillOfferText(t.parentConsent, { product: fillOfferText(offer.name, { brand: brandName }) })}
                </span>
              </label>
            )}
            {notAllowed ? (
              <ButtonLink to="/" size="lg" variant="secondary" className="mt-6 w-full">
                Make your own cover
              </ButtonLink>
            ) : (
              <>
                <Button
                  size="lg"
                  variant="coral"
                  className="mt-6 h-auto min-h-14 w-full py-3 text-[17px]"
                  onClick={() => void pay()}
                  disabled={processing || (consentNeeded && !consent)}
                  aria-busy={processing || undefined}
                >
                  {processing ? <Spinner className="size-5" /> : <Gift className="size-5" aria-hidden="true" />}
                  {processing ? 'Processing...' : fillOfferText(t.cta, { firstName, price })}
                </Button>
                <p className="mt-3 flex items-center justify-center gap-2 text-sm text-white/75">
                  <Lock className="size-4" aria-hidden="true" /> {t.noAccount}
                </p>
              </>
            )}
          </section>

          <section aria-labelledby="sponsor-benefits" className="mt-8">
            <h2 id="sponsor-benefits" className="font-display text-2xl tracking-tight">
              {t.benefitsTitle}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {t.benefits.map((b) => (
                <li key={b} className="rounded-2xl bg-cream/70 p-4 font-semibold text-ink">
                  {b}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
