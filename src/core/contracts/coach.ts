import { z } from 'zod';

/**
 * The coach's workspace forms (decision 042), checked with the same rules in the browser and on the server
 * (docs/decisions/073): the weekly hours with their exceptions, and the profile.
 */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DAY_MINUTES = 24 * 60;

const minute = z.number().int().min(0).max(DAY_MINUTES);
export const weeklyHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  startMinute: minute,
  endMinute: minute,
});
export const availabilityExceptionSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  startMinute: minute.nullable(),
  endMinute: minute.nullable(),
  available: z.boolean(),
});
/** PUT /api/coach/availability: the editor saves the whole set. */
export const availabilitySchema = z.object({
  weekly: z.array(weeklyHoursSchema).max(70),
  exceptions: z.array(availabilityExceptionSchema).max(400),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;
export type Availability = z.infer<typeof availabilitySchema>;

export interface AvailabilityProblem {
  code: 'invalid_hours' | 'invalid_date';
  message: string;
}

const range = (start: number, end: number, where: string): AvailabilityProblem | null =>
  start >= 0 && end <= DAY_MINUTES && start < end
    ? null
    : { code: 'invalid_hours', message: `${where}: the end must be after the start, within the day.` };

/** The first thing wrong with a set of hours, in the order the editor shows them, or null. */
export function availabilityProblem({ weekly, exceptions }: Availability): AvailabilityProblem | null {
  for (const w of weekly) {
    const problem = range(w.startMinute, w.endMinute, WEEKDAY_NAMES[w.weekday] ?? 'Hours');
    if (problem) return problem;
  }
  for (const x of exceptions) {
    const d = new Date(`${x.date}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== x.date)
      return { code: 'invalid_date', message: `${x.date}: not a date.` };
    if ((x.startMinute === null) !== (x.endMinute === null))
      return {
        code: 'invalid_hours',
        message: `${x.date}: give both a start and an end, or neither for the whole day.`,
      };
    if (x.startMinute !== null) {
      const problem = range(x.startMinute, x.endMinute!, x.date);
      if (problem) return problem;
    } else if (x.available)
      return { code: 'invalid_hours', message: `${x.date}: extra hours need a start and an end.` };
  }
  return null;
}

/** The Hours editor's form: the set, and its first problem as the form's message (path `root`). */
export const availabilityFormSchema = availabilitySchema.superRefine((value, ctx) => {
  const problem = availabilityProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: ['root'] });
});

/** PUT /api/coach/profile. */
export const coachProfileSchema = z.object({
  displayName: z.string().trim().min(1).max(80),
  timeZone: z.string().min(1).max(64),
  videoLink: z.string().trim().max(500).nullable(),
  bio: z.string().trim().max(2000).nullable(),
});
