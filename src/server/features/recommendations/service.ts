import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecommendationAdmin, recommendationRequestSchema } from '@core/contracts/show.js';
import type { AppDeps } from '@server/context.js';
import { recommendations } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';

type Input = z.output<typeof recommendationRequestSchema>;

/** The spec's form only logged its values; we store them for the show's team (decision 031). */
export async function storeRecommendation(deps: AppDeps, userId: string | null, body: Input): Promise<string> {
  const id = newId();
  await deps.database.db.insert(recommendations).values({
    id,
    userId,
    relation: body.relation,
    fullName: body.fullName,
    email: body.email,
    phone: body.phone,
    address: body.address,
    recommendedName: body.recommendedName,
    recommendedEmail: body.recommendedEmail,
    motivation: body.motivation,
  });
  return id;
}

export async function listRecommendations(deps: AppDeps, limit = 500): Promise<RecommendationAdmin[]> {
  const rows = await deps.database.db
    .select()
    .from(recommendations)
    .orderBy(desc(recommendations.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    relation: r.relation,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    address: r.address,
    recommendedName: r.recommendedName,
    recommendedEmail: r.recommendedEmail,
    motivation: r.motivation,
    createdAt: r.createdAt.toISOString(),
  }));
}
