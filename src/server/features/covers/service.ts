import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { COVER_GENERATION_FAILED, type CoverContent, type CoverEvent, type CoverState } from '@core/contracts/cover-generation.js';
import type { AppDeps } from '@server/context.js';
import { magazineCovers } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import { CoverPipeline, type CoverRow } from './pipeline.js';

/**
 * Cover generation on plain arguments: ownership lookups, starting (idempotent) and retrying runs, the public state,
 * and change notifications for event streams. One instance per app; several apps (or processes) may share one
 * database: the pipeline's lease keeps each cover to one run.
 */
export class CoverService {
  readonly owner = `${hostname()}:${process.pid}:${newId()}`;
  private readonly running = new Map<string, Promise<void>>();
  private readonly changes = new EventEmitter();

  constructor(private readonly deps: AppDeps) {
    this.changes.setMaxListeners(0);
  }

  /** Built per run from the current deps (tests swap `deps.ai`). */
  private pipeline() {
    const { deps } = this;
    return new CoverPipeline({
      db: deps.database.db,
      storage: deps.storage,
      ai: deps.ai,
      log: deps.log,
      brandName: deps.config.brandName,
      timeoutMs: deps.config.ai.timeoutMs,
      owner: this.owner,
      onChange: (id) => this.changes.emit(id),
    });
  }

  async load(id: string): Promise<CoverRow | null> {
    const [row] = await this.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    return row ?? null;
  }

  /** The cover if it belongs to this user; null for a missing cover and for someone else's alike. */
  async findOwned(id: string, userId: string): Promise<CoverRow | null> {
    const [row] = await this.deps.database.db
      .select()
      .from(magazineCovers)
      .where(and(eq(magazineCovers.id, id), eq(magazineCovers.userId, userId)));
    return row ?? null;
  }

  /**
   * Start the pipeline in the background unless it is finished or running here; resolves once the lease was tried
   * (true: this process now runs it). Someone else's live lease makes it a no-op.
   */
  start(id: string): Promise<boolean> {
    if (this.running.has(id)) return Promise.resolve(false);
    let told!: (ok: boolean) => void;
    const acquired = new Promise<boolean>((r) => (told = r));
    const run = this.pipeline()
      .run(id, told)
      .catch((err: unknown) => this.deps.log.error({ err, coverId: id }, 'cover run crashed'))
      .finally(() => {
        this.running.delete(id);
        this.changes.emit(id);
      });
    this.running.set(id, run);
    return acquired;
  }

  /** POST generate: idempotent. */
  async generate(row: CoverRow): Promise<CoverRow> {
    if (row.status === 'done' || row.status === 'failed') return row;
    await this.start(row.id);
    return (await this.load(row.id)) ?? row;
  }

  /** POST retry: a failed cover continues from its first missing output; otherwise the same as generate. */
  async retry(row: CoverRow): Promise<CoverRow> {
    if (row.status === 'failed') {
      await this.deps.database.db
        .update(magazineCovers)
        .set({ status: 'pending', error: null, leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(and(eq(magazineCovers.id, row.id), eq(magazineCovers.status, 'failed')));
      this.changes.emit(row.id);
      const fresh = await this.load(row.id);
      if (fresh) return this.generate(fresh);
    }
    return this.generate(row);
  }

  /** A run that died elsewhere (crash, restart) leaves an expired lease: resume it. */
  resumeIfStalled(row: CoverRow): void {
    if (row.status === 'done' || row.status === 'failed' || this.running.has(row.id)) return;
    if (row.leaseUntil && row.leaseUntil.getTime() > Date.now()) return;
    void this.start(row.id);
  }

  /** Resolves on the next change of this cover in this process, or after `ms` (changes elsewhere are polled). */
  waitForChange(id: string, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.changes.off(id, done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.changes.on(id, done);
      signal?.addEventListener('abort', done);
    });
  }
}

export const imageUrlOf = (row: Pick<CoverRow, 'id' | 'imageKey' | 'status'>) => (row.imageKey && row.status === 'done' ? `/api/covers/${row.id}/image` : null);

export function toCoverState(row: CoverRow): CoverState {
  return {
    id: row.id,
    roleTitle: row.roleTitle,
    userName: row.userName,
    status: row.status as CoverState['status'],
    stage: row.stage as CoverState['stage'],
    progress: row.progress,
    error: row.error,
    style: (row.style as CoverState['style']) ?? null,
    enhanced: row.enhanced,
    description: row.description,
    content: (row.content as CoverContent | null) ?? null,
    imageUrl: imageUrlOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCoverEvent(row: CoverRow): CoverEvent {
  return {
    progress: row.progress,
    stage: row.stage as CoverEvent['stage'],
    status: row.status as CoverEvent['status'],
    error: row.error,
    imageUrl: imageUrlOf(row),
    ...(row.status === 'failed' ? { message: row.error || COVER_GENERATION_FAILED } : {}),
  };
}

