import type { PaidProduct } from '@server/db/schema.js';
import { escapeHtml, renderBrandedEmail } from '@server/providers/mail/template.js';

/**
 * The e-mails of payments: the receipt (every payment, first or renewal), the sponsorship request to a parent or
 * partner (with the poster), and the note to a person who was sponsored. Multipart (HTML + text) in the product's
 * look (providers/mail/template.ts); what a visitor typed is escaped there.
 */
export interface EmailBrand {
  brand: string;
  publicUrl: string;
}

type Body = { subject: string; html: string; text: string };

export const formatMoney = (cents: number, currency: string) =>
  `${currency.toLowerCase() === 'eur' ? '€' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function receiptMessage(
  b: EmailBrand,
  r: {
    product: PaidProduct;
    productName: string;
    amountCents: number;
    currency: string;
    orderId: string;
    paidAt: Date;
    renewsAt: Date | null;
    /** Sponsored: the name of the person it was paid for. */
    forName: string | null;
  },
): Body {
  const amount = formatMoney(r.amountCents, r.currency);
  const lines = [
    `Thank you for your payment of ${amount} for ${r.productName}${r.forName ? ` for ${r.forName}` : ''}.`,
    [
      `Receipt number: ${r.orderId}`,
      `Date: ${day(r.paidAt)}`,
      `Item: ${r.productName}${r.product === 'talk' ? ' (monthly subscription)' : ' (one-time)'}`,
      `Amount paid: ${amount}`,
    ].join('\n'),
  ];
  if (r.renewsAt) lines.push(`Your subscription renews on ${day(r.renewsAt)}. You can cancel anytime.`);
  const button =
    r.forName === null
      ? r.product === 'talk'
        ? { label: 'Open Talk', url: `${b.publicUrl}/chat` }
        : { label: 'Go to my profile', url: `${b.publicUrl}/profile` }
      : undefined;
  return {
    subject: `Your ${b.brand} receipt — ${amount}`,
    ...renderBrandedEmail({
      ...b,
      preheader: `Receipt for ${r.productName}: ${amount}`,
      heading: 'Payment received',
      paragraphs: lines,
      button,
      footnote: 'Keep this e-mail for your records. Questions about a payment? Just reply to this message.',
    }),
  };
}

export function sponsorshipRequestMessage(
  b: EmailBrand,
  r: {
    parentNames: string;
    userName: string;
    message: string;
    productName: string;
    priceLabel: string;
    posterImageUrl: string | null;
    sponsorUrl: string;
  },
): Body {
  const rendered = renderBrandedEmail({
    ...b,
    preheader: `${r.userName} asks you to sponsor ${r.productName}.`,
    heading: `${r.userName} would love your support`,
    paragraphs: [
      `Hi ${r.parentNames},`,
      r.message,
      `${r.productName} — ${r.priceLabel}. You can pay securely without an account; ${r.userName} gets access at once.`,
    ],
    button: { label: `Sponsor ${r.userName}`, url: r.sponsorUrl },
    footnote: `You received this because ${r.userName} entered your address on ${b.brand}. If this is unexpected, you can ignore it.`,
  });
  // The poster sits under the heading (the HTML part only; the text part links to the page that shows it).
  const img = r.posterImageUrl
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(r.posterImageUrl)}" alt="${escapeHtml(`${r.userName}'s future magazine cover`)}" width="240" style="display:block;width:240px;max-width:100%;height:auto;border-radius:12px"></p>`
    : '';
  return {
    subject: `${r.userName} asks you to sponsor ${r.productName}`,
    html: rendered.html.replace('</h1>', `</h1>\n${img}`),
    text: rendered.text,
  };
}

export function sponsoredNoticeMessage(
  b: EmailBrand,
  r: { product: PaidProduct; productName: string; name: string },
): Body {
  const first = r.name.trim().split(/\s+/)[0] || 'there';
  return {
    subject: `You were sponsored: ${r.productName} is yours`,
    ...renderBrandedEmail({
      ...b,
      preheader: `Someone who believes in you paid for ${r.productName}.`,
      heading: `${first}, you were sponsored!`,
      paragraphs: [
        `Good news: your sponsor paid for ${r.productName}. It is active on your account now.`,
        r.product === 'talk'
          ? 'Start a conversation with your future self whenever you like.'
          : 'We will be in touch to plan your three sessions.',
      ],
      button:
        r.product === 'talk'
          ? { label: 'Start Talk', url: `${b.publicUrl}/chat` }
          : { label: 'Go to my profile', url: `${b.publicUrl}/profile` },
    }),
  };
}
