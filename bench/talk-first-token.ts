/**
 * Talk's first token and whole reply (p50, p95), the local coach beside a streaming model (decision 069).
 * The model is a local stub that streams like OpenAI's chat completions: `--latency` ms before its first token (a
 * model's time to first token), then one word every `--gap` ms (a model writing ~60 words a second). Each reply is
 * POSTed to /api/talk/chat over real HTTP (the app served by @hono/node-server) and its stream read as the browser
 * reads it: time to the first `text` event and to `done`. One conversation at a time, `--conversations` of them,
 * six turns each (start, an answer, a question, a feeling, two more answers).
 *
 *   node --import tsx bench/talk-first-token.ts [--conversations 8] [--latency 250] [--gap 15]
 *
 * Prints a table and one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createApp } from '@server/app';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { entitlements, magazineCovers } from '@server/db/schema';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { startModelStub, type StubStep } from '../tests/helpers/model-stub';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const CONVERSATIONS = Number(arg('conversations', '8'));
const LATENCY_MS = Number(arg('latency', '250'));
const GAP_MS = Number(arg('gap', '15'));

const REPLY =
  'Hey, it’s future you, and I remember that year well: the café shifts, the physics books you never sold, the ' +
  'feeling that everyone else had a map. Here is what I know now. The year was not wasted; it taught you how you ' +
  'learn. So tell me: what would you keep from it, if you could keep only one thing?';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const modelScript = (): StubStep[] => {
  const words = REPLY.match(/\S+\s*/g)!;
  return [{ hold: () => sleep(LATENCY_MS) }, ...words.flatMap((w) => [{ text: w }, { hold: () => sleep(GAP_MS) }])];
};

interface Timing {
  first: number;
  total: number;
}

async function run(mode: 'local' | 'model', stubOrigin: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-talk-ft-')),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    ...(mode === 'model'
      ? {
          AI_PROVIDER: 'openai',
          OPENAI_API_KEY: 'bench',
          OPENAI_BASE_URL: `${stubOrigin}/v1`,
          CHAT_PROVIDER: 'openai',
          CHAT_TIMEOUT_MS: '20000',
        }
      : {}),
  });
  const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = (cookie = '') => ({ 'content-type': 'application/json', origin: 'http://localhost:3000', cookie });

  async function visitor() {
    const res = await fetch(`${origin}/api/auth/sign-in/anonymous`, { method: 'POST', headers: headers(), body: '{}' });
    const body = (await res.json()) as { user: { id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const coverId = newId();
    await deps.database.db.insert(magazineCovers).values({
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
    await deps.database.db.insert(entitlements).values({
      id: newId(),
      userId: body.user.id,
      product: 'talk',
      status: 'active',
      paidBy: 'self',
      periodEnd: null,
    });
    return { cookie, coverId };
  }

  async function turn(cookie: string, body: Record<string, unknown>): Promise<{ t: Timing; conv: string }> {
    const started = performance.now();
    const res = await fetch(`${origin}/api/talk/chat`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    let first = 0;
    let conv = '';
    let done = false;
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
        if (ev.type === 'reset') throw new Error('the model reply was not used');
        if (ev.type === 'done') done = true;
      }
    }
    if (!done) throw new Error('no done event');
    return { t: { first, total: performance.now() - started }, conv };
  }

  async function conversation(timings: Timing[]) {
    const { cookie, coverId } = await visitor();
    const start = await turn(cookie, {
      action: 'start',
      message: 'START_CONVERSATION',
      context: { magazine: coverId },
    });
    timings.push(start.t);
    for (const message of [
      'I did one year of physics in Uppsala, dropped out, and now I work at a café.',
      'should I go back to physics or not?',
      'honestly my parents think I wasted a year',
      'I like explaining things to the new people at work',
      'Maybe teaching, or science for kids',
    ]) {
      const r = await turn(cookie, {
        action: 'continue',
        message,
        conversationId: start.conv,
        clientMessageId: newId(),
      });
      timings.push(r.t);
    }
  }

  await conversation([]); // warm up
  const timings: Timing[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) await conversation(timings);
  await new Promise<void>((r) => server.close(() => r()));
  await deps.bus.close();
  await deps.database.close();
  return timings;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1);
};
const summary = (ts: Timing[]) => ({
  replies: ts.length,
  firstP50: pct(
    ts.map((t) => t.first),
    50,
  ),
  firstP95: pct(
    ts.map((t) => t.first),
    95,
  ),
  totalP50: pct(
    ts.map((t) => t.total),
    50,
  ),
  totalP95: pct(
    ts.map((t) => t.total),
    95,
  ),
});

const stub = await startModelStub();
stub.script = modelScript();
const local = summary(await run('local', stub.origin));
const model = summary(await run('model', stub.origin));
await stub.close();

console.log(`Talk first token (one conversation at a time, ${CONVERSATIONS} × 6 replies, over HTTP)`);
console.log('                               replies  first p50  first p95  whole p50  whole p95 (ms)');
for (const [name, s] of [
  ['local coach', local],
  [`stub model (${LATENCY_MS} ms + ${GAP_MS} ms/word)`, model],
] as const)
  console.log(
    `${name.padEnd(31)}${String(s.replies).padStart(7)}${String(s.firstP50).padStart(11)}${String(s.firstP95).padStart(11)}${String(s.totalP50).padStart(11)}${String(s.totalP95).padStart(11)}`,
  );
console.log(JSON.stringify({ latencyMs: LATENCY_MS, gapMs: GAP_MS, local, model }));
process.exit(0);
