/**
 * The journey load test: N simulated visitors go through the real HTTP API at a fixed arrival rate (an open model:
 * visitor i starts at i / rate seconds whether or not the earlier ones are done), with no think time:
 *
 *   answers (PUT /api/answers: the anonymous session) → photo upload (POST /api/photos, the test selfie) → spin
 *   (POST /api/spins) → generate (POST /api/covers/:id/generate) → SSE progress (GET /api/covers/:id/events) until
 *   `done` → the final cover (GET /api/covers/:id/image) → share link (POST /api/shares) → the share page as a
 *   browser opens it (GET /share/:id, GET /api/shares/:id, GET /share-images/:id/cover.webp) → the social image a
 *   crawler fetches (GET /share-images/:id/og.png).
 *
 * Each visitor has its own cookie and its own client address (X-Forwarded-For 10.x.y.z; the apps trust one more
 * proxy hop for it), so per-visitor and per-address rate limits stay on, as for real visitors.
 *
 *   node --import tsx bench/journey.ts                      all three set-ups, one after another (the figures)
 *   node --import tsx bench/journey.ts --setup pg3          one: pglite (1 instance), pg1, pg3 (3 behind haproxy)
 *   node --import tsx bench/journey.ts --url http://127.0.0.1:3100 --visitors 20 --rate 0.5   a running cluster
 *
 * Per set-up: a warm-up, a calibration (journeys one at a time: CPU-seconds per journey of the app processes, from
 * /proc), a saturation run (arrivals at 1.3× the CPU bound: the throughput reached), and a run at half the bound
 * (latency: p95 spin-to-final-cover ≤ 3 s, zero errors). Loopback only; bounded in visitors and seconds.
 * Options: --visitors N (saturation run, default 40), --half N (half-rate run, default 30), --max-seconds S,
 * --compiled (the production build, dist/server/main.js, after npm run build:server; default: tsx).
 */
import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BUCKET, cpuSecondsOf, removeData, rssOf, startCluster, type Cluster } from '../scripts/multi-instance.js';
import { runJourney, STEPS, type Hooks, type JourneyResult } from './journey-visitor.js';

export { runJourney, STEPS, type Hooks, type JourneyResult, type Step } from './journey-visitor.js';

// ---------- a run of many ----------

export interface InstanceStats {
  index: number;
  loopP99Ms?: number;
  loopMaxMs?: number;
  rssMaxMb: number;
  heapMaxMb?: number;
  renderQueueMax?: number;
  metrics: boolean;
}

export interface RunReport {
  label: string;
  visitors: number;
  ratePerSec: number;
  results: JourneyResult[];
  wallSec: number;
  journeysPerMin: number;
  coversPerSec: number;
  appCpuSec: number;
  instances: InstanceStats[];
}

/** Samples GET /metrics of each instance (directly, not through the balancer), or its RSS from /proc. */
function sampler(cluster: Pick<Cluster, 'instances'>) {
  const stats = new Map<number, InstanceStats>();
  for (const i of cluster.instances) stats.set(i.index, { index: i.index, rssMaxMb: 0, metrics: false });
  const max = (a: number | undefined, b: number | undefined) => (b === undefined ? a : Math.max(a ?? 0, b));
  const tick = async () => {
    await Promise.all(
      cluster.instances.map(async (inst) => {
        const s = stats.get(inst.index)!;
        if (!inst.alive()) return;
        s.rssMaxMb = Math.max(s.rssMaxMb, rssOf(inst.pid()) / 2 ** 20);
        try {
          const res = await fetch(`${inst.url}/metrics`, { signal: AbortSignal.timeout(1000) });
          if (!res.ok) return;
          const m = (await res.json()) as {
            eventLoopDelayP99Ms?: number;
            eventLoopDelayMaxMs?: number;
            rssBytes?: number;
            heapUsedBytes?: number;
            renderQueue?: number | { queued?: number; size?: number };
          };
          s.metrics = true;
          s.loopP99Ms = max(s.loopP99Ms, m.eventLoopDelayP99Ms);
          s.loopMaxMs = max(s.loopMaxMs, m.eventLoopDelayMaxMs);
          if (m.heapUsedBytes) s.heapMaxMb = max(s.heapMaxMb, m.heapUsedBytes / 2 ** 20);
          const q = typeof m.renderQueue === 'number' ? m.renderQueue : (m.renderQueue?.queued ?? m.renderQueue?.size);
          if (typeof q === 'number') s.renderQueueMax = max(s.renderQueueMax, q);
        } catch {
          /* no /metrics, or busy */
        }
      }),
    );
  };
  const timer = setInterval(() => void tick(), 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await tick();
      return [...stats.values()];
    },
  };
}

