import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { magazineCovers, magazineShares, onboardingAnswers, photos, trackingEvents, voiceConsents, voiceMessages } from '../db/schema.js';

/**
 * Move everything an anonymous visitor made to the account they signed up or signed in with, in one
 * transaction, before better-auth deletes the anonymous user. Answers: the account keeps its own when it has
 * some, otherwise takes the visitor's.
 */
export async function transferVisitorData(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    await tx.update(photos).set({ ownerId: toUserId }).where(eq(photos.ownerId, fromUserId));
    await tx.update(magazineCovers).set({ userId: toUserId }).where(eq(magazineCovers.userId, fromUserId));
    await tx.update(magazineShares).set({ ownerId: toUserId }).where(eq(magazineShares.ownerId, fromUserId));
    await tx.update(voiceMessages).set({ userId: toUserId }).where(eq(voiceMessages.userId, fromUserId));
    await tx.update(voiceConsents).set({ userId: toUserId }).where(eq(voiceConsents.userId, fromUserId));
    await tx.update(trackingEvents).set({ userId: toUserId }).where(eq(trackingEvents.userId, fromUserId));
    const [anon] = await tx.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, fromUserId));
    if (anon) {
      const [mine] = await tx.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, toUserId));
      if (!mine || Object.keys(mine.answers).length === 0) {
        await tx
          .insert(onboardingAnswers)
          .values({ userId: toUserId, answers: anon.answers })
          .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers: anon.answers, updatedAt: new Date() } });
      }
      await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, fromUserId));
    }
  });
}
