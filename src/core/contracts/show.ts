import { z } from 'zod';
import { attributionInputSchema } from './tracking.js';

/** Texts of the show application and the recommendation form (docs/product/show.md). */
export const SHOW_MESSAGES = {
  missingFields: 'Missing required fields',
  consentRequired: 'Consent form required',
  consentType: 'The consent form must be a PDF, JPG or PNG file.',
  consentTooLarge: 'The consent form is too large (5 MB at most).',
  consentNotFound: 'Upload the signed consent form again.',
  recommendSuccessTitle: 'Recommendation Submitted!',
  recommendSuccessBody: "Thank you for your recommendation. We'll review it and be in touch soon.",
  recommendErrorTitle: 'Error',
  recommendErrorBody: 'Something went wrong. Please try again.',
} as const;

/** The signed parental consent: pdf, jpg, jpeg, png, at most 5 MB. */
export const CONSENT_MAX_BYTES = 5 * 1024 * 1024;
export const CONSENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const CONSENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ConsentMimeType = (typeof CONSENT_MIME_TYPES)[number];

/** Field caps: generous for people, small enough that a 10,000-character paste is refused, not stored. */
export const SHOW_LIMITS = { short: 200, address: 300, long: 3000, phone: 40 } as const;

const required = (max: number) =>
  z.string({ error: SHOW_MESSAGES.missingFields }).trim().min(1, SHOW_MESSAGES.missingFields).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default('');
const email = z
  .string({ error: SHOW_MESSAGES.missingFields })
  .trim()
  .min(1, SHOW_MESSAGES.missingFields)
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'));
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .optional()
  .default('')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address');
const phone = z
  .string({ error: SHOW_MESSAGES.missingFields })
  .trim()
  .min(1, SHOW_MESSAGES.missingFields)
  .max(SHOW_LIMITS.phone)
  .regex(/^[+0-9 ()./-]{5,}$/, 'Enter a valid phone number');
const optionalPhone = z
  .string()
  .trim()
  .max(SHOW_LIMITS.phone)
  .optional()
  .default('')
  .refine((v) => v === '' || /^[+0-9 ()./-]{5,}$/.test(v), 'Enter a valid phone number');

/** POST /api/show/applications. `consentId` comes from POST /api/show/consents (the raw file). */
export const showApplicationRequestSchema = z
  .object({
    name: required(SHOW_LIMITS.short),
    email,
    phone,
    address: required(SHOW_LIMITS.address),
    motivation: required(SHOW_LIMITS.long),
    expertHelp: required(SHOW_LIMITS.long),
    supporter1Name: optional(SHOW_LIMITS.short),
    supporter1Email: optionalEmail,
    supporter1Phone: optionalPhone,
    supporter2Name: optional(SHOW_LIMITS.short),
    supporter2Email: optionalEmail,
    supporter2Phone: optionalPhone,
    under18: z.boolean().default(false),
    consentId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
    sessionId: z.string().max(100).optional(),
    attribution: attributionInputSchema.optional(),
  })
  .refine((v) => !v.under18 || Boolean(v.consentId), { message: SHOW_MESSAGES.consentRequired, path: ['consentId'] });
export type ShowApplicationRequest = z.input<typeof showApplicationRequestSchema>;

export const consentUploadResponseSchema = z.object({
  consentId: z.string(),
  mimeType: z.enum(CONSENT_MIME_TYPES),
  bytes: z.number(),
});
export type ConsentUploadResponse = z.infer<typeof consentUploadResponseSchema>;

export const showApplicationStatusSchema = z.enum(['accepted', 'waitlisted']);
export type ShowApplicationStatus = z.infer<typeof showApplicationStatusSchema>;

export const showApplicationResponseSchema = z.object({
  id: z.string(),
  status: showApplicationStatusSchema,
  /** Place on the waiting list (1 = next), null when accepted. */
  waitlistPosition: z.number().nullable(),
});
export type ShowApplicationResponse = z.infer<typeof showApplicationResponseSchema>;

/** GET /api/show/spots: how many places are left (the page says 'limited spots'). */
export const showSpotsResponseSchema = z.object({ total: z.number(), taken: z.number(), left: z.number() });
export type ShowSpotsResponse = z.infer<typeof showSpotsResponseSchema>;

// ---------- recommendations ----------
export const RELATIONS = ['family', 'friend', 'colleague', 'mentor', 'teacher', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];
export const RELATION_LABELS: Record<Relation, string> = {
  family: 'Family',
  friend: 'Friend',
  colleague: 'Colleague',
  mentor: 'Mentor',
  teacher: 'Teacher',
  other: 'Other',
};

export const recommendationRequestSchema = z.object({
  relation: z.enum(RELATIONS, { message: 'Select your relationship' }),
  fullName: required(SHOW_LIMITS.short),
  email,
  phone,
  address: required(SHOW_LIMITS.address),
  recommendedName: required(SHOW_LIMITS.short),
  recommendedEmail: email,
  motivation: required(SHOW_LIMITS.long),
  sessionId: z.string().max(100).optional(),
  attribution: attributionInputSchema.optional(),
});
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;
export const recommendationResponseSchema = z.object({ id: z.string() });

// ---------- admin lists ----------
export const showApplicationAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  motivation: z.string(),
  expertHelp: z.string(),
  supporter1Name: z.string(),
  supporter1Email: z.string(),
  supporter1Phone: z.string(),
  supporter2Name: z.string(),
  supporter2Email: z.string(),
  supporter2Phone: z.string(),
  under18: z.boolean(),
  status: showApplicationStatusSchema,
  cohortId: z.string(),
  hasConsent: z.boolean(),
  createdAt: z.string(),
});
export type ShowApplicationAdmin = z.infer<typeof showApplicationAdminSchema>;
export const showApplicationListSchema = z.object({ applications: z.array(showApplicationAdminSchema) });

export const recommendationAdminSchema = z.object({
  id: z.string(),
  relation: z.enum(RELATIONS),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  recommendedName: z.string(),
  recommendedEmail: z.string(),
  motivation: z.string(),
  createdAt: z.string(),
});
export type RecommendationAdmin = z.infer<typeof recommendationAdminSchema>;
export const recommendationListSchema = z.object({ recommendations: z.array(recommendationAdminSchema) });
