import { and, eq } from 'drizzle-orm';
import type { SavedPoster } from '@core/contracts/posters.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, profiles } from '@server/db/schema.js';
import { notFound } from '@server/http/errors.js';

/** The poster's page in the app, and its image (served to its owner by the covers feature). */
export const posterPageUrl = (coverId: string) => `/magazine/${coverId}`;
export const posterImageUrl = (cover: { id: string; imageKey: string | null; status: string }) =>
  cover.imageKey && cover.status === 'done' ? `/api/covers/${cover.id}/image` : null;

export const COVER_NOT_FOUND = 'No poster found - Please create a poster first...';

/**
 * Save one of the account's covers as its profile's poster (saved_poster_url and saved_poster_data). The cover
 * must be the account's own; saving another replaces it.
 */
export async function savePosterToProfile(
  db: Db,
  input: { userId: string; coverId: string; context: SavedPoster['context']; now?: Date },
): Promise<SavedPoster> {
  const [cover] = await db
    .select()
    .from(magazineCovers)
    .where(and(eq(magazineCovers.id, input.coverId), eq(magazineCovers.userId, input.userId)));
  if (!cover) throw notFound(COVER_NOT_FOUND, 'cover_not_found');
  const answers: Record<string, string> = {};
  for (const [k, v] of Object.entries(cover.answers ?? {})) if (typeof v === 'string') answers[k] = v;
  const data: SavedPoster = {
    url: posterPageUrl(cover.id),
    timestamp: (input.now ?? new Date()).toISOString(),
    context: input.context,
    poster_image_url: posterImageUrl(cover),
    role_title: cover.roleTitle,
    user_answers: answers,
    cover_id: cover.id,
  };
  await db
    .insert(profiles)
    .values({ userId: input.userId, savedPosterUrl: data.url, savedPosterData: data })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { savedPosterUrl: data.url, savedPosterData: data, updatedAt: new Date() },
    });
  return data;
}

/**
 * The profile's saved poster, with its image address as it is now (a cover saved while still being made gets its
 * image later). null when none is saved or its cover is gone.
 */
export async function getSavedPoster(db: Db, userId: string): Promise<SavedPoster | null> {
  const [row] = await db.select({ data: profiles.savedPosterData }).from(profiles).where(eq(profiles.userId, userId));
  if (!row?.data) return null;
  const [cover] = await db
    .select()
    .from(magazineCovers)
    .where(and(eq(magazineCovers.id, row.data.cover_id), eq(magazineCovers.userId, userId)));
  if (!cover) return null;
  return { ...row.data, poster_image_url: posterImageUrl(cover) };
}
