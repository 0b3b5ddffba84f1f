import { z } from 'zod';

/** What /api/weekly answers (decision 078): the plan view's weekly guidance, weeks and answers, sponsor consent. */
export const weeklyAnswerSchema = z.enum(['done', 'not_yet', 'change']);
export type WeeklyAnswerValue = z.infer<typeof weeklyAnswerSchema>;

export const weeklyViewSchema = z.object({
  settings: z
    .object({
      /** 0 Monday … 6 Sunday. */
      weekday: z.number().int(),
      minuteOfDay: z.number().int(),
      timeZone: z.string(),
      active: z.boolean(),
      nextWeek: z.number().int(),
      nextDueAt: z.string().nullable(),
    })
    .nullable(),
  totalWeeks: z.number().int(),
  /** Talk is active (weekly guidance is sent only then). */
  talkActive: z.boolean(),
  weeks: z.array(
    z.object({ week: z.number().int(), task: z.string(), sentAt: z.string(), answer: weeklyAnswerSchema.nullable() }),
  ),
  sponsors: z.array(z.object({ id: z.string(), parentNames: z.string(), consent: z.boolean().nullable() })),
});
export type WeeklyView = z.infer<typeof weeklyViewSchema>;
