import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { AppDeps } from '@server/context.js';
import { RetryLater, type Jobs } from '@server/shared/jobs.js';

/**
 * The durable job queue (decision 052): pg-boss on the app's database, PostgreSQL (its own small pool, and one
 * connection that LISTENs so a new job wakes a worker at once) or the embedded PGlite (pg-boss's PGlite adapter,
 * in-process LISTEN/NOTIFY). pg-boss keeps its tables in the `pgboss` schema and migrates them at start under an
 * advisory lock. What runs where:
 *
 * - a job is fetched by one worker on one instance (`FOR UPDATE SKIP LOCKED`), retried with exponential back-off
 *   when its handler throws, and failed after its retry limit;
 * - a worker whose instance dies stops sending heartbeats (or its job outlives `expireSeconds`): another instance's
 *   monitor, every JOBS_MONITOR_SECONDS, fails that attempt and the job is retried elsewhere;
 * - `every` schedules send one job per time slot of that length (pg-boss throttling: a unique slot per queue), so
 *   each period runs once across instances however many tick; `cron` schedules are pg-boss's (stored once, sent
 *   by whichever instance's clock pass comes first, deduplicated the same way).
 */
export interface JobDefinition {
  /** The queue's name: letters, digits, '-', '_' and '.'. */
  name: string;
  /** The work. Throw to have it retried; log ids only. */
  run(deps: AppDeps, data: Record<string, unknown>, job: JobWithMetadata<Record<string, unknown>>): Promise<unknown>;
  /** `every`: once per slot of that many seconds across instances; `cron`: a UTC cron (null: off); none: on demand. */
  schedule?: { everySeconds: number } | { cron: string | null };
  /** Retries after the first attempt, each after `retryDelaySeconds · 2^n` with jitter, at most `retryDelayMaxSeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** An attempt running longer is failed (and retried) by the monitor. Default 15 minutes. */
  expireSeconds?: number;
  /** The worker proves it is alive this often (at least 10): a dead instance's attempt is failed after it. */
  heartbeatSeconds?: number;
  /** How often an idle worker looks for due retries (new jobs wake it at once). Default 2 s, at least 0.5. */
  pollSeconds?: number;
  /** Jobs of this queue run at once in one instance. Default 1. */
  concurrency?: number;
  /** With a key per job (a cover id): at most one queued and one running per key (pg-boss `stately`). */
  keyed?: boolean;
}

export interface JobQueueOptions {
  /** Set `deps.jobs` so features enqueue here (default true). */
  attach?: boolean;
  /** Name in pg-boss's instance registry (logs, getInstances). */
  instanceName?: string;
  /**
   * Run the jobs here (default true). false: a web instance (APP_ROLE=web, decision 085) only sends them; the
   * queues are still made (and kept up to date), and its monitor still fails a dead worker's attempts.
   */
  work?: boolean;
}

