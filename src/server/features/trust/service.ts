import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, gte, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DIGITAL_CONSENT_AGES } from '@content/consent-ages.js';
import { ageStatus, MAX_CONSENT_AGE, type AgeStatus } from '@core/age.js';
import { POSTER_PLATFORMS } from '@core/share.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  magazineShares,
  sessions,
  showApplications,
  showConsents,
  talkConversations,
  users,
  visitorAges,
  voiceMessages,
} from '@server/db/schema.js';
import { eraseTable, fileKeys, OWNED_TABLES, ownedRows } from '@server/shared/owned-tables.js';
import { purgeMailLog } from './third-party-mail.js';

// ---------- age ----------

/** What the visitor said about their age (nothing yet: a null year), and what follows from it. */
export async function ageOf(deps: Pick<AppDeps, 'database' | 'config'>, userId: string): Promise<AgeStatus> {
  const [row] = await deps.database.db
    .select({ birthYear: visitorAges.birthYear, country: visitorAges.country })
    .from(visitorAges)
    .where(eq(visitorAges.userId, userId));
  return ageStatus(row?.birthYear ?? null, row?.country ?? null, deps.config.trust.consentAge);
}

/** Keep the year of birth (and country) on the visitor; stating it again replaces it. */
export async function setAge(
  deps: Pick<AppDeps, 'database' | 'config'>,
  userId: string,
  birthYear: number,
  country: string | null,
  now = new Date(),
): Promise<AgeStatus> {
  await deps.database.db
    .insert(visitorAges)
    .values({ userId, birthYear, country, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: visitorAges.userId, set: { birthYear, country, updatedAt: now } });
  const status = ageStatus(birthYear, country, deps.config.trust.consentAge, now);
  // The public gallery never shows someone under the digital age of consent (other instances' gallery caches
  // forget within 15 s).
  if (status.underConsentAge)
    await deps.database.db
      .update(magazineShares)
      .set({ inGallery: false })
      .where(and(eq(magazineShares.ownerId, userId), eq(magazineShares.inGallery, true)));
  return status;
}

// ---------- retention ----------

/** The fixed keys a share's renders are stored under (share feature: og image, web cover, posters). */
const shareRenderKeys = (shareId: string) => [
  `shares/${shareId}/og.png`,
  `shares/${shareId}/cover-web.webp`,
  ...POSTER_PLATFORMS.map((p) => `shares/${shareId}/poster-${p}.jpg`),
];

/**
 * Anonymous visitors who never came back: no account, made before the cutoff, no session used since, and nothing
 * shared that is still public (an active share keeps its owner until it expires or is revoked).
 */
export async function staleVisitors(db: Db, cutoff: Date, now: Date, limit = 200, scope?: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isAnonymous, true),
        scope ? inArray(users.id, scope) : undefined,
        lt(users.createdAt, cutoff),
        lt(users.updatedAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(and(eq(sessions.userId, users.id), gte(sessions.updatedAt, cutoff))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(magazineShares)
            .where(
              and(
                eq(magazineShares.ownerId, users.id),
                isNull(magazineShares.revokedAt),
                gt(magazineShares.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Remove one anonymous visitor with everything they left: every owned table's rows (tracking events anonymised),
 * the user (sessions go with it), then the stored files (photos, covers, portraits, recordings, share renders) and
 * cloned voices at the provider, best effort (a failure is logged with the key; the next run cannot find it again,
 * so the log line is the trace for removal by hand).
 */
export async function removeVisitor(deps: AppDeps, userId: string): Promise<{ files: number }> {
  const db = deps.database.db;
  const keys: string[] = [];
  const voiceIds: string[] = [];
  await db.transaction(async (tx) => {
    // Still anonymous and still stale inside the transaction (they may have signed up a moment ago).
    const [u] = await tx.select({ anon: users.isAnonymous }).from(users).where(eq(users.id, userId)).for('update');
    if (!u?.anon) return;
    for (const table of OWNED_TABLES) {
      if (table.files || table.derivedFiles) keys.push(...fileKeys(table, await ownedRows(tx, table, userId), true));
    }
    const shares = await tx
      .select({ id: magazineShares.id })
      .from(magazineShares)
      .where(eq(magazineShares.ownerId, userId));
    for (const s of shares) keys.push(...shareRenderKeys(s.id));
    const voices = await tx
      .select({ voiceId: voiceMessages.voiceId })
      .from(voiceMessages)
      .where(eq(voiceMessages.userId, userId));
    voiceIds.push(...voices.map((v) => v.voiceId).filter((v): v is string => !!v && !v.startsWith('local-')));
    for (const table of OWNED_TABLES) await eraseTable(tx, table, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
  let files = 0;
  for (const key of new Set(keys)) {
    try {
      await deps.storage.delete(key);
      files++;
    } catch (err) {
      deps.log.warn({ err: (err as Error).message, key }, 'retention: a stored file could not be deleted');
    }
  }
  if (deps.voice.deleteVoice)
    for (const voiceId of new Set(voiceIds))
      await deps.voice.deleteVoice(voiceId).catch((err: Error) => {
        deps.log.warn({ err: err.message, voiceId }, 'retention: a cloned voice could not be deleted at the provider');
      });
  return { files };
}

/** Anonymous visitors older than ANONYMOUS_RETENTION_DAYS who never came back and share nothing: removed. */
export async function purgeStaleVisitors(
  deps: AppDeps,
  now = new Date(),
  /** Only these users (tests on a shared database). */
  scope?: string[],
): Promise<number> {
  const days = deps.config.trust.anonymousRetentionDays;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  for (let batch = 0; batch < 50; batch++) {
    const ids = await staleVisitors(deps.database.db, cutoff, now, 200, scope);
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        await removeVisitor(deps, id);
        removed++;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message, userId: id }, 'retention: could not remove a visitor');
        return removed;
      }
    }
    if (ids.length < 200) break;
  }
  deps.log.info({ removed, retentionDays: days }, 'retention: anonymous visitors who never came back removed');
  return removed;
}

/**
 * The local mailer's .eml files (DATA_DIR/outbox) older than OUTBOX_RETENTION_DAYS: deleted. They hold the
 * addresses and links of every e-mail sent in development or on a server without SMTP.
 */
export async function purgeOutbox(deps: AppDeps, now = new Date()): Promise<number> {
  if (deps.config.mail.provider !== 'local') return 0;
  const dir = path.join(deps.config.dataDir, 'outbox');
  const cutoff = now.getTime() - deps.config.trust.outboxRetentionDays * 86_400_000;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no outbox yet
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs < cutoff) {
        await unlink(file);
        removed++;
      }
    } catch {
      /* gone meanwhile */
    }
  }
  if (removed) deps.log.info({ removed, retentionDays: deps.config.trust.outboxRetentionDays }, 'retention: outbox');
  return removed;
}

/** How often runRetention runs: the job queue runs it once per 6-hour slot across instances (src/server/jobs). */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Talk conversations of people without an account that nobody touched for ANONYMOUS_RETENTION_DAYS: deleted (their
 * messages go with them), also when the visitor is kept for a live share link.
 */
export async function purgeAnonymousTalk(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.trust.anonymousRetentionDays * 86_400_000);
  const db = deps.database.db;
  const rows = await db
    .delete(talkConversations)
    .where(
      and(
        lt(talkConversations.updatedAt, cutoff),
        inArray(talkConversations.userId, db.select({ id: users.id }).from(users).where(eq(users.isAnonymous, true))),
      ),
    )
    .returning({ id: talkConversations.id });
  if (rows.length)
    deps.log.info({ removed: rows.length }, 'retention: Talk conversations of visitors without an account removed');
  return rows.length;
}

