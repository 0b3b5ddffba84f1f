/**
 * The price of checking the session on every API request: GET /api/me with a signed-in account's cookie (every
 * API request reads the session the same way), on in-memory PGlite or PostgreSQL.
 *
 *   node --import tsx bench/session-check.ts [--seconds 10] [--connections 20] [--pg postgres://...] [--root DIR]
 *
 * `--root` runs another tree (e.g. an export of an older commit with `node_modules` linked) with the same load.
 * Prints one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const root = path.resolve(arg('root', path.join(path.dirname(new URL(import.meta.url).pathname), '..')));
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '20'));

const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { buildDeps } = await import(path.join(root, 'src/server/bootstrap.ts'));
const { createApp } = await import(path.join(root, 'src/server/app.ts'));
const { createLogger } = await import(path.join(root, 'src/server/lib/logger.ts'));

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-session-')),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  DATABASE_URL: arg('pg', ''),
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const app = createApp(deps);

// A signed-in account: sign up, and (where sign-up does not sign in) open the confirmation link.
const json = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
const up = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: `bench_${Date.now()}@example.com`, password: 'bench-pw-1', name: 'Bench' }),
});
let setCookies: string[] = up.headers.getSetCookie();
if (!setCookies.some((c) => c.includes('session_token'))) {
  const mailer = deps.mailer as { inner?: { sent: { text: string }[] }; sent?: { text: string }[] };
  const sent = (mailer.inner ?? mailer).sent!;
  const link = new URL(/(http\S+verify-email\?\S+)/.exec(sent.at(-1)!.text)![1]!);
  setCookies = (await app.request(link.pathname + link.search)).headers.getSetCookie();
}
const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/me`;
const me = (await (await fetch(url, { headers: { cookie } })).json()) as { user: unknown };
if (!me.user) throw new Error('the account is not signed in');

const r = await autocannon({ url, headers: { cookie }, connections, duration: seconds });
console.log(
  JSON.stringify({
    root,
    engine: deps.database.engine,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  }),
);
server.close();
process.exit(0);
