import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { ApiError } from '@server/http/errors.js';

/**
 * The image renderer's worker threads (decision 048): covers, posters and social images are drawn by satori,
 * resvg and sharp in a piscina pool, never on the HTTP event loop (satori and resvg are synchronous: ~100 ms of a
 * blocked loop per cover when run in-process).
 *
 * - **Lazy**: no thread (and none of the renderer's ~70 MB per thread) until the first render; threads end after
 *   `RENDER_IDLE_MS` without work, so an idle process carries none of it.
 * - **Sized to the cores**: `availableParallelism()` threads (at least 1).
 * - **Bounded**: at most `threads + maxQueue` renders admitted (running or queued). Past that, a render asked for
 *   by an HTTP request fails at once with `RenderBusyError` (503, `Retry-After`), while background work (a cover
 *   run, `wait: true`) waits its turn in arrival order.
 *
 * The worker is `render/worker.ts` (its tasks take and return plain data). From source it loads
 * through `worker.mjs` (tsx's scoped import: a thread does not inherit `--import tsx`); the production bundle
 * (`npm run build:server`) has it compiled beside main.js as `render-worker.js`.
 */

/** Set by the production build (scripts/build-server.ts); undefined when running the TypeScript sources. */
declare const __SERVER_BUNDLE__: boolean | undefined;

/**
 * How much lower the render threads' CPU priority is than the event loop's (nice +10; RENDER_NICE). Tests use 0:
 * there the same two cores also run browsers and test workers at normal priority, and a +10 thread among them
 * gets ~5 % of a core (a 3 s cover took over 80 s).
 */
const DEFAULT_NICE = 10;

export type RenderTask = 'localArt' | 'aiPortrait' | 'cover' | 'socialImage' | 'poster';

/** What /metrics reports. */
export interface RenderQueueStats {
  /** Threads running now (0 when idle). */
  threads: number;
  maxThreads: number;
  /** Renders running or queued in the pool. */
  active: number;
  /** Background renders waiting for room (wait: true). */
  waiting: number;
  /** Renders the pool may hold before refusing (threads + queue). */
  capacity: number;
  completed: number;
  /** HTTP renders refused with 503 since start. */
  refused: number;
  /** Worker threads that died outside a render since start. */
  workerErrors: number;
}

export class RenderBusyError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 2) {
    super(503, 'busy', 'We are drawing a lot of images right now. Please try again in a moment.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RenderPoolOptions {
  /** Worker threads; default the cores; 0 renders on the calling thread (RENDER_THREADS=0, benchmarks). */
  threads?: number;
  /** Renders queued beyond the running ones before HTTP renders are refused; default 8 per thread. */
  maxQueue?: number;
  /** A thread with no work ends after this long; default 30 s. */
  idleMs?: number;
  /** The worker module; default the render worker (source or bundle). */
  worker?: URL;
  /** nice increment of the threads (Linux); default 10. */
  nice?: number;
}

export interface RunOptions {
  /** Wait for room when the pool is full (background work) instead of throwing RenderBusyError. */
  wait?: boolean;
  /** ArrayBuffers handed to the worker (detached here). */
  transfer?: ArrayBuffer[];
}

function defaultWorker(): URL {
  return typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__
    ? new URL('./render-worker.js', import.meta.url)
    : new URL('./worker.mjs', import.meta.url);
}

export class RenderPool {
  readonly maxThreads: number;
  readonly capacity: number;
  private readonly idleMs: number;
  private readonly worker: URL;
  private readonly nice: number;
  private pool: Piscina | null = null;
  private starting: Promise<Piscina> | null = null;
  private active = 0;
  private completed = 0;
  private refused = 0;
  private errors = 0;
  private readonly waiters: (() => void)[] = [];
  private local: Promise<(t: { task: RenderTask; input: object }) => Promise<unknown>> | null = null;

