import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { POSTER_PLATFORMS } from '@core/share.js';
import type { AppDeps } from '@server/context.js';
import { jobCursors, magazineShares } from '@server/db/schema.js';
import { ogImageKey, posterKey, webCoverKey } from './service.js';

/** The cursor row of this sweep (job_cursors). */
const CURSOR = 'share-expiry';
const BATCH = 200;
const MAX_BATCHES = 50;

/** How often the sweep runs: the job queue runs it once per hour across instances (src/server/jobs). */
export const SHARE_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Share expiry clean-up (decision 052): the images rendered for a share (social image, web cover, posters under
 * `shares/<id>/`) are deleted once the share has expired; the page already answers 404 from its expiry time, and
 * a revoke deletes them at once. Walks shares in (expires_at, id) order from where the last run stopped (the
 * `share-expiry` cursor), in batches of 200; a storage failure throws, the cursor stays at the last share done,
 * and the job's retry continues from there. Answers how many shares were swept.
 */
export async function purgeExpiredShareFiles(
  deps: Pick<AppDeps, 'database' | 'storage' | 'log'>,
  now = new Date(),
): Promise<number> {
  const db = deps.database.db;
  const s = magazineShares;
  const [cursor] = await db.select().from(jobCursors).where(eq(jobCursors.name, CURSOR));
  let until = cursor?.until ?? new Date(0);
  let lastId = cursor?.lastId ?? '';
  let swept = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await db
      .select({ id: s.id, expiresAt: s.expiresAt })
      .from(s)
      .where(
        and(sql`(${s.expiresAt}, ${s.id}) > (${until.toISOString()}::timestamptz, ${lastId})`, lte(s.expiresAt, now)),
      )
      .orderBy(asc(s.expiresAt), asc(s.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    let done = 0;
    try {
      for (const row of rows) {
        const keys = [ogImageKey(row.id), webCoverKey(row.id), ...POSTER_PLATFORMS.map((p) => posterKey(row.id, p))];
        for (const key of keys) await deps.storage.delete(key);
        until = row.expiresAt;
        lastId = row.id;
        done++;
      }
    } finally {
      if (done) {
        await db
          .insert(jobCursors)
          .values({ name: CURSOR, until, lastId })
          .onConflictDoUpdate({ target: jobCursors.name, set: { until, lastId, updatedAt: sql`now()` } });
        swept += done;
      }
    }
    if (rows.length < BATCH) break;
  }
  if (swept) deps.log.info({ swept }, 'share expiry: deleted the images of expired shares');
  return swept;
}
