import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import {
  accounts,
  magazineCovers,
  magazineShares,
  onboardingAnswers,
  photos,
  sessions,
  trackingEvents,
  voiceConsents,
  voiceMessages,
} from '@server/db/schema.js';

// Every column that says whose a row is. A new table holding a visitor's data goes in one of these lists:
// transfer.test.ts fails for a user column (userId, ownerId or a reference to users) that is in none of them.

/** Moved: every row of the visitor becomes the account's. */
export const MOVED_TO_ACCOUNT: readonly PgColumn[] = [
  photos.ownerId,
  magazineCovers.userId,
  magazineShares.ownerId,
  voiceMessages.userId,
  voiceConsents.userId,
  trackingEvents.userId,
];
/** Merged: the account keeps its own answers when it has some, otherwise takes the visitor's. */
export const MERGED_INTO_ACCOUNT: readonly PgColumn[] = [onboardingAnswers.userId];
/** Not moved: better-auth's own rows; it deletes the anonymous user, and these with it. */
export const LEFT_TO_BETTER_AUTH: readonly PgColumn[] = [sessions.userId, accounts.userId];

/** The property name of a column in its table (`ownerId` for `photos.owner_id`). */
function keyOf(column: PgColumn): string {
  const entry = Object.entries(getTableColumns(column.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}

/**
 * Move everything an anonymous visitor made to the account they signed up or signed in with, in one
 * transaction, before better-auth deletes the anonymous user (which would delete, by cascade, whatever was
 * left behind).
 */
export async function transferVisitorData(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    for (const column of MOVED_TO_ACCOUNT) {
      await tx
        .update(column.table)
        .set({ [keyOf(column)]: toUserId })
        .where(eq(column, fromUserId));
    }
    const [anon] = await tx.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, fromUserId));
    if (anon) {
      const [mine] = await tx.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, toUserId));
      if (!mine || Object.keys(mine.answers).length === 0) {
        await tx
          .insert(onboardingAnswers)
          .values({ userId: toUserId, answers: anon.answers })
          .onConflictDoUpdate({
            target: onboardingAnswers.userId,
            set: { answers: anon.answers, updatedAt: new Date() },
          });
      }
      await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, fromUserId));
    }
  });
}
