import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { CohortPerformance, Leaderboard, Timeframe } from '@core/contracts/dashboard.js';
import {
  DASHBOARD_EVENTS,
  LEADERBOARD_LIMIT,
  cohortConversion,
  conversionRate,
  daysBetween,
  isoWeekKey,
  isoWeekStart,
  rankLeaderboard,
  utcDay,
} from '@core/dashboard.js';
import type { AppDeps } from '@server/context.js';
import { cohorts } from '@server/db/schema.js';
import type { Staff } from '@server/auth/roles.js';
import { ensureRollups, rowsOf } from './rollups.js';

const CONVERSIONS = DASHBOARD_EVENTS.conversions as readonly string[];
const COUNTED = [
  DASHBOARD_EVENTS.spin,
  DASHBOARD_EVENTS.cover,
  DASHBOARD_EVENTS.share,
  ...CONVERSIONS,
  DASHBOARD_EVENTS.refund,
];
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The cohorts a person may see, with their names (admins: every cohort). */
export async function visibleCohorts(deps: AppDeps, staff: Staff) {
  const db = deps.database.db;
  const q = db
    .select({ cohortId: cohorts.cohortId, name: cohorts.name, isActive: cohorts.isActive })
    .from(cohorts)
    .orderBy(asc(cohorts.name));
  if (staff.cohorts === 'all') return q;
  if (!staff.cohorts.length) return [];
  return db
    .select({ cohortId: cohorts.cohortId, name: cohorts.name, isActive: cohorts.isActive })
    .from(cohorts)
    .where(inArray(cohorts.cohortId, staff.cohorts))
    .orderBy(asc(cohorts.name));
}

type Counts = { spins: number; covers: number; shares: number; conversions: number };
const zero = (): Counts => ({ spins: 0, covers: 0, shares: 0, conversions: 0 });
function add(into: Counts, eventType: string, n: number) {
  if (eventType === DASHBOARD_EVENTS.spin) into.spins += n;
  else if (eventType === DASHBOARD_EVENTS.cover) into.covers += n;
  else if (eventType === DASHBOARD_EVENTS.share) into.shares += n;
  else if (CONVERSIONS.includes(eventType)) into.conversions += n;
  else if (eventType === DASHBOARD_EVENTS.refund) into.conversions -= n; // a refunded purchase is no conversion
}
/** Refunds are subtracted on their own day: a period's (or a day's) conversions never go below zero. */
const clamped = <T extends Counts>(c: T): T => ({ ...c, conversions: Math.max(0, c.conversions) });
const withRates = <T extends Counts>(counts: T) => {
  const c = clamped(counts);
  return {
    ...c,
    conversionRate: conversionRate(c.conversions, c.spins),
    cohortConversion: cohortConversion(c.covers, c.spins),
  };
};

/**
 * Spins, covers, shares and conversions per cohort and per day over [from, to] (UTC days), counted from
 * tracking_events, for the given cohorts. One grouped query on (cohort_id, created_at).
 */
export async function cohortPerformance(
  deps: AppDeps,
  cohortList: { cohortId: string; name: string }[],
  from: string,
  to: string,
  now = new Date(),
): Promise<CohortPerformance> {
  const byCohort = new Map(cohortList.map((c) => [c.cohortId, { cohortId: c.cohortId, name: c.name, ...zero() }]));
  const days = daysBetween(from, to);
  const byDay = new Map(days.map((d) => [d, { date: d, ...zero() }]));
  const totals = zero();
  if (cohortList.length) {
    const rolled = await ensureRollups(deps.database.db, now);
    const rolledDay = utcDay(rolled.days); // the first day not in the roll-up
    const ids = list(cohortList.map((c) => c.cohortId));
    const count = (r: { cohort_id: string; day: string; event_type: string; n: string | number }) => {
      const n = Number(r.n);
      const c = byCohort.get(r.cohort_id);
      if (c) add(c, r.event_type, n);
      const d = byDay.get(r.day);
      if (d) add(d, r.event_type, n);
      add(totals, r.event_type, n);
    };
    if (from < rolledDay) {
      const rows = await deps.database.db.execute<{
        cohort_id: string;
        day: string;
        event_type: string;
        n: number;
      }>(sql`
        select cohort_id, day, event_type, n from dashboard_cohort_days
        where cohort_id in (${ids}) and day >= ${from} and day <= ${to} and day < ${rolledDay}`);
      rowsOf(rows).forEach(count);
    }
    const start = new Date(Math.max(Date.parse(`${from}T00:00:00Z`), rolled.days.getTime()));
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
    if (start < end) {
      const rows = await deps.database.db.execute<{
        cohort_id: string;
        day: string;
        event_type: string;
        n: string;
      }>(sql`
        select cohort_id, to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, event_type,
               count(*) as n
        from tracking_events
        where cohort_id in (${ids})
          and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
          and event_type in (${list(COUNTED)})
        group by 1, 2, 3`);
      rowsOf(rows).forEach(count);
    }
  }
  return {
    from,
    to,
    cohorts: [...byCohort.values()].map(withRates),
    totals: withRates(totals),
    series: [...byDay.values()].map(clamped),
  };
}

