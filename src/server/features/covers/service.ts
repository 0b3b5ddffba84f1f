import { hostname } from 'node:os';
import { and, desc, eq, sql } from 'drizzle-orm';
import { COVER_GENERATION_FAILED, type CoverEvent, type CoverState } from '@core/contracts/cover-generation.js';
import { COVERS_LIST_LIMIT, type CoverListItem } from '@core/contracts/journey.js';
import type { CoverShareResponse } from '@core/contracts/share.js';
import { shareUrl } from '@core/share.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import { RetryLater } from '@server/shared/jobs.js';
import { findActiveShareForCover } from '@server/features/share/index.js';
import { runCoverPipeline, type CoverRow } from './pipeline.js';
import { renderPool } from '@server/render/index.js';

/**
 * Covers on plain arguments: the visitor's list, ownership lookups, starting (idempotent) and retrying runs, the
 * public state, change notifications for event streams, and the cover's share link.
 */

// ---------- this process's runs ----------

/**
 * What cover generation keeps in one app (routes.ts makes one): its lease owner id and the runs going on here.
 * Several apps (or processes) may share one database: the pipeline's lease keeps each cover to one run, and every
 * change of a cover row is told on the bus (`cover:<id>`, decision 050), so an event stream on any instance wakes.
 */
export interface CoverRuns {
  readonly owner: string;
  readonly running: Map<string, Promise<void>>;
}

export function createCoverRuns(): CoverRuns {
  return { owner: `${hostname()}:${process.pid}:${newId()}`, running: new Map() };
}

/** The bus channel told whenever a cover's row changes (progress, done, failed, retried). */
export const coverChannel = (id: string) => `cover:${id}`;
const coverChanged = (deps: Pick<AppDeps, 'bus'>, id: string) => void deps.bus.publish(coverChannel(id));

const runsOfApp = new WeakMap<AppDeps, CoverRuns>();
/** The one CoverRuns of an app: its routes and its job worker share the lease owner and the runs going on here. */
export function coverRunsFor(deps: AppDeps): CoverRuns {
  let runs = runsOfApp.get(deps);
  if (!runs) runsOfApp.set(deps, (runs = createCoverRuns()));
  return runs;
}

/** The job queue's name for cover generation (src/server/jobs registers runCoverJob under it). */
export const COVER_JOB = 'cover-generate';

/** A cover that is neither done nor failed after a run: another run holds it, or ours lost its lease. */
export class CoverNotFinished extends RetryLater {}

/**
 * The cover job (decision 052): see the cover to its end from any instance. Takes the lease and runs the pipeline
 * here; throws CoverNotFinished when another run holds a live lease or ours was lost (shutdown), so the queue
 * retries with back-off until the cover is done or failed, whoever finishes it.
 */
export async function runCoverJob(deps: AppDeps, coverId: string): Promise<'done' | 'failed' | 'missing'> {
  const db = deps.database.db;
  const runs = coverRunsFor(deps);
  const before = await loadCover(db, coverId);
  if (!before) return 'missing';
  if (before.status === 'done' || before.status === 'failed') return before.status;
  if (!runs.running.has(coverId)) await startCover(deps, runs, coverId);
  await runs.running.get(coverId);
  const after = await loadCover(db, coverId);
  if (!after) return 'missing';
  if (after.status === 'done' || after.status === 'failed') return after.status;
  throw new CoverNotFinished(`cover ${coverId} is ${after.status}: another run holds it or ours stopped`);
}

/** Covers whose job this process sent lately (a watched stalled cover asks at most every 2 s). */
const recentlySent = new Map<string, number>();
const RESEND_MS = 2000;
/** A cover started here gets its job this much later: a backstop that finds it done, or finishes it elsewhere. */
export const COVER_BACKSTOP_SECONDS = 5;

/**
 * Have the cover run (decision 053): here at once when its lease is free (the visitor's first progress comes as
 * fast as without a queue), and as a durable job keyed by the cover id when the queue runs in this process: due in
 * COVER_BACKSTOP_SECONDS when it runs here (if this instance dies, a worker on another one finishes it), at once
 * when it could not start here (another run holds it: the job sees it to the end). Resolves once the lease was
 * tried and the job stored.
 */
