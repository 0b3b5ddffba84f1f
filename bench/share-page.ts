/**
 * The public share page against its budget: GET /share/{id} from the real app (in-memory PGlite, local
 * providers, the full middleware stack) must reach at least half the req/s of a bare node:http server that sends
 * the exact same bytes and headers, in the same run. Also the social image: its first render, then cached req/s.
 *
 *   node --import tsx bench/share-page.ts [--seconds 10] [--connections 50] [--rounds 2]
 *
 * Each server runs in its own child process (autocannon stays in this one, so neither server shares its event
 * loop with the load generator). Rounds alternate the order (app, bare / bare, app). Prints a markdown table;
 * the figures and this command go to docs/benchmarks.md under '## Public share page'.
 */
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');

type Msg =
  | { kind: 'ready'; port: number; shareId?: string }
  | { kind: 'serve'; routes: Record<string, { status: number; headers: Record<string, string>; body: string }> };

// ---------- child: the real app ----------
async function runApp() {
  const { loadConfig } = await import('@server/config.js');
  const { buildDeps } = await import('@server/bootstrap.js');
  const { createApp } = await import('@server/app.js');
  const { createLogger } = await import('@server/lib/logger.js');
  const { magazineCovers, users } = await import('@server/db/schema.js');
  const { newId } = await import('@server/lib/ids.js');
  const { createShare } = await import('@server/features/share/service.js');
  const { serve } = await import('@hono/node-server');
  const sharp = (await import('sharp')).default;

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-share-')),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
  });
  const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('warn') });
  const app = createApp(deps, { webRoot: path.join(root, 'dist/web') });

  // One visitor, one finished cover (a 1080x1350 PNG in storage), one share.
  const userId = newId();
  await deps.database.db.insert(users).values({
    id: userId,
    name: 'Visitor',
    email: `${userId.toLowerCase()}@visitor.futureself.invalid`,
    isAnonymous: true,
  });
  const coverId = newId();
  const cover = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: { r: 40, g: 30, b: 90 } } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 700, channels: 3, background: { r: 230, g: 180, b: 150 } } })
          .png()
          .toBuffer(),
        left: 240,
        top: 420,
      },
    ])
    .png()
    .toBuffer();
  await deps.storage.put(`covers/${coverId}.png`, cover, 'image/png');
  await deps.database.db.insert(magazineCovers).values({
    id: coverId,
    sessionId: newId(),
    userId,
    userName: 'Ada Bench',
    roleTitle: 'AI Ethics Philosopher',
    watermarkText: config.brandName,
    status: 'done',
    stage: 'done',
    progress: 100,
    imageKey: `covers/${coverId}.png`,
  });
  const { share } = await createShare(deps.database.db, { ownerId: userId, coverId });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send!({ kind: 'ready', port: info.port, shareId: share.id } satisfies Msg);
  });
  process.on('SIGTERM', () => server.close(() => void deps.database.close().finally(() => process.exit(0))));
}

// ---------- child: the bare node:http server ----------
function runBare() {
  process.once('message', (m: Msg) => {
    if (m.kind !== 'serve') return;
    const routes = new Map(
      Object.entries(m.routes).map(([p, r]) => [p, { ...r, body: Buffer.from(r.body, 'base64') }]),
    );
    const server = http.createServer((req, res) => {
      const r = routes.get(req.url ?? '');
      if (!r) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(r.status, r.headers);
      res.end(r.body);
    });
    server.listen(0, '127.0.0.1', () =>
      process.send!({ kind: 'ready', port: (server.address() as { port: number }).port } satisfies Msg),
    );
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  });
}