/**
 * Top ambassadors by spins (then conversions) from tracking_events: this ISO week (Monday 00:00 UTC on) or all
 * time. Only active ambassadors of the given cohorts (null: every cohort).
 */
export async function leaderboard(
  deps: AppDeps,
  timeframe: Timeframe,
  cohortIds: string[] | null,
  limit = LEADERBOARD_LIMIT,
  now = new Date(),
): Promise<Leaderboard> {
  const conds: SQL[] = [sql`a.is_active = true`];
  if (cohortIds) {
    if (!cohortIds.length) return { timeframe, week: isoWeekKey(now), cohort: null, entries: [] };
    conds.push(sql`a.cohort_id in (${list(cohortIds)})`);
  }
  const events = list([DASHBOARD_EVENTS.spin, ...CONVERSIONS, DASHBOARD_EVENTS.refund]);
  // Weekly: the open week, from the events. All time: the closed weeks' roll-up plus the events since.
  const since = timeframe === 'weekly' ? isoWeekStart(now) : (await ensureRollups(deps.database.db, now)).weeks;
  const rolled =
    timeframe === 'weekly'
      ? sql``
      : sql`select ambassador_code, event_type, n from dashboard_ambassador_weeks where event_type in (${events})
            union all `;
  const rows = await deps.database.db.execute<{
    code: string;
    name: string;
    cohort_id: string;
    spins: string;
    conversions: string;
  }>(sql`
    select a.ambassador_code as code, a.name, a.cohort_id,
           coalesce(sum(x.n) filter (where x.event_type = ${DASHBOARD_EVENTS.spin}), 0) as spins,
           greatest(0, coalesce(sum(x.n) filter (where x.event_type in (${list(CONVERSIONS)})), 0)
             - coalesce(sum(x.n) filter (where x.event_type = ${DASHBOARD_EVENTS.refund}), 0)) as conversions
    from (
      ${rolled}
      select ambassador_code, event_type, 1 as n from tracking_events
      where ambassador_code is not null and created_at >= ${since.toISOString()} and event_type in (${events})
    ) x
    join ambassadors a on a.ambassador_code = x.ambassador_code
    where ${sql.join(conds, sql` and `)}
    group by a.ambassador_code, a.name, a.cohort_id
    order by spins desc, conversions desc, a.ambassador_code asc
    limit ${limit}`);
  const entries = rankLeaderboard(
    rowsOf(rows).map((r) => ({
      ambassadorCode: r.code,
      name: r.name,
      cohortId: r.cohort_id,
      spins: Number(r.spins),
      conversions: Number(r.conversions),
    })),
    limit,
  );
  return {
    timeframe,
    week: isoWeekKey(now),
    cohort: cohortIds && cohortIds.length === 1 ? cohortIds[0]! : null,
    entries,
  };
}

/** Default range: the last 30 days up to today (UTC). */
export function defaultRange(now = new Date()) {
  return { from: utcDay(new Date(now.getTime() - 29 * 86_400_000)), to: utcDay(now) };
}