async function scheduleCover(deps: AppDeps, runs: CoverRuns, id: string): Promise<void> {
  // a web instance never renders (APP_ROLE=web, decision 085): the job, due at once, goes to a worker
  const rendersHere = deps.config.role !== 'web' || !deps.jobs;
  const startedHere = rendersHere ? await startCover(deps, runs, id) : false;
  if (!deps.jobs) return; // tests and scripts without a queue: one instance, this process
  const now = Date.now();
  if ((recentlySent.get(id) ?? 0) > now - RESEND_MS) return;
  recentlySent.set(id, now);
  if (recentlySent.size > 10_000) for (const [k, t] of recentlySent) if (t < now - RESEND_MS) recentlySent.delete(k);
  try {
    await deps.jobs.send(
      COVER_JOB,
      { coverId: id },
      { key: id, delaySeconds: startedHere ? COVER_BACKSTOP_SECONDS : 0 },
    );
  } catch (err) {
    // the queue is stopping (SIGTERM) or its database is away: the run here (or a watcher's resume) goes on
    deps.log.warn({ err: (err as Error).message, coverId: id }, 'could not queue the cover job');
  }
}

export async function loadCover(db: Db, id: string): Promise<CoverRow | null> {
  const [row] = await db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
  return row ?? null;
}

/** The cover if it belongs to this user; null for a missing cover and for someone else's alike. */
export async function findOwnedCover(db: Db, id: string, userId: string): Promise<CoverRow | null> {
  const [row] = await db
    .select()
    .from(magazineCovers)
    .where(and(eq(magazineCovers.id, id), eq(magazineCovers.userId, userId)));
  return row ?? null;
}

/**
 * Start the pipeline in the background unless it is running here; resolves once the lease was tried (true: this
 * process now runs it). Someone else's live lease makes it a no-op. The pipeline gets the current deps (tests swap
 * `deps.ai` and `deps.storage`).
 */
export function startCover(deps: AppDeps, runs: CoverRuns, id: string): Promise<boolean> {
  if (runs.running.has(id)) return Promise.resolve(false);
  let told!: (ok: boolean) => void;
  const acquired = new Promise<boolean>((r) => (told = r));
  // Covers are drawn a few at a time in arrival order (coverSlots): a class's thirty covers then finish one after
  // another from the first seconds, instead of all together at the end while each waits its turn at every stage.
  // One that waits here counts as running here (its backstop job, or another instance's worker, may take it first).
  const slot = coverSlots.take();
  if (!slot.now) told(true);
  const pipeline = {
    db: deps.database.db,
    storage: deps.storage,
    ai: deps.ai,
    log: deps.log,
    brandName: deps.config.brandName,
    timeoutMs: deps.config.ai.timeoutMs,
    owner: runs.owner,
    onChange: (coverId: string) => coverChanged(deps, coverId),
  };
  const run = slot.ready
    .then(() => runCoverPipeline(pipeline, id, told))
    .catch((err: unknown) => deps.log.error({ err, coverId: id }, 'cover run crashed'))
    .finally(() => {
      slot.release();
      runs.running.delete(id);
      coverChanged(deps, id);
    });
  runs.running.set(id, run);
  return acquired;
}

/**
 * Cover runs drawn at once in this process: one more than the render threads (docs/decisions/086), so the threads
 * stay busy while a run is in its database and storage steps. The rest wait in arrival order.
 */
export const coverSlots = (() => {
  let free = -1;
  const queue: (() => void)[] = [];
  const limit = () => Math.max(1, renderPool.maxThreads) + 1;
  return {
    take(): { now: boolean; ready: Promise<void>; release: () => void } {
      if (free < 0) free = limit();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const next = queue.shift();
        if (next) next();
        else free++;
      };
      if (free > 0) {
        free--;
        return { now: true, ready: Promise.resolve(), release };
      }
      return { now: false, ready: new Promise<void>((r) => queue.push(r)), release };
    },
    get waiting() {
      return queue.length;
    },
  };
})();

/** POST generate: idempotent. */
export async function generateCover(deps: AppDeps, runs: CoverRuns, row: CoverRow): Promise<CoverRow> {
  if (row.status === 'done' || row.status === 'failed') return row;
  await scheduleCover(deps, runs, row.id);
  return (await loadCover(deps.database.db, row.id)) ?? row;
}

