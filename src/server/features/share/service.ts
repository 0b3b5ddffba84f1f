import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import {
  DEFAULT_SHARE_USER_NAME,
  GALLERY_LIMIT,
  isShareActive,
  shareExpiry,
  shareImagePaths,
  POSTER_PLATFORMS,
} from '@core/share.js';
import type { GalleryItem, SharedMagazine, ShareTemplate } from '@core/contracts/share.js';
import { checkPublicText, PUBLIC_NAME_FALLBACK, publicName } from '@core/public-name.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, magazineShares, shareTemplates } from '@server/db/schema.js';
import { notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import type { Storage } from '@server/providers/storage/index.js';
import type { Bus } from '@server/lib/bus.js';
import { LRUCache } from 'lru-cache';
import { notUnderConsentAge } from '@server/features/trust/index.js';

/** A share with what the public side needs of its cover. */
export interface ShareRecord {
  id: string;
  coverId: string;
  ownerId: string;
  userName: string;
  userRole: string;
  cohortId: string;
  ambassadorCode: string | null;
  socialImageKey: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The owner ticked 'Show my cover in the public gallery' (decision 035). */
  inGallery: boolean;
  /** The finished cover's image key, or null when the cover has no image. */
  coverImageKey: string | null;
}

export const NO_POSTER_MESSAGE = 'No poster found - Please create a poster first...';
export const MAGAZINE_NOT_FOUND = 'Magazine not found';

export const ogImageKey = (shareId: string) => `shares/${shareId}/og.png`;
export const webCoverKey = (shareId: string) => `shares/${shareId}/cover-web.webp`;
export const posterKey = (shareId: string, platform: string) => `shares/${shareId}/poster-${platform}.jpg`;

const shareColumns = {
  id: magazineShares.id,
  coverId: magazineShares.coverId,
  ownerId: magazineShares.ownerId,
  userName: magazineShares.userName,
  userRole: magazineShares.userRole,
  cohortId: magazineShares.cohortId,
  ambassadorCode: magazineShares.ambassadorCode,
  socialImageKey: magazineShares.socialImageKey,
  createdAt: magazineShares.createdAt,
  expiresAt: magazineShares.expiresAt,
  revokedAt: magazineShares.revokedAt,
  inGallery: magazineShares.inGallery,
  coverStatus: magazineCovers.status,
  coverImageKey: magazineCovers.imageKey,
};

type Row = Omit<ShareRecord, 'coverImageKey'> & { coverStatus: string; coverImageKey: string | null };

function toRecord(r: Row): ShareRecord {
  const { coverStatus, coverImageKey, ...rest } = r;
  // Names are checked when a share is made; rows made before the check are checked again when read.
  const userName = rest.userName === DEFAULT_SHARE_USER_NAME ? rest.userName : publicName(rest.userName);
  return { ...rest, userName, coverImageKey: coverStatus === 'done' && coverImageKey ? coverImageKey : null };
}

/** One share by id with its cover's image key, whatever its state (the caller checks isShareActive). */
export async function findShare(db: Db, shareId: string): Promise<ShareRecord | null> {
  const [row] = await db
    .select(shareColumns)
    .from(magazineShares)
    .innerJoin(magazineCovers, eq(magazineCovers.id, magazineShares.coverId))
    .where(eq(magazineShares.id, shareId))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** The owner's active share of a cover (the oldest when there are several). */
export async function findActiveShareForCover(
  db: Pick<Db, 'select'>,
  ownerId: string,
  coverId: string,
  now = new Date(),
): Promise<ShareRecord | null> {
  const [row] = await db
    .select(shareColumns)
    .from(magazineShares)
    .innerJoin(magazineCovers, eq(magazineCovers.id, magazineShares.coverId))
    .where(
      and(
        eq(magazineShares.coverId, coverId),
        eq(magazineShares.ownerId, ownerId),
        isNull(magazineShares.revokedAt),
        gt(magazineShares.expiresAt, now),
      ),
    )
    .orderBy(asc(magazineShares.createdAt))
    .limit(1);
  return row ? toRecord(row) : null;
}

export interface CreateShareInput {
  ownerId: string;
  coverId: string;
  userName?: string;
  /** The brand name: a public name may not pretend to be it. */
  brand?: string;
  now?: Date;
}

/** The name a share shows, and why it is 'Anonymous' when the given one was refused (null when it was not). */
export function shareName(
  given: string | null | undefined,
  coverName: string | null | undefined,
  brand?: string,
): { name: string; notice: string | null } {
  const raw = given?.trim() ? given : coverName;
  const verdict = checkPublicText(raw, { brand });
  if (verdict.ok) return { name: verdict.text, notice: null };
  if (verdict.reason === 'empty') return { name: DEFAULT_SHARE_USER_NAME, notice: null };
  return { name: PUBLIC_NAME_FALLBACK, notice: verdict.message };
}

/**
 * create-magazine-share: the owner's finished cover gets an unguessable public id that expires after 30 days.
 * Idempotent: an active share of that cover is returned as it is. The cover row is locked for the check and
 * insert, so two concurrent calls make one share. The role is always the cover's own (it is printed on it).
 */
export async function createShare(
  db: Db,
  input: CreateShareInput,
): Promise<{ share: ShareRecord; created: boolean; nameNotice: string | null }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [cover] = await tx
      .select()
      .from(magazineCovers)
      .where(and(eq(magazineCovers.id, input.coverId), eq(magazineCovers.userId, input.ownerId)))
      .for('update');
    if (!cover || cover.status !== 'done' || !cover.imageKey) throw notFound(NO_POSTER_MESSAGE, 'no_poster');
    const existing = await findActiveShareForCover(tx, input.ownerId, cover.id, now);
    if (existing) return { share: existing, created: false, nameNotice: null };
    const named = shareName(input.userName, cover.userName, input.brand);
    const row = {
      id: newId(),
      coverId: cover.id,
      ownerId: input.ownerId,
      userName: named.name,
      userRole: cover.roleTitle,
      cohortId: cover.cohortId,
      ambassadorCode: cover.ambassadorCode,
      socialImageKey: null,
      createdAt: now,
      expiresAt: shareExpiry(now),
      revokedAt: null,
      inGallery: false,
    };
    await tx.insert(magazineShares).values(row);
    return { share: { ...row, coverImageKey: cover.imageKey }, created: true, nameNotice: named.notice };
  });
}

