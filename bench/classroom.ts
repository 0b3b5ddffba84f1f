/**
 * A whole classroom at once (docs/benchmarks.md, "A classroom at once"): 30 students behind the school's one public
 * address open the teacher's cohort link within 60 s, and each goes through the journey and into Talk over the real
 * HTTP API of one instance:
 *
 *   cohort link (GET /?cohort=…, POST /api/track/page-view) → quiz (PUT /api/answers) → selfie upload
 *   (POST /api/photos) → spin (POST /api/spins with the cohort) → cover (POST generate, SSE until `done`, the image)
 *   → share link (POST /api/shares, GET /share/:id) → Talk through the first act (start, then 4 turns: BÖR's
 *   question, the two ratings, "next act"), each reply's stream read as the browser reads it.
 *
 * Faults among them: a student who reloads mid-cover (the stream closed at its first progress, the page read again,
 * generate sent again, a new stream), a phone that drops off mid-reply (Talk's stream cut after its first token,
 * the same client message id sent again), a student with two tabs (two cover streams and two generates at once).
 * Nothing may be lost and no answer may be a 5xx.
 *
 *   node --import tsx bench/classroom.ts                       PGlite, then PostgreSQL (a fresh database per run)
 *   node --import tsx bench/classroom.ts --db pglite           one engine: pglite | postgres
 *   node --import tsx bench/classroom.ts --students 30 --within 60 --compiled --role all --env RENDER_NICE=0
 *
 * Per run: per step p50/p95, errors and 5xx, the app's CPU-seconds and peak RSS (/proc), the database's connections
 * (pg_stat_activity, peak), the event loop's delay (GET /metrics: p99 and max over the whole run) and /healthz
 * asked every 100 ms beside it, Talk's first token and whole reply p50/p95, spin → finished cover against the CPU
 * bound of the class (students × CPU-s per cover from a calibration, over the cores), and the load average at the
 * start and end. Budgets (docs/decisions/086): first token p95 ≤ 300 ms, whole reply p95 ≤ 1.5 s, spin → cover
 * p95 ≤ 1.5 × the CPU bound, event loop p99 ≤ 20 ms, RSS ≤ 600 MB, no errors. Prints a table and one JSON line.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { visualQuestions } from '@content/quiz';
import { makeTestPhoto } from '@server/features/covers/test-photo';
import { cardActionMessage } from '@core/talk';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { cpuSecondsOf, removeData, rssOf, startCluster, type Cluster } from '../scripts/multi-instance.js';

const argv = process.argv.slice(2);
const arg = (name: string, def?: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : def;
};
const STUDENTS = Number(arg('students', '30'));
const WITHIN_S = Number(arg('within', '60'));
/** The school's one public address: every student comes from it (X-Forwarded-For, one trusted proxy hop). */
const SCHOOL_IP = '198.51.100.23';
const COHORT = 'bench-class-7b';

export const STEPS = [
  'cohort page',
  'page view',
  'quiz',
  'upload',
  'spin',
  'generate',
  'first progress',
  'cover done',
  'cover image',
  'share link',
  'share page',
  'talk start',
  'talk turn',
] as const;
type Step = (typeof STEPS)[number];

interface Student {
  i: number;
  ok: boolean;
  error?: string;
  failedStep?: Step;
  steps: Partial<Record<Step, number[]>>;
  spinToCover?: number;
  coverId?: string;
  /** Talk replies: ms to the first `text` event and to `done`. */
  replies: { first: number; whole: number }[];
  fault?: 'reload mid-cover' | 'dropped stream' | 'two tabs';
  faultOk?: boolean;
  status5xx: number;
  retries: number;
  /** Requests sent again once after a network error (a reset kept-alive connection). */
  networkRetries: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};

const answersFor = (i: number) => {
  const a: Record<string, string> = {};
  for (const q of visualQuestions) a[q.id] = q.cards[(i * 7 + q.id.length) % q.cards.length]!.id;
  a.superpower = 'Explaining anything to anyone in under a minute';
  return a;
};

class StepError extends Error {
  constructor(
    readonly step: Step,
    message: string,
  ) {
    super(message);
  }
}

/** Reads an SSE body, calling `on(event, data)`; resolves when the body ends or `on` returns true. */
async function readSse(body: ReadableStream, on: (event: string, data: string) => boolean | void): Promise<boolean> {
  const reader = (body as ReadableStream<Uint8Array<ArrayBuffer>>).pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  let ev = 'message';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buf += value;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl).replace(/\r$/, '');
        buf = buf.slice(nl + 1);
        if (line.startsWith('event:')) ev = line.slice(6).trim();
        else if (line === '') ev = 'message';
        else if (line.startsWith('data:') && on(ev, line.slice(5).trim())) return true;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

