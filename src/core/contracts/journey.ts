import { z } from 'zod';
import { NAME_MAX, stripControlChars } from '@core/text-clean.js';
import { attributionInputSchema } from './tracking.js';

/**
 * The journey API: quiz answers, selfie upload, spins (role + cover row) and the visitor's covers.
 * Every route answers errors as `{ error: { code, message } }` (src/core/contracts/errors.ts); `message` is fit to
 * show. The first write of a visitor without a session creates an anonymous visitor (a session cookie comes back),
 * so the whole journey works signed out. All answers are `Cache-Control: no-store`.
 *
 * PUT  /api/answers          body AnswersPutRequest { answers }            → 200 AnswersResponse { answers }
 *      Replaces the visitor's saved answers (partial sets are fine; send the whole map each time, `{}` clears).
 *      400 invalid        body not an object of strings (zod message)
 *      400 invalid_answers `Unknown question "x".` | `Unknown card "x" for question postcard.` |
 *                          `Please share your superpower: the answer cannot be blank.` |
 *                          `Please keep your superpower to 280 characters or fewer.`
 * GET  /api/answers                                                       → 200 AnswersResponse ({} when none)
 *
 * POST /api/photos           body: the raw image bytes (Content-Type image/*; the server sniffs the bytes itself)
 *                                                                          → 201 PhotoResponse { photo }
 *      Stored as a re-encoded JPEG (auto-oriented, fit in 1600x1600, EXIF/GPS and all metadata gone), with the
 *      face's centre as crop focus (focusX, focusY: 0-1 of width/height; 0.5, 0.4 when no face was found).
 *      `photo.url` is `/api/photos/{id}`.
 *      400 empty            'Please choose a photo to upload.'
 *      400 unreadable_image 'We could not read that image. Please choose another one.'
 *      400 too_many_pixels  'That image is too large to process.'        (over 40 megapixels)
 *      413 too_large        'That photo is over 10MB. Please choose a smaller one.' (checked while streaming)
 *      415 unsupported_type 'Please choose a JPG, PNG or HEIC image.'     (JPEG, PNG, HEIC, WebP, GIF, AVIF accepted)
 *      429 rate_limited     'Too many attempts. Please wait a moment and try again.'
 * GET  /api/photos/:id       → 200 image/jpeg (owner only)               404 not_found 'Photo not found.'
 * DELETE /api/photos/:id     → 204 (owner only; bytes and row deleted)    404 not_found 'Photo not found.'
 *
 * POST /api/spins            body SpinRequest                             → 201 SpinResponse
 *      Validates the complete answers, chooses the role (src/core/role-choice.ts, same result as in the browser),
 *      resolves cohort/ambassador from `attribution` (raw query values; bad ones are dropped, never an error),
 *      creates the cover row (status 'pending') and records a `spin` event.
 *      400 invalid          bad body, e.g. `spinNumber: ...`, `userName: Please keep your name to 40 characters or fewer.`
 *      400 invalid_answers  as for PUT /api/answers, plus `Please answer every question first (missing: bhag).`
 *      404 not_found        'Photo not found.' (photoId unknown or someone else's)
 *      429 rate_limited
 * GET  /api/covers           → 200 CoversResponse: the visitor's own newest 10 ({ covers: [] } without a session)
 */

export const QUESTION_ID_VALUES = ['postcard', 'bhag', 'purpose', 'workplace', 'superpower'] as const;
export const questionIdSchema = z.enum(QUESTION_ID_VALUES);

/** Answers as stored and returned: question id → card id, or the (cleaned) superpower text. */
export const answersSchema = z.partialRecord(questionIdSchema, z.string());
export type AnswersMap = z.infer<typeof answersSchema>;

/**
 * Answers as a request carries them. Structure only: the server then runs `validateAnswers` (src/core/answers.ts,
 * usable in the browser too) for question ids, card pools and the superpower rules.
 */
export const answersInputSchema = z.record(z.string().max(40), z.unknown());

