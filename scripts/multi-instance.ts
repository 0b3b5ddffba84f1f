/**
 * Several instances of the app on one PostgreSQL database and one S3-compatible store, behind haproxy
 * (docs/multi-instance.md). Run through scripts/multi-instance.sh, which installs haproxy when it is missing:
 *
 *   bash scripts/multi-instance.sh                 two web instances (:3101-3102) behind haproxy (:3100) and one
 *                                                  worker (:3103, APP_ROLE=worker, decision 085); Ctrl-C stops all
 *   bash scripts/multi-instance.sh --roles web,worker,worker    any mix of web, worker and all
 *   bash scripts/multi-instance.sh --instances 2 --port 8080 --keep-db --compiled   (N instances of role all;
 *                                                  --compiled: dist/server/main.js, after npm run build:server)
 *   bash scripts/multi-instance.sh --ci            the short form for CI: two web and one worker, a few journeys,
 *                                                  the worker killed -9 mid-cover and a new one started: every cover
 *                                                  must finish on it (needs DATABASE_URL)
 *
 * Also a library: bench/journey.ts and bench/drills.ts start the same cluster with `startCluster`.
 *
 * What it starts, each logging into one temp folder (printed):
 * - a fresh database on the machine's PostgreSQL (`--pg-admin`, default postgres://postgres@127.0.0.1:5432/postgres,
 *   or the server of DATABASE_URL), dropped on exit unless --keep-db;
 * - s3rver (a local S3 server) over a temp folder, with the bucket `futureself`;
 * - N app processes with the same AUTH_SECRET, PUBLIC_URL and TRUST_PROXY=true, STORAGE_PROVIDER=s3;
 * - haproxy: round robin, health check GET /readyz every second, SSE streamed unbuffered, a retry on another
 *   instance when one refuses the connection or answers 503 while shutting down.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUCKET = 'futureself';
/** s3rver's built-in account. */
const S3_KEY = 'S3RVER';

export type AppRole = 'web' | 'worker' | 'all';

export interface ClusterOptions {
  /** App processes (1-9). */
  instances?: number;
  /**
   * APP_ROLE per process (decision 085), e.g. ['web', 'web', 'worker']: its length is the number of processes.
   * Workers are not behind the balancer. Default: `instances` processes of role all.
   */
  roles?: AppRole[];
  /** The balancer's port; instance i listens on port + i (3100 → 3101, 3102, 3103). */
  port?: number;
  /** haproxy in front (default true). Without it `url` is the first instance's. */
  balancer?: boolean;
  /** 'postgres' (a fresh database next to `pgAdminUrl`) or 'pglite' (one instance only). */
  database?: 'postgres' | 'pglite';
  pgAdminUrl?: string;
  /** Keep the database when stopping. */
  keepDb?: boolean;
  /** 's3' (s3rver) or 'local' (DATA_DIR/files of a single instance). */
  storage?: 's3' | 'local';
  /** TRUST_PROXY for the apps (default 'true': haproxy is the one proxy). */
  trustProxy?: string;
  /** More environment for the apps. */
  env?: Record<string, string>;
  /** Where the logs go (default: a new temp folder). */
  logDir?: string;
  /** Print what starts (default true). */
  verbose?: boolean;
  /** Run the compiled server (dist/server/main.js) instead of the TypeScript through tsx. */
  compiled?: boolean;
}

export interface Instance {
  index: number;
  role: AppRole;
  port: number;
  url: string;
  proc: ChildProcess | null;
  /** Starts the process (again); resolves when /readyz answers 200. */
  start(): Promise<void>;
  /** Sends a signal; resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  pid(): number | undefined;
}

export interface Cluster {
  url: string;
  logDir: string;
  databaseUrl?: string;
  instances: Instance[];
  /** Process ids of the helpers (haproxy, s3rver), for CPU accounting. */
  helperPids(): number[];
  stop(): Promise<void>;
}