interface Hooks {
  onSpun?(): void;
  onCoverDone?(): void;
}

async function student(
  base: string,
  i: number,
  photo: Buffer,
  fault?: Student['fault'],
  hooks: Hooks = {},
): Promise<Student> {
  const r: Student = {
    i,
    ok: false,
    steps: {},
    replies: [],
    status5xx: 0,
    retries: 0,
    networkRetries: 0,
    ...(fault ? { fault } : {}),
  };
  const deadline = AbortSignal.timeout(240_000);
  let cookie = '';
  const sessionId = `class_${i}_${Date.now()}`;
  const call = async (step: Step, url: string, init: RequestInit = {}, expect = [200], signal?: AbortSignal) => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(base + url, {
        ...init,
        headers: {
          'x-forwarded-for': SCHOOL_IP,
          'user-agent': 'futureself-bench-classroom',
          origin: base,
          ...(cookie ? { cookie } : {}),
          ...(init.headers as Record<string, string>),
        },
        signal: signal ?? deadline,
      }).catch((err: Error) => err);
      if (res instanceof Error) {
        // a kept-alive connection the server closed as the request went out: a browser sends it again once
        if (attempt < 1 && !deadline.aborted && !signal?.aborted) {
          r.networkRetries++;
          await sleep(200);
          continue;
        }
        throw new StepError(step, `network: ${res.message}`);
      }
      for (const c of res.headers.getSetCookie()) {
        const kv = c.split(';')[0]!;
        const name = kv.split('=')[0]!;
        cookie = [...cookie.split('; ').filter((x) => x && !x.startsWith(`${name}=`)), kv].join('; ');
      }
      if (res.status >= 500) r.status5xx++;
      if (res.status === 429 && attempt < 2) {
        // a browser shows "wait a moment"; the student tries again
        r.retries++;
        await res.arrayBuffer().catch(() => undefined);
        await sleep(Math.min(5, Number(res.headers.get('retry-after') ?? 1)) * 1000);
        continue;
      }
      if (!expect.includes(res.status)) {
        const body = await res.text().catch(() => '');
        throw new StepError(step, `${res.status} ${body.slice(0, 160)}`);
      }
      return res;
    }
  };
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    (r.steps[step] ??= []).push(performance.now() - t);
    return out;
  };
  const json = (body: unknown, method = 'POST') => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

  /** The cover's stream until `done`; `cut` closes it at the first progress (a reload). */
  const watch = async (coverId: string, spunAt: number, cut = false): Promise<'done' | 'cut'> => {
    for (let tries = 0; tries < 20; tries++) {
      const res = await call('cover done', `/api/covers/${coverId}/events`, {
        headers: { accept: 'text/event-stream' },
      });
      let result: 'done' | 'cut' | null = null;
      await readSse(res.body!, (ev, data) => {
        if (ev === 'progress' && !r.steps['first progress']) r.steps['first progress'] = [performance.now() - spunAt];
        if (ev === 'progress' && cut) return !!(result = 'cut');
        if (ev === 'done') return !!(result = 'done');
        if (ev === 'error') throw new StepError('cover done', `error event ${data.slice(0, 160)}`);
      });
      if (result) return result;
      await sleep(300); // the stream ended early: EventSource reconnects
    }
    throw new StepError('cover done', 'no done event after 20 streams');
  };

  let step: Step = 'cohort page';
  try {
    await timed(step, () =>
      call(step, `/?cohort=${COHORT}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }).then((x) =>
        x.arrayBuffer(),
      ),
    );
    step = 'page view';
    await timed(step, () =>
      call(
        step,
        '/api/track/page-view',
        json({ sessionId, path: '/', attribution: { cohort: COHORT } }),
        [200, 201, 202, 204],
      ).then((x) => x.arrayBuffer()),
    );
    const answers = answersFor(i);
    step = 'quiz';
    await timed(step, () =>
      call(step, '/api/answers', json({ answers: { postcard: answers.postcard } }, 'PUT')).then((x) => x.json()),
    );
    step = 'upload';
    const { photo: p } = (await timed(step, () =>
      call(
        step,
        '/api/photos',
        { method: 'POST', body: new Uint8Array(photo), headers: { 'content-type': 'image/jpeg' } },
        [201],
      ).then((x) => x.json()),
    )) as { photo: { id: string } };
    step = 'spin';
    const spin = (await timed(step, () =>
      call(
        step,
        '/api/spins',
        json({
          answers,
          spinNumber: 0,
          photoId: p.id,
          userName: `Student ${i}`,
          sessionId,
          attribution: { cohort: COHORT },
        }),
        [201],
      ).then((x) => x.json()),
    )) as { cover: { id: string } };
    const spunAt = performance.now();
    hooks.onSpun?.();
    const coverId = (r.coverId = spin.cover.id);
    step = 'generate';
    await timed(step, () => call(step, `/api/covers/${coverId}/generate`, json({}), [202]).then((x) => x.json()));
    step = 'cover done';
    if (fault === 'reload mid-cover') {
      // the page goes away at the first progress; the reload reads the cover, asks for it again, watches again
      await watch(coverId, spunAt, true);
      const state = (await call(step, `/api/covers/${coverId}`).then((x) => x.json())) as { status: string };
      await call(step, `/api/covers/${coverId}/generate`, json({}), [202]).then((x) => x.json());
      await watch(coverId, spunAt);
      r.faultOk = ['pending', 'running', 'done'].includes(state.status);
    } else if (fault === 'two tabs') {
      // the second tab shares the cookie: a second generate and a second stream at once
      const [a, b] = await Promise.all([
        watch(coverId, spunAt),
        call(step, `/api/covers/${coverId}/generate`, json({}), [202])
          .then((x) => x.json())
          .then(() => watch(coverId, spunAt)),
      ]);
      r.faultOk = a === 'done' && b === 'done';
    } else await watch(coverId, spunAt);
    r.spinToCover = performance.now() - spunAt;
    hooks.onCoverDone?.();
    (r.steps['cover done'] ??= []).push(r.spinToCover);
    step = 'cover image';
    await timed(step, () => call(step, `/api/covers/${coverId}/image`).then((x) => x.arrayBuffer()));
    step = 'share link';
    const share = (await timed(step, () =>
      call(step, '/api/shares', json({ coverId }), [200, 201]).then((x) => x.json()),
    )) as { shareId: string };
    step = 'share page';
    await timed(step, () =>
      call(step, `/share/${share.shareId}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((x) =>
        x.arrayBuffer(),
      ),
    );

    // ---------- Talk through the first act ----------
    let conv = '';
    /** One reply's stream; `drop` cuts it after the first token (a phone off the network). */
    const turn = async (s: Step, body: Record<string, unknown>, drop = false) => {
      const started = performance.now();
      const ctl = new AbortController();
      const res = await call(s, '/api/talk/chat', json(body), [200], AbortSignal.any([deadline, ctl.signal]));
      let first = 0;
      let done: (ChatStreamEvent & { type: 'done' }) | null = null;
      let cut = false;
      try {
        await readSse(res.body!, (_ev, data) => {
          const e = JSON.parse(data) as ChatStreamEvent;
          if (e.type === 'metadata') conv = e.conversationId;
          if (e.type === 'text' && !first) {
            first = performance.now() - started;
            if (drop) {
              cut = true;
              ctl.abort();
              return true;
            }
          }
          if (e.type === 'done') done = e as ChatStreamEvent & { type: 'done' };
        });
      } catch (err) {
        if (!cut) throw err;
      }
      if (cut) return null;
      if (!done) throw new StepError(s, 'no done event');
      const whole = performance.now() - started;
      r.replies.push({ first, whole });
      (r.steps[s] ??= []).push(first);
      return (done as ChatStreamEvent & { type: 'done' }).message;
    };
    step = 'talk start';
    await turn(step, { action: 'start', message: 'START_CONVERSATION', context: { magazine: coverId }, sessionId });
    step = 'talk turn';
    const say = async (message: string, drop = false) => {
      const clientMessageId = `msg_${i}_${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;
      const body = { action: 'continue', message, conversationId: conv, clientMessageId };
      if (drop) {
        await turn(step, body, true);
        await sleep(500);
        // back online: the page reads the conversation and sends the same message id again (replayed, not doubled)
        const before = (await call(step, `/api/talk/conversations/${conv}`).then((x) => x.json())) as {
          conversation: { messages: { role: string }[] };
        };
        const again = await turn(step, body);
        const after = (await call(step, `/api/talk/conversations/${conv}`).then((x) => x.json())) as {
          conversation: { messages: { role: string }[] };
        };
        r.faultOk = after.conversation.messages.length === before.conversation.messages.length;
        return again!;
      }
      return (await turn(step, body))!;
    };
    const bor = await say('I am at school and not sure what comes next', fault === 'dropped stream');
    const impact = bor.cards?.[0]?.actions.find((a) => a.id.startsWith('impact_'));
    const cert = bor.cards?.[1]?.actions.find((a) => a.id.startsWith('cert_'));
    if (!impact || !cert) throw new StepError(step, 'no rating cards in BÖR');
    await say(cardActionMessage(impact));
    await say(cardActionMessage(cert));
    await say('next act');
    r.ok = r.status5xx === 0 && (fault ? r.faultOk === true : true);
    if (!r.ok) r.error = r.status5xx ? `${r.status5xx} answers 5xx` : `fault "${fault}" not handled`;
  } catch (err) {
    r.failedStep = err instanceof StepError ? err.step : step;
    r.error = (err as Error).message;
  }
  return r;
}

// ---------- the run ----------

interface Probe {
  stop(): Promise<{
    rssMaxMb: number;
    dbConnMax: number;
    healthP99: number;
    healthMax: number;
    loopP99: number;
    loopMax: number;
  }>;
}

/** RSS and database connections every 250 ms, /healthz every 100 ms, /metrics at the start and the end. */
async function probe(url: string, pid: number | undefined, databaseUrl?: string): Promise<Probe> {
  await fetch(`${url}/metrics`).then((x) => x.arrayBuffer()); // starts a new event-loop window
  let rssMaxMb = 0;
  let dbConnMax = 0;
  const health: number[] = [];
  const pgc = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await pgc?.connect();
  const dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  let on = true;
  const mem = (async () => {
    while (on) {
      rssMaxMb = Math.max(rssMaxMb, rssOf(pid) / 2 ** 20);
      if (pgc) {
        const { rows } = await pgc.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        dbConnMax = Math.max(dbConnMax, Number(rows[0]!.n));
      }
      await sleep(250);
    }
  })();
  const hz = (async () => {
    while (on) {
      const t = performance.now();
      await fetch(`${url}/healthz`).then(
        (x) => x.arrayBuffer(),
        () => undefined,
      );
      health.push(performance.now() - t);
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      on = false;
      await Promise.all([mem, hz]);
      await pgc?.end();
      const m = (await fetch(`${url}/metrics`).then((x) => x.json())) as {
        eventLoopDelayP99Ms: number;
        eventLoopDelayMaxMs: number;
      };
      return {
        rssMaxMb,
        dbConnMax,
        healthP99: pct(health, 0.99),
        healthMax: Math.max(...health),
        loopP99: m.eventLoopDelayP99Ms,
        loopMax: m.eventLoopDelayMaxMs,
      };
    },
  };
}

/** The cohort the teacher's link names (an organiser made it in the dashboard). */
async function makeCohort(cluster: Cluster, db: 'pglite' | 'postgres') {
  if (db === 'postgres') {
    const c = new pg.Client({ connectionString: cluster.databaseUrl });
    await c.connect();
    await c.query(
      `insert into cohorts (cohort_id, name, watermark_text) values ($1, 'Class 7B', '7B') on conflict do nothing`,
      [COHORT],
    );
    await c.end();
  }
}

export async function classroom(opts: {
  db: 'pglite' | 'postgres';
  students: number;
  withinS: number;
  compiled: boolean;
  role?: string;
  port: number;
  /** More environment for the app (--env RENDER_NICE=0). */
  env?: Record<string, string>;
}) {
  const load0 = loadavg();
  const logDir = mkdtempSync(path.join(tmpdir(), `fs-classroom-${opts.db}-`));
  if (opts.db === 'pglite') {
    // PGlite: the cohort goes in before the app opens the folder (one process at a time)
    const { openDatabase } = await import('@server/db/client');
    const { cohorts } = await import('@server/db/schema');
    const { createLogger } = await import('@server/lib/logger');
    const database = await openDatabase({
      pgliteDir: path.join(logDir, 'data-1', 'pglite'),
      poolSize: 1,
      log: createLogger('warn'),
    });
    await database.db
      .insert(cohorts)
      .values({ cohortId: COHORT, name: 'Class 7B', watermarkText: '7B' })
      .onConflictDoNothing();
    await database.close();
  }
  const cluster: Cluster = await startCluster({
    instances: 1,
    balancer: false,
    port: opts.port,
    database: opts.db,
    storage: 'local',
    logDir,
    trustProxy: '1',
    compiled: opts.compiled,
    verbose: false,
    env: { LOG_LEVEL: 'warn', ...(opts.role ? { APP_ROLE: opts.role } : {}), ...opts.env },
  });
  await makeCohort(cluster, opts.db);
  const inst = cluster.instances[0]!;
  const photo = await makeTestPhoto();
  try {
    // warm-up and calibration: three students one at a time; the app's CPU-s from the spin to the finished cover
    // (the cover alone, as the class's CPU bound counts it) and for the whole student
    const perCover: number[] = [];
    const perStudent: number[] = [];
    for (let k = 0; k < 3; k++) {
      const c0 = cpuSecondsOf(inst.pid());
      let spun = 0;
      const s = await student(inst.url, 900 + k, photo, undefined, {
        onSpun: () => (spun = cpuSecondsOf(inst.pid())),
        onCoverDone: () => perCover.push(cpuSecondsOf(inst.pid()) - spun),
      });
      if (!s.ok) throw new Error(`warm-up student failed at ${s.failedStep}: ${s.error}`);
      perStudent.push(cpuSecondsOf(inst.pid()) - c0);
    }
    const cpuPerCover = pct(perCover.slice(1), 0.5);
    const cpuPerStudent = pct(perStudent.slice(1), 0.5);
    const rssIdleMb = rssOf(inst.pid()) / 2 ** 20;

    const p = await probe(inst.url, inst.pid(), cluster.databaseUrl);
    const cpu0 = cpuSecondsOf(inst.pid());
    const t0 = Date.now();
    // arrivals spread over `withinS` seconds, bunched like a class (seeded jitter around even spacing)
    let seed = 7;
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const at = Array.from({ length: opts.students }, (_, k) =>
      Math.min(opts.withinS * 1000, ((k + rnd()) * opts.withinS * 1000) / opts.students),
    );
    const faults: Record<number, Student['fault']> = { 3: 'reload mid-cover', 8: 'dropped stream', 13: 'two tabs' };
    const runs = at.map(async (ms, k) => {
      await sleep(ms);
      return student(inst.url, k, photo, faults[k]);
    });
    const results = await Promise.all(runs);
    const wallS = (Date.now() - t0) / 1000;
    const cpuS = cpuSecondsOf(inst.pid()) - cpu0;
    const m = await p.stop();
    const load1 = loadavg();

    const cores = cpus().length;
    const covers = results.map((r) => r.spinToCover).filter((x): x is number => x !== undefined);
    const firsts = results.flatMap((r) => r.replies.map((x) => x.first));
    const wholes = results.flatMap((r) => r.replies.map((x) => x.whole));
    // the class's CPU bound: every cover's CPU (measured one at a time) over the cores
    const cpuBoundS = (opts.students * cpuPerCover) / cores;
    const report = {
      db: opts.db,
      role: opts.role ?? 'all',
      env: opts.env ?? {},
      students: opts.students,
      withinS: opts.withinS,
      ok: results.filter((r) => r.ok).length,
      errors: results.filter((r) => !r.ok).map((r) => `#${r.i} ${r.fault ?? ''} ${r.failedStep ?? ''}: ${r.error}`),
      status5xx: results.reduce((s, r) => s + r.status5xx, 0),
      retried429: results.reduce((s, r) => s + r.retries, 0),
      networkRetries: results.reduce((s, r) => s + r.networkRetries, 0),
      faults: results.filter((r) => r.fault).map((r) => `${r.fault}: ${r.ok ? 'ok' : 'FAILED'}`),
      wallS: +wallS.toFixed(1),
      cpuS: +cpuS.toFixed(1),
      cpuPerStudentS: +cpuPerStudent.toFixed(2),
      cpuPerCoverS: +cpuPerCover.toFixed(2),
      cpuBoundS: +cpuBoundS.toFixed(1),
      cores,
      rssIdleMb: Math.round(rssIdleMb),
      rssMaxMb: Math.round(m.rssMaxMb),
      dbConnMax: opts.db === 'postgres' ? m.dbConnMax : null,
      loopP99Ms: m.loopP99,
      loopMaxMs: m.loopMax,
      healthzP99Ms: +m.healthP99.toFixed(1),
      healthzMaxMs: +m.healthMax.toFixed(1),
      spinToCoverP50S: +(pct(covers, 0.5) / 1000).toFixed(2),
      spinToCoverP95S: +(pct(covers, 0.95) / 1000).toFixed(2),
      talkReplies: firsts.length,
      firstTokenP50Ms: Math.round(pct(firsts, 0.5)),
      firstTokenP95Ms: Math.round(pct(firsts, 0.95)),
      wholeReplyP50Ms: Math.round(pct(wholes, 0.5)),
      wholeReplyP95Ms: Math.round(pct(wholes, 0.95)),
      steps: Object.fromEntries(
        STEPS.map((s) => {
          const xs = results.flatMap((r) => r.steps[s] ?? []);
          return [s, { n: xs.length, p50: Math.round(pct(xs, 0.5)), p95: Math.round(pct(xs, 0.95)) }];
        }),
      ),
      load: { start: load0.map((x) => +x.toFixed(2)), end: load1.map((x) => +x.toFixed(2)) },
    };
    const budgets = {
      'first token p95 ≤ 300 ms': report.firstTokenP95Ms <= 300,
      'whole reply p95 ≤ 1.5 s': report.wholeReplyP95Ms <= 1500,
      'spin → cover p95 ≤ 1.5 × CPU bound': report.spinToCoverP95S <= 1.5 * cpuBoundS,
      'event loop p99 ≤ 20 ms': report.loopP99Ms <= 20,
      'RSS ≤ 600 MB': report.rssMaxMb <= 600,
      'no errors, no 5xx': report.errors.length === 0 && report.status5xx === 0,
    };
    return { report, budgets, logDir };
  } finally {
    await cluster.stop();
    removeData(cluster.logDir);
  }
}

