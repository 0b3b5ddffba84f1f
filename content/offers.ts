/**
 * The offers after the poster (docs/product/offers.md): the three paths, the Strategy Sprint and Talk checkout
 * pages, the Stage 3 sprint offer (futurein3), the sponsor page and the sponsorship request's default message.
 * `{brand}` is the configured brand name, `{firstName}`, `{program}` and `{price}` are filled by src/core/offers.ts.
 *
 * Trend cards and letters: one reading everywhere, 30 trend cards and 20 letters (decision 026).
 * Prices shown here are what the server charges (its config holds the amounts it bills; decision 026 keeps them equal).
 */
export type OfferService = 'talk' | 'strategy';

/** Display prices in cents (EUR). The server never reads these: it bills from its own config. */
export const PRICES_CENTS: Readonly<Record<OfferService, number>> = { talk: 900, strategy: 9000 };

/** The spec's counts, one reading (decision 026). */
export const TREND_CARDS = 30;
export const LETTERS = 20;
export const SESSIONS = 3;
export const SESSION_MINUTES = 45;
export const COACH_CALL_MINUTES = 15;

export interface PathCard {
  id: 'talk' | 'strategy' | 'show';
  title: string;
  tagline: string;
  price: string;
  priceNote: string;
  points: readonly string[];
  cta: string;
  badge?: string;
}

/**
 * Talk's conversation line by what works where it runs (docs/decisions/081-talk-by-voice.md): voice only when the
 * server writes speech down (TRANSCRIBE_PROVIDER); without keys it is text, and every reply can be read aloud by
 * the person's browser. src/core/offers.ts picks the line; the lists below hold the text one.
 */
export const TALK_CONVERSATION = {
  voice: 'Voice or text conversation',
  text: 'Text conversation, read aloud in your browser',
} as const;
export const TALK_PATH_CHAT = {
  voice: 'Voice or text chat, available 24/7',
  text: 'Text chat, available 24/7',
} as const;

/** The conversion step's three paths (docs/product/README.md#the-three-paths). */
export const PATHS: readonly PathCard[] = [
  {
    id: 'talk',
    title: '{brand} Talk',
    tagline: 'Chat with an AI older self who has already walked your path.',
    price: '€9',
    priceNote: 'per month · cancel anytime',
    // The first point says voice only where voice works (TALK_PATH_CHAT, decision 081); 'Launch offer' is the badge.
    points: [TALK_PATH_CHAT.text, 'Micro-tasks to major decisions', 'Private and secure'],
    cta: 'Start Talk',
    badge: 'Launch offer',
  },
  {
    id: 'strategy',
    title: 'Strategy Sprint',
    tagline: 'A 3-day foresight sprint that turns your poster into a plan.',
    price: '€90',
    priceNote: 'one-time',
    points: ['3 sessions of 45 minutes', 'Personal 90-day roadmap', '30-day money-back guarantee'],
    cta: 'See the Sprint',
    badge: 'Most complete',
  },
  {
    id: 'show',
    title: 'Show application',
    tagline: 'Apply to appear on the {brand} TV programme.',
    price: 'Free',
    priceNote: '60-second form',
    points: ['Tell us your story in 60 seconds', 'Limited spots', 'Open to everyone'],
    cta: 'Apply to the Show',
  },
];