/**
 * Show applicants' parental consent uploads: kept SHOW_CONSENT_RETENTION_DAYS after the application was sent, then
 * the file and its row are deleted (the application stays, without its consent; decision 036). Applications have no
 * closing step today, so the period counts from the application; unused uploads go after a day (show feature).
 */
export async function purgeShowConsents(deps: AppDeps, now = new Date()): Promise<number> {
  const days = deps.config.trust.showConsentRetentionDays;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const db = deps.database.db;
  let removed = 0;
  for (let batch = 0; batch < 50; batch++) {
    const rows = await db
      .select({ id: showConsents.id, storageKey: showConsents.storageKey })
      .from(showConsents)
      .innerJoin(showApplications, eq(showApplications.id, showConsents.applicationId))
      .where(lt(showApplications.createdAt, cutoff))
      .limit(200);
    if (rows.length === 0) break;
    for (const row of rows) {
      // The row first (the application's consent_id is set null with it), then the file, best effort.
      await db.delete(showConsents).where(eq(showConsents.id, row.id));
      await deps.storage.delete(row.storageKey).catch((err: Error) => {
        deps.log.warn({ err: err.message, key: row.storageKey }, 'retention: a consent file could not be deleted');
      });
      removed++;
    }
    if (rows.length < 200) break;
  }
  if (removed) deps.log.info({ removed, retentionDays: days }, 'retention: show consent uploads removed');
  return removed;
}

/** Every retention rule of this feature, once. */
export async function runRetention(
  deps: AppDeps,
  now = new Date(),
): Promise<{ visitors: number; outbox: number; talk: number; showConsents: number; mailLog: number }> {
  const visitors = await purgeStaleVisitors(deps, now);
  const talk = await purgeAnonymousTalk(deps, now);
  const showConsents = await purgeShowConsents(deps, now);
  const mailLog = await purgeMailLog(deps, now);
  const outbox = await purgeOutbox(deps, now);
  return { visitors, outbox, talk, showConsents, mailLog };
}

/**
 * SQL for the public gallery (decision 035): true unless the user in `owner` stated a year that may make them under
 * the digital age of consent of their country. Where no country age is listed the strictest age (16) is used, so a
 * lowered DIGITAL_CONSENT_AGE or a visitor's age merged into an account at sign-in never lets a minor's cover through
 * (setAge unticks their shares at once; this is the check when the gallery is read).
 */
export function notUnderConsentAge(db: Db, owner: PgColumn, now = new Date()): SQL {
  const ages = sql.join(
    Object.entries(DIGITAL_CONSENT_AGES).map(([country, age]) => sql`when ${country} then ${age}::int`),
    sql` `,
  );
  const youngestYear = sql`${now.getUTCFullYear() - 1}::int - (case ${visitorAges.country} ${ages} else ${MAX_CONSENT_AGE}::int end)`;
  return notExists(
    db
      .select({ one: sql`1` })
      .from(visitorAges)
      .where(and(eq(visitorAges.userId, owner), sql`${visitorAges.birthYear} > ${youngestYear}`)),
  );
}

/** Owners among `ownerIds` who said they are under the digital age of consent (never shown in the gallery). */
export async function underAgeOwners(
  deps: Pick<AppDeps, 'database' | 'config'>,
  ownerIds: string[],
  now = new Date(),
): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await deps.database.db
    .select({ userId: visitorAges.userId, birthYear: visitorAges.birthYear, country: visitorAges.country })
    .from(visitorAges)
    .where(inArray(visitorAges.userId, ownerIds));
  return new Set(
    rows
      .filter((r) => ageStatus(r.birthYear, r.country, deps.config.trust.consentAge, now).underConsentAge)
      .map((r) => r.userId),
  );
}
