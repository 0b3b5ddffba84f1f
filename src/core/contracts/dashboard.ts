import { z } from 'zod';

export const STAFF_ROLES = ['organiser', 'admin'] as const;
export const ROLES = ['user', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const DASHBOARD_MESSAGES = {
  signIn: 'Please sign in to see the analytics dashboard.',
  notAllowed: 'The analytics dashboard is for cohort organisers and admins.',
  otherCohort: 'You can only see the cohorts you organise.',
  adminOnly: 'Only admins can do this.',
  badRange: 'Choose a date range of at most 366 days, the start before the end.',
  slackSent: 'Leaderboard sent to Slack',
  slackFailed: 'Could not send the leaderboard to Slack. Please try again.',
} as const;

/** GET /api/dashboard/access: who is asking and what they may see. */
export const dashboardAccessSchema = z.object({
  role: z.enum(ROLES),
  cohorts: z.array(z.object({ cohortId: z.string(), name: z.string(), isActive: z.boolean() })),
});
export type DashboardAccess = z.infer<typeof dashboardAccessSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const cohortQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  cohort: z.string().max(64).optional(),
});

const counts = {
  spins: z.number(),
  covers: z.number(),
  shares: z.number(),
  conversions: z.number(),
};
export const cohortPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  cohorts: z.array(
    z.object({
      cohortId: z.string(),
      name: z.string(),
      ...counts,
      conversionRate: z.number(),
      cohortConversion: z.number(),
    }),
  ),
  totals: z.object({ ...counts, conversionRate: z.number(), cohortConversion: z.number() }),
  series: z.array(z.object({ date: z.string(), ...counts })),
});
export type CohortPerformance = z.infer<typeof cohortPerformanceSchema>;

export const TIMEFRAMES = ['weekly', 'all_time'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const leaderboardQuerySchema = z.object({
  timeframe: z.enum(TIMEFRAMES).default('weekly'),
  cohort: z.string().max(64).optional(),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  ambassadorCode: z.string(),
  name: z.string(),
  cohortId: z.string(),
  spins: z.number(),
  conversions: z.number(),
  conversionRate: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  timeframe: z.enum(TIMEFRAMES),
  week: z.string(),
  cohort: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** POST /api/dashboard/leaderboard/slack */
export const slackSendRequestSchema = z.object({
  timeframe: z.enum(TIMEFRAMES).default('weekly'),
  cohort: z.string().max(64).optional(),
});
export const slackSendResponseSchema = z.object({ sent: z.boolean(), entries: z.number() });

// ---------- admin: cohorts and ambassadors ----------
const cohortIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{1,63}$/, 'Use 2-64 letters, digits, - or _');
export const cohortCreateSchema = z.object({
  cohortId: cohortIdSchema,
  name: z.string().trim().min(1, 'Enter a name').max(120),
  watermarkText: z.string().trim().min(1, 'Enter a watermark').max(60),
});
export const cohortUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  watermarkText: z.string().trim().min(1).max(60).optional(),
  isActive: z.boolean().optional(),
});
/**
 * A cohort's ceiling of new visitors per address per 10 minutes (a school behind one address; decision 086), set by
 * its organiser or an admin; null goes back to the app's default (100).
 */
export const VISITORS_PER_ADDRESS_MAX = 5000;
export const cohortVisitorCeilingSchema = z.object({
  visitorsPerAddress: z.number().int().min(1).max(VISITORS_PER_ADDRESS_MAX).nullable(),
});
export const cohortAdminSchema = z.object({
  cohortId: z.string(),
  name: z.string(),
  watermarkText: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export const cohortAdminListSchema = z.object({ cohorts: z.array(cohortAdminSchema) });

export const ambassadorCreateSchema = z.object({
  ambassadorCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{2,32}$/, 'Use 2-32 letters, digits, - or _'),
  name: z.string().trim().min(1, 'Enter a name').max(120),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  cohortId: z.string().trim().min(1).max(64),
});
export const ambassadorUpdateSchema = z.object({ isActive: z.boolean() });
export const ambassadorAdminSchema = z.object({
  ambassadorCode: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  cohortId: z.string(),
  isActive: z.boolean(),
  /** The referral link to share or print as a QR code. */
  link: z.string(),
});
export type AmbassadorAdmin = z.infer<typeof ambassadorAdminSchema>;
export const ambassadorAdminListSchema = z.object({ ambassadors: z.array(ambassadorAdminSchema) });