export interface JobQueue extends Jobs {
  readonly boss: PgBoss;
  /**
   * Stop taking jobs; with `graceful`, let running ones finish within `timeoutMs` (then they are failed and
   * retried by another instance). Does not close the app's database.
   */
  stop(opts?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

/** How often an instance offers the job of an `every` slot (the slot's job is created once across instances). */
const offerEveryMs = (everySeconds: number) => Math.min(everySeconds * 500, 60_000);

export async function startJobQueue(
  deps: AppDeps,
  definitions: readonly JobDefinition[],
  opts: JobQueueOptions = {},
): Promise<JobQueue> {
  const { config, database, log } = deps;
  const monitor = config.jobs.monitorSeconds;
  const common = {
    useListenNotify: true,
    superviseIntervalSeconds: monitor,
    monitorIntervalSeconds: monitor,
    instanceName: opts.instanceName ?? 'app',
  } as const;
  const boss =
    database.engine === 'postgres'
      ? new PgBoss({
          ...common,
          connectionString: config.databaseUrl,
          max: 4,
          application_name: 'futureself-jobs',
        })
      : new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' });
  boss.on('error', (err: Error) => log.error({ err: err.message }, 'jobs: queue error'));
  boss.on('warning', (w: { message: string; data?: { type?: string } }) =>
    log.warn({ type: w.data?.type }, `jobs: ${w.message}`),
  );
  await boss.start();

  const byName = new Map(definitions.map((d) => [d.name, d]));
  const timers: NodeJS.Timeout[] = [];
  for (const d of definitions) {
    const options = {
      retryLimit: d.retryLimit,
      retryDelay: d.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: d.retryDelayMaxSeconds,
      expireInSeconds: d.expireSeconds ?? 900,
      ...(d.heartbeatSeconds ? { heartbeatSeconds: d.heartbeatSeconds } : {}),
      notify: true,
    };
    await boss.createQueue(d.name, { policy: d.keyed ? 'stately' : 'standard', ...options });
    await boss.updateQueue(d.name, options); // a queue made by an older version takes today's settings

    const work = {
      includeMetadata: true,
      localConcurrency: d.concurrency ?? 1,
      // a new job wakes a worker at once (NOTIFY); polling finds retries whose back-off has passed
      pollingIntervalSeconds: d.pollSeconds ?? 2,
      notifyPollingIntervalSeconds: d.pollSeconds ?? 2,
    } as const;
    if (opts.work !== false)
      await boss.work(d.name, work, async ([job]: JobWithMetadata<Record<string, unknown>>[]) => {
        if (!job) return;
        const started = performance.now();
        try {
          const result = await d.run(deps, job.data ?? {}, job);
          log.info(
            { job: d.name, jobId: job.id, retry: job.retryCount, ms: Math.round(performance.now() - started) },
            'job done',
          );
          return result;
        } catch (err) {
          const last = job.retryCount >= d.retryLimit;
          log[last ? 'error' : err instanceof RetryLater ? 'debug' : 'warn'](
            {
              job: d.name,
              jobId: job.id,
              retry: job.retryCount,
              err: err instanceof Error ? err.message : String(err),
            },
            last ? 'job failed; no retries left' : 'job failed; retried with back-off',
          );
          throw err;
        }
      });

    const schedule = d.schedule;
    if (schedule && 'cron' in schedule) {
      if (schedule.cron) await boss.schedule(d.name, schedule.cron, {}, { tz: 'UTC', missed: 'once' });
      else await boss.unschedule(d.name);
    } else if (schedule) {
      const offer = () =>
        boss
          .sendThrottled(d.name, {}, null, schedule.everySeconds, d.name)
          .catch((err: unknown) =>
            log.warn({ job: d.name, err: (err as Error).message }, 'jobs: could not offer a run'),
          );
      void offer();
      const timer = setInterval(() => void offer(), offerEveryMs(schedule.everySeconds));
      timer.unref();
      timers.push(timer);
    }
  }

  let stopped = false;
  const queue: JobQueue = {
    boss,
    async send(name, data, sendOpts = {}) {
      if (!byName.has(name)) throw new Error(`no job named ${name}`);
      if (stopped) return false; // shutting down: the caller's work stays with it (covers run here anyway)
      const id = await boss.send(name, data, {
        ...(sendOpts.key ? { singletonKey: sendOpts.key } : {}),
        ...(sendOpts.delaySeconds ? { startAfter: sendOpts.delaySeconds } : {}),
      });
      return id !== null;
    },
    async stop({ graceful = true, timeoutMs = 10_000 } = {}) {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearInterval(t);
      if (deps.jobs === queue) delete deps.jobs;
      await boss.stop({ graceful, timeout: timeoutMs, close: true });
    },
  };
  if (opts.attach !== false) deps.jobs = queue;
  log.info({ jobs: definitions.map((d) => d.name), engine: database.engine }, 'jobs: queue started');
  return queue;
}
