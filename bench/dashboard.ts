/**
 * The dashboard's queries over many tracking events (1,000,000 events, p95 ≤ 200 ms on PostgreSQL).
 * Seeds `--events` events (spins, covers, shares, conversions; 40 cohorts, 400 ambassadors, spread over 180 days)
 * into the database in one INSERT ... SELECT generate_series, then times each dashboard query `--runs` times.
 *
 *   node --import tsx bench/dashboard.ts --pg postgres://postgres@127.0.0.1:5432/fs_bench [--events 1000000] [--runs 30]
 *
 * The database should be a scratch one: its tracking_events get the seeded rows (tagged with session ids 'bench_').
 * Prints one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createLogger } from '@server/lib/logger';
import { cohorts, ambassadors } from '@server/db/schema';
import { cohortPerformance, leaderboard } from '@server/features/dashboard/service';
import { ensureRollups, resetRollups } from '@server/features/dashboard/rollups';
import { utcDay } from '@core/dashboard';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const pg = arg('pg', process.env.DATABASE_URL ?? '');
const events = Number(arg('events', '1000000'));
const runs = Number(arg('runs', '30'));
const COHORTS = 40;
const AMBASSADORS = 400;

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-')),
  DATABASE_URL: pg,
  LOG_LEVEL: 'silent',
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const db = deps.database.db;

const [{ n }] = (
  await db.execute<{ n: string }>(sql`select count(*) as n from tracking_events where session_id like 'bench_%'`)
).rows as [{ n: string }];
if (Number(n) < events) {
  const t0 = performance.now();
  await db
    .insert(cohorts)
    .values(
      Array.from({ length: COHORTS }, (_, i) => ({ cohortId: `bench-${i}`, name: `Bench ${i}`, watermarkText: 'B' })),
    )
    .onConflictDoNothing();
  await db
    .insert(ambassadors)
    .values(
      Array.from({ length: AMBASSADORS }, (_, i) => ({
        ambassadorCode: `BENCH${i}`,
        name: `Ambassador ${i}`,
        cohortId: `bench-${i % COHORTS}`,
      })),
    )
    .onConflictDoNothing();
  const todo = events - Number(n);
  // 55% spins, 30% covers, 10% shares, 5% conversions; 60% through an ambassador; over the last 180 days.
  await db.execute(sql`
    insert into tracking_events (id, session_id, cohort_id, ambassador_code, event_type, created_at)
    select 'bench_' || g || '_' || md5(random()::text), 'bench_' || (g / 3),
           'bench-' || (g % ${COHORTS}),
           case when g % 10 < 6 then 'BENCH' || ((g % ${COHORTS}) + ${COHORTS} * ((g / ${COHORTS}) % ${AMBASSADORS / COHORTS})) end,
           case when g % 20 < 11 then 'spin' when g % 20 < 17 then 'cover_generated'
                when g % 20 < 19 then 'share_clicked' else 'checkout_succeeded' end,
           now() - (random() * interval '180 days')
    from generate_series(1, ${todo}) g`);
  await db.execute(sql`analyze tracking_events`);
  console.error(`seeded ${todo} events in ${Math.round(performance.now() - t0)} ms`);
}
// The seeded events are in the past: rebuild the roll-ups from them once (what a first dashboard visit does).
await resetRollups(db);
const r0 = performance.now();
await ensureRollups(db);
const rollupMs = Math.round(performance.now() - r0);

const allCohorts = Array.from({ length: COHORTS }, (_, i) => ({ cohortId: `bench-${i}`, name: `Bench ${i}` }));
const today = utcDay(new Date());
const ago = (d: number) => utcDay(new Date(Date.now() - d * 86_400_000));
const cases: Record<string, () => Promise<unknown>> = {
  'cohorts: all 40, last 30 days': () => cohortPerformance(deps, allCohorts, ago(29), today),
  'cohorts: all 40, last 180 days': () => cohortPerformance(deps, allCohorts, ago(179), today),
  'cohorts: one, last 30 days': () => cohortPerformance(deps, allCohorts.slice(0, 1), ago(29), today),
  'leaderboard: weekly, all cohorts': () => leaderboard(deps, 'weekly', null),
  'leaderboard: all time, all cohorts': () => leaderboard(deps, 'all_time', null),
  'leaderboard: all time, one cohort': () => leaderboard(deps, 'all_time', ['bench-0']),
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const out: Record<string, { p50: number; p95: number }> = {};
for (const [name, run] of Object.entries(cases)) {
  await run(); // warm
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  out[name] = { p50: Math.round(pct(ms, 50)), p95: Math.round(pct(ms, 95)) };
}
console.log(JSON.stringify({ engine: deps.database.engine, events, runs, rollupMs, results: out }));
await deps.database.close();