/** /strategy-checkout (docs/product/offers.md#strategy-checkout). */
export const STRATEGY_CHECKOUT = {
  eyebrow: 'Strategy Sprint',
  title: 'Strategic Foresight for Personal Futures',
  lead: 'Three days, three 45-minute sessions with a foresight coach, and a personal roadmap for the next 90 days.',
  priceLabel: '€90',
  priceNote: 'one-time',
  // The spec's fourth, 'CoFuturists network access', is not delivered: off until it is (decision 067).
  highlights: [
    '3 x 45 minute sessions',
    'Personal 90-day career roadmap',
    '30 trends analysis',
    '20 letters from the future',
  ] as readonly string[],
  whatYouGetTitle: "What You'll Get",
  whatYouGet: [
    { title: '30 Trend Cards', body: 'The forces shaping work in your field, with what they mean for you.' },
    {
      title: '20 Letters from the Future',
      body: 'Messages from possible future selves, to test what you really want.',
    },
    { title: 'Expert coaching sessions', body: 'Three 45-minute sessions over three days with a foresight coach.' },
    { title: 'Personal 90-day roadmap', body: 'Concrete next steps, week by week, from where you are today.' },
    {
      title: 'Your sprint report',
      body: 'Your trends, letters and roadmap in one report from your coach, with a PDF.',
    },
  ] as readonly { title: string; body: string }[],
  notes: ['Secure payment', '30-day money-back guarantee'] as readonly string[],
  cta: 'Start Your Strategic Journey - €90',
  processing: 'Processing...',
  sponsor: 'Ask parent/partner to sponsor',
  contact: 'Questions? Write to us at',
} as const;

/** /talks-checkout (docs/product/offers.md#talk-checkout). */
export const TALK_CHECKOUT = {
  eyebrow: 'Talk · launch offer',
  title: '{brand} Talk',
  lead: 'Talk with an older version of you: someone who has already made the choices in front of you.',
  priceLabel: '€9',
  priceNote: 'per month',
  // The spec's 'Voice or text conversation' where voice works, else the text line (TALK_CONVERSATION, decision 081).
  features: [
    TALK_CONVERSATION.text,
    'Micro-tasks to major decisions',
    'Available 24/7',
    'Private and secure',
    'Cancel anytime',
  ] as readonly string[],
  notes: ['Secure payment', 'Cancel anytime'] as readonly string[],
  /** Who sees Talk (decision 069), under the sample conversation. */
  privacy:
    'Private: nobody reads your conversation. A Strategy Sprint coach sees your Talk highlights only if you tick a box to share them, and you can untick it anytime.',
  cta: 'Start Talk — €9/month',
  processing: 'Processing...',
  sponsor: 'Ask parent/partner to sponsor',
} as const;

export const STRATEGY_SUCCESS = {
  title: 'Payment confirmed!',
  lead: 'Your Strategy Sprint is booked. Here is what happens next.',
  nextSteps: [
    { title: 'Check your e-mail', body: 'Your receipt and the link to book your sessions are on their way.' },
    { title: 'Schedule your 3 x 45-minute sessions', body: 'Pick three slots over three days that suit you.' },
    { title: 'Start the analysis of 30 trends', body: 'Your trend cards are ready before your first session.' },
  ] as readonly { title: string; body: string }[],
  included: [
    '30 trend cards',
    '20 letters from the future',
    'Personal 90-day roadmap',
    'Your sprint report',
  ] as readonly string[],
  back: 'Return to Dashboard',
} as const;

export const STRATEGY_CANCELED = {
  title: 'Payment canceled',
  body: 'Nothing was charged. Your sprint is still here whenever you are ready.',
} as const;

export const TALK_SUCCESS = {
  title: 'Welcome to {brand} Talk!',
  lead: 'Your subscription is active. Your future self is ready when you are.',
  start: 'Start Talking',
  settings: 'Account Settings',
  home: 'Back to Home',
} as const;

export const TALK_CANCELED = {
  title: 'Subscription Canceled',
  body: 'Your checkout was canceled and nothing was charged. You can start again at any time.',
  retry: 'Try Again',
  home: 'Back to Home',
} as const;

/** What a success page says while it checks the payment with the provider, and when it cannot confirm it. */
export const PAYMENT_CHECK = {
  checking: 'Confirming your payment...',
  open: {
    title: 'Payment not completed yet',
    body: 'We have not received your payment. If you closed the checkout, you can start again.',
  },
  failed: {
    title: 'Payment not completed',
    body: 'Your payment did not go through and nothing was charged. Please try again.',
  },
  unknown: {
    title: 'We could not find this payment',
    body: 'This confirmation link is not valid. If you paid, check your e-mail for the receipt.',
  },
  retry: 'Try Again',
  recheck: 'Check again',
} as const;

