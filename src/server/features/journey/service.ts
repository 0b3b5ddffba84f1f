import { and, eq, sql } from 'drizzle-orm';
import type { VisualQuestionId } from '@content/quiz.js';
import { roles } from '@content/roles.js';
import { keepValidAnswers, type Answers } from '@core/answers.js';
import type { Attribution } from '@core/attribution.js';
import { findCard } from '@core/quiz-cards.js';
import type { Photo, SpinResponse } from '@core/contracts/journey.js';
import { chooseRole } from '@core/role-choice.js';
import type { Db } from '@server/db/client.js';
import { ambassadors, magazineCovers, onboardingAnswers, photos } from '@server/db/schema.js';
import { notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import type { Storage } from '@server/providers/storage/index.js';
import type { AttributionService } from '@server/shared/attribution.js';
import { cleanSessionId, recordEvent } from '@server/shared/events.js';
import type { ProcessedPhoto } from './photos.js';

// ---------- answers ----------

/** The visitor's saved answers (only entries still valid against today's content), `{}` when none. */
export async function getAnswers(db: Db, userId: string): Promise<Answers> {
  const [row] = await db
    .select({ answers: onboardingAnswers.answers })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, userId));
  return row ? keepValidAnswers(row.answers) : {};
}

/** Replace the visitor's answers with a validated (possibly partial) set. */
export async function saveAnswers(db: Db, userId: string, answers: Answers): Promise<Answers> {
  await db
    .insert(onboardingAnswers)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers, updatedAt: new Date() } });
  return answers;
}

// ---------- photos ----------

export const photoUrl = (id: string) => `/api/photos/${id}`;
export const photoKey = (id: string) => `photos/${id}.jpg`;

type PhotoRow = typeof photos.$inferSelect;

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: photoUrl(row.id),
    width: row.width,
    height: row.height,
    focusX: row.focusX ?? 0.5,
    focusY: row.focusY ?? 0.4,
  };
}

/** Store a processed photo's bytes under a server-made key, then its row. */
export async function createPhoto(db: Db, storage: Storage, ownerId: string, p: ProcessedPhoto): Promise<Photo> {
  const id = newId();
  const storageKey = photoKey(id);
  await storage.put(storageKey, p.jpeg, 'image/jpeg');
  try {
    const [row] = await db
      .insert(photos)
      .values({
        id,
        ownerId,
        storageKey,
        mimeType: 'image/jpeg',
        width: p.width,
        height: p.height,
        bytes: p.jpeg.length,
        focusX: p.focusX,
        focusY: p.focusY,
      })
      .returning();
    return toPhoto(row!);
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

/** The photo if it exists and belongs to `ownerId`; otherwise null (callers answer 404 either way). */
export async function findOwnedPhoto(db: Db, id: string, ownerId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.ownerId, ownerId)));
  return row ?? null;
}

/** Really delete: the row first (covers keep working, their photo_id becomes null), then the bytes. */
export async function deletePhoto(db: Db, storage: Storage, row: PhotoRow): Promise<void> {
  await db.delete(photos).where(eq(photos.id, row.id));
  await storage.delete(row.storageKey);
}

// ---------- spins ----------

export interface SpinInput {
  userId: string;
  /** Complete and validated (validateAnswers with complete: true). */
  answers: Answers;
  spinNumber: number;
  userName: string | null;
  photoId: string | null;
  sessionId: string | null | undefined;
  /** Cleaned attribution (cleanAttribution). */
  attribution: Attribution;
  referrer?: string | null;
  userAgent?: string | null;
}

const contextOf = (answers: Answers, id: VisualQuestionId) =>
  answers[id] ? (findCard(id, answers[id]!)?.context ?? null) : null;

/**
 * One spin: choose the role, resolve attribution, insert the cover row (status pending, for the generator to pick
 * up), record the `spin` event and count the spin for the ambassador.
 */
export async function createSpin(
  db: Db,
  attributionService: AttributionService,
  input: SpinInput,
): Promise<SpinResponse> {
  if (input.photoId && !(await findOwnedPhoto(db, input.photoId, input.userId))) throw notFound('Photo not found.');
  const { index, role } = chooseRole(input.answers, input.spinNumber);
  const resolved = await attributionService.resolve(input.attribution);
  const sessionId = cleanSessionId(input.sessionId);
  const [cover] = await db
    .insert(magazineCovers)
    .values({
      id: newId(),
      sessionId,
      userId: input.userId,
      userName: input.userName,
      roleTitle: role.title,
      spinNumber: input.spinNumber,
      cohortId: resolved.cohortId,
      ambassadorCode: resolved.ambassadorCode,
      watermarkText: resolved.watermarkText,
      photoId: input.photoId,
      answers: input.answers,
      postcardContext: contextOf(input.answers, 'postcard'),
      bhagContext: contextOf(input.answers, 'bhag'),
      purposeContext: contextOf(input.answers, 'purpose'),
      workplaceContext: contextOf(input.answers, 'workplace'),
      status: 'pending',
    })
    .returning();
  await Promise.all([
    recordEvent(db, {
      eventType: 'spin',
      sessionId,
      userId: input.userId,
      attribution: resolved,
      utm: input.attribution,
      roleOutcome: role.title,
      eventData: {
        coverId: cover!.id,
        spinNumber: input.spinNumber,
        roleIndex: index,
        hasPhoto: Boolean(input.photoId),
        hasName: Boolean(input.userName),
      },
      referrer: input.referrer ?? null,
      userAgent: input.userAgent ?? null,
    }),
    resolved.ambassadorCode
      ? db
          .update(ambassadors)
          .set({ weeklySpins: sql`${ambassadors.weeklySpins} + 1`, totalSpins: sql`${ambassadors.totalSpins} + 1` })
          .where(eq(ambassadors.ambassadorCode, resolved.ambassadorCode))
      : Promise.resolve(),
  ]);
  return {
    role: { index, title: role.title, tone: role.tone, theme: role.theme, blurb: role.blurb },
    roleCount: roles.length,
    spinNumber: input.spinNumber,
    cover: {
      id: cover!.id,
      roleTitle: cover!.roleTitle,
      userName: cover!.userName,
      watermarkText: cover!.watermarkText,
      cohortId: cover!.cohortId,
      createdAt: cover!.createdAt.toISOString(),
    },
  };
}