export function haproxyConfig(port: number, backends: { name: string; port: number }[]): string {
  return `global
  log stdout format raw local0 info
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 2s
  timeout client 60s
  # A cover's SSE stream sends a keep-alive comment every 15 s: the server timeout must be longer.
  timeout server 60s
  timeout http-request 15s
  timeout http-keep-alive 10s
  timeout tunnel 1h
  # Connection: close towards the app after each answer, keep-alive towards the client; responses (SSE) are
  # streamed as they come, haproxy does not buffer them.
  option http-server-close
  option forwardfor
  # A request that could not reach an instance (refused, reset before an answer, or a 503 of an instance that is
  # shutting down) goes to another one.
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response 503
  # No instance ready (e.g. the database restarts): the app's error shape, with Retry-After.
  http-error status 503 content-type application/json hdr retry-after 2 string '{"error":{"code":"unavailable","message":"The service is busy or restarting. Please try again in a moment."}}'

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # /readyz every second; a busy instance gets 3 s to answer, and is out after 3 failures in a row (a refused
  # connection is retried on another instance at once meanwhile, see retry-on).
  timeout check 3s
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 1 maxconn 512
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

async function waitReady(url: string, proc: () => ChildProcess | null, timeoutMs = 240_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const p = proc();
    if (p && p.exitCode !== null) throw new Error(`${url}: the process exited with ${p.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/** A file descriptor to append a child's output to (the child keeps its own copy). */
const logFd = (file: string) => openSync(file, 'a');

function exited(p: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve({ code: p.exitCode, signal: p.signalCode });
  return new Promise((r) => p.once('exit', (code, signal) => r({ code, signal })));
}

/** The app's entry: the compiled server (`npm run build:server`, the production path) or the TypeScript via tsx. */
function appCommand(compiled: boolean): string[] {
  const main = path.join(root, 'dist/server/main.js');
  if (compiled && !existsSync(main)) throw new Error('dist/server/main.js is missing: run npm run build:server');
  return compiled ? [main] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const roles: AppRole[] = opts.roles ?? Array.from({ length: opts.instances ?? 3 }, () => 'all' as const);
  const n = roles.length;
  const port = opts.port ?? 3100;
  const balancer = opts.balancer ?? true;
  const database = opts.database ?? 'postgres';
  const storage = opts.storage ?? 's3';
  const verbose = opts.verbose ?? true;
  if (database === 'pglite' && n > 1) throw new Error('PGlite is single-process: use one instance');
  if (!roles.some((r) => r !== 'worker')) throw new Error('no instance answers requests: add a web (or all) one');
  if (!roles.some((r) => r !== 'web')) throw new Error('no instance runs jobs: add a worker (or all) one');
  const logDir = opts.logDir ?? mkdtempSync(path.join(tmpdir(), 'fs-multi-'));
  mkdirSync(logDir, { recursive: true });
  const say = (m: string) => verbose && console.log(m);
  const children: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];

  const stop = async () => {
    for (const inst of instances) if (inst.alive()) inst.proc!.kill('SIGTERM');
    await Promise.race([
      Promise.all(instances.map((i) => (i.proc ? exited(i.proc) : null))),
      new Promise((r) => setTimeout(r, 12_000)),
    ]);
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const f of cleanups.reverse()) await f();
  };

  const instances: Instance[] = [];
  try {
    // ---------- database ----------
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const admin =
        opts.pgAdminUrl ??
        (process.env.DATABASE_URL
          ? process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, '/postgres$1')
          : 'postgres://postgres@127.0.0.1:5432/postgres');
      const name = `fs_multi_${Date.now().toString(36)}_${process.pid}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      databaseUrl = admin.replace(/\/postgres(\?.*)?$/, `/${name}$1`);
      say(`database  ${databaseUrl}${opts.keepDb ? ' (kept)' : ' (dropped on exit)'}`);
      if (!opts.keepDb)
        cleanups.push(async () => {
          const c = new pg.Client({ connectionString: admin });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
          await c.end();
        });
    }

    // ---------- S3 ----------
    const s3Env: Record<string, string> = {};
    if (storage === 's3') {
      const s3Dir = path.join(logDir, 's3');
      mkdirSync(s3Dir, { recursive: true });
      const s3Port = port + 90;
      const s3Out = logFd(path.join(logDir, 's3rver.log'));
      const s3 = spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
          '-d',
          s3Dir,
          '-a',
          '127.0.0.1',
          '-p',
          String(s3Port),
          '--configure-bucket',
          BUCKET,
          '--silent',
        ],
        { stdio: ['ignore', s3Out, s3Out] },
      );
      closeSync(s3Out);
      children.push(s3);
      const endpoint = `http://127.0.0.1:${s3Port}`;
      for (let i = 0; ; i++) {
        if (s3.exitCode !== null) throw new Error(`s3rver exited (${s3.exitCode}); see ${logDir}/s3rver.log`);
        const ok = await fetch(endpoint).then(
          () => true,
          () => false,
        );
        if (ok) break;
        if (i > 100) throw new Error('s3rver did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      say(`s3        ${endpoint} bucket ${BUCKET} over ${s3Dir}`);
      Object.assign(s3Env, {
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3_KEY,
        S3_SECRET_ACCESS_KEY: S3_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      });
    }

    // ---------- the apps ----------
    const firstWeb = roles.findIndex((r) => r !== 'worker');
    const url = balancer ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port + 1 + firstWeb}`;
    const authSecret = randomBytes(32).toString('hex');
    const cmd = appCommand(opts.compiled ?? false);
    for (let i = 0; i < n; i++) {
      const ip = port + 1 + i;
      const dataDir = path.join(logDir, `data-${i + 1}`);
      mkdirSync(dataDir, { recursive: true });
      const logFile = path.join(logDir, `app-${i + 1}.log`);
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(ip),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        AUTH_SECRET: authSecret,
        TRUST_PROXY: opts.trustProxy ?? 'true',
        LOG_LEVEL: 'info',
        ...s3Env,
        ...opts.env,
        APP_ROLE: roles[i]!,
      };
      const inst: Instance = {
        index: i + 1,
        role: roles[i]!,
        port: ip,
        url: `http://127.0.0.1:${ip}`,
        proc: null,
        alive: () => !!inst.proc && inst.proc.exitCode === null && inst.proc.signalCode === null,
        pid: () => inst.proc?.pid,
        start: async () => {
          const out = logFd(logFile);
          const p = spawn(process.execPath, cmd, { cwd: root, env, stdio: ['ignore', out, out] });
          closeSync(out);
          inst.proc = p;
          children.push(p);
          await waitReady(inst.url, () => p);
        },
        kill: async (signal) => {
          const p = inst.proc;
          if (!p) return { code: null, signal: null };
          p.kill(signal);
          return exited(p);
        },
      };
      instances.push(inst);
    }
    const t0 = Date.now();
    await Promise.all(instances.map((i) => i.start()));
    for (const i of instances)
      say(`app ${i.index}     ${i.url} ${i.role} (pid ${i.pid()}, log ${logDir}/app-${i.index}.log)`);
    say(`          ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${cmd.join(' ').replace(root + '/', '')})`);

    // ---------- haproxy ----------
    let haproxy: ChildProcess | null = null;
    if (balancer) {
      const cfg = path.join(logDir, 'haproxy.cfg');
      writeFileSync(
        cfg,
        haproxyConfig(
          port,
          instances.filter((i) => i.role !== 'worker').map((i) => ({ name: `app${i.index}`, port: i.port })),
        ),
      );
      const check = spawnSync('haproxy', ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
      if (check.error) throw new Error('haproxy is not installed: run scripts/multi-instance.sh (it installs it)');
      if (check.status !== 0) throw new Error(`haproxy config: ${check.stderr || check.stdout}`);
      const log = logFd(path.join(logDir, 'haproxy.log'));
      haproxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', log, log] });
      closeSync(log);
      children.push(haproxy);
      await waitReady(url, () => haproxy);
      say(`haproxy   ${url} (config ${cfg}, log ${logDir}/haproxy.log)`);
    }

    return {
      url,
      logDir,
      databaseUrl,
      instances,
      helperPids: () =>
        children
          .filter((c) => !instances.some((i) => i.proc === c) && c.exitCode === null)
          .map((c) => c.pid!)
          .filter(Boolean),
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

/** Resident memory of a process in bytes (Linux), or 0. */
export function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system, all threads) a process has used so far (Linux), or 0. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return 0;
  }
}

