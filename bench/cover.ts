/**
 * Cover generation speed: N covers (default 200) through the real pipeline (lease, four stages, storage, event)
 * with the local providers, against in-memory PGlite and a temp DATA_DIR. Half the covers have a selfie.
 * Prints a markdown table; with --write, appends it to docs/benchmarks.md under "## Cover generation".
 *
 *   node --import tsx bench/cover.ts [N] [--write] [--threads T]
 *
 * Covers draw in the render pool's worker threads as in the app (decision 048); `--threads 0` draws on the event
 * loop as before the pool.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { COVER_STYLES } from '@content/cover-copy';
import { roles } from '@content/roles';
import { visualQuestions } from '@content/quiz';
import { buildDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { magazineCovers, photos, users } from '@server/db/schema';
import { runCoverPipeline, type PipelineDeps } from '@server/features/covers/pipeline';
import { makeTestPhoto, TEST_PHOTO_FACE } from '@server/features/covers/test-photo';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { configureRenderPool, renderPool } from '@server/render/index';
import { eq } from 'drizzle-orm';

const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 200);
const WRITE = args.includes('--write');
const WARMUP = 4;
const threadsArg = args.indexOf('--threads');
if (threadsArg >= 0) configureRenderPool({ threads: Number(args[threadsArg + 1]) });

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-cover-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const db = deps.database.db;
const pipeline: PipelineDeps = {
  db,
  storage: deps.storage,
  ai: deps.ai,
  log: deps.log,
  brandName: config.brandName,
  timeoutMs: config.ai.timeoutMs,
  owner: `bench-${process.pid}`,
};

const userId = newId();
await db.insert(users).values({ id: userId, name: 'Bench', email: `bench-${userId}@example.com`, isAnonymous: true });
const photo = await makeTestPhoto();
const photoId = newId();
await deps.storage.put(`photos/${photoId}.jpg`, photo, 'image/jpeg');
await db.insert(photos).values({
  id: photoId,
  ownerId: userId,
  storageKey: `photos/${photoId}.jpg`,
  mimeType: 'image/jpeg',
  width: 1200,
  height: 1600,
  bytes: photo.length,
  focusX: TEST_PHOTO_FACE.x,
  focusY: TEST_PHOTO_FACE.y,
});

async function newCover(i: number): Promise<string> {
  const id = newId();
  const role = roles[(i * 37) % roles.length]!;
  const answers: Record<string, string> = {};
  for (const q of visualQuestions) answers[q.id] = q.cards[(i * 7 + q.id.length) % q.cards.length]!.id;
  answers.superpower = i % 3 ? 'Explaining anything to anyone in under a minute' : '';
  await db.insert(magazineCovers).values({
    id,
    sessionId: `bench_${i}`,
    userId,
    userName: i % 4 ? `Visitor ${i}` : null,
    roleTitle: role.title,
    watermarkText: config.brandName,
    answers,
    photoId: i % 2 ? photoId : null,
  });
  return id;
}

const rss = () => process.memoryUsage().rss / 1024 / 1024;
for (let i = 0; i < WARMUP; i++) await runCoverPipeline(pipeline, await newCover(10_000 + i));

const startRss = rss();
let peakRss = startRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss())), 25);
const times: { ms: number; cpu: number; photo: boolean; style: string }[] = [];
const load0 = loadavg()[0]!;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const id = await newCover(i);
  const s = performance.now();
  const c0 = process.cpuUsage();
  await runCoverPipeline(pipeline, id);
  const ms = performance.now() - s;
  const c1 = process.cpuUsage(c0);
  const cpu = (c1.user + c1.system) / 1000;
  const [row] = await db
    .select({ status: magazineCovers.status, style: magazineCovers.style })
    .from(magazineCovers)
    .where(eq(magazineCovers.id, id));
  if (row?.status !== 'done') throw new Error(`cover ${i} ended ${row?.status}`);
  times.push({ ms, cpu, photo: i % 2 === 1, style: row.style! });
}
const wall = (performance.now() - t0) / 1000;
clearInterval(sampler);
const endRss = rss();
peakRss = Math.max(peakRss, endRss);
const load1 = loadavg()[0]!;

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const row = (label: string, ts: typeof times) => {
  const xs = ts.map((t) => t.ms);
  const cs = ts.map((t) => t.cpu);
  return `| ${label} | ${xs.length} | ${q(xs, 0.5).toFixed(0)} | ${q(xs, 0.95).toFixed(0)} | ${Math.max(...xs).toFixed(0)} | ${q(cs, 0.5).toFixed(0)} |`;
};
const lines = [
  `Run of ${new Date().toISOString().slice(0, 10)}: ${N} covers after ${WARMUP} warm-up ones, one at a time, local providers, in-memory PGlite; ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load0.toFixed(1)} → ${load1.toFixed(1)} (shared with other work).`,
  '',
  '| covers | n | median ms | p95 ms | max ms | median CPU ms (all threads) |',
  '|---|---|---|---|---|---|',
  row('all', times),
  row(
    'with a selfie',
    times.filter((t) => t.photo),
  ),
  row(
    'illustrated (no selfie)',
    times.filter((t) => !t.photo),
  ),
  ...COVER_STYLES.map((s) =>
    row(
      `style ${s}`,
      times.filter((t) => t.style === s),
    ),
  ),
  '',
  `Throughput: **${(N / wall).toFixed(2)} covers/s** one at a time, ${renderPool.maxThreads ? `in the render pool (${renderPool.maxThreads} threads)` : 'on the event loop'} (${wall.toFixed(1)} s wall). RSS: start ${startRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB, end ${endRss.toFixed(0)} MB.`,
];
const table = lines.join('\n');
console.log(table);

if (WRITE) {
  const file = path.join(import.meta.dirname, '..', 'docs', 'benchmarks.md');
  if (!existsSync(file))
    writeFileSync(file, '# Benchmarks\n\nFigures from the scripts in `bench/`, with the command that made them.\n');
  const doc = readFileSync(file, 'utf8');
  const header = doc.includes('## Cover generation')
    ? ''
    : [
        '',
        '## Cover generation',
        '',
        'Budget: server time per cover ≤ 400 ms median (final cover with local providers). Each cover runs the',
        'pipeline of `src/server/features/covers/pipeline.ts` as the app does: lease, description, portrait (photo',
        'composited with sharp, or the illustrated bust), copy, type layer (satori → resvg) composited by sharp,',
        'PNG stored, state saved at every stage, `cover_generated` recorded.',
        '',
        '    node --import tsx bench/cover.ts [N] [--write]   # N defaults to 200',
        '',
      ].join('\n');
  appendFileSync(file, `${header}\n${table}\n`);
  console.log(`appended to ${file}`);
}

await renderPool.close();
await deps.database.close();
