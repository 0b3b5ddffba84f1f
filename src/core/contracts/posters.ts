import { z } from 'zod';

/** The poster a profile keeps (docs/product/accounts.md#save-poster: saved_poster_url and saved_poster_data). */
export const savedPosterSchema = z.object({
  url: z.string(),
  timestamp: z.string(),
  context: z.enum(['result', 'signup']),
  poster_image_url: z.string().nullable(),
  role_title: z.string(),
  user_answers: z.record(z.string(), z.string()),
  cover_id: z.string(),
});
export type SavedPoster = z.infer<typeof savedPosterSchema>;

export const savedPosterResponseSchema = z.object({ savedPoster: savedPosterSchema.nullable() });
export type SavedPosterResponse = z.infer<typeof savedPosterResponseSchema>;

const coverId = z.string().min(1).max(64);

export const savePosterRequestSchema = z.object({ coverId });
export type SavePosterRequest = z.infer<typeof savePosterRequestSchema>;

/** Save Poster to Email: the modal's two steps in one request (e-mail, then full name and password). */
export const saveByEmailRequestSchema = z.object({
  email: z.string().trim().max(254),
  fullName: z.string().max(10_000),
  password: z.string().max(1_000),
  coverId: coverId.nullable(),
});
export type SaveByEmailRequest = z.infer<typeof saveByEmailRequestSchema>;

export const saveByEmailResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** false when the account was made but the poster could not be saved (logged on the server). */
  posterSaved: z.boolean(),
});
export type SaveByEmailResponse = z.infer<typeof saveByEmailResponseSchema>;

export const POSTER_SAVE_FAILED = 'Error - Failed to save poster. Please try again.';
export const ALREADY_REGISTERED = 'This email is already registered. Please try signing in instead.';
export { INVALID_EMAIL, NAME_REQUIRED, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from './credentials.js';