export async function runLoad(
  cluster: Pick<Cluster, 'url' | 'instances'>,
  opts: { label: string; visitors: number; ratePerSec: number; first?: number; maxSeconds?: number; hooks?: Hooks },
): Promise<RunReport> {
  const sample = sampler(cluster);
  const cpu0 = cluster.instances.reduce((s, i) => s + cpuSecondsOf(i.pid()), 0);
  const t0 = Date.now();
  const maxMs = (opts.maxSeconds ?? 180) * 1000;
  const jobs: Promise<JourneyResult>[] = [];
  for (let k = 0; k < opts.visitors; k++) {
    const at = t0 + (k * 1000) / opts.ratePerSec;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    jobs.push(runJourney(cluster.url, (opts.first ?? 0) + k, opts.hooks, Math.max(5_000, t0 + maxMs - Date.now())));
  }
  const results = await Promise.all(jobs);
  const cpu1 = cluster.instances.reduce((s, i) => s + cpuSecondsOf(i.pid()), 0);
  const instances = await sample.stop();
  const wallSec = (Math.max(...results.map((r) => r.endedAt)) - t0) / 1000;
  const ok = results.filter((r) => r.ok).length;
  // covers per second: covers done from the first arrival to the last cover done
  const doneAt = results.map((r) => r.coverDoneAt).filter((x): x is number => x !== undefined);
  const coverSec = doneAt.length ? (Math.max(...doneAt) - t0) / 1000 : wallSec;
  return {
    label: opts.label,
    visitors: opts.visitors,
    ratePerSec: opts.ratePerSec,
    results,
    wallSec,
    journeysPerMin: (ok / wallSec) * 60,
    coversPerSec: doneAt.length / coverSec,
    appCpuSec: cpu1 - cpu0,
    instances,
  };
}

export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');

export function errorsOf(rep: RunReport): string {
  const errs = rep.results.filter((r) => !r.ok);
  if (!errs.length) return '0';
  const by = new Map<string, number>();
  for (const e of errs) {
    const k = `${e.failedStep}: ${e.error?.slice(0, 80)}`;
    by.set(k, (by.get(k) ?? 0) + 1);
  }
  return `${errs.length} (${[...by].map(([k, n]) => `${n}× ${k}`).join('; ')})`;
}

export function stepTable(rep: RunReport): string {
  const rows = ['| step | p50 ms | p95 ms | max ms |', '|---|---|---|---|'];
  for (const s of STEPS) {
    const xs = rep.results.map((r) => r.steps[s]).filter((x): x is number => x !== undefined);
    rows.push(`| ${s} | ${ms(pct(xs, 0.5))} | ${ms(pct(xs, 0.95))} | ${ms(Math.max(...xs))} |`);
  }
  const sf = rep.results.map((r) => r.spinToFinal).filter((x): x is number => x !== undefined);
  rows.push(`| **spin → final cover** | **${ms(pct(sf, 0.5))}** | **${ms(pct(sf, 0.95))}** | ${ms(Math.max(...sf))} |`);
  return rows.join('\n');
}

export function instanceLine(rep: RunReport): string {
  return rep.instances
    .map(
      (s) =>
        `instance ${s.index}: ` +
        (s.metrics
          ? `event-loop delay p99 ${s.loopP99Ms?.toFixed(1)} ms, max ${s.loopMaxMs?.toFixed(1)} ms, `
          : 'event-loop delay – (no /metrics), ') +
        `RSS max ${s.rssMaxMb.toFixed(0)} MB` +
        (s.heapMaxMb ? `, heap max ${s.heapMaxMb.toFixed(0)} MB` : '') +
        (s.renderQueueMax !== undefined ? `, render queue max ${s.renderQueueMax}` : ''),
    )
    .join('; ');
}

// ---------- the set-ups ----------

type Setup = 'pglite' | 'pg1' | 'pg3';
const SETUPS: Record<Setup, { title: string; instances: number; database: 'pglite' | 'postgres'; balancer: boolean }> =
  {
    pglite: {
      title: 'PGlite, 1 instance (local storage, no balancer)',
      instances: 1,
      database: 'pglite',
      balancer: false,
    },
    pg1: { title: 'PostgreSQL, 1 instance (s3rver, no balancer)', instances: 1, database: 'postgres', balancer: false },
    pg3: {
      title: 'PostgreSQL, 3 instances behind haproxy (s3rver)',
      instances: 3,
      database: 'postgres',
      balancer: true,
    },
  };

