import type { ResolvedAttribution } from '@core/contracts/tracking.js';
import { cleanUtm, UTM_FIELDS, type Attribution } from '@core/attribution.js';
import type { Db } from '@server/db/client.js';
import { trackingEvents } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';

export interface TrackInput {
  eventType: string;
  sessionId: string;
  userId: string | null;
  attribution: ResolvedAttribution;
  utm?: Attribution;
  eventData?: Record<string, unknown>;
  roleOutcome?: string | null;
  referrer?: string | null;
  userAgent?: string | null;
}

/** Every step leaves an event, with attribution (cohort, ambassador, UTM) riding on it. */
/** `db` may be a transaction, so an event can be written together with the change it records. */
export async function recordEvent(db: Pick<Db, 'insert'>, input: TrackInput): Promise<string> {
  const id = newId();
  const utm = Object.fromEntries(UTM_FIELDS.map((f) => [f, cleanUtm(input.utm?.[f]) ?? null])) as Record<
    (typeof UTM_FIELDS)[number],
    string | null
  >;
  await db.insert(trackingEvents).values({
    id,
    sessionId: input.sessionId,
    userId: input.userId,
    cohortId: input.attribution.cohortId,
    ambassadorCode: input.attribution.ambassadorCode,
    eventType: input.eventType,
    eventData: input.eventData ?? {},
    roleOutcome: input.roleOutcome ?? null,
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmContent: utm.utm_content,
    utmTerm: utm.utm_term,
    referrer: input.referrer ? input.referrer.slice(0, 1000) : null,
    userAgent: input.userAgent ? input.userAgent.slice(0, 500) : null,
  });
  return id;
}

const SESSION_ID_RE = /^[A-Za-z0-9_-]{8,100}$/;
/** The browser's tempSessionId when it is well-formed, otherwise a new one. */
export function cleanSessionId(value: string | undefined | null): string {
  return value && SESSION_ID_RE.test(value) ? value : newId();
}