/** Revoke an owner's share. false when it is not theirs or does not exist; revoking twice is fine. */
export async function revokeShare(db: Db, ownerId: string, shareId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: magazineShares.id, revokedAt: magazineShares.revokedAt })
    .from(magazineShares)
    .where(and(eq(magazineShares.id, shareId), eq(magazineShares.ownerId, ownerId)));
  if (!row) return false;
  if (!row.revokedAt)
    await db
      .update(magazineShares)
      .set({ revokedAt: now, inGallery: false })
      .where(and(eq(magazineShares.id, shareId), isNull(magazineShares.revokedAt)));
  return true;
}

export async function setSocialImageKey(db: Db, shareId: string, key: string): Promise<void> {
  await db.update(magazineShares).set({ socialImageKey: key }).where(eq(magazineShares.id, shareId));
}

/** Recent covers their owners shared (active share, finished image), newest first, one entry per cover. */
export async function listGallery(db: Db, now = new Date(), limit = GALLERY_LIMIT): Promise<GalleryItem[]> {
  const rows = await db
    .select({
      shareId: magazineShares.id,
      coverId: magazineShares.coverId,
      roleTitle: magazineShares.userRole,
      userName: magazineShares.userName,
    })
    .from(magazineShares)
    .innerJoin(magazineCovers, eq(magazineCovers.id, magazineShares.coverId))
    .where(
      and(
        isNull(magazineShares.revokedAt),
        gt(magazineShares.expiresAt, now),
        eq(magazineShares.inGallery, true),
        eq(magazineCovers.status, 'done'),
        isNotNull(magazineCovers.imageKey),
        // Never a minor's cover, whatever the tick says (trust feature, decision 035).
        notUnderConsentAge(db, magazineShares.ownerId, now),
      ),
    )
    .orderBy(desc(magazineShares.createdAt))
    .limit(limit * 2);
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  for (const r of rows) {
    if (seen.has(r.coverId)) continue;
    seen.add(r.coverId);
    items.push({
      shareId: r.shareId,
      roleTitle: r.roleTitle,
      userName: r.userName === DEFAULT_SHARE_USER_NAME ? r.userName : publicName(r.userName),
      imageUrl: shareImagePaths(r.shareId).web,
    });
    if (items.length >= limit) break;
  }
  return items;
}

