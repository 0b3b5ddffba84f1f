import { z } from 'zod';
import { EmailSchema } from './credentials.js';

/**
 * The payments HTTP contract as the web reads it (docs/decisions/023: POST /api/checkout/:service,
 * GET /api/checkout/sessions/:id, GET /api/entitlements, POST /api/sponsorships, GET /api/sponsorships/:token),
 * plus GET /api/offers/config (what the offer pages show from the server's config). Responses are parsed leniently
 * where the server may add fields.
 */
export const offerServiceSchema = z.enum(['talk', 'strategy']);

/** POST /api/checkout/talk | /strategy. The body names only who pays for whom; prices are the server's. */
export const checkoutRequestSchema = z.object({ sponsorToken: z.string().min(1).max(200).optional() });
export const checkoutResponseSchema = z.object({ url: z.string().min(1) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutSessionStatusSchema = z.enum(['paid', 'open', 'expired', 'failed']);
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/** GET /api/checkout/sessions/:sessionId (verified with the provider). */
export const checkoutSessionSchema = z.object({
  status: checkoutSessionStatusSchema,
  service: offerServiceSchema,
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  sponsored: z.boolean(),
  /** An anonymous visitor paid: signed in to a new account ('created'), or the address had one ('existing'). */
  account: z.enum(['created', 'existing']).optional(),
  /** A second payment for something already owned: refunded. */
  refunded: z.literal(true).optional(),
  /** Sponsored: whether the person was told by e-mail. */
  personNotified: z.boolean().optional(),
  /** Paid: what became of the receipt's e-mail (decision 087); 'failed' is said on the page. */
  receipt: z.enum(['none', 'sending', 'sent', 'failed']).optional(),
});

/** GET /api/sponsor-manage/:token: what a sponsor pays for (decision 066). */
export const sponsorManageSchema = z.object({
  productName: z.string(),
  forName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  monthly: z.boolean(),
  status: z.enum(['active', 'past_due', 'canceled', 'expired', 'refunded']),
  periodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canCancel: z.boolean(),
});
export type SponsorManage = z.infer<typeof sponsorManageSchema>;
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const entitlementSchema = z.object({
  product: offerServiceSchema,
  status: z.string(),
  periodEnd: z.string().nullable().optional(),
  paidBy: z.enum(['self', 'sponsor']),
});
export const entitlementsResponseSchema = z.object({ entitlements: z.array(entitlementSchema) });
export type Entitlement = z.infer<typeof entitlementSchema>;

export const SPONSOR_MISSING_INFO = 'Missing information: Please enter parent names and email address.';

/** The sponsorship request form (docs/product/offers.md#sponsorship-request): both fields needed, then an e-mail that is one. */
export const sponsorshipFormSchema = z.object({
  parentNames: z.string().trim().min(1, SPONSOR_MISSING_INFO).max(200),
  parentEmail: z.string().trim().min(1, SPONSOR_MISSING_INFO).pipe(EmailSchema).pipe(z.string().max(254)),
});
export type SponsorshipForm = z.input<typeof sponsorshipFormSchema>;

/** POST /api/sponsorships. */
export const sponsorshipRequestSchema = z.object({
  parentNames: z.string().trim().min(1).max(200),
  parentEmail: EmailSchema.max(254),
  customMessage: z.string().max(2000).optional(),
  serviceType: offerServiceSchema,
  /** The person agrees to a short monthly progress note to the sponsor (weekly guidance, decision 078). */
  progressNotes: z.boolean().optional(),
});
export type SponsorshipRequest = z.infer<typeof sponsorshipRequestSchema>;

/** GET /api/sponsorships/:token: only what the sponsor page shows. */
export const sponsorContextSchema = z.object({
  firstName: z.string(),
  posterUrl: z.string().nullable(),
  serviceType: offerServiceSchema,
  message: z.string().nullable().optional(),
  /** The person already has it: a sponsor paid ('sponsored') or they did ('owned'). */
  already: z.enum(['sponsored', 'owned']).nullable().optional(),
  /** The person is known to be under 18: the sponsor must confirm they are the parent and consent. */
  parentConsentNeeded: z.boolean().optional(),
  /** The person is under 18 where a parent's consent cannot be taken: nobody can pay (decision 087). */
  parentConsentNotAllowed: z.boolean().optional(),
});
export type SponsorContext = z.infer<typeof sponsorContextSchema>;

/** A sponsor token as it can appear in a link: anything else is 'Invalid sponsor link' before any request. */
export const SPONSOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** GET /api/offers/config. */
export const offersConfigSchema = z.object({
  /** The 15-minute coach call (COACH_CALL_URL); null hides the link. */
  coachCallUrl: z.string().nullable(),
  /** Shown on the Strategy checkout as the contact address (CONTACT_EMAIL). */
  contactEmail: z.string(),
  /** Talk can be spoken to here (a transcription provider is configured): the offers say "Voice or text". */
  voice: z.boolean().default(false),
});
export type OffersConfig = z.infer<typeof offersConfigSchema>;
