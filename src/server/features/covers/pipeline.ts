import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { COVER_STYLES, type CoverStyle } from '@content/cover-copy.js';
import { COVER_GENERATION_FAILED, coverContentSchema } from '@core/contracts/cover-generation.js';
import { roleThemeOf, type CoverCopy } from '@core/cover-copy.js';
import { STAGE_PROGRESS } from '@core/cover-stages.js';
import { hashString } from '@core/random.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, photos } from '@server/db/schema.js';
import type { Logger } from '@server/lib/logger.js';
import { localAi, type AiCallOptions, type AiProvider, type CoverFacts } from '@server/providers/ai/index.js';
import type { Storage } from '@server/providers/storage/index.js';
import { recordEvent } from '@server/shared/events.js';
import type { Art } from '@server/render/index.js';

/**
 * The renderer (sharp, satori, resvg and its fonts: ~70 MB resident per thread) runs in the render pool's worker
 * threads, started with the first cover (the drawing room, src/server/render: decisions 048 and 070): the event loop never draws.
 */
const render = () => import('@server/render/index.js');

/**
 * The cover pipeline: description (20) → image (40) → content (65) → layout (85) → done (100). Each stage's output
 * is saved on the cover row as soon as it exists, so a run that stops (crash, restart, deploy) continues from the
 * first missing output. One run per cover at a time: a lease in the row (lease_owner, lease_until) is taken with
 * one atomic UPDATE ... RETURNING, renewed at every stage and by a heartbeat every LEASE_HEARTBEAT_MS while the run
 * lives, so a second request, or a second app instance on the same database, cannot run it twice, and a run whose
 * process died (kill -9) is taken over LEASE_MS after its last heartbeat. Remote AI calls are bounded by AI_TIMEOUT_MS and fall back to the local
 * output of their stage on any error; the cover then records enhanced=false.
 */
export type CoverRow = typeof magazineCovers.$inferSelect;
type Stage = 'description' | 'image' | 'content' | 'layout';

export interface PipelineDeps {
  db: Db;
  storage: Storage;
  ai: AiProvider;
  log: Logger;
  brandName: string;
  timeoutMs: number;
  /** This process's lease owner id. */
  owner: string;
  /** Called after every state change of a cover (wakes event streams in this process). */
  onChange?: (coverId: string) => void;
}

/** The style of a cover: random among the four, seeded by the cover id so every run agrees. */
export function pickStyle(coverId: string): CoverStyle {
  return COVER_STYLES[hashString(`${coverId}:style`) % COVER_STYLES.length]!;
}

export const coverImageKey = (id: string) => `covers/${id}.png`;
export const coverArtKey = (id: string) => `covers/${id}.art.jpg`;

class LeaseLost extends Error {}

type Outputs = Pick<CoverRow, 'description' | 'portraitKey' | 'content' | 'imageKey'>;
/** The stage to show once these outputs exist: saving a stage's output and entering the next is one update. */
function advance(r: Outputs): { stage: Stage; progress: number } | Record<string, never> {
  const s: Stage | null = !r.description
    ? 'description'
    : !r.portraitKey
      ? 'image'
      : !r.content
        ? 'content'
        : !r.imageKey
          ? 'layout'
          : null;
  return s ? { stage: s, progress: STAGE_PROGRESS[s] } : {};
}

