import { Worker } from 'node:worker_threads';

/**
 * A worker thread for a heavy WASM job (face detection, HEIC decoding): started on the first job, ended after
 * `idleMs` without one (its WASM memory goes with it), so the event loop never runs the job and the process
 * carries its memory only while it is in use.
 *
 * The worker script answers each `{ id, ...input }` message with `{ id, result }` or `{ id, error }`. A job that
 * takes longer than `timeoutMs`, or a worker that crashes, rejects the jobs in flight; the next job starts a
 * fresh worker.
 */
export class LazyWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly jobs = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly script: URL,
    private readonly opts: { name: string; idleMs: number; timeoutMs: number },
  ) {}

  /** Whether a worker thread is running now. */
  get running(): boolean {
    return this.worker !== null;
  }

  run<T>(input: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(worker, new Error(`${this.opts.name}: timed out after ${this.opts.timeoutMs} ms`)),
        this.opts.timeoutMs,
      );
      this.jobs.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      worker.postMessage({ id, ...input }, transfer);
    });
  }

  /** End the worker now (jobs in flight are rejected); resolves once its thread has stopped. */
  async close(): Promise<void> {
    const w = this.worker;
    if (!w) return;
    const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
    this.fail(w, new Error(`${this.opts.name}: closed`));
    await exited;
  }

  private start(): Worker {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.worker) {
      this.worker.ref();
      return this.worker;
    }
    // What the WASM library prints ("Could not parse HEIF file...") is dropped: it is not a structured log line,
    // and the job's error comes back in its reply.
    const worker = new Worker(this.script, { name: this.opts.name, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const job = this.jobs.get(msg.id);
      if (!job) return;
      this.jobs.delete(msg.id);
      clearTimeout(job.timer);
      if (msg.error !== undefined) job.reject(new Error(`${this.opts.name}: ${msg.error}`));
      else job.resolve(msg.result);
      if (this.jobs.size === 0) this.idle(worker);
    });
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', () => this.fail(worker, new Error(`${this.opts.name}: worker exited`)));
    this.worker = worker;
    return worker;
  }

  /** No job left: let the process exit without waiting for the worker, and end it after `idleMs`. */
  private idle(worker: Worker) {
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.jobs.size === 0) this.fail(worker, new Error(`${this.opts.name}: idle`));
    }, this.opts.idleMs);
    this.idleTimer.unref();
  }

  private fail(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    this.jobs.clear();
    void worker.terminate();
  }
}