/** Removes the stored objects and data folders under a log folder, keeping the logs. */
export function removeData(logDir: string) {
  for (const f of readdirSync(logDir))
    if (f === 's3' || f.startsWith('data-')) rmSync(path.join(logDir, f), { recursive: true, force: true });
}

// ---------- command line ----------
const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  if (argv.includes('--ci')) {
    // bench/drills.ts imports this module: run it as its own process (no import cycle).
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/drills.ts'), '--ci'], {
      stdio: 'inherit',
    });
    process.exit(r.status ?? 1);
  }
  const roles = arg('roles')
    ?.split(',')
    .map((r) => r.trim() as AppRole)
    .filter((r) => ['web', 'worker', 'all'].includes(r));
  const cluster = await startCluster({
    // default: two web instances behind haproxy and one worker (decision 085); --instances N: N of role all
    ...(roles?.length
      ? { roles }
      : arg('instances')
        ? { instances: Number(arg('instances')) }
        : { roles: ['web', 'web', 'worker'] as AppRole[] }),
    port: Number(arg('port') ?? 3100),
    keepDb: argv.includes('--keep-db'),
    compiled: argv.includes('--compiled'),
  });
  console.log(`\n${cluster.url}  (logs in ${cluster.logDir}; Ctrl-C stops everything)`);
  let stopping = false;
  const bye = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    await cluster.stop();
    removeData(cluster.logDir);
    console.log(`logs kept in ${cluster.logDir}`);
    process.exit(0);
  };
  process.on('SIGINT', () => void bye());
  process.on('SIGTERM', () => void bye());
  for (const i of cluster.instances)
    i.proc?.on('exit', (code, signal) => !stopping && console.log(`app ${i.index} exited (${code ?? signal})`));
}
