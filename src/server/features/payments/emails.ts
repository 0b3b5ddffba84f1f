import type { PaidProduct } from '@server/db/schema.js';
import { escapeHtml, renderBrandedEmail } from '@server/providers/mail/template.js';
import { formatRate, splitWithTax } from '@core/vat.js';

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

export const countryName = (code: string | null) => {
  if (!code) return 'Not given';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function receiptMessage(
  b: EmailBrand,
  r: {
    product: PaidProduct;
    productName: string;
    amountCents: number;
    /** The VAT inside amountCents, its rate (basis points) and the buyer's country (decision 045). */
    vatCents: number;
    vatRateBp: number;
    buyerCountry: string | null;
    seller: { name: string; address: string; vatId: string | null };
    currency: string;
    orderId: string;
    paidAt: Date;
    renewsAt: Date | null;
    /** Sponsored: the name of the person it was paid for. */
    forName: string | null;
    /** The account's own receipt: a link that signs in and opens what was bought (decision 066). */
    signInUrl?: string | null;
    /** A sponsor's Talk receipt: the page where they see and cancel what they pay for (decision 066). */
    manageUrl?: string | null;
  },
): Body {
  const amount = formatMoney(r.amountCents, r.currency);
  const split = splitWithTax(r.amountCents, r.vatCents, r.vatRateBp);
  const lines = [
    `Thank you for your payment of ${amount} for ${r.productName}${r.forName ? ` for ${r.forName}` : ''}.`,
    [
      `Receipt number: ${r.orderId}`,
      `Date: ${day(r.paidAt)}`,
      `Item: ${r.productName}${r.product === 'talk' ? ' (monthly subscription)' : ' (one-time)'}`,
      `Net: ${formatMoney(split.netCents, r.currency)}`,
      `VAT ${formatRate(r.vatRateBp)} (${countryName(r.buyerCountry)}): ${formatMoney(split.vatCents, r.currency)}`,
      `Amount paid: ${amount}`,
    ].join('\n'),
    [`Seller: ${r.seller.name}`, r.seller.address, r.seller.vatId ? `VAT ID: ${r.seller.vatId}` : '']
      .filter(Boolean)
      .join('\n'),
  ];
  if (r.forName === null) lines.push(`Your receipt (with a PDF): ${b.publicUrl}/receipts/${r.orderId}`);
  if (r.product === 'strategy') lines.push('30-day money-back guarantee: request a refund from your profile.');
  if (r.renewsAt) lines.push(`Your subscription renews on ${day(r.renewsAt)}. You can cancel anytime.`);
  if (r.manageUrl)
    lines.push(
      `See or cancel what you pay for: ${r.manageUrl}\nThis link works for 45 days; each monthly receipt brings a new one.`,
    );
  if (r.signInUrl)
    lines.push(
      `Sign in and open it on any device: ${r.signInUrl}\nThe link works once, for 7 days. After that, go to ${b.publicUrl}/auth to sign in with your e-mail.`,
    );
  const button = r.signInUrl
    ? { label: r.product === 'talk' ? 'Sign in and open Talk' : 'Sign in and book my sessions', url: r.signInUrl }
    : r.forName === null
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

/** A refund was made (decision 046): to the payer, and to the person it was for when a sponsor paid. */
export function refundMessage(
  b: EmailBrand,
  r: { productName: string; amountCents: number; currency: string; orderId: string; toPayer: boolean },
): Body {
  const amount = formatMoney(r.amountCents, r.currency);
  return {
    subject: `Your refund of ${amount} for ${r.productName}`,
    ...renderBrandedEmail({
      ...b,
      preheader: `We refunded ${amount}.`,
      heading: 'Refund on its way',
      paragraphs: [
        r.toPayer
          ? `We refunded ${amount} for ${r.productName} to the card that paid. Banks usually show it within 5-10 days.`
          : `Your ${r.productName} was refunded (${amount}) to the card that paid for it, and it has ended.`,
        `Receipt number: ${r.orderId}`,
        'Any sessions you had booked are cancelled.',
      ],
      footnote: 'Questions about a refund? Just reply to this message.',
    }),
  };
}

/** A second payment for something the person already had (decision 066): refunded at once, nothing else changes. */
export function duplicateRefundMessage(
  b: EmailBrand,
  r: { productName: string; amountCents: number; currency: string; orderId: string },
): Body {
  const amount = formatMoney(r.amountCents, r.currency);
  return {
    subject: `Your refund of ${amount} for ${r.productName}`,
    ...renderBrandedEmail({
      ...b,
      preheader: `You already had ${r.productName}: we refunded ${amount}.`,
      heading: 'Paid twice: refunded',
      paragraphs: [
        `${r.productName} was already paid for, so we refunded this second payment of ${amount} to the card that paid. Banks usually show it within 5-10 days.`,
        'Nothing changes for what you already have.',
        `Receipt number: ${r.orderId}`,
      ],
      footnote: 'Questions about a refund? Just reply to this message.',
    }),
  };
}

/** A Talk renewal was declined (decision 047): when it is tried again and how long access lasts. */
export function renewalFailedMessage(
  b: EmailBrand,
  r: { productName: string; amountCents: number; currency: string; nextAttempt: Date | null; accessUntil: Date | null },
): Body {
  const amount = formatMoney(r.amountCents, r.currency);
  const paragraphs = [`We could not collect ${amount} for your ${r.productName} subscription: your card was declined.`];
  if (r.nextAttempt) paragraphs.push(`We will try again on ${day(r.nextAttempt)}.`);
  paragraphs.push(
    r.accessUntil && r.nextAttempt
      ? `You keep Talk until ${day(r.accessUntil)}. Update your card in the billing portal to keep it after that.`
      : 'This was the last try: your subscription has ended. You can start Talk again anytime.',
  );
  return {
    subject: `Your ${r.productName} payment failed`,
    ...renderBrandedEmail({
      ...b,
      preheader: `Your ${r.productName} payment of ${amount} failed.`,
      heading: 'Payment failed',
      paragraphs,
      button: { label: 'Update my card', url: `${b.publicUrl}/profile#purchases` },
    }),
  };
}

/** Talk was cancelled at period end from the profile. */
export function canceledMessage(b: EmailBrand, r: { productName: string; accessUntil: Date | null }): Body {
  return {
    subject: `Your ${r.productName} subscription is cancelled`,
    ...renderBrandedEmail({
      ...b,
      preheader: 'Subscription Canceled',
      heading: 'Subscription Canceled',
      paragraphs: [
        r.accessUntil
          ? `You keep ${r.productName} until ${day(r.accessUntil)}; you will not be charged again.`
          : `You will not be charged again for ${r.productName}.`,
        'Changed your mind? Resume it from your profile before then.',
      ],
      button: { label: 'Go to my profile', url: `${b.publicUrl}/profile#purchases` },
    }),
  };
}