function print(r: Awaited<ReturnType<typeof classroom>>) {
  const { report: x, budgets } = r;
  console.log(
    `\n## ${x.students} students within ${x.withinS} s, one instance (APP_ROLE=${x.role}${Object.entries(x.env)
      .map(([k, v]) => `, ${k}=${v}`)
      .join('')}), ${x.db} — load average ${x.load.start.join(' ')} → ${x.load.end.join(' ')}`,
  );
  console.log('| step | n | p50 ms | p95 ms |\n|---|---|---|---|');
  for (const [s, v] of Object.entries(x.steps)) console.log(`| ${s} | ${v.n} | ${v.p50} | ${v.p95} |`);
  console.log(
    `\n${x.ok}/${x.students} students through; errors ${x.errors.length} (${x.status5xx} answers 5xx, ${x.retried429} retried after 429, ${x.networkRetries} sent again after a network error); faults: ${x.faults.join(', ')}`,
  );
  for (const e of x.errors) console.log(`  - ${e}`);
  console.log(
    `app CPU ${x.cpuS} s in ${x.wallS} s wall; ${x.cpuPerStudentS} CPU-s per student alone (${x.cpuPerCoverS} for the cover) → CPU bound of the class's covers ${x.cpuBoundS} s on ${x.cores} cores`,
  );
  console.log(
    `spin → finished cover p50 ${x.spinToCoverP50S} s, p95 ${x.spinToCoverP95S} s; Talk ${x.talkReplies} replies: first token p50 ${x.firstTokenP50Ms} / p95 ${x.firstTokenP95Ms} ms, whole reply p50 ${x.wholeReplyP50Ms} / p95 ${x.wholeReplyP95Ms} ms`,
  );
  console.log(
    `event loop p99 ${x.loopP99Ms} ms, max ${x.loopMaxMs} ms; /healthz p99 ${x.healthzP99Ms} ms, max ${x.healthzMaxMs} ms; RSS idle ${x.rssIdleMb} MB, peak ${x.rssMaxMb} MB; database connections peak ${x.dbConnMax ?? 'n/a (PGlite, in-process)'}`,
  );
  console.log(
    'budgets: ' +
      Object.entries(budgets)
        .map(([k, v]) => `${k}: ${v ? 'met' : 'NOT met'}`)
        .join('; '),
  );
  console.log(JSON.stringify({ ...x, budgets }));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith('classroom.ts');
if (isMain) {
  const which = arg('db') ? [arg('db') as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
  let port = Number(arg('port', '3700'));
  for (const db of which) {
    const r = await classroom({
      db,
      students: STUDENTS,
      withinS: WITHIN_S,
      compiled: argv.includes('--compiled'),
      role: arg('role'),
      port,
      env: Object.fromEntries(
        argv.flatMap((a, k) => (argv[k - 1] === '--env' && a.includes('=') ? [a.split(/=(.*)/s).slice(0, 2)] : [])),
      ),
    });
    port += 10;
    print(r);
  }
  process.exit(0);
}