/** POST retry: a failed cover continues from its first missing output; otherwise the same as generate. */
export async function retryCover(deps: AppDeps, runs: CoverRuns, row: CoverRow): Promise<CoverRow> {
  if (row.status === 'failed') {
    const db = deps.database.db;
    await db
      .update(magazineCovers)
      .set({ status: 'pending', error: null, leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(magazineCovers.id, row.id), eq(magazineCovers.status, 'failed')));
    coverChanged(deps, row.id);
    recentlySent.delete(row.id);
    const fresh = await loadCover(db, row.id);
    if (fresh) return generateCover(deps, runs, fresh);
  }
  return generateCover(deps, runs, row);
}

/**
 * A run that died elsewhere (crash, restart) leaves an expired or released lease: have it run again (the queue
 * also retries the dead run's job by itself; this is the fast path while someone watches).
 */
export function resumeIfStalled(deps: AppDeps, runs: CoverRuns, row: CoverRow): void {
  if (row.status === 'done' || row.status === 'failed' || runs.running.has(row.id)) return;
  if (row.leaseUntil && row.leaseUntil.getTime() > Date.now()) return;
  scheduleCover(deps, runs, row.id).catch((err: unknown) =>
    deps.log.warn({ err, coverId: row.id }, 'could not schedule a stalled cover'),
  );
}

/**
 * Changes of one cover, on any instance, for as long as an event stream watches it: `next(ms)` resolves at once when
 * the cover changed since the last call, else on its next change, on abort, or after `ms` (the safety poll for a
 * message lost while the bus was away). Subscribed for the whole watch, so a change between two reads is not missed.
 */
export interface CoverWatch {
  next(ms: number, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export function watchCover(deps: Pick<AppDeps, 'bus'>, id: string): CoverWatch {
  // The first call returns at once: the caller's row was read before this subscription began.
  let changed = true;
  let wake: (() => void) | null = null;
  const off = deps.bus.subscribe(coverChannel(id), () => {
    changed = true;
    wake?.();
  });
  return {
    next(ms, signal) {
      if (changed || signal?.aborted) {
        changed = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          wake = null;
          changed = false;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake = done;
        signal?.addEventListener('abort', done);
      });
    },
    close: off,
  };
}

// ---------- what the API answers ----------

export const imageUrlOf = (row: Pick<CoverRow, 'id' | 'imageKey' | 'status'>) =>
  row.imageKey && row.status === 'done' ? `/api/covers/${row.id}/image` : null;

export function toCoverState(row: CoverRow): CoverState {
  return {
    id: row.id,
    roleTitle: row.roleTitle,
    userName: row.userName,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: row.error,
    style: row.style,
    enhanced: row.enhanced,
    description: row.description,
    content: row.content,
    imageUrl: imageUrlOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCoverEvent(row: CoverRow): CoverEvent {
  return {
    progress: row.progress,
    stage: row.stage,
    status: row.status,
    error: row.error,
    imageUrl: imageUrlOf(row),
    ...(row.status === 'failed' ? { message: row.error || COVER_GENERATION_FAILED } : {}),
  };
}

/** The visitor's own newest covers (10). */
export async function listCovers(db: Db, userId: string): Promise<CoverListItem[]> {
  const rows = await db
    .select({
      id: magazineCovers.id,
      roleTitle: magazineCovers.roleTitle,
      userName: magazineCovers.userName,
      createdAt: magazineCovers.createdAt,
      status: magazineCovers.status,
      imageKey: magazineCovers.imageKey,
    })
    .from(magazineCovers)
    .where(eq(magazineCovers.userId, userId))
    .orderBy(desc(magazineCovers.createdAt), desc(magazineCovers.id))
    .limit(COVERS_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    roleTitle: r.roleTitle,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    imageUrl: r.imageKey ? `/api/covers/${r.id}/image` : null,
  }));
}

/** The owner's active share link of a cover (the /magazine/{id} page), or null; the share feature keeps shares. */
export async function findCoverShare(
  deps: AppDeps,
  userId: string,
  coverId: string,
): Promise<CoverShareResponse | null> {
  const share = await findActiveShareForCover(deps.database.db, userId, coverId);
  if (!share) return null;
  const { config } = deps;
  return {
    shareId: share.id,
    url: shareUrl(config.publicUrl, share.id, { brand: config.brandName, cohort: share.cohortId }),
    expiresAt: share.expiresAt.toISOString(),
    createdAt: share.createdAt.toISOString(),
  };
}