/** What the thank-you page says about the payer's account (decision 066). */
export const PAYMENT_ACCOUNT = {
  created:
    'You are signed in to your new account on this device. Your receipt went to the e-mail you gave, with a link that signs you in on any other device.',
  existing:
    'This e-mail already has an account, so your purchase was added to it. We sent a sign-in link to that address: open it to sign in and find what you bought.',
  refunded: 'You already had this, so we refunded this payment. Nothing changes for what you have.',
} as const;

export const CHECKOUT_ERRORS = {
  self: 'Something went wrong. Please try again.',
  sponsoredTitle: 'Payment Error',
  sponsoredBody: 'Could not start the payment process. Please try again.',
} as const;

/** The Stage 3 sprint offer (futurein3-offer step; docs/product/offers.md#stage-3-sprint-offer). */
export const FUTURE_IN_3 = {
  eyebrow: 'Stage 3 · Future in 3 days',
  title: 'Turn your poster into a 90-day plan',
  lead: 'A 3-day foresight sprint: what is changing in your world, what your future selves are telling you, and your roadmap for the next 90 days.',
  priceNote: 'one-time · 30-day money-back guarantee',
  cta: 'Start My Sprint',
  call: 'Book a free 15-minute call with a coach',
  agendaTitle: 'Your three days',
  includedTitle: 'Included',
  included: [
    { value: '30', label: 'trend cards' },
    { value: '20', label: 'letters from the future' },
    { value: '90-day', label: 'roadmap' },
    { value: '3 x 45', label: 'minute sessions' },
  ] as readonly { value: string; label: string }[],
  guarantee: 'Money back if it was not useful: tell us within 30 days and we refund you in full.',
  back: 'Back to Home',
  days: [
    {
      day: 'Day 1',
      title: 'Landscape: what is changing',
      items: [
        '45-minute session with your coach',
        'Rate 30 trend cards: impact on you and certainty',
        'Spot the shifts that open doors in your field',
      ],
    },
    {
      day: 'Day 2',
      title: 'Vision: who you could become',
      items: [
        '45-minute session with your coach',
        'Read 20 letters from possible future selves',
        'Choose the future worth working for',
      ],
    },
    {
      day: 'Day 3',
      title: 'Strategy: your next 90 days',
      items: [
        '45-minute session with your coach',
        'Turn your strengths into a 90-day roadmap, week by week',
        'Leave with your sprint report: trends, letters and roadmap',
      ],
    },
  ] as readonly { day: string; title: string; items: readonly string[] }[],
} as const;

/** The sponsor page (docs/product/offers.md#sponsor-page). */
export const SPONSOR_PAGE = {
  loading: 'Loading sponsor information...',
  title: 'Help {firstName} Unlock the Future',
  quote:
    'I made a magazine cover of my future self. I would love your help to turn it into a real plan. Would you sponsor me?',
  benefitsTitle: 'As a sponsor you get',
  // The spec's 'progress updates' are not sent: off until they are (decision 067).
  benefits: ['A copy of the final report', 'The satisfaction of backing their future'] as readonly string[],
  cta: 'Sponsor {firstName} for {price}',
  noAccount: 'No account needed. Secure payment.',
  /** A person under 18 (decision 066): the sponsor ticks this before paying; the server records when. */
  parentConsent: "I am this person's parent or legal guardian and I consent to them using {product}.",
  paidTitle: 'Thank you for sponsoring {firstName}!',
  paidBody: 'Your payment is confirmed, and a receipt is on its way to you.',
  paidBodyTold: 'Your payment is confirmed. {firstName} has been told by e-mail, and a receipt is on its way to you.',
  alreadyTitle: 'Already sponsored — thank you',
  alreadyBody: 'This is already paid for, so there is nothing to pay. Thank you for wanting to help.',
  canceled: 'Payment canceled. Nothing was charged.',
  errors: {
    invalid: { title: 'Invalid sponsor link', description: 'This sponsor link is not valid.' },
    notFound: {
      title: 'Sponsor not found',
      description: "Could not find the person you're sponsoring. They may need to complete their poster first.",
    },
    load: { title: 'Error loading sponsor', description: 'Could not load sponsor information.' },
    expired: {
      title: 'This sponsor link has expired',
      description: 'This sponsor link has expired. Ask for a new one if you still want to help.',
    },
  },
} as const;

