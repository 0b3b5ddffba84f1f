import { z } from 'zod';
import { birthYearProblem } from '@core/age.js';

/** The trust feature's API: the visitor's year of birth, and the share's public-gallery tick. */

const COUNTRY = /^[A-Za-z]{2}$/;

/** The year-of-birth question's form: the year as typed (checked as the server checks it), and an optional country. */
export const birthYearFormSchema = z.object({
  birthYear: z
    .string()
    .trim()
    .superRefine((year, ctx) => {
      const problem = birthYearProblem(year);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(Number),
  country: z.string().transform((c) => c || null),
});

/** PUT /api/trust/age. The year is checked against the server's clock in the handler (birthYearProblem). */
export const ageRequestSchema = z.object({
  birthYear: z.union([z.number(), z.string()]),
  country: z
    .string()
    .regex(COUNTRY, 'Please choose a country from the list.')
    .transform((c) => c.toUpperCase())
    .nullish(),
});
export type AgeRequest = z.input<typeof ageRequestSchema>;

/** GET/PUT /api/trust/age: what the visitor said, and what follows from it. */
export const ageResponseSchema = z.object({
  birthYear: z.number().int().nullable(),
  country: z.string().nullable(),
  /** The digital age of consent that applies to this visitor. */
  consentAge: z.number().int(),
  /** Under the digital age of consent: voice cloning and payments off, never in the public gallery. Null when unknown. */
  underConsentAge: z.boolean().nullable(),
  /** May be under 18: the show application asks for a parent's consent. Null when unknown. */
  under18: z.boolean().nullable(),
});
export type AgeResponse = z.infer<typeof ageResponseSchema>;

/** PATCH /api/shares/:shareId: the owner's 'Show my cover in the public gallery' tick. */
export const shareGalleryRequestSchema = z.object({ inGallery: z.boolean() });
export type ShareGalleryRequest = z.infer<typeof shareGalleryRequestSchema>;
export const shareGalleryResponseSchema = z.object({
  inGallery: z.boolean(),
  /** Set when the tick could not take effect (the owner is under the digital age of consent). */
  message: z.string().nullable(),
});
export type ShareGalleryResponse = z.infer<typeof shareGalleryResponseSchema>;

/** GET /api/trust/policy: the periods and providers this server runs with, for /privacy and /terms. */
export const policyResponseSchema = z.object({
  anonymousDays: z.number().int(),
  voiceDays: z.number().int(),
  outboxDays: z.number().int(),
  consentAge: z.number().int(),
  shareDays: z.number().int(),
  /** Days a show applicant's parental consent upload is kept after the application. */
  showConsentDays: z.number().int(),
  /** What one visitor may ask us to e-mail to others, and one address may receive, per day (decision 037). */
  mailPerSenderPerDay: z.number().int(),
  mailPerRecipientPerDay: z.number().int(),
  /** Which provider of each kind is switched on ('local' sends nothing anywhere). */
  providers: z.record(z.string(), z.string()),
});
export type PolicyResponse = z.infer<typeof policyResponseSchema>;
