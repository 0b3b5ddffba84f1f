/**
 * Cover start through the job queue (decision 052) beside the in-process start it replaced: for N covers one after
 * the other, the time from POST generate's service call to the cover's first progress (the lease taken, stage 20)
 * and to done, p50/p95, with the local providers. PGlite in memory, or `--pg URL` (a scratch database: pg-boss
 * installs its `pgboss` schema there).
 *
 *   node --import tsx bench/jobs.ts [N] [--pg postgres://…]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { magazineCovers, users } from '@server/db/schema';
import { COVER_JOB, coverChannel, coverRunsFor, generateCover, loadCover } from '@server/features/covers/service';
import { jobDefinitions, startJobQueue } from '@server/jobs/index';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';

const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const pgAt = args.indexOf('--pg');
const pg = pgAt >= 0 ? args[pgAt + 1]! : '';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-jobs-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: pg, LOG_LEVEL: 'silent' });
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const db = deps.database.db;
const userId = newId();
await db.insert(users).values({ id: userId, name: 'Bench', email: `bench-${userId}@example.com`, isAnonymous: true });

async function newCover(): Promise<string> {
  const id = newId();
  await db.insert(magazineCovers).values({
    id,
    sessionId: `s_${id}`,
    userId,
    userName: 'Maya',
    roleTitle: 'Space Janitor',
    cohortId: 'public',
    watermarkText: '',
    answers: { postcard: 'pc_orbiting_earth', bhag: 'carbon', purpose: 'drive_solve_puzzles', workplace: 'spaceship' },
  });
  return id;
}

/** One cover: ms to its first change after the start (lease taken, stage 20) and to done. */
async function one(): Promise<{ first: number; done: number }> {
  const id = await newCover();
  const row = (await loadCover(db, id))!;
  let first = 0;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const t0 = performance.now();
  const off = deps.bus.subscribe(coverChannel(id), () => {
    if (!first) first = performance.now() - t0;
    void loadCover(db, id).then((r) => r?.status === 'done' && resolveDone());
  });
  await generateCover(deps, coverRunsFor(deps), row);
  await done;
  off();
  return { first, done: performance.now() - t0 };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function series(label: string) {
  for (let i = 0; i < 3; i++) await one(); // warm-up: renderer, fonts, pool threads
  const r: { first: number; done: number }[] = [];
  for (let i = 0; i < N; i++) r.push(await one());
  const f = r.map((x) => x.first);
  const d = r.map((x) => x.done);
  console.log(
    `| ${label} | ${deps.database.engine} | ${N} | ${pct(f, 50).toFixed(1)} | ${pct(f, 95).toFixed(1)} | ${pct(d, 50).toFixed(0)} | ${pct(d, 95).toFixed(0)} |`,
  );
}

console.log('| start | engine | covers | first progress p50 ms | p95 ms | done p50 ms | p95 ms |');
console.log('|---|---|---|---|---|---|---|');
await series('in process (before)');
const queue = await startJobQueue(
  deps,
  jobDefinitions(config).filter((d) => d.name === COVER_JOB),
);
await series('job queue');
await queue.stop({ graceful: true });
await deps.bus.close();
await deps.database.close();
process.exit(0);
