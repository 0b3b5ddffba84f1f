import { z } from 'zod';

/** Raw attribution as the browser read it. Anything goes in; `cleanAttribution` keeps only well-formed values. */
export const attributionInputSchema = z.record(z.string(), z.unknown());

/** POST /api/track/page-view: records a page_view and answers with the resolved attribution. */
export const pageViewRequestSchema = z.object({
  sessionId: z.string().max(100).optional(),
  path: z.string().max(500).optional(),
  referrer: z.string().max(1000).optional(),
  attribution: attributionInputSchema.optional(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

export const resolvedAttributionSchema = z.object({
  cohortId: z.string(),
  cohortName: z.string(),
  isPublic: z.boolean(),
  watermarkText: z.string(),
  ambassadorCode: z.string().nullable(),
});
export type ResolvedAttribution = z.infer<typeof resolvedAttributionSchema>;

export const pageViewResponseSchema = z.object({ sessionId: z.string(), attribution: resolvedAttributionSchema });
export type PageViewResponse = z.infer<typeof pageViewResponseSchema>;

/** Events a browser may record itself. Everything else (spin, cover_generated, ...) is recorded by the server. */
export const CLIENT_EVENT_TYPES = ['share_clicked', 'shared_magazine_conversion', 'voice_preview_played'] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

/**
 * Events only the server may record: the journey's own steps, and anything about money, which a browser could
 * forge (a checkout "succeeds" when the payment provider's verified event says so, never when a page says so).
 */
export const SERVER_EVENT_TYPES = ['page_view', 'spin', 'cover_generated', 'shared_magazine_viewed'] as const;
export const SERVER_ONLY_EVENT_PREFIXES = [
  'checkout_',
  'payment_',
  'subscription_',
  'refund_',
  'entitlement_',
  'purchase_',
] as const;

export function isServerOnlyEvent(eventType: string): boolean {
  return (
    (SERVER_EVENT_TYPES as readonly string[]).includes(eventType) ||
    SERVER_ONLY_EVENT_PREFIXES.some((p) => eventType.startsWith(p))
  );
}

export const clientEventRequestSchema = z.object({
  sessionId: z.string().max(100).optional(),
  eventType: z
    .string()
    .refine((t) => !isServerOnlyEvent(t), 'This event is recorded by the server only.')
    .pipe(z.enum(CLIENT_EVENT_TYPES)),
  eventData: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  attribution: attributionInputSchema.optional(),
});
export type ClientEventRequest = z.infer<typeof clientEventRequestSchema>;
