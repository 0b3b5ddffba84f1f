import { z } from 'zod';

/** The measure's API (docs/product/measure.md): consent, answers, the parent's link, the effect view, the export. */

export const measureWaveSchema = z.enum(['before', 'after', 'day30']);

const scale = (max: number) => z.number().int().min(1).max(max).optional();

/** POST /api/measure/answers: any of the four items (partial answers are kept), one wave. */
export const measureAnswersRequestSchema = z.object({
  wave: measureWaveSchema,
  answers: z.object({ fsc: scale(7), vividness: scale(7), positivity: scale(7), career: scale(5) }),
  /** The attribution the journey holds (resolved on the server; unknown codes count as the public cohort). */
  cohort: z.string().max(100).nullish(),
});
export type MeasureAnswersRequest = z.infer<typeof measureAnswersRequestSchema>;

/** POST /api/measure/consent: yes, with the year of birth when it is not known yet, and a parent's address when needed. */
export const measureConsentRequestSchema = z.object({
  birthYear: z.number().int().nullish(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .nullish(),
  parentEmail: z.string().trim().max(254).email('Please enter a valid e-mail address.').nullish(),
  cohort: z.string().max(100).nullish(),
});
export type MeasureConsentRequest = z.input<typeof measureConsentRequestSchema>;

export const measureConsentStateSchema = z.enum(['none', 'given', 'pending_parent', 'revoked']);
export type MeasureConsentState = z.infer<typeof measureConsentStateSchema>;

/** GET /api/measure/status (and the answer of the consent and revoke calls). */
export const measureStatusSchema = z.object({
  consent: measureConsentStateSchema,
  /** The person's age is unknown: the consent card asks for the year of birth. */
  ageKnown: z.boolean(),
  /** Under the digital age of consent: a parent must say yes first. Null when the age is unknown. */
  parentNeeded: z.boolean().nullable(),
  answered: z.array(measureWaveSchema),
});
export type MeasureStatus = z.infer<typeof measureStatusSchema>;

/** The parent's page. */
export const measureParentViewSchema = z.object({ firstName: z.string(), decided: z.boolean() });
export const measureParentDecisionSchema = z.object({ agree: z.boolean() });

// ---- the dashboard's effect view (decision 084) ----

const shownChange = z.union([
  z.object({
    shown: z.literal(true),
    n: z.number(),
    mean: z.number(),
    sd: z.number(),
    low: z.number(),
    high: z.number(),
  }),
  z.object({ shown: z.literal(false), reason: z.literal('too_few') }),
]);
const shownDifference = z.union([
  z.object({
    shown: z.literal(true),
    difference: z.number(),
    low: z.number(),
    high: z.number(),
    df: z.number(),
    nA: z.number(),
    nB: z.number(),
  }),
  z.object({ shown: z.literal(false), reason: z.literal('too_few') }),
]);

export const effectGroupSchema = z.object({
  /** A cohort id, 'overall', 'talk' or 'poster', 'now' or 'later'. */
  key: z.string(),
  label: z.string(),
  /** Null below the minimum group size. */
  withBefore: z.number().nullable(),
  withAfter: z.number().nullable(),
  paired: z.number().nullable(),
  change: shownChange,
  /** Per item (vividness, positivity, career): the same rule. */
  items: z.record(z.string(), shownChange),
  /** Empty below the minimum group size. */
  distribution: z.array(z.object({ change: z.number(), people: z.number() })),
});
export type EffectGroup = z.infer<typeof effectGroupSchema>;

export const effectReportSchema = z.object({
  minGroup: z.number(),
  overall: effectGroupSchema,
  cohorts: z.array(effectGroupSchema),
  observational: z.object({ talk: effectGroupSchema, poster: effectGroupSchema, difference: shownDifference }),
  randomised: z.array(
    z.object({
      cohortId: z.string(),
      label: z.string(),
      on: z.boolean(),
      now: effectGroupSchema,
      later: effectGroupSchema,
      difference: shownDifference,
    }),
  ),
});
export type EffectReport = z.infer<typeof effectReportSchema>;

/** PUT /api/measure/cohorts/:cohortId/randomised */
export const randomisedRequestSchema = z.object({ on: z.boolean() });
