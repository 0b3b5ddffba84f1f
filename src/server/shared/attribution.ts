import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ResolvedAttribution } from '@core/contracts/tracking.js';
import { PUBLIC_COHORT } from '@content/cohorts.js';
import { cleanAmbassador, cleanCohort, type Attribution } from '@core/attribution.js';
import type { Db } from '@server/db/client.js';
import type { Bus } from '@server/lib/bus.js';
import { ambassadors, cohorts } from '@server/db/schema.js';

type CohortRow = typeof cohorts.$inferSelect;
/** The bus channel told when cohorts or ambassadors change. */
const ATTRIBUTION_CHANNEL = 'attribution';
type AmbassadorRow = typeof ambassadors.$inferSelect;

/**
 * Resolve a visitor's cohort and ambassador: the cohort must exist and be active, else `public`; the ambassador
 * must be active, and its cohort replaces `public`. Lookups are cached for a short time so page views and spins
 * keep the database off their hot path; an admin's change of a cohort or ambassador clears the cache on every
 * instance (the bus, decision 050), and the TTL covers a message lost while the bus was away.
 */
export class AttributionService {
  /** Boxed so a missing row (null) is remembered too: lru-cache holds objects, not null. */
  private readonly cache: LRUCache<string, { value: CohortRow | AmbassadorRow | null }>;
  constructor(
    private readonly db: Db,
    private readonly brandName: string,
    ttlMs = 30_000,
    private readonly bus?: Bus,
  ) {
    this.cache = new LRUCache({ max: 5000, ttl: ttlMs });
    bus?.subscribe(ATTRIBUTION_CHANNEL, () => this.cache.clear());
    bus?.onReconnect(() => this.cache.clear());
  }

  private async cached<T extends CohortRow | AmbassadorRow>(
    key: string,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const hit = this.cache.get(key);
    if (hit) return hit.value as T | null;
    const value = await load();
    this.cache.set(key, { value });
    return value;
  }

  /** Forget every lookup, on every instance (at once here). */
  clearCache() {
    if (this.bus) void this.bus.publish(ATTRIBUTION_CHANNEL);
    else this.cache.clear();
  }

  private cohort(id: string) {
    return this.cached<CohortRow>(
      `c:${id}`,
      async () => (await this.db.select().from(cohorts).where(eq(cohorts.cohortId, id)))[0] ?? null,
    );
  }

  private ambassador(code: string) {
    return this.cached<AmbassadorRow>(
      `a:${code}`,
      async () => (await this.db.select().from(ambassadors).where(eq(ambassadors.ambassadorCode, code)))[0] ?? null,
    );
  }

  /**
   * The per-address ceiling of new visitors an active cohort's organiser set (decision 086), or null (none, an
   * unknown or inactive cohort, the public one). From the short-lived cache, like resolve.
   */
  async visitorCeiling(cohortId: string | null | undefined): Promise<{ cohortId: string; max: number } | null> {
    const id = cleanCohort(cohortId);
    if (!id || id === PUBLIC_COHORT) return null;
    const row = await this.cohort(id);
    return row?.isActive && row.visitorsPerAddress ? { cohortId: row.cohortId, max: row.visitorsPerAddress } : null;
  }

  async resolve(input: Pick<Attribution, 'cohort' | 'ambassador'>): Promise<ResolvedAttribution> {
    const cohortId = cleanCohort(input.cohort);
    const code = cleanAmbassador(input.ambassador);
    let cohort: CohortRow | null = null;
    if (cohortId && cohortId !== PUBLIC_COHORT) {
      const row = await this.cohort(cohortId);
      if (row?.isActive) cohort = row;
    }
    let ambassadorCode: string | null = null;
    if (code) {
      const amb = await this.ambassador(code);
      if (amb?.isActive) {
        ambassadorCode = amb.ambassadorCode;
        if (!cohort) {
          const ambCohort = await this.cohort(amb.cohortId);
          if (ambCohort?.isActive && ambCohort.cohortId !== PUBLIC_COHORT) cohort = ambCohort;
        }
      }
    }
    if (!cohort) {
      const pub = await this.cohort(PUBLIC_COHORT);
      return {
        cohortId: PUBLIC_COHORT,
        cohortName: pub?.name ?? 'Public',
        isPublic: true,
        watermarkText: pub?.watermarkText ?? this.brandName,
        ambassadorCode,
      };
    }
    return {
      cohortId: cohort.cohortId,
      cohortName: cohort.name,
      isPublic: false,
      watermarkText: cohort.watermarkText,
      ambassadorCode,
    };
  }
}