/** Resolves to the promise's value, or rejects once `ms` has passed (for a provider that ignores its signal). */
function deadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The lease owners of this process (one per app's CoverRuns), so that shutdown can give their leases up. */
const leaseOwnersHere = new Set<string>();

/**
 * On shutdown: free every cover lease this process holds, so another instance resumes those covers at its next
 * look instead of waiting for the lease to expire. A run still going here finds its lease gone at its next save
 * and stops (LeaseLost). Answers how many covers were released.
 */
export async function releaseLeasesHeldHere(db: Db): Promise<number> {
  if (leaseOwnersHere.size === 0) return 0;
  const c = magazineCovers;
  const rows = await db
    .update(c)
    .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(inArray(c.leaseOwner, [...leaseOwnersHere]))
    .returning({ id: c.id });
  return rows.length;
}

/**
 * A lease lasts 15 s and a live run renews it every 5 s (and at every stage), however long a remote AI call takes
 * (decision 053): a dead process's covers wait at most 15 s for another instance, not AI_TIMEOUT_MS + 30 s.
 */
export const LEASE_MS = 15_000;
export const LEASE_HEARTBEAT_MS = 5_000;
const leaseUntil = () => sql`now() + (${LEASE_MS}::integer * interval '1 millisecond')`;

/** Renew the lease every LEASE_HEARTBEAT_MS until stopped; a renewal that finds the lease gone stops itself. */
function heartbeat(d: PipelineDeps, id: string): () => void {
  const c = magazineCovers;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    d.db
      .update(c)
      .set({ leaseUntil: leaseUntil() })
      .where(and(eq(c.id, id), eq(c.leaseOwner, d.owner)))
      .returning({ id: c.id })
      .then(
        (rows) => {
          // lost (released at shutdown, or taken after a stall): the run's next save throws LeaseLost
          if (rows.length === 0) clearInterval(timer);
        },
        (err: unknown) => d.log.warn({ err, coverId: id }, 'cover lease heartbeat failed; retrying'),
      )
      .finally(() => {
        busy = false;
      });
  }, LEASE_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Take the cover's lease if nobody holds it and it is not finished: the row, or null. */
async function acquireLease(d: PipelineDeps, id: string): Promise<CoverRow | null> {
  const c = magazineCovers;
  const [row] = await d.db
    .update(c)
    .set({
      leaseOwner: d.owner,
      leaseUntil: leaseUntil(),
      status: 'running',
      error: null,
      style: sql`coalesce(${c.style}, ${pickStyle(id)})`,
      // the first stage whose output is missing (a resumed run starts there)
      stage: sql`case when ${c.description} is null then 'description' when ${c.portraitKey} is null then 'image' when ${c.content} is null then 'content' else 'layout' end`,
      progress: sql`case when ${c.description} is null then ${STAGE_PROGRESS.description}::integer when ${c.portraitKey} is null then ${STAGE_PROGRESS.image}::integer when ${c.content} is null then ${STAGE_PROGRESS.content}::integer else ${STAGE_PROGRESS.layout}::integer end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(c.id, id),
        or(isNull(c.leaseUntil), lt(c.leaseUntil, sql`now()`)),
        notInArray(c.status, ['done', 'failed']),
      ),
    )
    .returning();
  return row ?? null;
}

/** Update the row while we still hold the lease (renewing it); throws LeaseLost otherwise. */
async function save(d: PipelineDeps, id: string, fields: PgUpdateSetSource<typeof magazineCovers>): Promise<CoverRow> {
  const c = magazineCovers;
  const [row] = await d.db
    .update(c)
    .set({ leaseUntil: leaseUntil(), ...fields, updatedAt: sql`now()` })
    .where(and(eq(c.id, id), eq(c.leaseOwner, d.owner)))
    .returning();
  if (!row) throw new LeaseLost();
  d.onChange?.(id);
  return row;
}

/**
 * One provider call. The local provider is called as it is; a remote one gets a timeout, and any error,
 * refusal or timeout gives the local output instead (fellBack).
 */
async function callProvider<T>(
  d: PipelineDeps,
  id: string,
  stage: Stage,
  remote: (o: AiCallOptions) => Promise<T>,
  local: () => Promise<T>,
  o: AiCallOptions,
) {
  if (d.ai.kind === 'local') return { value: await remote(o), fellBack: false };
  try {
    const value = await deadline(remote({ ...o, signal: AbortSignal.timeout(d.timeoutMs) }), d.timeoutMs + 250);
    return { value, fellBack: false };
  } catch (err) {
    d.log.warn(
      { coverId: id, stage, provider: d.ai.kind, err: err instanceof Error ? err.message : String(err) },
      'AI provider failed; using the local output',
    );
    return { value: await local(), fellBack: true };
  }
}

async function loadPhoto(d: PipelineDeps, row: CoverRow) {
  if (!row.photoId) return null;
  const [p] = await d.db
    .select({ storageKey: photos.storageKey, focusX: photos.focusX, focusY: photos.focusY })
    .from(photos)
    .where(and(eq(photos.id, row.photoId), eq(photos.ownerId, row.userId)));
  if (!p) return null;
  const obj = await d.storage.get(p.storageKey);
  return obj ? { body: obj.body, focusX: p.focusX, focusY: p.focusY } : null;
}

/**
 * Run the cover to the end if its lease can be taken. `acquired` is told whether this call runs it.
 * Never throws: a failure is saved on the row (status failed, error text).
 */
export async function runCoverPipeline(d: PipelineDeps, id: string, acquired?: (ok: boolean) => void): Promise<void> {
  leaseOwnersHere.add(d.owner);
  let row: CoverRow | null = null;
  try {
    row = await acquireLease(d, id);
  } catch (err) {
    acquired?.(false);
    d.log.error({ err, coverId: id }, 'cover lease failed');
    return;
  }
  acquired?.(Boolean(row));
  if (!row) return;
  d.onChange?.(id);
  const stopHeartbeat = heartbeat(d, id);
  try {
    await runStages(d, row);
  } catch (err) {
    stopHeartbeat();
    if (err instanceof LeaseLost) {
      d.log.warn({ coverId: id }, 'cover lease lost; another run continues it');
      return;
    }
    d.log.error({ err, coverId: id }, 'cover generation failed');
    await d.db
      .update(magazineCovers)
      .set({
        status: 'failed',
        error: COVER_GENERATION_FAILED,
        leaseOwner: null,
        leaseUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(magazineCovers.id, id), eq(magazineCovers.leaseOwner, d.owner)))
      .catch((e: unknown) => d.log.error({ err: e, coverId: id }, 'could not record the failure'));
    d.onChange?.(id);
  } finally {
    stopHeartbeat();
  }
}

async function runStages(d: PipelineDeps, start: CoverRow): Promise<void> {
  const id = start.id;
  const ai = d.ai;
  let row = start;
  const style = row.style ?? pickStyle(id);
  const theme = roleThemeOf(row.roleTitle);
  const facts: CoverFacts = {
    futureRole: row.roleTitle,
    userAnswers: row.answers,
    userName: row.userName,
    contexts: {
      postcard: row.postcardContext,
      bhag: row.bhagContext,
      purpose: row.purposeContext,
      workplace: row.workplaceContext,
    },
  };
  const o: AiCallOptions = { seed: id, date: row.createdAt };
  // enhanced: true until a stage falls back; the first stage starts it afresh
  const enhanced = (first: boolean, fellBack: boolean) =>
    fellBack ? false : first ? true : sql`${magazineCovers.enhanced}`;

  if (!row.description) {
    const r = await callProvider(
      d,
      id,
      'description',
      (x) => ai.describe(facts, x),
      () => localAi.describe(facts, o),
      o,
    );
    row = await save(d, id, {
      description: r.value,
      enhanced: enhanced(true, r.fellBack),
      ...advance({ ...row, description: r.value }),
    });
  }

  let art: Art | Buffer | null = null;
  if (!row.portraitKey) {
    const photo = await loadPhoto(d, row);
    const description = row.description ?? '';
    const r = await callProvider(
      d,
      id,
      'image',
      (x) => ai.portrait({ description, photo: photo?.body, style, role: row.roleTitle }, x),
      async () => null,
      o,
    );
    let fellBack = r.fellBack;
    if (r.value) {
      art = await (await render()).normaliseAiPortraitPooled(r.value, style, theme, id).catch((err: unknown) => {
        d.log.warn(
          { coverId: id, err: err instanceof Error ? err.message : String(err) },
          'AI portrait unusable; using the local portrait',
        );
        fellBack = true;
        return null;
      });
    }
    art ??= await (await render()).renderLocalArtPooled({ id, style, theme, photo });
    await d.storage.put(coverArtKey(id), art.jpeg, 'image/jpeg');
    row = await save(d, id, {
      portraitKey: coverArtKey(id),
      enhanced: enhanced(false, fellBack),
      ...advance({ ...row, portraitKey: coverArtKey(id) }),
    });
  }

  if (!row.content) {
    const local = () => localAi.magazineContent({ ...facts, magazineStyle: style }, o);
    const r = await callProvider(
      d,
      id,
      'content',
      (x) => ai.magazineContent({ ...facts, magazineStyle: style }, x),
      local,
      o,
    );
    let content: CoverCopy = r.value;
    let fellBack = r.fellBack;
    if (!coverContentSchema.safeParse(content).success) {
      d.log.warn({ coverId: id }, 'AI content malformed; using the local copy');
      content = await local();
      fellBack = true;
    }
    row = await save(d, id, { content, enhanced: enhanced(false, fellBack), ...advance({ ...row, content }) });
  }

  let imageKey = row.imageKey;
  if (!imageKey) {
    if (!art) art = (await d.storage.get(row.portraitKey!))?.body ?? null;
    // the art file went missing (storage wiped): draw the local portrait again rather than fail
    art ??= await (await render()).renderLocalArtPooled({ id, style, theme, photo: await loadPhoto(d, row) });
    const png = await (
      await render()
    ).renderCoverPooled(art, {
      id,
      style,
      theme,
      copy: row.content!,
      brandName: d.brandName,
      watermark: row.watermarkText,
    });
    imageKey = coverImageKey(id);
    await d.storage.put(imageKey, png, 'image/png');
  }

  // Done and its cover_generated event in one transaction: whoever sees 'done' also finds the event.
  const c = magazineCovers;
  await d.db.transaction(async (tx) => {
    const [done] = await tx
      .update(c)
      .set({
        imageKey,
        status: 'done',
        stage: 'done',
        progress: STAGE_PROGRESS.done,
        error: null,
        leaseOwner: null,
        leaseUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(c.id, id), eq(c.leaseOwner, d.owner)))
      .returning();
    if (!done) throw new LeaseLost();
    await recordEvent(tx, {
      eventType: 'cover_generated',
      sessionId: done.sessionId,
      userId: done.userId,
      attribution: {
        cohortId: done.cohortId,
        cohortName: done.cohortId,
        isPublic: done.cohortId === 'public',
        watermarkText: done.watermarkText,
        ambassadorCode: done.ambassadorCode,
      },
      eventData: { answers: done.answers, enhanced: done.enhanced, style: done.style, magazine_id: id },
      roleOutcome: done.roleTitle,
    });
  });
  d.onChange?.(id);
}
