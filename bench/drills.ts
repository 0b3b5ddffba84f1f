/**
 * Fault drills on 3 instances behind haproxy (scripts/multi-instance.ts), each under journey load (bench/journey.ts):
 *
 *   kill     kill -9 the instance holding the most covers in the middle of them: every cover still finishes on
 *            another instance, no visitor gets a 5xx beyond a retried request;
 *   sigterm  SIGTERM one instance under load: its in-flight requests and renders finish or are handed over, it takes
 *            no new work (a request sent to it directly gets 503 or a refused connection), it exits 0;
 *   pg       restart the machine's PostgreSQL (`pg_ctlcluster <version> main restart`, root) under load: /readyz
 *            goes 503 and back, requests meanwhile get 503 with Retry-After (from the app or from haproxy), the
 *            apps reconnect by themselves, nothing acknowledged is lost. Opt-in: the database server is shared.
 *
 *   node --import tsx bench/drills.ts kill sigterm          (default: kill sigterm)
 *   node --import tsx bench/drills.ts kill sigterm pg       also the PostgreSQL restart
 *   bash scripts/multi-instance.sh --ci                     the CI short form (runCi below): 3 instances, a few
 *                                                           journeys, one killed -9 mid-cover, all covers done
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster, removeData, type Cluster, type Instance } from '../scripts/multi-instance.js';
import { errorsOf, pct, runLoad, type JourneyResult, type RunReport } from './journey.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Covers in progress per lease owner's process id. */
async function coversInProgressByPid(databaseUrl: string): Promise<Map<number, number>> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ owner: string; n: string }>(
      `select lease_owner as owner, count(*) as n from magazine_covers
       where status in ('pending', 'running') and lease_owner is not null and lease_until > now() group by 1`,
    );
    const by = new Map<number, number>();
    for (const r of rows) {
      const pid = Number(r.owner.split(':')[1]);
      by.set(pid, (by.get(pid) ?? 0) + Number(r.n));
    }
    return by;
  } finally {
    await c.end();
  }
}

async function coverStatuses(databaseUrl: string, ids: string[]): Promise<Map<string, string>> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string; status: string }>(
      'select id, status from magazine_covers where id = any($1)',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.status]));
  } finally {
    await c.end();
  }
}

/** Waits until `n` covers are under way, then picks the instance holding most of them (at least one). */
async function busiestInstance(cluster: Cluster, started: () => number, n: number): Promise<[Instance, number]> {
  for (let i = 0; i < 600; i++) {
    if (started() >= n) {
      const by = await coversInProgressByPid(cluster.databaseUrl!);
      const best = cluster.instances
        .filter((x) => x.alive())
        .map((x) => [x, by.get(x.pid()!) ?? 0] as [Instance, number])
        .sort((a, b) => b[1] - a[1])[0];
      if (best && best[1] > 0) return best;
    }
    await sleep(50);
  }
  throw new Error('no instance was rendering covers');
}

const summary = (rep: RunReport) => {
  const sf = rep.results.map((r) => r.spinToFinal).filter((x): x is number => x !== undefined);
  return (
    `${rep.results.filter((r) => r.ok).length}/${rep.visitors} journeys complete, errors ${errorsOf(rep)}, ` +
    `retried requests ${rep.results.reduce((x, r) => x + r.retries, 0)}, SSE reconnects ${rep.results.reduce((x, r) => x + r.reconnects, 0)}, ` +
    `spin → final cover p50 ${pct(sf, 0.5).toFixed(0)} ms, p95 ${pct(sf, 0.95).toFixed(0)} ms, max ${Math.max(...sf).toFixed(0)} ms`
  );
};

async function checkAllDone(cluster: Cluster, results: JourneyResult[]): Promise<string[]> {
  const ids = results.map((r) => r.coverId).filter((x): x is string => !!x);
  const st = await coverStatuses(cluster.databaseUrl!, ids);
  return ids.filter((id) => st.get(id) !== 'done');
}

// ---------- kill -9 ----------

