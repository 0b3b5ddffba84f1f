import { and, desc, eq, isNull } from 'drizzle-orm';
import { keepValidAnswers, validateAnswers, type Answers } from '@core/answers.js';
import { checkPhone, type MyShare, type Profile, type ProfilePoster } from '@core/contracts/profile.js';
import { shareUrl } from '@core/share.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, magazineShares, onboardingAnswers, profiles, users } from '@server/db/schema.js';
import { checkAccountName } from '@server/auth/account-rules.js';
import { ApiError, badRequest, unauthorized } from '@server/http/errors.js';

/** The profile page's data: better-auth's user (name, e-mail), the profile row (phone, saved poster), answers. */
export async function readProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db
    .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [answersRow] = await db
    .select({ answers: onboardingAnswers.answers })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, userId));
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: profile?.phone ?? null,
    answers: answersRow ? keepValidAnswers(answersRow.answers) : {},
    poster: await posterOf(db, userId, profile?.savedPosterData?.cover_id ?? null),
  };
}

const coverColumns = {
  id: magazineCovers.id,
  roleTitle: magazineCovers.roleTitle,
  status: magazineCovers.status,
  imageKey: magazineCovers.imageKey,
  createdAt: magazineCovers.createdAt,
};

/** The poster saved to the profile when it is still the person's, else their latest finished cover. */
async function posterOf(db: Db, userId: string, savedCoverId: string | null): Promise<ProfilePoster | null> {
  const mine = eq(magazineCovers.userId, userId);
  let saved = false;
  let row: { id: string; roleTitle: string; status: string; imageKey: string | null; createdAt: Date } | undefined;
  if (savedCoverId) {
    [row] = await db
      .select(coverColumns)
      .from(magazineCovers)
      .where(and(mine, eq(magazineCovers.id, savedCoverId)));
    saved = !!row;
  }
  if (!row) {
    [row] = await db
      .select(coverColumns)
      .from(magazineCovers)
      .where(and(mine, eq(magazineCovers.status, 'done')))
      .orderBy(desc(magazineCovers.createdAt))
      .limit(1);
  }
  if (!row) return null;
  return {
    coverId: row.id,
    roleTitle: row.roleTitle,
    imageUrl: row.status === 'done' && row.imageKey ? `/api/covers/${row.id}/image` : null,
    pageUrl: `/magazine/${row.id}`,
    createdAt: row.createdAt.toISOString(),
    saved,
  };
}

/**
 * Name and phone: every field given is checked first, then both are written in one transaction (nothing half
 * written). The name is better-auth's user name (the same rules as at sign-up).
 */
export async function updateProfile(db: Db, userId: string, input: { name?: string; phone?: string }): Promise<void> {
  let name: string | undefined;
  let phone: string | null | undefined;
  if (input.name !== undefined) {
    const checked = checkAccountName(input.name);
    if (!checked.ok) throw badRequest(checked.message, 'invalid_name');
    name = checked.name;
  }
  if (input.phone !== undefined) {
    const checked = checkPhone(input.phone);
    if (!checked.ok) throw badRequest(checked.message, 'invalid_phone');
    phone = checked.phone;
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    if (name !== undefined) await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    if (phone !== undefined)
      await tx
        .insert(profiles)
        .values({ userId, phone })
        .onConflictDoUpdate({ target: profiles.userId, set: { phone, updatedAt: now } });
  });
}

/** One answer replaced (the others kept), checked like the quiz's. Locked row: two edits at once both land. */
export async function updateAnswer(db: Db, userId: string, questionId: string, answer: string): Promise<Answers> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ answers: onboardingAnswers.answers })
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.userId, userId))
      .for('update');
    const checked = validateAnswers(
      { ...keepValidAnswers(row?.answers ?? {}), [questionId]: answer },
      {
        complete: false,
      },
    );
    if (!checked.ok) throw new ApiError(400, 'invalid_answers', checked.message);
    await tx
      .insert(onboardingAnswers)
      .values({ userId, answers: checked.answers })
      .onConflictDoUpdate({
        target: onboardingAnswers.userId,
        set: { answers: checked.answers, updatedAt: new Date() },
      });
    return checked.answers;
  });
}

/** The person's share links that were not revoked, newest first (expired ones marked). */
export async function listMyShares(
  db: Db,
  userId: string,
  link: { publicUrl: string; brand: string },
  now = new Date(),
): Promise<MyShare[]> {
  const rows = await db
    .select({
      id: magazineShares.id,
      coverId: magazineShares.coverId,
      roleTitle: magazineShares.userRole,
      cohortId: magazineShares.cohortId,
      createdAt: magazineShares.createdAt,
      expiresAt: magazineShares.expiresAt,
    })
    .from(magazineShares)
    .where(and(eq(magazineShares.ownerId, userId), isNull(magazineShares.revokedAt)))
    .orderBy(desc(magazineShares.createdAt))
    .limit(50);
  return rows.map((r) => ({
    shareId: r.id,
    coverId: r.coverId,
    roleTitle: r.roleTitle,
    url: shareUrl(link.publicUrl, r.id, { brand: link.brand, cohort: r.cohortId }),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    status: r.expiresAt.getTime() > now.getTime() ? 'active' : 'expired',
  }));
}
