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
export const CLIENT_EVENT_TYPES = ['share_clicked', 'shared_magazine_conversion', 'checkout_succeeded', 'voice_preview_played'] as const;
export const clientEventRequestSchema = z.object({
  sessionId: z.string().max(100).optional(),
  eventType: z.enum(CLIENT_EVENT_TYPES),
  eventData: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  attribution: attributionInputSchema.optional(),
});
export type ClientEventRequest = z.infer<typeof clientEventRequestSchema>;
