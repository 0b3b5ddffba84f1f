import { and, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import {
  accounts,
  coachProfiles,
  cohortOrganisers,
  entitlements,
  magazineCovers,
  magazineShares,
  measureExports,
  measureResponses,
  onboardingAnswers,
  paymentCustomers,
  paymentOrders,
  photos,
  profiles,
  recommendations,
  researchConsents,
  sessions,
  showApplications,
  signInLinks,
  showConsents,
  sponsorships,
  sprintReports,
  sprintSessions,
  talkConversations,
  talkShareConsents,
  thirdPartyEmails,
  trackingEvents,
  twoFactors,
  visitorAges,
  voiceConsents,
  voiceMessages,
  weeklyGuidance,
  weeklyGuidanceWeeks,
  weeklySponsorConsents,
} from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';

/**
 * THE list of tables that hold a person's data (docs/decisions/021). Three things read it, so none of them can
 * forget a table:
 * - the transfer (auth/transfer.ts): when a visitor signs up or signs in, their rows become the account's;
 * - the export (features/account-data): 'Download my data' writes every row and every stored file;
 * - the deletion (features/account-data): 'Delete my account' deletes every row and file, and keeps only
 *   anonymous event counts.
 * owned-tables.test.ts fails when a table of the schema has a user column (userId, ownerId, or a reference to
 * users) that is not here, and runs the three rules on a row of every table listed.
 *
 * Adding a table is one line, e.g. `owned(talkMessages.userId, { transfer: 'move', exportAs: 'talk_messages' }),`
 * (deleted with the account unless `erase` says otherwise; `files` when its rows point at stored files).
 */

/** A database handle or a transaction. */
export type DbLike = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete' | 'insert'>;
type Row = Record<string, unknown>;

export interface OwnedTable {
  /** The column that says whose a row is. */
  owner: PgColumn;
  /**
   * When an anonymous visitor signs up or in: 'move' every row to the account; 'merge' for one row per person
   * (the account keeps its own when `keepAccountRow` says so, else takes the visitor's); 'auth' for better-auth's
   * own rows (it deletes the anonymous user, and these with it).
   */
  transfer: 'move' | 'merge' | 'auth' | ((db: DbLike, fromUserId: string, toUserId: string) => Promise<void>);
  /** 'merge' only: whether the account's own row wins over the visitor's (default: whenever it has one). */
  keepAccountRow?: (accountRow: Row) => boolean;
  /** Its section in the export's data.json. */
  exportAs: string;
  /** Columns (property names) never exported: secrets and tokens. */
  omit?: readonly string[];
  /** On account deletion: 'delete' the rows (default), or a function that keeps them anonymised. */
  erase?: 'delete' | ((db: DbLike, userId: string) => Promise<void>);
  /** Stored files a row points at: exported under files/ and deleted with the account. */
  files?: (row: Row) => Array<string | null | undefined>;
  /** Files made from a row (caches, renders): deleted with the account, not exported. */
  derivedFiles?: (row: Row) => Array<string | null | undefined>;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function owned(owner: PgColumn, spec: Omit<OwnedTable, 'owner'>): OwnedTable {
  return { owner, ...spec };
}

/**
 * Tracking events are kept for the anonymous counts (decision 021): the person's events lose their user id, the
 * referrer and the browser, and their session ids become new random ones (one per old session, so the dashboard's
 * counts of sessions stay right but nothing links them to the person or to each other across sessions). Events
 * of those sessions recorded without a user id are anonymised the same way; another person's never.
 */
async function anonymiseEvents(db: DbLike, userId: string): Promise<void> {
  const rows = await db
    .selectDistinct({ sessionId: trackingEvents.sessionId })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, userId));
  for (const { sessionId } of rows) {
    await db
      .update(trackingEvents)
      .set({ sessionId: `anon_${newId()}`, userId: null, referrer: null, userAgent: null })
      .where(
        and(
          eq(trackingEvents.sessionId, sessionId),
          or(eq(trackingEvents.userId, userId), isNull(trackingEvents.userId)),
        ),
      );
  }
}

/**
 * Entitlements (payments, decision 023): one row per person and product. A visitor's row moves to the account unless
 * the account has one for the same product that lasts at least as long (no end beats an end; a later end wins).
 */
async function transferEntitlements(db: DbLike, fromUserId: string, toUserId: string): Promise<void> {
  const rows = await db.select().from(entitlements).where(eq(entitlements.userId, fromUserId));
  for (const row of rows) {
    const [mine] = await db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, toUserId), eq(entitlements.product, row.product)));
    const lasts = (r: typeof row) =>
      r.status !== 'active' ? -1 : r.periodEnd === null ? Number.MAX_SAFE_INTEGER : r.periodEnd.getTime();
    if (mine && lasts(mine) >= lasts(row)) {
      await db.delete(entitlements).where(eq(entitlements.id, row.id));
      continue;
    }
    if (mine) await db.delete(entitlements).where(eq(entitlements.id, mine.id));
    await db.update(entitlements).set({ userId: toUserId }).where(eq(entitlements.id, row.id));
  }
}