  constructor(opts: RenderPoolOptions = {}) {
    this.maxThreads = Math.max(0, opts.threads ?? availableParallelism());
    const slots = Math.max(1, this.maxThreads);
    this.capacity = slots + Math.max(0, opts.maxQueue ?? 8 * slots);
    this.idleMs = opts.idleMs ?? 30_000;
    this.worker = opts.worker ?? defaultWorker();
    this.nice = opts.nice ?? DEFAULT_NICE;
  }

  /** Runs one task in a worker thread. */
  async run<T>(task: RenderTask, input: object, opts: RunOptions = {}): Promise<T> {
    if (this.active < this.capacity) this.active++;
    else if (opts.wait)
      await new Promise<void>((resolve) => this.waiters.push(resolve)); // handed a place
    else {
      this.refused++;
      throw new RenderBusyError();
    }
    try {
      if (this.maxThreads === 0) return unwrap(await (await this.inProcess())({ task, input })) as T;
      const pool = await this.start();
      return (await pool.run({ task, input }, { transferList: opts.transfer })) as T;
    } finally {
      this.completed++;
      // the place goes to the longest waiting background render, else it is free
      const next = this.waiters.shift();
      if (next) next();
      else this.active--;
    }
  }

  stats(): RenderQueueStats {
    return {
      threads: this.pool?.threads.length ?? 0,
      maxThreads: this.maxThreads,
      active: this.active,
      waiting: this.waiters.length,
      capacity: this.capacity,
      completed: this.completed,
      refused: this.refused,
      workerErrors: this.errors,
    };
  }

  /** Lets running renders finish, then ends the threads (SIGTERM). A later run starts a new pool. */
  async close(): Promise<void> {
    const pool = this.pool ?? (this.starting ? await this.starting : null);
    this.pool = null;
    this.starting = null;
    await pool?.close();
  }

  /** RENDER_THREADS=0: the worker's module runs on this thread (the measure of what the pool saves). */
  private inProcess(): Promise<(t: { task: RenderTask; input: object }) => Promise<unknown>> {
    this.local ??= import(this.worker.href).then((m: { default: (t: unknown) => Promise<unknown> }) => m.default);
    return this.local;
  }

  private start(): Promise<Piscina> {
    if (this.pool) return Promise.resolve(this.pool);
    this.starting ??= import('piscina').then(({ Piscina }) => {
      this.pool = new Piscina({
        filename: this.worker.href,
        minThreads: 0,
        maxThreads: this.maxThreads,
        idleTimeout: this.idleMs,
        // our own admission bounds the queue; piscina's stays unbounded so an admitted render is never refused
        // The tasks await (fonts, emoji files, sharp's own threads): threads must keep their event loop running.
        atomics: 'disabled',
        // Render threads run at a lower CPU priority (Linux: per thread) so that, on a busy machine, the event
        // loop gets a core the moment it has work: renders are throughput work, requests are latency work.
        niceIncrement: this.nice,
      });
      // A thread that dies rejects its render (the cover run retries, the HTTP request gets its error); the pool
      // starts a new thread for the next one. Without a listener the event would end the process.
      this.pool.on('error', () => this.errors++);
      return this.pool;
    });
    return this.starting;
  }
}

/** piscina's `valueSymbol` (a registered symbol), without loading piscina for it. */
const valueSymbol = Symbol.for('Piscina.valueOf');

/** A result the worker handed back by transfer (piscina's move), read in the same thread. */
function unwrap(v: unknown): unknown {
  if (v && typeof v === 'object' && valueSymbol in v) return (v as Record<symbol, unknown>)[valueSymbol];
  return v;
}

/** The process's render pool (created empty: threads start with the first render). */
export let renderPool = new RenderPool();

/** Replaces the process's pool before its first render (main.ts: RENDER_THREADS; benchmarks). */
export function configureRenderPool(opts: RenderPoolOptions): RenderPool {
  void renderPool.close();
  renderPool = new RenderPool(opts);
  return renderPool;
}