// ---------- parent: the load ----------
function start(role: 'app' | 'bare'): { child: ChildProcess; ready: Promise<Extract<Msg, { kind: 'ready' }>> } {
  const child = fork(self, ['--child', role], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<Extract<Msg, { kind: 'ready' }>>((resolve, reject) => {
    child.once('message', (m: Msg) => (m.kind === 'ready' ? resolve(m) : reject(new Error('unexpected message'))));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
  return { child, ready };
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function main() {
  const seconds = Number(arg('seconds', '10'));
  const connections = Number(arg('connections', '50'));
  const rounds = Number(arg('rounds', '2'));

  const app = start('app');
  const { port: appPort, shareId } = await app.ready;

  // The social image: the first request renders and stores it (timed here); later ones come from memory/storage.
  const ogPath = `/share-images/${shareId}/og.png`;
  const t0 = performance.now();
  const og = await fetch(`http://127.0.0.1:${appPort}${ogPath}`);
  await og.arrayBuffer();
  const firstMs = performance.now() - t0;
  if (og.status !== 200) throw new Error(`og.png answered ${og.status}`);
  const t1 = performance.now();
  await (await fetch(`http://127.0.0.1:${appPort}${ogPath}`)).arrayBuffer();
  const secondMs = performance.now() - t1;

  // The bare server answers with exactly the status, headers and bytes the app sent, for both paths.
  const pagePath = `/share/${shareId}`;
  const copies: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  const bodies: Record<string, Buffer> = {};
  for (const p of [pagePath, ogPath]) {
    // As autocannon asks: no Accept-Encoding (fetch would ask for br/gzip and hand back decoded bytes).
    const res = await fetch(`http://127.0.0.1:${appPort}${p}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
    });
    copies[p] = { status: res.status, headers, body: body.toString('base64') };
    bodies[p] = body;
  }
  if (!bodies[pagePath]!.includes('og:image')) throw new Error('the share page has no meta tags');
  const bare = start('bare');
  bare.child.send({ kind: 'serve', routes: copies } satisfies Msg);
  const { port: barePort } = await bare.ready;
  for (const p of [pagePath, ogPath]) {
    const check = await fetch(`http://127.0.0.1:${barePort}${p}`, { headers: { 'accept-encoding': 'identity' } });
    if (!Buffer.from(await check.arrayBuffer()).equals(bodies[p]!))
      throw new Error(`bare server bytes differ for ${p}`);
  }

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.child.pid!))), 200);

  const run = async (url: string) => {
    const r = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.errors + r.non2xx };
  };
  type Run = Awaited<ReturnType<typeof run>>;
  const avg = (xs: Run[]) => ({
    rps: xs.reduce((s, x) => s + x.rps, 0) / xs.length,
    p50: Math.max(...xs.map((x) => x.p50)),
    p99: Math.max(...xs.map((x) => x.p99)),
    bad: xs.reduce((s, x) => s + x.bad, 0),
  });
  /** rounds x (app, bare), the order alternating, after a short warm-up of both. */
  const compare = async (p: string) => {
    const appUrl = `http://127.0.0.1:${appPort}${p}`;
    const bareUrl = `http://127.0.0.1:${barePort}${p}`;
    await autocannon({ url: appUrl, connections, duration: 2 });
    await autocannon({ url: bareUrl, connections, duration: 2 });
    const appRuns: Run[] = [];
    const bareRuns: Run[] = [];
    for (let i = 0; i < rounds; i++) {
      if (i % 2 === 0) {
        appRuns.push(await run(appUrl));
        bareRuns.push(await run(bareUrl));
      } else {
        bareRuns.push(await run(bareUrl));
        appRuns.push(await run(appUrl));
      }
      console.error(
        `${p} round ${i + 1}: app ${Math.round(appRuns.at(-1)!.rps)} req/s, bare ${Math.round(bareRuns.at(-1)!.rps)} req/s`,
      );
    }
    return { app: avg(appRuns), bare: avg(bareRuns) };
  };

  const page = await compare(pagePath);
  const ogRun = await compare(ogPath);
  clearInterval(sampler);

  const ratio = page.app.rps / page.bare.rps;
  const row = (name: string, bytes: number, r: ReturnType<typeof avg>) =>
    `| ${name} | ${bytes} B | ${Math.round(r.rps)} | ${r.p50} / ${r.p99} ms | ${r.bad} |`;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, PGlite in memory, ${connections} connections, ${rounds} x ${seconds} s per server and path (alternating order)\n`,
  );
  console.log('| request | body | req/s | p50 / p99 (worst run) | errors + non-2xx |');
  console.log('|---|---|---|---|---|');
  console.log(row('app GET /share/{id}', bodies[pagePath]!.length, page.app));
  console.log(row('bare node:http, same bytes + headers', bodies[pagePath]!.length, page.bare));
  console.log(row('app GET /share-images/{id}/og.png (cached)', bodies[ogPath]!.length, ogRun.app));
  console.log(row('bare node:http, same og.png bytes + headers', bodies[ogPath]!.length, ogRun.bare));
  console.log(
    `\nShare page app / bare: ${(ratio * 100).toFixed(0)}% (budget ≥ 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'}); og.png app / bare: ${((ogRun.app.rps / ogRun.bare.rps) * 100).toFixed(0)}%.`,
  );
  console.log(
    `Social image: first request (render 1200x630 + store) ${firstMs.toFixed(0)} ms, second ${secondMs.toFixed(1)} ms.`,
  );
  console.log(`App resident memory: peak ${Math.round(peak)} MB (in-memory PGlite included).`);

  for (const c of [app.child, bare.child]) c.kill('SIGTERM');
  await Promise.all(
    [app.child, bare.child].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  if (ratio < 0.5) process.exitCode = 1;
}

const role = arg('child', '');
if (role === 'app') void runApp();
else if (role === 'bare') runBare();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
