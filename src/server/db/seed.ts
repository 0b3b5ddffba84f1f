import { seedAmbassadors, seedCohorts } from '@content/cohorts.js';
import { defaultShareTemplates } from '@content/share-templates.js';
import type { Db } from './client.js';
import { ambassadors, cohorts, shareTemplates } from './schema.js';

/** Idempotent: rows that exist are left as they are, so running it twice changes nothing. */
export async function seed(db: Db, brandName: string): Promise<void> {
  await db
    .insert(cohorts)
    .values(
      seedCohorts.map((c) => ({
        cohortId: c.cohortId,
        name: c.name,
        watermarkText: c.watermarkText ?? brandName,
        isActive: c.isActive,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(ambassadors)
    .values(seedAmbassadors.map((a) => ({ ...a, isActive: true })))
    .onConflictDoNothing();
  await db
    .insert(shareTemplates)
    .values(
      defaultShareTemplates.map((t) => ({
        id: t.id,
        platform: t.platform,
        templateText: t.templateText,
        hashtags: t.hashtags,
        templateType: 'default',
        isActive: true,
      })),
    )
    .onConflictDoNothing();
}
