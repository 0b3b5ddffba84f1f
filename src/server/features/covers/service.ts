import { EventEmitter } from 'node:events';
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
import { findActiveShareForCover } from '@server/features/share/index.js';
import { runCoverPipeline, type CoverRow } from './pipeline.js';

/**
 * Covers on plain arguments: the visitor's list, ownership lookups, starting (idempotent) and retrying runs, the
 * public state, change notifications for event streams, and the cover's share link.
 */

// ---------- this process's runs ----------

/**
 * What cover generation keeps in one app (routes.ts makes one): its lease owner id, the runs going on here, and a
 * signal per cover id when its row changed here (wakes the event streams). Several apps (or processes) may share
 * one database: the pipeline's lease keeps each cover to one run.
 */
export interface CoverRuns {
  readonly owner: string;
  readonly running: Map<string, Promise<void>>;
  readonly changes: EventEmitter;
}

export function createCoverRuns(): CoverRuns {
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  return { owner: `${hostname()}:${process.pid}:${newId()}`, running: new Map(), changes };
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
  const pipeline = {
    db: deps.database.db,
    storage: deps.storage,
    ai: deps.ai,
    log: deps.log,
    brandName: deps.config.brandName,
    timeoutMs: deps.config.ai.timeoutMs,
    owner: runs.owner,
    onChange: (coverId: string) => runs.changes.emit(coverId),
  };
  const run = runCoverPipeline(pipeline, id, told)
    .catch((err: unknown) => deps.log.error({ err, coverId: id }, 'cover run crashed'))
    .finally(() => {
      runs.running.delete(id);
      runs.changes.emit(id);
    });
  runs.running.set(id, run);
  return acquired;
}

/** POST generate: idempotent. */
export async function generateCover(deps: AppDeps, runs: CoverRuns, row: CoverRow): Promise<CoverRow> {
  if (row.status === 'done' || row.status === 'failed') return row;
  await startCover(deps, runs, row.id);
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
    runs.changes.emit(row.id);
    const fresh = await loadCover(db, row.id);
    if (fresh) return generateCover(deps, runs, fresh);
  }
  return generateCover(deps, runs, row);
}

/** A run that died elsewhere (crash, restart) leaves an expired lease: resume it. */
export function resumeIfStalled(deps: AppDeps, runs: CoverRuns, row: CoverRow): void {
  if (row.status === 'done' || row.status === 'failed' || runs.running.has(row.id)) return;
  if (row.leaseUntil && row.leaseUntil.getTime() > Date.now()) return;
  void startCover(deps, runs, row.id);
}

/** Resolves on the next change of this cover in this process, or after `ms` (changes elsewhere are polled). */
export function waitForChange(runs: CoverRuns, id: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      runs.changes.off(id, done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    runs.changes.on(id, done);
    signal?.addEventListener('abort', done);
  });
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
