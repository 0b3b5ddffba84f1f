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
import { visualQuestions } from '@content/quiz';
import { makeTestPhoto } from '@server/features/covers/test-photo';
import { BUCKET, cpuSecondsOf, removeData, rssOf, startCluster, type Cluster } from '../scripts/multi-instance.js';

// ---------- one visitor ----------

export const STEPS = [
  'answers',
  'upload',
  'spin',
  'generate',
  'first progress',
  'cover done',
  'cover image',
  'share link',
  'share page',
  'share api',
  'share cover.webp',
  'og image',
] as const;
export type Step = (typeof STEPS)[number];

export interface JourneyResult {
  ok: boolean;
  /** ms per step. */
  steps: Partial<Record<Step, number>>;
  /** ms from the spin's answer to the `done` event. */
  spinToFinal?: number;
  /** Epoch ms of the `done` event. */
  coverDoneAt?: number;
  coverId?: string;
  shareId?: string;
  error?: string;
  failedStep?: Step;
  /** Requests answered 503 or 502 (or refused) and tried again, as a browser's retry would. */
  retries: number;
  /** SSE streams that ended before `done` and were opened again (as EventSource does). */
  reconnects: number;
  startedAt: number;
  endedAt: number;
  /** Bytes of the share view (page + api + cover.webp) and of the og image. */
  shareViewBytes?: number;
  ogBytes?: number;
}

export interface Hooks {
  /** Called when a visitor's cover has started (its first progress event). */
  onFirstProgress?(coverId: string): void;
}

class JourneyError extends Error {
  constructor(
    readonly step: Step,
    message: string,
  ) {
    super(message);
  }
}

let photo: Buffer | null = null;
const answersFor = (i: number) => {
  const a: Record<string, string> = {};
  for (const q of visualQuestions) a[q.id] = q.cards[(i * 7 + q.id.length) % q.cards.length]!.id;
  a.superpower = 'Explaining anything to anyone in under a minute';
  return a;
};