/** Weekly guidance's weeks (decision 078): the account keeps its own week where both have one, else takes the visitor's. */
async function transferWeeks(db: DbLike, fromUserId: string, toUserId: string): Promise<void> {
  const mine = await db
    .select({ week: weeklyGuidanceWeeks.week })
    .from(weeklyGuidanceWeeks)
    .where(eq(weeklyGuidanceWeeks.userId, toUserId));
  const taken = mine.map((r) => r.week);
  if (taken.length)
    await db
      .delete(weeklyGuidanceWeeks)
      .where(and(eq(weeklyGuidanceWeeks.userId, fromUserId), inArray(weeklyGuidanceWeeks.week, taken)));
  await db.update(weeklyGuidanceWeeks).set({ userId: toUserId }).where(eq(weeklyGuidanceWeeks.userId, fromUserId));
}

/**
 * Research consent (decision 083): the answers are under the consent's pseudonym, not the person, so erasing the
 * person erases the answers of every pseudonym they had first, then the consent (the only link) itself.
 */
async function eraseResearch(db: DbLike, userId: string): Promise<void> {
  const rows = await db
    .select({ pseudonym: researchConsents.pseudonym })
    .from(researchConsents)
    .where(eq(researchConsents.userId, userId));
  const pseudonyms = rows.map((r) => r.pseudonym).filter((p): p is string => !!p);
  if (pseudonyms.length) await db.delete(measureResponses).where(inArray(measureResponses.pseudonym, pseudonyms));
  await db.delete(researchConsents).where(eq(researchConsents.userId, userId));
}

/**
 * A visitor who signs up: their consent (and its answers) moves to the account for a study the account has none of;
 * where the account has its own, the account's stays and the visitor's goes with its answers (no orphaned answers).
 */
async function transferResearch(db: DbLike, fromUserId: string, toUserId: string): Promise<void> {
  const mine = await db
    .select({ studyId: researchConsents.studyId })
    .from(researchConsents)
    .where(eq(researchConsents.userId, toUserId));
  const theirs = await db.select().from(researchConsents).where(eq(researchConsents.userId, fromUserId));
  for (const row of theirs) {
    if (mine.some((m) => m.studyId === row.studyId)) {
      if (row.pseudonym) await db.delete(measureResponses).where(eq(measureResponses.pseudonym, row.pseudonym));
      await db.delete(researchConsents).where(eq(researchConsents.id, row.id));
    } else await db.update(researchConsents).set({ userId: toUserId }).where(eq(researchConsents.id, row.id));
  }
}

/** The export log outlives the admin who exported (an audit trail), without their id. */
async function anonymiseExports(db: DbLike, userId: string): Promise<void> {
  await db.update(measureExports).set({ adminUserId: null }).where(eq(measureExports.adminUserId, userId));
}

/** Orders are bookkeeping: on deletion they stay without their owner and without the payer's address. */
async function anonymiseOrders(db: DbLike, userId: string): Promise<void> {
  await db.update(paymentOrders).set({ userId: null, payerEmail: null }).where(eq(paymentOrders.userId, userId));
}