/** The active default template per platform. */
export async function listTemplates(db: Db): Promise<ShareTemplate[]> {
  const rows = await db
    .select({
      platform: shareTemplates.platform,
      templateText: shareTemplates.templateText,
      hashtags: shareTemplates.hashtags,
    })
    .from(shareTemplates)
    .where(and(eq(shareTemplates.templateType, 'default'), eq(shareTemplates.isActive, true)))
    .orderBy(asc(shareTemplates.platform), asc(shareTemplates.createdAt));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.platform) && seen.add(r.platform))
    .map((r) => ({ ...r, hashtags: r.hashtags ?? [] }));
}

/** get-shared-magazine's answer (snake_case, as the spec names it). */
export function toSharedMagazine(s: ShareRecord): SharedMagazine {
  return {
    user_role: s.userRole,
    user_name: s.userName,
    magazine_image_url: s.coverImageKey ? shareImagePaths(s.id).web : null,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    cohort_id: s.cohortId,
    ambassador_code: s.ambassadorCode,
  };
}

const RECORD_TTL_MS = 60_000;
const GALLERY_TTL_MS = 15_000;
const TEMPLATES_TTL_MS = 60_000;

/**
 * The share feature's memory in this process (one per app: routes.ts makes it): short-lived copies of share
 * records (the public page and image routes do no database work when hot), the gallery and the templates. A change
 * (create, revoke, gallery tick, account deletion) is told on the bus (channel `share`, decision 050): every
 * instance drops its entries for that share at once. A message lost while the bus was away is covered by the TTLs,
 * and the bus's reconnect clears everything. Expiry is checked on every use, never cached.
 */
export interface ShareMemory {
  /** A miss is kept too (as `{ rec: null }`), so an unknown id costs one query a minute. */
  readonly records: LRUCache<string, { rec: ShareRecord | null }>;
  gallery: { items: GalleryItem[]; until: number } | null;
  templates: { items: ShareTemplate[]; until: number } | null;
  /**
   * Told the share id whenever a share changes here or on another instance (created, revoked), or null when
   * everything must go (the bus came back after an outage): the page and image caches subscribe.
   */
  readonly listeners: Array<(shareId: string | null) => void>;
  /** Where changes are told to every instance; without it (a bare memory in a test) this process only. */
  readonly bus?: Bus;
}

/** The bus channel of share changes; the payload is the share id. */
export const SHARE_CHANNEL = 'share';

export function createShareMemory(bus?: Bus): ShareMemory {
  const memory: ShareMemory = {
    records: new LRUCache({ max: 5000, ttl: RECORD_TTL_MS }),
    gallery: null,
    templates: null,
    listeners: [],
    bus,
  };
  bus?.subscribe(SHARE_CHANNEL, (shareId) => forgetHere(memory, shareId));
  bus?.onReconnect(() => forgetHere(memory, null));
  return memory;
}

const memories = new WeakMap<object, ShareMemory>();

/**
 * The one share memory of an app, keyed by its deps object: the share routes and other features' calls (account
 * deletion revokes every share of the person) see and clear the same caches.
 */
export function shareMemoryOf(app: { bus?: Bus }): ShareMemory {
  let memory = memories.get(app);
  if (!memory) memories.set(app, (memory = createShareMemory(app.bus)));
  return memory;
}

/** What the functions below work on: the database, the file storage and this process's memory. */
export interface ShareDeps {
  db: Db;
  storage: Storage;
  memory: ShareMemory;
}

export function onShareChange(memory: ShareMemory, fn: (shareId: string | null) => void): void {
  memory.listeners.push(fn);
}

/** Drop what this process knows of a share (null: of every share). */
function forgetHere(memory: ShareMemory, shareId: string | null): void {
  if (shareId === null) memory.records.clear();
  else memory.records.delete(shareId);
  memory.gallery = null;
  for (const fn of memory.listeners) fn(shareId);
}

/** Every instance forgets the share: here at once (the bus delivers here before it returns), elsewhere on the bus. */
function forget(memory: ShareMemory, shareId: string): void {
  if (memory.bus) void memory.bus.publish(SHARE_CHANNEL, shareId);
  else forgetHere(memory, shareId);
}