// ---------- answers ----------
export const answersPutRequestSchema = z.object({ answers: answersInputSchema });
export type AnswersPutRequest = z.input<typeof answersPutRequestSchema>;
export const answersResponseSchema = z.object({ answers: answersSchema });
export type AnswersResponse = z.infer<typeof answersResponseSchema>;

// ---------- photos ----------
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1600;
/** Types the photo picker should offer; the server decides from the bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

export const photoSchema = z.object({
  id: z.string(),
  /** `/api/photos/{id}`: the stored JPEG, for its owner only. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Crop centre for the portrait circle, 0-1 of width and height (face-aware guess; 0.5, 0.4 when unsure). */
  focusX: z.number(),
  focusY: z.number(),
});
export type Photo = z.infer<typeof photoSchema>;
export const photoResponseSchema = z.object({ photo: photoSchema });
export type PhotoResponse = z.infer<typeof photoResponseSchema>;

// ---------- spins ----------
export const USER_NAME_MAX = NAME_MAX;
export const SPIN_NUMBER_MAX = 1000;

/** Optional display name: control characters dropped, spaces collapsed, trimmed; blank → null; at most 40. */
export const userNameSchema = z
  .string()
  .max(400)
  .nullish()
  .transform((v) => stripControlChars((v ?? '').replace(/\s+/g, ' ')).trim())
  .pipe(z.string().max(USER_NAME_MAX, `Please keep your name to ${USER_NAME_MAX} characters or fewer.`))
  .transform((v) => v || null);

export const spinRequestSchema = z.object({
  answers: answersInputSchema,
  /** 0 for the first spin, +1 for each Spin Again. */
  spinNumber: z.number().int().min(0).max(SPIN_NUMBER_MAX),
  userName: userNameSchema.optional(),
  /** A photo uploaded by this visitor (POST /api/photos). */
  photoId: z.string().min(1).max(64).nullish(),
  /** The browser's tempSessionId; a malformed one is replaced by a new id. */
  sessionId: z.string().max(100).nullish(),
  /** Raw attribution as read from the query string / session storage (cohort, ambassador|ref, utm_*). */
  attribution: attributionInputSchema.nullish(),
});
export type SpinRequest = z.input<typeof spinRequestSchema>;

export const roleToneSchema = z.enum(['serious', 'playful', 'humorous']);
export const roleThemeSchema = z.enum([
  'tech',
  'space',
  'ocean',
  'nature',
  'city',
  'arts',
  'health',
  'science',
  'food',
  'society',
]);

export const spinRoleSchema = z.object({
  /** Index into content/roles.ts `roles` (the wheel's segment). */
  index: z.number().int().min(0),
  title: z.string(),
  tone: roleToneSchema,
  theme: roleThemeSchema,
  blurb: z.string(),
});
export type SpinRole = z.infer<typeof spinRoleSchema>;

export const spinCoverSchema = z.object({
  id: z.string(),
  roleTitle: z.string(),
  userName: z.string().nullable(),
  watermarkText: z.string(),
  cohortId: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SpinCover = z.infer<typeof spinCoverSchema>;

export const spinResponseSchema = z.object({
  role: spinRoleSchema,
  /** Segments on the wheel (roles.length). */
  roleCount: z.number().int(),
  spinNumber: z.number().int(),
  cover: spinCoverSchema,
});
export type SpinResponse = z.infer<typeof spinResponseSchema>;

// ---------- covers ----------
export const COVER_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const coverListItemSchema = z.object({
  id: z.string(),
  roleTitle: z.string(),
  userName: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(COVER_STATUSES),
  /** `/api/covers/{id}/image` once the cover image exists, else null. */
  imageUrl: z.string().nullable(),
});
export type CoverListItem = z.infer<typeof coverListItemSchema>;
export const COVERS_LIST_LIMIT = 10;
export const coversResponseSchema = z.object({ covers: z.array(coverListItemSchema).max(COVERS_LIST_LIMIT) });
export type CoversResponse = z.infer<typeof coversResponseSchema>;

export { validateAnswers, type Answers, type AnswersCheck } from '@core/answers.js';
export { cleanSuperpower } from '@core/text-clean.js';
