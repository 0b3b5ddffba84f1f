/**
 * Talk with the local coach: time to the first streamed token and to the whole reply (p50, p95), one conversation
 * at a time and then C conversations at once, each walking onboarding → BÖR → VILL → KAN → SKALL (10 turns).
 * POST /api/talk/chat in-process (the stream read as the browser reads it), in-memory PGlite or PostgreSQL.
 *
 *   node --import tsx bench/talk.ts [--conversations 50] [--think 3000] [--pg postgres://...]
 *
 * "At once": C people chat at the same time, each reading for `think` ms (0 to 2x, seeded) before the next message,
 * as people do; then the same C with no pause at all (a flood: the throughput ceiling).
 *
 * Prints a table and one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createApp } from '@server/app';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { entitlements, magazineCovers } from '@server/db/schema';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { cardActionMessage } from '@core/talk';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const CONVERSATIONS = Number(arg('conversations', '50'));
const THINK_MS = Number(arg('think', '3000'));

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-talk-')),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  DATABASE_URL: arg('pg', ''),
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const app = createApp(deps);
const db = deps.database.db;

interface Timing {
  first: number;
  total: number;
}

async function visitor(): Promise<{ cookie: string; coverId: string }> {
  const res = await app.request('/api/auth/sign-in/anonymous', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: '{}',
  });
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const coverId = newId();
  await db.insert(magazineCovers).values({
    id: coverId,
    sessionId: `s_${newId()}`,
    userId: body.user.id,
    userName: 'Bench',
    roleTitle: 'Ocean Gardener',
    watermarkText: 'FutureSelf',
    status: 'done',
    stage: 'done',
    progress: 100,
  });
  await db
    .insert(entitlements)
    .values({ id: newId(), userId: body.user.id, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
  return { cookie, coverId };
}

/** One streamed turn: time to the first `text` event and to `done`. */
async function turn(
  cookie: string,
  body: Record<string, unknown>,
): Promise<{ t: Timing; done: ChatStreamEvent & { type: 'done' }; conv: string }> {
  const started = performance.now();
  const res = await app.request('/api/talk/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  let first = 0;
  let done: (ChatStreamEvent & { type: 'done' }) | null = null;
  let conv = '';
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buf += value;
    let i: number;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const ev = JSON.parse(buf.slice(6, i)) as ChatStreamEvent;
      buf = buf.slice(i + 2);
      if (ev.type === 'text' && !first) first = performance.now() - started;
      if (ev.type === 'metadata') conv = ev.conversationId;
      if (ev.type === 'done') done = ev as ChatStreamEvent & { type: 'done' };
    }
  }
  if (!done) throw new Error('no done event');
  return { t: { first, total: performance.now() - started }, done, conv };
}

/** A whole conversation through the four acts: 10 turns. */
async function conversation(timings: Timing[], think = 0): Promise<void> {
  const { cookie, coverId } = await visitor();
  let seed = timings.length + 1;
  const pause = () =>
    think ? new Promise((r) => setTimeout(r, ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 * think)) : null;
  const start = await turn(cookie, { action: 'start', message: 'START_CONVERSATION', context: { magazine: coverId } });
  timings.push(start.t);
  const conv = start.conv;
  const say = async (message: string) => {
    await pause();
    const r = await turn(cookie, { action: 'continue', message, conversationId: conv, clientMessageId: newId() });
    timings.push(r.t);
    return r.done.message;
  };
  const bor = await say('I am studying and not sure what comes next');
  await say(cardActionMessage(bor.cards![0]!.actions.find((a) => a.id.startsWith('impact_'))!));
  await say(cardActionMessage(bor.cards![1]!.actions.find((a) => a.id.startsWith('cert_'))!));
  await say('next act');
  await say('A lab by the sea with friends, testing ideas for cleaner oceans');
  await say('That it helps people and the reefs');
  await say('next act');
  await say('Explaining things clearly');
  const skall = await say('I speak three languages');
  if (!skall.cards?.length) throw new Error('no ideas in SKALL');
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const summary = (ts: Timing[]) => ({
  replies: ts.length,
  firstP50: +pct(
    ts.map((t) => t.first),
    50,
  ).toFixed(1),
  firstP95: +pct(
    ts.map((t) => t.first),
    95,
  ).toFixed(1),
  totalP50: +pct(
    ts.map((t) => t.total),
    50,
  ).toFixed(1),
  totalP95: +pct(
    ts.map((t) => t.total),
    95,
  ).toFixed(1),
});

// Warm up (first queries, JIT).
await conversation([]);

const sequential: Timing[] = [];
for (let i = 0; i < 5; i++) await conversation(sequential);

const concurrent: Timing[] = [];
const t0 = performance.now();
const results = await Promise.allSettled(
  Array.from({ length: CONVERSATIONS }, () => conversation(concurrent, THINK_MS)),
);
const wall = performance.now() - t0;
const flood: Timing[] = [];
const f0 = performance.now();
const floodResults = await Promise.allSettled(Array.from({ length: CONVERSATIONS }, () => conversation(flood)));
const floodWall = performance.now() - f0;
const failed = [...results, ...floodResults].filter((r) => r.status === 'rejected');

const out = {
  engine: deps.database.engine,
  sequential: summary(sequential),
  concurrent: { conversations: CONVERSATIONS, thinkMs: THINK_MS, wallMs: Math.round(wall), ...summary(concurrent) },
  flood: {
    conversations: CONVERSATIONS,
    wallMs: Math.round(floodWall),
    repliesPerSecond: Math.round(flood.length / (floodWall / 1000)),
    ...summary(flood),
  },
  failed: failed.length,
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
};
console.log(`Talk, local coach (${out.engine})`);
console.log('                       replies  first p50  first p95  whole p50  whole p95 (ms)');
for (const [name, s] of [
  ['one at a time', out.sequential],
  [`${CONVERSATIONS} at once`, out.concurrent],
  [`${CONVERSATIONS} flooding`, out.flood],
] as const)
  console.log(
    `${name.padEnd(22)} ${String(s.replies).padStart(7)} ${String(s.firstP50).padStart(10)} ${String(s.firstP95).padStart(10)} ${String(s.totalP50).padStart(10)} ${String(s.totalP95).padStart(10)}`,
  );
if (failed.length)
  console.log(
    'failures:',
    failed.slice(0, 3).map((f) => String((f as PromiseRejectedResult).reason)),
  );
console.log(JSON.stringify(out));
await deps.database.close();
process.exit(failed.length ? 1 : 0);