export async function drillKill(cluster: Cluster, opts: { visitors: number; rate: number; first: number }) {
  let started = 0;
  const load = runLoad(cluster, {
    label: 'kill',
    visitors: opts.visitors,
    ratePerSec: opts.rate,
    first: opts.first,
    maxSeconds: 300,
    hooks: { onFirstProgress: () => started++ },
  });
  const [victim, holding] = await busiestInstance(cluster, () => started, Math.min(3, opts.visitors));
  const killedAt = Date.now();
  await victim.kill('SIGKILL');
  // roles apart (decision 085): the killed worker was the only one: a new worker starts, as its supervisor would
  // restart it, and the covers finish there (a new process, so another lease owner)
  const replaced = !cluster.instances.some((i) => i.alive() && i.role !== 'web');
  if (replaced) await victim.start();
  const rep = await load;
  const notDone = await checkAllDone(cluster, rep.results);
  const after = rep.results.filter((r) => r.endedAt > killedAt && r.spinToFinal !== undefined);
  const lines = [
    `kill -9 instance ${victim.index} (${victim.role}) while it held ${holding} cover lease(s)${replaced ? `, a new ${victim.role} started (pid ${victim.pid()})` : ''}: ${summary(rep)}.`,
    `Covers not done afterwards: ${notDone.length}. Slowest cover finishing after the kill: ${Math.max(0, ...after.map((r) => r.spinToFinal!)).toFixed(0)} ms spin → final.`,
  ];
  const ok = notDone.length === 0 && rep.results.every((r) => r.ok);
  if (!victim.alive()) await victim.start(); // back for the next drill
  return { ok, lines };
}

// ---------- SIGTERM ----------

export async function drillSigterm(cluster: Cluster, opts: { visitors: number; rate: number; first: number }) {
  let started = 0;
  const load = runLoad(cluster, {
    label: 'sigterm',
    visitors: opts.visitors,
    ratePerSec: opts.rate,
    first: opts.first,
    maxSeconds: 300,
    hooks: { onFirstProgress: () => started++ },
  });
  const [victim, holding] = await busiestInstance(cluster, () => started, Math.min(3, opts.visitors));
  const t0 = Date.now();
  const exit = victim.kill('SIGTERM');
  // New work sent to it directly is refused while it drains.
  await sleep(100);
  let probe = 'no answer';
  try {
    const res = await fetch(`${victim.url}/api/covers`, { signal: AbortSignal.timeout(3000) });
    probe = `${res.status}${res.headers.get('retry-after') ? ` Retry-After ${res.headers.get('retry-after')}` : ''}`;
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    probe =
      e.name === 'TimeoutError'
        ? 'no answer within 3 s'
        : `no answer (${e.cause?.code ?? e.cause?.message ?? e.message})`;
  }
  const { code, signal } = await exit;
  const exitMs = Date.now() - t0;
  const rep = await load;
  const notDone = await checkAllDone(cluster, rep.results);
  const log = readFileSync(path.join(cluster.logDir, `app-${victim.index}.log`), 'utf8').split('\n');
  const from = log.findLastIndex((l) => l.includes('"shutting down"'));
  const tail = from >= 0 ? log.slice(from) : [];
  const jobsAfter = tail.filter((l) => /"job (started|done)"|"cover done"/.test(l)).length;
  const lines = [
    `SIGTERM to instance ${victim.index} while it held ${holding} cover lease(s): exited with ${code ?? signal} after ${exitMs} ms; a request sent to it directly meanwhile: ${probe}; ${summary(rep)}.`,
    `Covers not done afterwards: ${notDone.length}. Its log after "shutting down": ${tail.length} lines, ${jobsAfter} job/cover lines; last: ${tail
      .filter(Boolean)
      .slice(-1)
      .map((l) => (JSON.parse(l) as { msg?: string }).msg)
      .join('')}.`,
  ];
  const ok = notDone.length === 0 && rep.results.every((r) => r.ok) && code === 0;
  await victim.start();
  return { ok, lines };
}

// ---------- PostgreSQL restart ----------

