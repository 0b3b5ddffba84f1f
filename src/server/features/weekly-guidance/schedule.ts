import { isValidTimeZone, wallClock, weekdayOf, zonedInstant } from '@core/sprint-slots.js';
import type { Plan } from '@core/contracts/talk.js';
import { WEEKLY_PLAN_WEEKS, WEEKLY_SECOND_WEEK } from '@content/weekly-guidance.js';

/**
 * Pure parts of weekly guidance (decision 078): which micro-task each of the plan's 13 weeks has, and when the next
 * week is due in the person's zone.
 */

export interface WeeklySchedule {
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  /** Minutes after midnight, local. */
  minuteOfDay: number;
  timeZone: string;
}

export const DEFAULT_SCHEDULE: WeeklySchedule = { weekday: 0, minuteOfDay: 9 * 60, timeZone: 'UTC' };

const lowerFirst = (s: string) => s.replace(/^(\p{Lu})(?!\p{Lu})/u, (c) => c.toLowerCase());

/**
 * The plan's phases ("Weeks 3-6" with two tasks) spread over its weeks: a phase's tasks in order, each over an
 * equal share of the phase's weeks; the second week of one task says "keep going". Always 13 entries.
 */
export function weekTasks(plan: Pick<Plan, 'weeks'>): string[] {
  const out: string[] = [];
  for (const phase of plan.weeks) {
    const m = /(\d+)\s*[-–]\s*(\d+)/.exec(phase.label);
    const span = m ? Math.max(1, Number(m[2]) - Number(m[1]) + 1) : 1;
    const tasks = phase.tasks.length ? phase.tasks : [phase.focus];
    let previous = -1;
    for (let i = 0; i < span; i++) {
      const idx = Math.floor((i * tasks.length) / span);
      const task = tasks[idx]!.replace(/[.\s]+$/, '');
      out.push(idx === previous ? WEEKLY_SECOND_WEEK.replace('{task}', lowerFirst(task)) : task);
      previous = idx;
    }
  }
  while (out.length < WEEKLY_PLAN_WEEKS) out.push(out.at(-1) ?? '');
  return out.slice(0, WEEKLY_PLAN_WEEKS);
}

/** The first instant strictly after `after` that is the schedule's weekday and time in its zone. */
export function nextDueAfter(after: Date, s: WeeklySchedule): Date {
  const zone = isValidTimeZone(s.timeZone) ? s.timeZone : 'UTC';
  const today = wallClock(after, zone).date;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  for (let n = 0; n <= 8; n++) {
    const date = new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
    if (weekdayOf(date) !== s.weekday) continue;
    // a time the clocks skip that day: the hour after it
    const at = zonedInstant(date, s.minuteOfDay, zone) ?? zonedInstant(date, s.minuteOfDay + 60, zone);
    if (at && at.getTime() > after.getTime()) return at;
  }
  return new Date(after.getTime() + 7 * 24 * 60 * 60_000);
}

export const timeOf = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
