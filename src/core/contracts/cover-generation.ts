import { z } from 'zod';
import { COVER_STAGE_VALUES } from '@core/cover-stages.js';

/**
 * Generating a cover (the list of a visitor's covers is in journey.ts). Every route is owner-only: another
 * visitor's cover answers 404 `not_found` 'Cover not found.' (its existence is not revealed); no session → 401.
 *
 * GET  /api/covers/:id           → 200 CoverState
 * POST /api/covers/:id/generate  → 202 CoverState. Starts the pipeline in the background unless it is done or
 *      already running (idempotent: two calls run it once, also across app instances sharing the database).
 * POST /api/covers/:id/retry     → 202 CoverState. After a failure: clears the error, keeps the finished stages,
 *      and continues from the first missing one. On a cover that is not failed it behaves like generate.
 * GET  /api/covers/:id/events    → text/event-stream. `progress` events (CoverEvent) as the state changes, first
 *      the current state (so a reconnect resumes), then one `done` (CoverEvent, imageUrl set) or `error`
 *      (CoverEvent with `error` and `message`) and the stream ends. Opening it also resumes an interrupted run.
 * GET  /api/covers/:id/image     → 200 image/png 1080x1350, `Cache-Control: private, max-age=31536000, immutable`;
 *      `?download=1` adds `Content-Disposition: attachment; filename="{brand}-{role}.png"`. 404 until it is done.
 *
 * Stages and progress: src/core/cover-stages.ts (description 20, image 40, content 65, layout 85, done 100).
 */
export const COVER_STYLE_VALUES = ['times', 'natgeo', 'forbes', 'wired'] as const;
export const COVER_STATUS_VALUES = ['pending', 'running', 'done', 'failed'] as const;
export { COVER_STAGE_VALUES, STAGE_PROGRESS } from '@core/cover-stages.js';
export const COVER_GENERATION_FAILED = 'Failed to generate enhanced cover';

export const coverStyleSchema = z.enum(COVER_STYLE_VALUES);
export const coverStageSchema = z.enum(COVER_STAGE_VALUES);
export const coverStatusSchema = z.enum(COVER_STATUS_VALUES);

/** The words on the cover (src/core/cover-copy.ts makes them locally; an AI provider may rewrite some). */
export const coverContentSchema = z.object({
  title: z.string(),
  roleTitle: z.string(),
  kicker: z.string(),
  headline: z.string(),
  dek: z.string(),
  coverLines: z.array(z.object({ label: z.string(), text: z.string() })).max(4),
  pullQuote: z.object({ text: z.string(), attribution: z.string() }),
  banner: z.string(),
  tagline: z.string(),
  issueNumber: z.string(),
  volume: z.string(),
  issueDate: z.string(),
  price: z.string(),
  starName: z.string(),
  style: coverStyleSchema,
});
export type CoverContent = z.infer<typeof coverContentSchema>;

export const coverStateSchema = z.object({
  id: z.string(),
  roleTitle: z.string(),
  userName: z.string().nullable(),
  status: coverStatusSchema,
  stage: coverStageSchema,
  /** 0-100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  style: coverStyleSchema.nullable(),
  /** Every stage came from the configured AI provider (false when one fell back to the local output). */
  enhanced: z.boolean(),
  /** The "analysing" stage's text, once written. */
  description: z.string().nullable(),
  content: coverContentSchema.nullable(),
  /** `/api/covers/{id}/image` once done, else null. */
  imageUrl: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type CoverState = z.infer<typeof coverStateSchema>;

export const coverEventSchema = z.object({
  progress: z.number().int(),
  stage: coverStageSchema,
  status: coverStatusSchema,
  error: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Only on `error` events: the text to show. */
  message: z.string().optional(),
});
export type CoverEvent = z.infer<typeof coverEventSchema>;