export const OWNED_TABLES: readonly OwnedTable[] = [
  owned(profiles.userId, { transfer: 'merge', exportAs: 'profile' }),
  owned(onboardingAnswers.userId, {
    transfer: 'merge',
    exportAs: 'answers',
    keepAccountRow: (row) => Object.keys((row.answers as object | null) ?? {}).length > 0,
  }),
  owned(photos.ownerId, { transfer: 'move', exportAs: 'photos', files: (r) => [str(r.storageKey)] }),
  owned(magazineCovers.userId, {
    transfer: 'move',
    exportAs: 'covers',
    omit: ['leaseOwner', 'leaseUntil'],
    files: (r) => [str(r.imageKey), str(r.portraitKey)],
  }),
  owned(magazineShares.ownerId, {
    transfer: 'move',
    exportAs: 'shares',
    derivedFiles: (r) => [str(r.socialImageKey)],
  }),
  owned(voiceMessages.userId, { transfer: 'move', exportAs: 'voice_messages', files: (r) => [str(r.audioKey)] }),
  owned(voiceConsents.userId, { transfer: 'move', exportAs: 'voice_consents' }),
  owned(talkConversations.userId, { transfer: 'move', exportAs: 'talk_conversations' }),
  owned(talkShareConsents.userId, { transfer: 'move', exportAs: 'talk_share_consents' }),
  owned(visitorAges.userId, { transfer: 'merge', exportAs: 'year_of_birth' }),
  owned(thirdPartyEmails.senderId, { transfer: 'move', exportAs: 'emails_sent_for_you' }),
  owned(trackingEvents.userId, {
    transfer: 'move',
    exportAs: 'events',
    omit: ['userAgent'],
    erase: anonymiseEvents,
  }),
  owned(showConsents.ownerId, {
    transfer: 'move',
    exportAs: 'show_consents',
    omit: ['storageKey'],
    files: (r) => [str(r.storageKey)],
  }),
  owned(showApplications.userId, { transfer: 'move', exportAs: 'show_applications' }),
  owned(paymentOrders.userId, {
    transfer: 'move',
    exportAs: 'payments',
    omit: ['trackingSessionId'],
    erase: anonymiseOrders,
  }),
  owned(entitlements.userId, { transfer: transferEntitlements, exportAs: 'entitlements' }),
  owned(sponsorships.userId, { transfer: 'move', exportAs: 'sponsorship_requests', omit: ['tokenHash'] }),
  owned(recommendations.userId, { transfer: 'move', exportAs: 'recommendations' }),
  owned(sprintSessions.clientUserId, { transfer: 'move', exportAs: 'sprint_sessions' }),
  owned(weeklyGuidance.userId, { transfer: 'merge', exportAs: 'weekly_guidance' }),
  owned(weeklyGuidanceWeeks.userId, { transfer: transferWeeks, exportAs: 'weekly_guidance_weeks' }),
  owned(weeklySponsorConsents.userId, { transfer: 'move', exportAs: 'weekly_sponsor_consents' }),
  owned(researchConsents.userId, {
    transfer: transferResearch,
    exportAs: 'research_consents',
    omit: ['parentTokenHash'],
    erase: eraseResearch,
  }),
  owned(measureExports.adminUserId, { transfer: 'move', exportAs: 'research_exports_made', erase: anonymiseExports }),
  // a coach is an account, never an anonymous visitor; deleting the profile deletes their hours and sessions
  owned(coachProfiles.userId, { transfer: 'auth', exportAs: 'coach_profile' }),
  owned(sprintReports.clientUserId, { transfer: 'move', exportAs: 'sprint_reports', omit: ['sponsorTokenHash'] }),
  owned(cohortOrganisers.userId, { transfer: 'auth', exportAs: 'organised_cohorts' }),
  // one payment customer per person: the account keeps its own, else takes the visitor's
  owned(paymentCustomers.userId, { transfer: 'merge', exportAs: 'payment_customer' }),
  // sign-in links from receipts are made for accounts only; they die with the account
  owned(signInLinks.userId, { transfer: 'auth', exportAs: 'sign_in_links', omit: ['tokenHash'] }),
  owned(twoFactors.userId, { transfer: 'auth', exportAs: 'two_factor', omit: ['secret', 'backupCodes'] }),
  owned(sessions.userId, { transfer: 'auth', exportAs: 'sessions', omit: ['token'] }),
  owned(accounts.userId, {
    transfer: 'auth',
    exportAs: 'sign_in_methods',
    omit: ['password', 'accessToken', 'refreshToken', 'idToken'],
  }),
];

/** The property name of a column in its table (`ownerId` for `photos.owner_id`). */
export function keyOf(column: PgColumn): string {
  const entry = Object.entries(getTableColumns(column.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}

/** The person's rows of one owned table, as stored. */
export async function ownedRows(db: DbLike, t: OwnedTable, userId: string): Promise<Row[]> {
  return (await db
    .select()
    .from(t.owner.table as PgTable)
    .where(eq(t.owner, userId))) as Row[];
}

/** A row as exported: without the table's omitted columns. */
export function exportRow(t: OwnedTable, row: Row): Row {
  if (!t.omit?.length) return row;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !t.omit!.includes(k)));
}

/** Moves or merges one table's rows from the visitor to the account (inside the transfer's transaction). */
export async function transferTable(db: DbLike, t: OwnedTable, fromUserId: string, toUserId: string): Promise<void> {
  if (typeof t.transfer === 'function') return t.transfer(db, fromUserId, toUserId);
  const key = keyOf(t.owner);
  if (t.transfer === 'auth') return;
  if (t.transfer === 'move') {
    await db
      .update(t.owner.table as PgTable)
      .set({ [key]: toUserId })
      .where(eq(t.owner, fromUserId));
    return;
  }
  const [visitorRow] = await ownedRows(db, t, fromUserId);
  if (!visitorRow) return;
  const [accountRow] = await ownedRows(db, t, toUserId);
  const keep = accountRow && (t.keepAccountRow ? t.keepAccountRow(accountRow) : true);
  if (keep) {
    await db.delete(t.owner.table as PgTable).where(eq(t.owner, fromUserId));
    return;
  }
  if (accountRow) await db.delete(t.owner.table as PgTable).where(eq(t.owner, toUserId));
  await db
    .update(t.owner.table as PgTable)
    .set({ [key]: toUserId })
    .where(eq(t.owner, fromUserId));
}

/** Deletes (or anonymises) one table's rows of the person (inside the deletion's transaction). */
export async function eraseTable(db: DbLike, t: OwnedTable, userId: string): Promise<void> {
  if (typeof t.erase === 'function') return t.erase(db, userId);
  await db.delete(t.owner.table as PgTable).where(eq(t.owner, userId));
}

/** Every file key a set of rows points at (exported ones, or exported and derived). */
export function fileKeys(t: OwnedTable, rows: Row[], withDerived: boolean): string[] {
  const keys = rows.flatMap((r) => [...(t.files?.(r) ?? []), ...(withDerived ? (t.derivedFiles?.(r) ?? []) : [])]);
  return [...new Set(keys.filter((k): k is string => typeof k === 'string' && k.length > 0))];
}
