/**
 * What an open cover event stream costs the database while it waits: N streams (GET /api/covers/:id/events) on a
 * cover whose run holds its lease on another instance (so nothing renders here), held open for S seconds; counts
 * the app's database queries in that time (the pool's, or PGlite's) and prints queries per stream per second.
 * Then one change of the cover is told (the row updated and, where the tree has it, `cover:<id>` on the bus), and
 * the time until every stream has the new progress event is reported.
 *
 *   node --import tsx bench/sse-streams.ts [--streams 50] [--seconds 10] [--pg postgres://...] [--root DIR]
 *
 * `--root` runs another tree (an export of an older commit with `node_modules` linked) with the same load.
 * Prints one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eq } from 'drizzle-orm';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const root = path.resolve(arg('root', path.join(path.dirname(new URL(import.meta.url).pathname), '..')));
const streams = Number(arg('streams', '50'));
const seconds = Number(arg('seconds', '10'));

// Count the app's queries: the PostgreSQL pool's (the bus's own connection is a pg.Client, not counted) or PGlite's.
let queries = 0;
for (const proto of [pg.Pool.prototype, PGlite.prototype] as unknown as { query: (...a: unknown[]) => unknown }[]) {
  const original = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    queries++;
    return original.apply(this, a);
  };
}

const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { buildDeps } = await import(path.join(root, 'src/server/bootstrap.ts'));
const { createApp } = await import(path.join(root, 'src/server/app.ts'));
const { createLogger } = await import(path.join(root, 'src/server/lib/logger.ts'));
const { magazineCovers } = await import(path.join(root, 'src/server/db/schema.ts'));
const { insertCover } = await import(path.join(root, 'src/server/features/covers/test-support.ts'));

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-sse-')),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  DATABASE_URL: arg('pg', ''),
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

// An anonymous visitor and its cover, held by a live lease of "another instance".
// (the first journey step, an answer, makes the visitor: decision 009)
const signIn = await fetch(`${base}/api/answers`, {
  method: 'PUT',
  headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
  body: JSON.stringify({ answers: { postcard: 'pc_ocean_explorer' } }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
const coverId: string = await insertCover({ deps } as never, me.user.id, {
  status: 'running',
  stage: 'description',
  progress: 0,
  leaseOwner: 'another-instance',
  leaseUntil: new Date(Date.now() + 3600_000),
});

// N streams; each resolves `seen(progress)` as events arrive.
const aborts: AbortController[] = [];
const latest: number[] = new Array(streams).fill(-1);
let onProgress: (() => void) | null = null;
await Promise.all(
  Array.from({ length: streams }, async (_, i) => {
    const ac = new AbortController();
    aborts.push(ac);
    const res = await fetch(`${base}/api/covers/${coverId}/events`, { headers: { cookie }, signal: ac.signal });
    if (res.status !== 200) throw new Error(`stream ${i}: ${res.status}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buf += decoder.decode(value, { stream: true });
          for (const m of buf.matchAll(/"progress":(\d+)/g)) latest[i] = Number(m[1]);
          buf = buf.slice(Math.max(0, buf.lastIndexOf('\n\n')));
          onProgress?.();
        }
      } catch {
        /* aborted */
      }
    })();
  }),
);
// Let every stream reach its wait.
await new Promise((r) => setTimeout(r, 1000));

queries = 0;
const started = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
const waited = (performance.now() - started) / 1000;
const waitingQueries = queries;

// One change, told the way the tree tells it.
const changedAt = performance.now();
await deps.database.db
  .update(magazineCovers)
  .set({ progress: 20, stage: 'image' })
  .where(eq(magazineCovers.id, coverId));
const bus = (deps as { bus?: { kind: string; publish(c: string, p?: string): Promise<void> } }).bus;
if (bus) void bus.publish(`cover:${coverId}`);
await new Promise<void>((resolve) => {
  const check = () => {
    if (latest.every((p) => p === 20)) {
      onProgress = null;
      resolve();
    }
  };
  onProgress = check;
  check();
});
const allSeenMs = performance.now() - changedAt;

console.log(
  JSON.stringify({
    root,
    engine: deps.database.engine,
    bus: bus?.kind ?? 'none',
    streams,
    seconds: Math.round(waited * 10) / 10,
    queriesWhileWaiting: waitingQueries,
    queriesPerStreamPerSecond: Math.round((waitingQueries / streams / waited) * 1000) / 1000,
    changeToAllStreamsMs: Math.round(allSeenMs),
  }),
);
for (const ac of aborts) ac.abort();
server.close();
process.exit(0);