async function dbCounters(url: string | undefined) {
  if (!url) return null;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(
    'select xact_commit::bigint as x, (tup_inserted + tup_updated + tup_deleted)::bigint as w from pg_stat_database where datname = current_database()',
  );
  await c.end();
  return { xact: Number(rows[0].x), rows: Number(rows[0].w) };
}

function dirBytes(dir: string): Map<string, number> {
  const by = new Map<string, number>();
  const walk = (d: string, top: string | null) => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, f.name);
      if (f.isDirectory()) walk(p, top ?? f.name);
      else if (!f.name.endsWith('.json')) by.set(top ?? '.', (by.get(top ?? '.') ?? 0) + statSync(p).size);
    }
  };
  try {
    walk(dir, null);
  } catch {
    /* none */
  }
  return by;
}

async function measureSetup(
  setup: Setup,
  args: { visitors: number; half: number; maxSeconds: number; port: number; compiled: boolean },
) {
  const s = SETUPS[setup];
  const cores = cpus().length;
  const out: string[] = [];
  const log = (l: string) => {
    out.push(l);
    console.log(l);
  };
  const cluster = await startCluster({
    instances: s.instances,
    balancer: s.balancer,
    database: s.database,
    storage: s.database === 'pglite' ? 'local' : 's3',
    port: args.port,
    // The bench's X-Forwarded-For is the visitor's address: one hop more than the proxies we run.
    trustProxy: s.balancer ? '2' : '1',
    env: { LOG_LEVEL: 'warn' },
    verbose: false,
    compiled: args.compiled,
  });
  try {
    const load0 = loadavg()[0]!;
    const rss0 = cluster.instances.map((i) => rssOf(i.pid()) / 2 ** 20);
    // warm-up: fonts, WebAssembly, workers, the first background of a style
    await runLoad(cluster, { label: 'warm-up', visitors: 4, ratePerSec: 2, first: 900_000 });
    // calibration: one at a time
    const idle0 = await dbCounters(cluster.databaseUrl);
    await new Promise((r) => setTimeout(r, 3000));
    const idle1 = await dbCounters(cluster.databaseUrl);
    const calN = 4;
    const seq: JourneyResult[] = [];
    const cpuA = cluster.instances.reduce((x, i) => x + cpuSecondsOf(i.pid()), 0);
    const db0 = await dbCounters(cluster.databaseUrl);
    const tSeq = Date.now();
    for (let k = 0; k < calN; k++) seq.push(await runJourney(cluster.url, 920_000 + k));
    await new Promise((r) => setTimeout(r, 1200)); // PostgreSQL's statistics are flushed about once a second
    const db1 = await dbCounters(cluster.databaseUrl);
    const seqSec = (Date.now() - tSeq) / 1000;
    const cpuPerJourney = (cluster.instances.reduce((x, i) => x + cpuSecondsOf(i.pid()), 0) - cpuA) / calN;
    const bound = cores / cpuPerJourney;
    const seqSf = seq.map((r) => r.spinToFinal ?? NaN);

    const sat = await runLoad(cluster, {
      label: 'saturation',
      visitors: args.visitors,
      ratePerSec: bound * 1.3,
      first: 0,
      maxSeconds: args.maxSeconds,
    });
    const half = await runLoad(cluster, {
      label: 'half',
      visitors: args.half,
      ratePerSec: bound / 2,
      first: 100_000,
      maxSeconds: args.maxSeconds,
    });
    const load1 = loadavg()[0]!;
    const storage = dirBytes(
      s.database === 'pglite' ? path.join(cluster.logDir, 'data-1', 'files') : path.join(cluster.logDir, 's3', BUCKET),
    );
    const covers = [sat, half].flatMap((r) => r.results).filter((r) => r.ok).length + calN + 4;
    const okView = [...sat.results, ...half.results].filter((r) => r.shareViewBytes);
    const halfSf = half.results.map((r) => r.spinToFinal).filter((x): x is number => x !== undefined);
    const p95Half = pct(halfSf, 0.95);
    const satErr = sat.results.filter((r) => !r.ok).length;
    const halfErr = half.results.filter((r) => !r.ok).length;

    log(`### ${s.title}`);
    log('');
    log(
      `Idle RSS after start: ${rss0.map((x) => x.toFixed(0)).join(' / ')} MB. Load average ${load0.toFixed(1)} → ${load1.toFixed(1)}.`,
    );
    log('');
    log(
      `- Calibration, ${calN} journeys one at a time: **${cpuPerJourney.toFixed(2)} CPU-s per journey** (app processes, all threads; PostgreSQL, s3rver, haproxy not counted) → CPU bound ${cores} cores ÷ ${cpuPerJourney.toFixed(2)} = **${bound.toFixed(2)} journeys (covers)/s**; spin → final cover alone p50 ${ms(pct(seqSf, 0.5))} ms.`,
    );
    if (db0 && db1 && idle0 && idle1) {
      const idleRate = (idle1.xact - idle0.xact) / 3;
      const xact = (db1.xact - db0.xact - idleRate * seqSec) / calN;
      log(
        `- Database per journey: **${((db1.rows - db0.rows) / calN).toFixed(0)} rows written** (inserted + updated + deleted), ${xact.toFixed(0)} committed transactions (reads included; the health checks' ${idleRate.toFixed(1)}/s taken out).`,
      );
    }
    const perPrefix = [...storage].map(([k, v]) => `${k} ${(v / covers / 1024).toFixed(0)} KB`).join(', ');
    log(
      `- Storage per journey: ${perPrefix || '–'} (${covers} journeys); egress per share view (page + data + cover.webp): ${(
        pct(
          okView.map((r) => r.shareViewBytes!),
          0.5,
        ) / 1024
      ).toFixed(0)} KB, og image ${(
        pct(
          okView.map((r) => r.ogBytes!),
          0.5,
        ) / 1024
      ).toFixed(0)} KB.`,
    );
    for (const rep of [sat, half]) {
      const mark =
        rep === sat
          ? `reached ${rep.coversPerSec.toFixed(2)} covers/s = **${((rep.coversPerSec / bound) * 100).toFixed(0)}% of the bound** (target ≥ 80%)`
          : `p95 spin → final cover **${ms(p95Half)} ms** (target ≤ 3000), errors ${halfErr} (target 0)`;
      log(
        `- ${rep === sat ? 'Saturation' : 'Half the bound'}: ${rep.visitors} visitors at ${rep.ratePerSec.toFixed(2)}/s: ${rep.journeysPerMin.toFixed(1)} journeys/min over ${rep.wallSec.toFixed(0)} s; ${mark}; errors ${errorsOf(rep)}; retried requests ${rep.results.reduce((x, r) => x + r.retries, 0)}; app CPU ${(rep.appCpuSec / Math.max(1, rep.results.filter((r) => r.ok).length)).toFixed(2)} s per journey.`,
      );
      log(`  ${instanceLine(rep)}.`);
    }
    log('');
    log(`Steps at half the bound (${half.visitors} visitors at ${half.ratePerSec.toFixed(2)}/s):`);
    log('');
    log(stepTable(half));
    log('');
    log(`Steps at saturation (${sat.visitors} visitors at ${sat.ratePerSec.toFixed(2)}/s):`);
    log('');
    log(stepTable(sat));
    log('');
    return { out, pass: satErr === 0 && halfErr === 0 && p95Half <= 3000 && sat.coversPerSec >= 0.8 * bound };
  } finally {
    await cluster.stop();
    removeData(cluster.logDir);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const url = arg('url');
  if (url) {
    // Against a running cluster (scripts/multi-instance.sh): one run at the given rate.
    const rep = await runLoad(
      { url, instances: [] },
      { label: 'run', visitors: Number(arg('visitors') ?? 20), ratePerSec: Number(arg('rate') ?? 0.5) },
    );
    console.log(
      `${rep.visitors} visitors at ${rep.ratePerSec}/s: ${rep.journeysPerMin.toFixed(1)} journeys/min, errors ${errorsOf(rep)}\n`,
    );
    console.log(stepTable(rep));
  } else {
    const setups = (arg('setup')?.split(',') ?? ['pglite', 'pg1', 'pg3']) as Setup[];
    const cores = cpus().length;
    console.log(
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cores} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; the load generator runs on the same machine.\n`,
    );
    let pass = true;
    for (const s of setups) {
      const r = await measureSetup(s, {
        visitors: Number(arg('visitors') ?? 40),
        half: Number(arg('half') ?? 30),
        maxSeconds: Number(arg('max-seconds') ?? 180),
        port: Number(arg('port') ?? 3200),
        compiled: argv.includes('--compiled'),
      });
      pass &&= r.pass;
    }
    console.log(pass ? 'targets met' : 'targets NOT met (see above)');
  }
}
