/**
 * Load test of GET / and GET /healthz on the real server (a separate process, as in production) beside a bare
 * node:http server sending the same bytes, in the same run. Also samples the app's resident memory.
 *
 *   npm run build && node --import tsx bench/http.ts [--seconds 10] [--connections 50] [--pg postgres://...] [--prod]
 *
 * --prod runs dist/server/main.js (after `npm run build:server`) instead of the TypeScript sources.
 *
 * Prints a markdown table; paste it into docs/benchmarks.md with the command.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '50'));
const pgUrl = arg('pg', '');
const APP_PORT = 3310;
const BARE_PORT = 3311;

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string) {
  const r = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-'));
// --prod: the compiled server of `npm run build:server` (no tsx), as `npm run start:prod` runs it
const PROD = process.argv.includes('--prod');
const app = spawn(process.execPath, PROD ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_ENABLED: 'false',
    DATABASE_URL: pgUrl,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => app.kill('SIGKILL'));
app.on('exit', (code) => console.error(`app exited with ${code}`));
await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);

// The bare server answers with exactly the bytes and headers the app sent.
const targets = ['/', '/healthz'];
const copies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
for (const t of targets) {
  const res = await fetch(`http://127.0.0.1:${APP_PORT}${t}`);
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
  });
  copies.set(t, { body: Buffer.from(await res.arrayBuffer()), headers });
}
// The bare server runs in its own process, like the app, so neither shares an event loop with autocannon.
const copiesFile = path.join(dataDir, 'bare-copies.json');
writeFileSync(
  copiesFile,
  JSON.stringify(
    Object.fromEntries([...copies].map(([k, v]) => [k, { body: v.body.toString('base64'), headers: v.headers }])),
  ),
);
const bareScript = `
const http = require('node:http');
const copies = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
for (const k of Object.keys(copies)) copies[k].body = Buffer.from(copies[k].body, 'base64');
http.createServer((req, res) => { const c = copies[req.url] || copies['/']; res.writeHead(200, c.headers); res.end(c.body); }).listen(${BARE_PORT}, '127.0.0.1');
`;
const bare = spawn(process.execPath, ['-e', bareScript, copiesFile], { stdio: 'inherit' });
process.on('exit', () => bare.kill('SIGKILL'));
await waitFor(`http://127.0.0.1:${BARE_PORT}/healthz`);

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid!))), 200);
const rows: string[] = [];
for (const t of targets) {
  // Warm up both, then bare first, app second.
  await autocannon({ url: `http://127.0.0.1:${APP_PORT}${t}`, connections, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${BARE_PORT}${t}`, connections, duration: 2 });
  const b = await load(`http://127.0.0.1:${BARE_PORT}${t}`);
  const a = await load(`http://127.0.0.1:${APP_PORT}${t}`);
  rows.push(
    `| GET ${t} | ${copies.get(t)!.body.length} B | ${Math.round(a.rps)} | ${a.p50} / ${a.p99} ms | ${Math.round(b.rps)} | ${b.p50} / ${b.p99} ms | ${Math.round((a.rps / b.rps) * 100)}% | ${a.errors} |`,
  );
}
clearInterval(sampler);

console.log(
  `\n${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s per run, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(
  '| request | body | app req/s | app p50 / p99 | bare node:http req/s | bare p50 / p99 | app / bare | app errors |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(
  `\nApp resident memory: peak ${Math.round(peak)} MB during the runs, ${Math.round(rssMb(app.pid!))} MB after.`,
);

bare.kill('SIGTERM');
app.kill('SIGTERM');
await new Promise((r) => app.once('exit', r));