export async function drillPgRestart(cluster: Cluster, opts: { visitors: number; rate: number; first: number }) {
  const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim().split('\n')[0]!;
  // /readyz of every instance every 100 ms: when it first said 503, when it was 200 again.
  const ready = cluster.instances.map(() => ({ down: 0, up: 0 }));
  let watching = true;
  const watch = (async () => {
    while (watching) {
      await Promise.all(
        cluster.instances.map(async (inst, k) => {
          const ok = await fetch(`${inst.url}/readyz`, { signal: AbortSignal.timeout(2500) }).then(
            (r) => r.ok,
            () => false,
          );
          const s = ready[k]!;
          if (!ok && !s.down) s.down = Date.now();
          if (ok && s.down && !s.up) s.up = Date.now();
        }),
      );
      await sleep(100);
    }
  })();
  // Statuses the visitors saw, from a wrapper around fetch.
  const seen = new Map<string, number>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await realFetch(input, init);
    if (String(input).startsWith(cluster.url) && res.status >= 500) {
      const k = `${res.status}${res.headers.get('retry-after') ? ' with Retry-After' : ' without Retry-After'}`;
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    return res;
  }) as typeof fetch;
  try {
    const load = runLoad(cluster, {
      label: 'pg',
      visitors: opts.visitors,
      ratePerSec: opts.rate,
      first: opts.first,
      maxSeconds: 300,
    });
    await sleep(3000);
    const t0 = Date.now();
    // not execFileSync: the visitors and the watcher must keep going while PostgreSQL restarts
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
    const restartMs = Date.now() - t0;
    const rep = await load;
    watching = false;
    await watch;
    const notDone = await checkAllDone(cluster, rep.results);
    // Acknowledged shares still open.
    let sharesLost = 0;
    for (const r of rep.results.filter((x) => x.shareId)) {
      const res = await realFetch(`${cluster.url}/share/${r.shareId}`);
      if (res.status !== 200) sharesLost++;
      await res.arrayBuffer();
    }
    const lines = [
      `PostgreSQL ${version} restarted under load (pg_ctlcluster took ${restartMs} ms): /readyz per instance ${ready
        .map((s, k) => `${k + 1}: ${s.down ? `503 at +${s.down - t0} ms, 200 again at +${s.up - t0} ms` : 'never 503'}`)
        .join('; ')}.`,
      `5xx answers the visitors got (then retried): ${[...seen].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none'}; ${summary(rep)}.`,
      `Acknowledged work lost: ${notDone.length} covers not done, ${sharesLost} share links not answering.`,
    ];
    const ok =
      notDone.length === 0 &&
      sharesLost === 0 &&
      rep.results.every((r) => r.ok) &&
      ![...seen.keys()].some((k) => k.includes('without'));
    return { ok, lines };
  } finally {
    globalThis.fetch = realFetch;
    watching = false;
  }
}

// ---------- CI short form ----------

/**
 * Two web instances behind haproxy and one worker (decision 085), 6 journeys, the worker killed -9 mid-cover and a
 * new one started: every cover done. Exit code.
 */
export async function runCi(): Promise<number> {
  const t0 = Date.now();
  const cluster = await startCluster({
    roles: ['web', 'web', 'worker'],
    port: Number(process.env.MULTI_PORT ?? 3600),
    trustProxy: '2',
    // a dead instance's cover lease expires 15 s after its last heartbeat (pipeline.ts); a quick job monitor
    env: { LOG_LEVEL: 'warn', JOBS_MONITOR_SECONDS: '2' },
  });
  try {
    console.log(`2 web instances and 1 worker ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const r = await drillKill(cluster, { visitors: 6, rate: 3, first: 0 });
    for (const l of r.lines) console.log(l);
    console.log(`${r.ok ? 'ok' : 'FAILED'}: multi-instance short form in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (!r.ok) console.log(`logs: ${cluster.logDir}`);
    return r.ok ? 0 : 1;
  } finally {
    await cluster.stop();
    removeData(cluster.logDir);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv.includes('--ci')) process.exit(await runCi());
if (isMain) {
  const all = process.argv.slice(2);
  const flag = (name: string, def: number) => {
    const i = all.indexOf(`--${name}`);
    return i >= 0 ? Number(all[i + 1]) : def;
  };
  const argv = all.filter((a, i) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const which = argv.length ? argv : ['kill', 'sigterm'];
  const cluster = await startCluster({
    instances: 3,
    port: 3300,
    trustProxy: '2',
    env: { LOG_LEVEL: 'info' },
    verbose: false,
    compiled: all.includes('--compiled'),
  });
  let ok = true;
  try {
    console.log(
      `Drills on 3 instances behind haproxy, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:\n`,
    );
    // warm-up
    await runLoad(cluster, { label: 'warm-up', visitors: 3, ratePerSec: 3, first: 900_000 });
    let first = 0;
    for (const d of which) {
      const fn = { kill: drillKill, sigterm: drillSigterm, pg: drillPgRestart }[d];
      if (!fn) throw new Error(`unknown drill ${d}`);
      const r = await fn(cluster, { visitors: flag('visitors', 12), rate: flag('rate', 2), first: (first += 1000) });
      ok &&= r.ok;
      console.log(`- **${d}** ${r.ok ? '(pass)' : '(FAIL)'}: ${r.lines.join(' ')}`);
    }
  } finally {
    await cluster.stop();
    removeData(cluster.logDir);
    console.log(`\nlogs: ${cluster.logDir}`);
  }
  process.exit(ok ? 0 : 1);
}
