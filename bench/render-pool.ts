/**
 * The event loop while covers render (decision 048): N covers (default 24) through the real pipeline, C at a time
 * (default 4), with the local providers on in-memory PGlite, while perf_hooks' event-loop delay histogram and a
 * 5 ms probe timer watch the main thread. Run once with rendering on the event loop (RENDER_THREADS=0, as before
 * the pool) and once in the render pool (the cores); prints a markdown table.
 *
 *   node --import tsx bench/render-pool.ts [N] [--concurrency C] [--modes 0,pool] [--pg postgres://…]
 *
 * A first row watches the loop with nothing running, for the noise of a shared machine (other processes).
 *
 * Budget (docs/product/budgets.md#budgets): the event loop never blocked more than 20 ms by a render.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { roles } from '@content/roles';
import { visualQuestions } from '@content/quiz';
import { buildDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { magazineCovers, photos, users } from '@server/db/schema';
import { runCoverPipeline, type PipelineDeps } from '@server/features/covers/pipeline';
import { makeTestPhoto, TEST_PHOTO_FACE } from '@server/features/covers/test-photo';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { configureRenderPool } from '@server/render/index';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 24);
const C = Number(opt('concurrency') ?? 4);
const MODES = (opt('modes') ?? '0,pool').split(',');

const PG = opt('pg');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-render-pool-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: PG ?? '', LOG_LEVEL: 'silent' });
const deps = await buildDeps(config, { inMemoryDb: !PG, log: createLogger('silent') });
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

async function runCovers(n: number, concurrency: number, offset: number) {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = offset + next++;
      const id = await newCover(i);
      await runCoverPipeline(pipeline, id);
      const [row] = await db
        .select({ status: magazineCovers.status })
        .from(magazineCovers)
        .where(eq(magazineCovers.id, id));
      if (row?.status !== 'done') throw new Error(`cover ${i} ended ${row?.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const results: string[] = [];
let offset = 0;
let idleSeconds = 5;
// 'idle': the same watch over the same time with nothing running: the machine's own noise (other processes)
for (const mode of ['idle', ...MODES]) {
  const threads = mode === 'pool' ? availableParallelism() : Number(mode);
  if (mode !== 'idle') {
    configureRenderPool({ threads });
    // warm-up: threads started, fonts and WebAssembly loaded (C covers, so every thread has drawn once)
    await runCovers(Math.max(C, 2), C, (offset += 1000));
  }

  const h = monitorEventLoopDelay({ resolution: 5 });
  let probeMax = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    probeMax = Math.max(probeMax, now - last - 5);
    last = now;
  }, 5);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const load0 = loadavg()[0]!;
  h.enable();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  if (mode === 'idle') await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  else await runCovers(N, C, (offset += 1000));
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  h.disable();
  clearInterval(probe);
  clearInterval(sampler);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  if (mode === 'idle') {
    results.push(
      `| nothing (the machine's noise) | ${idleSeconds} s idle | ${ms(h.percentile(50))} | ${ms(h.percentile(99))} | ${ms(h.max)} | ${probeMax.toFixed(1)} | – | – | ${mb(peakRss)} | ${load0.toFixed(1)} |`,
    );
    console.log(results.at(-1));
    continue;
  }
  idleSeconds = Math.max(idleSeconds, Math.round(wall));
  results.push(
    `| ${threads === 0 ? 'on the event loop (RENDER_THREADS=0)' : `render pool, ${threads} threads`} | ${N} × ${C} at a time | ${ms(h.percentile(50))} | ${ms(h.percentile(99))} | ${ms(h.max)} | ${probeMax.toFixed(1)} | ${(N / wall).toFixed(2)} | ${((cpu.user + cpu.system) / 1000 / N).toFixed(0)} | ${mb(peakRss)} | ${load0.toFixed(1)} |`,
  );
  console.log(results.at(-1));
}
await configureRenderPool({ threads: 0 }).close();

console.log(
  [
    '',
    `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), local providers, ${PG ? 'PostgreSQL' : 'in-memory PGlite'}, half the covers with a selfie:`,
    '',
    '| rendering | covers | loop delay p50 ms | p99 ms | max ms | 5 ms probe: worst lateness ms | covers/s | CPU ms per cover (all threads) | peak RSS MB | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results,
  ].join('\n'),
);
await deps.database.close();
process.exit(0);
