import { fillOfferText } from '@core/offers.js';
import { MEASURE_FOLLOW_UP, MEASURE_PARENT } from '@content/measure.js';
import type { AppDeps } from '@server/context.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';

/** The measure's two e-mails (texts in content/measure.ts): the parent's consent link and the 30-day follow-up. */

const fill = (text: string, v: Record<string, string>) => fillOfferText(text, v);

export function parentConsentEmail(deps: Pick<AppDeps, 'config'>, p: { firstName: string; token: string }) {
  const { brandName: brand, publicUrl } = deps.config;
  const v = { firstName: p.firstName, brand };
  const m = MEASURE_PARENT;
  const { html, text } = renderBrandedEmail({
    brand,
    publicUrl,
    preheader: fill(m.preheader, v),
    heading: fill(m.heading, v),
    paragraphs: [fill(m.body, v)],
    button: { label: m.button, url: `${publicUrl}/research-consent/${p.token}` },
    footnote: fill(m.footnote, v),
  });
  return { subject: fill(m.subject, v), html, text };
}

export function followUpEmail(deps: Pick<AppDeps, 'config'>) {
  const { brandName: brand, publicUrl } = deps.config;
  const m = MEASURE_FOLLOW_UP;
  const { html, text } = renderBrandedEmail({
    brand,
    publicUrl,
    preheader: m.preheader,
    heading: m.heading,
    paragraphs: [m.body],
    button: { label: m.button, url: `${publicUrl}/measure?wave=day30` },
    footnote: m.footnote,
  });
  return { subject: m.subject, html, text };
}