export async function runJourney(base: string, i: number, hooks: Hooks = {}, timeoutMs = 60_000) {
  photo ??= await makeTestPhoto();
  const r: JourneyResult = { ok: false, steps: {}, retries: 0, reconnects: 0, startedAt: Date.now(), endedAt: 0 };
  const deadline = AbortSignal.timeout(timeoutMs);
  let cookie = '';
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    'user-agent': 'futureself-bench-journey',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  /** One request; a 503 (Retry-After), a 502 or a refused connection is tried again up to 3 times. */
  const call = async (step: Step, url: string, init: RequestInit = {}, expect = [200]): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(base + url, {
          ...init,
          headers: headers(init.headers as Record<string, string>),
          signal: deadline,
        });
      } catch (err) {
        if (deadline.aborted) throw new JourneyError(step, 'timed out');
        if (attempt < 3) {
          r.retries++;
          await new Promise((res) => setTimeout(res, 500));
          continue;
        }
        throw new JourneyError(step, `network: ${(err as Error).message}`);
      }
      for (const c of res.headers.getSetCookie()) {
        const kv = c.split(';')[0]!;
        const name = kv.split('=')[0]!;
        cookie = [...cookie.split('; ').filter((x) => x && !x.startsWith(`${name}=`)), kv].join('; ');
      }
      // 503: busy or restarting (Retry-After); 502: the balancer's instance died with this request in flight
      // (haproxy cannot replay a body over its buffer, e.g. an upload): a browser's retry, counted.
      if ((res.status === 503 || res.status === 502) && attempt < 3) {
        r.retries++;
        await res.arrayBuffer().catch(() => undefined);
        const after = Math.min(3, Number(res.headers.get('retry-after') ?? 1) || 1);
        await new Promise((res) => setTimeout(res, after * 1000));
        continue;
      }
      if (!expect.includes(res.status)) {
        const body = await res.text().catch(() => '');
        throw new JourneyError(step, `${res.status} ${body.slice(0, 160)}`);
      }
      return res;
    }
  };
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    r.steps[step] = performance.now() - t;
    return out;
  };
  const json = (body: unknown) => ({
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  let step: Step = 'answers';
  try {
    const answers = answersFor(i);
    step = 'answers';
    await timed(step, () =>
      call(step, '/api/answers', { ...json({ answers: { postcard: answers.postcard } }), method: 'PUT' }).then((x) =>
        x.json(),
      ),
    );
    step = 'upload';
    const { photo: p } = (await timed(step, () =>
      call(
        'upload',
        '/api/photos',
        { method: 'POST', body: new Uint8Array(photo!), headers: { 'content-type': 'image/jpeg' } },
        [201],
      ).then((x) => x.json()),
    )) as { photo: { id: string } };
    step = 'spin';
    const spin = (await timed(step, () =>
      call(
        'spin',
        '/api/spins',
        json({
          answers,
          spinNumber: 0,
          photoId: p.id,
          userName: `Visitor ${i}`,
          sessionId: `bench_${i}_${Date.now()}`,
        }),
        [201],
      ).then((x) => x.json()),
    )) as { cover: { id: string } };
    const spunAt = performance.now();
    const coverId = (r.coverId = spin.cover.id);
    step = 'generate';
    await timed(step, () => call('generate', `/api/covers/${coverId}/generate`, json({}), [202]).then((x) => x.json()));

    // SSE: progress events until `done`; a stream that ends early is opened again (EventSource does).
    step = 'cover done';
    let first = 0;
    let done = false;
    while (!done) {
      const res = await call('cover done', `/api/covers/${coverId}/events`, {
        headers: { accept: 'text/event-stream' },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      let ev = 'message';
      try {
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          buf += value;
          let nl: number;
          while ((nl = buf.indexOf('\n')) >= 0) {
            const line = buf.slice(0, nl).replace(/\r$/, '');
            buf = buf.slice(nl + 1);
            if (line.startsWith('event:')) ev = line.slice(6).trim();
            else if (line === '') ev = 'message';
            else if (line.startsWith('data:')) {
              if (ev === 'progress' && !first) {
                first = performance.now();
                r.steps['first progress'] = first - spunAt;
                hooks.onFirstProgress?.(coverId);
              } else if (ev === 'done') done = true;
              else if (ev === 'error') throw new JourneyError('cover done', `error event ${line.slice(5, 200)}`);
            }
          }
          if (done) break;
        }
      } catch (err) {
        if (err instanceof JourneyError) throw err;
        if (deadline.aborted) throw new JourneyError('cover done', 'timed out');
        // the instance went away mid-stream: reconnect
      } finally {
        await reader.cancel().catch(() => undefined);
      }
      if (!done) {
        r.reconnects++;
        await new Promise((res) => setTimeout(res, 500));
      }
    }
    r.spinToFinal = r.steps['cover done'] = performance.now() - spunAt;
    r.coverDoneAt = Date.now();

    step = 'cover image';
    await timed(step, () => call(step, `/api/covers/${coverId}/image`).then((x) => x.arrayBuffer()));
    step = 'share link';
    const share = (await timed(step, () =>
      call(step, '/api/shares', json({ coverId }), [200, 201]).then((x) => x.json()),
    )) as { shareId: string };
    const shareId = (r.shareId = share.shareId);
    // A browser opening the link: the page (compressed), the share's data, the page's cover image.
    let viewBytes = 0;
    const bytes = async (x: Response) => (viewBytes += (await x.arrayBuffer()).byteLength);
    step = 'share page';
    await timed(step, () =>
      call(step, `/share/${shareId}`, { headers: { 'accept-encoding': 'br, gzip' } }).then(bytes),
    );
    step = 'share api';
    await timed(step, () => call(step, `/api/shares/${shareId}`).then(bytes));
    step = 'share cover.webp';
    await timed(step, () => call(step, `/share-images/${shareId}/cover.webp`).then(bytes));
    r.shareViewBytes = viewBytes;
    step = 'og image';
    const og = await timed(step, () => call(step, `/share-images/${shareId}/og.png`).then((x) => x.arrayBuffer()));
    r.ogBytes = og.byteLength;
    r.ok = true;
  } catch (err) {
    r.failedStep = err instanceof JourneyError ? err.step : step;
    r.error = (err as Error).message;
  }
  r.endedAt = Date.now();
  return r;
}

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
