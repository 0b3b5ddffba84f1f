import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { TALK_CHECKOUT } from '@content/offers';
import { fillOfferText, talkFeatures } from '@core/offers';
import { brandName } from '@web/lib/brand';
import { CheckoutLayout } from './checkout-layout';
import { useCheckoutButton } from './use-checkout';
import { useOffersConfig } from './offers-api';
import { OWNED_LINKS, useMyServices } from '@web/lib/my-services';

/** /talks-checkout (docs/product/offers.md#talk-checkout). */
export function TalkCheckoutPage() {
  const checkout = useCheckoutButton('talk');
  const { services } = useMyServices();
  const t = TALK_CHECKOUT;
  // Voice only where voice works (decision 081): until the config is in, the text line, which is always true.
  const voice = useOffersConfig().data?.voice ?? false;
  return (
    <CheckoutLayout
      service="talk"
      eyebrow={t.eyebrow}
      title={fillOfferText(t.title, { brand: brandName })}
      lead={t.lead}
      priceLabel={t.priceLabel}
      priceNote={t.priceNote}
      highlights={talkFeatures(voice)}
      notes={t.notes}
      cta={t.cta}
      processingLabel={t.processing}
      sponsorLabel={t.sponsor}
      processing={checkout.processing}
      onStart={checkout.start}
      owned={services.talk ? { ...OWNED_LINKS.talk, note: 'You already have Talk.' } : null}
    >
      <figure
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6"
        aria-label="A sample conversation"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-full bg-violet text-white">
            <MessageCircle className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-ink">Your future self</p>
            <p className="text-xs text-ink-soft">Five years from now</p>
          </div>
        </div>
        <div className="mt-4 space-y-3 text-[15px] leading-relaxed">
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-cream px-4 py-3 text-ink">
            What is one decision you keep postponing? Let&apos;s make it smaller together.
          </p>
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-ink px-4 py-3 text-white">
            Applying for the design course. I&apos;m not sure I&apos;m good enough.
          </p>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-cream px-4 py-3 text-ink">
            I remember that feeling. This week: send one e-mail to the course and ask what they look for. That&apos;s
            it.
          </p>
        </div>
      </figure>
      <p className="mt-4 rounded-2xl bg-white/80 p-4 text-sm leading-relaxed text-ink ring-1 ring-line/70">
        {t.privacy}{' '}
        <Link to="/privacy#coach" className="font-semibold text-violet-dark underline underline-offset-2">
          Privacy
        </Link>
      </p>
      <p className="mt-4 rounded-2xl bg-white/80 p-4 text-sm leading-relaxed text-ink ring-1 ring-line/70">
        Talk is an AI coach, not a counsellor. If you write that you are not safe, it pauses and shows free help lines
        at once, whether or not you have paid.{' '}
        <Link to="/safety" className="font-semibold text-violet-dark underline underline-offset-2">
          Safety in Talk
        </Link>
      </p>
    </CheckoutLayout>
  );
}