/** The share when it is public (not revoked, not expired), else null; the record from memory when seen in the last minute. */
export async function activeShare(d: ShareDeps, shareId: string, now = new Date()): Promise<ShareRecord | null> {
  let hit = d.memory.records.get(shareId);
  if (!hit) {
    hit = { rec: await findShare(d.db, shareId) };
    d.memory.records.set(shareId, hit);
  }
  return hit.rec && isShareActive(hit.rec, now) ? hit.rec : null;
}

/** createShare, and this process forgets what it knew about the new share. */
export async function createShareLink(
  d: ShareDeps,
  input: CreateShareInput,
): Promise<{ share: ShareRecord; created: boolean; nameNotice: string | null }> {
  const out = await createShare(d.db, input);
  if (out.created) forget(d.memory, out.share.id);
  return out;
}

/**
 * The owner's 'Show my cover in the public gallery' tick on an active share. Unticking (or revoking the share, or
 * deleting the cover) takes the cover out of the gallery at once here, within 15 s on other instances. Null when the
 * share is not the owner's or no longer active.
 */
export async function setShareInGallery(
  d: ShareDeps,
  ownerId: string,
  shareId: string,
  inGallery: boolean,
  now = new Date(),
): Promise<ShareRecord | null> {
  const updated = await d.db
    .update(magazineShares)
    .set({ inGallery })
    .where(
      and(
        eq(magazineShares.id, shareId),
        eq(magazineShares.ownerId, ownerId),
        isNull(magazineShares.revokedAt),
        gt(magazineShares.expiresAt, now),
      ),
    )
    .returning({ id: magazineShares.id });
  if (updated.length === 0) return null;
  forget(d.memory, shareId);
  return findShare(d.db, shareId);
}

/** Revoke, forget it in every cache here, and delete the images rendered for it (best effort). */
export async function revokeShareLink(d: ShareDeps, ownerId: string, shareId: string): Promise<boolean> {
  const ok = await revokeShare(d.db, ownerId, shareId);
  if (!ok) return false;
  forget(d.memory, shareId);
  const keys = [ogImageKey(shareId), webCoverKey(shareId), ...POSTER_PLATFORMS.map((p) => posterKey(shareId, p))];
  await Promise.all(keys.map((k) => d.storage.delete(k).catch(() => undefined)));
  return true;
}

/**
 * Account deletion: every share of the owner is revoked (their links answer 404 at once on every instance),
 * forgotten in every instance's caches, and its rendered images deleted. Returns the share ids.
 */
export async function revokeAllSharesOf(
  app: { database: { db: Db }; storage: Storage; bus?: Bus },
  ownerId: string,
  now = new Date(),
): Promise<string[]> {
  const d: ShareDeps = { db: app.database.db, storage: app.storage, memory: shareMemoryOf(app) };
  const rows = await d.db
    .select({ id: magazineShares.id })
    .from(magazineShares)
    .where(eq(magazineShares.ownerId, ownerId));
  await d.db
    .update(magazineShares)
    .set({ revokedAt: now, inGallery: false })
    .where(and(eq(magazineShares.ownerId, ownerId), isNull(magazineShares.revokedAt)));
  for (const { id } of rows) {
    forget(d.memory, id);
    const keys = [ogImageKey(id), webCoverKey(id), ...POSTER_PLATFORMS.map((p) => posterKey(id, p))];
    await Promise.all(keys.map((k) => d.storage.delete(k).catch(() => undefined)));
  }
  return rows.map((r) => r.id);
}

/** Records where the social image was stored, in the row and in the record this process remembers. */
export async function markSocialImage(d: ShareDeps, shareId: string, key: string): Promise<void> {
  const rec = d.memory.records.get(shareId)?.rec;
  if (rec) rec.socialImageKey = key;
  await setSocialImageKey(d.db, shareId, key);
}

/** listGallery, from memory for 15 s. */
export async function recentGallery(d: ShareDeps, now = Date.now()): Promise<GalleryItem[]> {
  if (d.memory.gallery && d.memory.gallery.until > now) return d.memory.gallery.items;
  const items = await listGallery(d.db, new Date(now));
  d.memory.gallery = { items, until: now + GALLERY_TTL_MS };
  return items;
}

/** listTemplates, from memory for a minute. */
export async function activeTemplates(d: ShareDeps, now = Date.now()): Promise<ShareTemplate[]> {
  if (d.memory.templates && d.memory.templates.until > now) return d.memory.templates.items;
  const items = await listTemplates(d.db);
  d.memory.templates = { items, until: now + TEMPLATES_TTL_MS };
  return items;
}