/** /sponsor-manage: what a sponsor pays for, from the link in their receipt (decision 066). */
export const SPONSOR_MANAGE = {
  title: 'Your sponsorship',
  lead: 'You pay for {productName} for {forName}.',
  leadNoName: 'You pay for {productName}.',
  price: '{amount} per month',
  priceOnce: '{amount}, paid once',
  renews: 'Renews on {date}. You can cancel anytime.',
  ends: 'Cancelled: it stays on until {date}, and nothing more is charged.',
  ended: 'This sponsorship has ended. Nothing more is charged.',
  refunded: 'This payment was refunded.',
  cancel: 'Cancel my sponsorship',
  resume: 'Keep paying',
  canceledToast: 'Cancelled. Nothing more will be charged.',
  resumedToast: 'Your sponsorship continues.',
  invalid: 'This link is not valid. Open the link in your latest receipt, or reply to it and we will help.',
  loading: 'Loading your sponsorship...',
} as const;

export interface SponsorOffer {
  name: string;
  price: string;
  priceNote: string;
  features: readonly string[];
}

/** The offer a sponsor pays for, per service (docs/product/offers.md#sponsor-page; 30/20 per decision 026). */
export const SPONSOR_OFFERS: Readonly<Record<OfferService, SponsorOffer>> = {
  strategy: {
    name: 'Strategic Foresight Sprint',
    price: '€90',
    priceNote: 'one-time',
    features: [
      '30 trend cards',
      '20 letters from the future',
      'Expert coaching sessions',
      'AI ideation tools',
      'Personal 90-day roadmap',
      'Complete report',
    ],
  },
  talk: {
    name: '{brand} Talk',
    price: '€9/month',
    priceNote: 'cancel anytime',
    features: [
      'Future vision exploration',
      'Trend analysis',
      'Unfair advantages',
      'Career path guidance',
      'Magazine report',
    ],
  },
};

/** The sponsorship request modal (docs/product/offers.md#sponsorship-request). */
export const SPONSOR_REQUEST = {
  open: 'Ask parent/partner to sponsor',
  title: 'Ask a parent or partner to sponsor you',
  description: 'We e-mail them your poster, your message and a secure link to pay. No account needed for them.',
  parentNames: 'Parent or partner name(s)',
  parentNamesPlaceholder: 'e.g. Anna and Lars',
  parentEmail: 'Parent or partner e-mail (optional)',
  parentEmailHint: 'Needed to send the request by e-mail.',
  message: 'Personal message',
  messageHint: 'Leave it as it is or write your own.',
  copy: 'Copy message',
  copied: 'Copied!',
  send: 'Send Request',
  sending: 'Sending...',
  sentTitle: 'Request sent!',
  sentBody: 'We e-mailed {parentEmail}. They can sponsor you from the link in the e-mail.',
  missing: 'Missing information: Please enter parent names and email address.',
  mailFailed: 'Error sending email - Please try again or use another sharing method.',
  copyFailed: 'Failed to copy - Please copy the message manually.',
  programNames: { talk: '{brand} Talk', strategy: 'Strategic Foresight Sprint' } as Readonly<
    Record<OfferService, string>
  >,
  defaultMessage:
    "Hi! I just made a magazine cover of my future self with {brand}. I'd love to take the next step with {program} ({price}). Would you sponsor me? It would mean a lot. {firstName}",
} as const;

/**
 * Who may buy the paid paths (docs/product/offers.md#age-rule: under 18 → Talk and Strategy disabled; age fixed at 25
 * in the flow).
 */
export const MIN_PAID_AGE = 18;
/** The age the conversion flow uses today (docs/product/offers.md#age-rule). */
export const FLOW_AGE = 25;

/** How long a copy action confirms (docs/product/offers.md#constants). */
export const COPY_CONFIRM_MS = 2000;
