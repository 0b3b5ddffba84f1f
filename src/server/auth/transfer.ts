import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import { OWNED_TABLES, transferTable } from '@server/shared/owned-tables.js';

// Which tables hold a visitor's data, and how each one moves, is the one list in shared/owned-tables.ts
// (docs/decisions/021). These views of it name the columns for tests and logs.

/**
 * Moved: every row of the visitor becomes the account's (a table with a transfer function of its own, entitlements,
 * moves its rows too, with its rule for conflicts).
 */
export const MOVED_TO_ACCOUNT: readonly PgColumn[] = OWNED_TABLES.filter(
  (t) => t.transfer === 'move' || typeof t.transfer === 'function',
).map((t) => t.owner);
/** Merged: one row per person; the account keeps its own when it has one that counts, otherwise takes the visitor's. */
export const MERGED_INTO_ACCOUNT: readonly PgColumn[] = OWNED_TABLES.filter((t) => t.transfer === 'merge').map(
  (t) => t.owner,
);
/** Not moved: better-auth's own rows; it deletes the anonymous user, and these with it. */
export const LEFT_TO_BETTER_AUTH: readonly PgColumn[] = OWNED_TABLES.filter((t) => t.transfer === 'auth').map(
  (t) => t.owner,
);

/**
 * Move everything an anonymous visitor made to the account they signed up or signed in with, in one
 * transaction, before better-auth deletes the anonymous user (which would delete, by cascade, whatever was
 * left behind).
 */
export async function transferVisitorData(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    for (const table of OWNED_TABLES) await transferTable(tx, table, fromUserId, toUserId);
  });
}
