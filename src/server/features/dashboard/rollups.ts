import { sql } from 'drizzle-orm';
import { DASHBOARD_EVENTS, isoWeekStart } from '@core/dashboard.js';
import type { Db } from '@server/db/client.js';
import { dashboardAmbassadorWeeks, dashboardCohortDays, dashboardRollupState } from '@server/db/schema.js';

const COUNTED = [
  DASHBOARD_EVENTS.spin,
  DASHBOARD_EVENTS.cover,
  DASHBOARD_EVENTS.share,
  ...(DASHBOARD_EVENTS.conversions as readonly string[]),
  DASHBOARD_EVENTS.refund,
];
const LEADER_EVENTS = [
  DASHBOARD_EVENTS.spin,
  ...(DASHBOARD_EVENTS.conversions as readonly string[]),
  DASHBOARD_EVENTS.refund,
];
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** A day or week counts as closed this long after it ended (a transaction begun before midnight has committed). */
const SETTLE_MS = 5 * 60_000;
const DAY = 86_400_000;

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Where each roll-up is complete: [cohort days, ambassador weeks]. */
export interface RolledUntil {
  days: Date;
  weeks: Date;
}

function rowsOf<T>(res: { rows: T[] } | T[]): T[] {
  return Array.isArray(res) ? res : res.rows;
}

/**
 * Brings both roll-ups up to the last closed day and week, from the events (decision 032). One instance at a time
 * (an advisory lock; the others wait and find the work done). Cheap when there is nothing new: two small reads.
 */
export async function ensureRollups(db: Db, now = new Date()): Promise<RolledUntil> {
  let dayTarget = startOfUtcDay(now);
  if (now.getTime() - dayTarget.getTime() < SETTLE_MS) dayTarget = new Date(dayTarget.getTime() - DAY);
  let weekTarget = isoWeekStart(now);
  if (now.getTime() - weekTarget.getTime() < SETTLE_MS) weekTarget = new Date(weekTarget.getTime() - 7 * DAY);

  const state = async () => {
    const rows = await db.select().from(dashboardRollupState);
    return {
      days: rows.find((r) => r.name === 'cohort_days')?.rolledUntil ?? null,
      weeks: rows.find((r) => r.name === 'ambassador_weeks')?.rolledUntil ?? null,
    };
  };
  const s = await state();
  if (s.days && s.weeks && s.days >= dayTarget && s.weeks >= weekTarget) return { days: s.days, weeks: s.weeks };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7124002)`);
    const rows = await tx.select().from(dashboardRollupState);
    let days = rows.find((r) => r.name === 'cohort_days')?.rolledUntil ?? new Date(0);
    let weeks = rows.find((r) => r.name === 'ambassador_weeks')?.rolledUntil ?? new Date(0);
    if (days < dayTarget) {
      await tx.execute(sql`
        insert into ${dashboardCohortDays} (day, cohort_id, event_type, n)
        select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD'), cohort_id, event_type, count(*)
        from tracking_events
        where created_at >= ${days.toISOString()} and created_at < ${dayTarget.toISOString()}
          and event_type in (${list(COUNTED)})
        group by 1, 2, 3
        on conflict (cohort_id, day, event_type) do update set n = ${dashboardCohortDays.n} + excluded.n`);
      days = dayTarget;
      await tx
        .insert(dashboardRollupState)
        .values({ name: 'cohort_days', rolledUntil: days })
        .onConflictDoUpdate({ target: dashboardRollupState.name, set: { rolledUntil: days } });
    }
    if (weeks < weekTarget) {
      await tx.execute(sql`
        insert into ${dashboardAmbassadorWeeks} (week_start, ambassador_code, event_type, n)
        select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD'), ambassador_code, event_type,
               count(*)
        from tracking_events
        where created_at >= ${weeks.toISOString()} and created_at < ${weekTarget.toISOString()}
          and ambassador_code is not null and event_type in (${list(LEADER_EVENTS)})
        group by 1, 2, 3
        on conflict (ambassador_code, week_start, event_type) do update set n = ${dashboardAmbassadorWeeks.n} + excluded.n`);
      weeks = weekTarget;
      await tx
        .insert(dashboardRollupState)
        .values({ name: 'ambassador_weeks', rolledUntil: weeks })
        .onConflictDoUpdate({ target: dashboardRollupState.name, set: { rolledUntil: weeks } });
    }
    return { days, weeks };
  });
}

/** Drops both roll-ups; the next dashboard read rebuilds them from the events (tests, and the bench after seeding). */
export async function resetRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7124002)`);
    await tx.delete(dashboardCohortDays);
    await tx.delete(dashboardAmbassadorWeeks);
    await tx.delete(dashboardRollupState);
  });
}

export { rowsOf };
