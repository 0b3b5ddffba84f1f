import { z } from 'zod';
import { isEmail, MIN_PASSWORD } from './credentials.js';
import { answersSchema } from './journey.js';

/**
 * The profile API (/api/me/*, signed-in accounts only; an anonymous visitor or nobody gets 401 'Please sign in to
 * continue.'). Errors are `{ error: { code, message } }` with a message fit to show.
 *
 * GET   /api/me/profile                         → 200 ProfileResponse
 * PATCH /api/me/profile   ProfileUpdateRequest  → 200 ProfileResponse
 *       400 invalid_name  'Please enter your full name' | 'Please keep your name to 80 characters or fewer.' |
 *                         'Please enter your name without links or e-mail addresses.'
 *       400 invalid_phone 'Please enter a valid phone number.'
 *       Nothing is written unless every field given is valid. A blank phone removes it.
 * PUT   /api/me/answers/:questionId  { answer } → 200 { answers } (one answer replaced, the others kept)
 *       400 invalid_answers as PUT /api/answers ('Unknown card "x" for question postcard.', blank superpower, ...)
 * GET   /api/me/shares                          → 200 MySharesResponse: the person's links, newest first,
 *       revoked ones left out (expired ones are listed as such). Revoke with DELETE /api/shares/:shareId.
 */

export const PHONE_MAX = 30;
export const INVALID_PHONE = 'Please enter a valid phone number.';

/** A phone number as typed: digits with spaces, dashes, dots, brackets and a leading +, 5 to 30 characters. */
export function checkPhone(raw: string): { ok: true; phone: string | null } | { ok: false; message: string } {
  const phone = raw.replace(/\s+/g, ' ').trim();
  if (!phone) return { ok: true, phone: null };
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > PHONE_MAX || !/^\+?[0-9 ().-]+$/.test(phone) || digits < 5 || digits > 17)
    return { ok: false, message: INVALID_PHONE };
  return { ok: true, phone };
}

/** The profile form's messages (docs/product/accounts.md#profile); the server says the same. */
export const PROFILE_MESSAGES = {
  name: 'Please enter your full name',
  nameLong: 'Please keep your name to 80 characters or fewer.',
  email: 'Please enter a valid email address',
  phone: INVALID_PHONE,
  password: 'Password must be at least 6 characters',
  confirm: 'Passwords do not match',
  current: 'Please enter your current password',
} as const;

/**
 * The profile's edit form: name, e-mail (checked once changed), phone, and a new password (blank keeps the current
 * one; then six characters, typed twice, and the current password).
 */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, PROFILE_MESSAGES.name)
        .refine((n) => [...n].length <= 80, PROFILE_MESSAGES.nameLong),
      email: z
        .string()
        .trim()
        .refine((e) => e === currentEmail || isEmail(e), PROFILE_MESSAGES.email),
      phone: z.string().refine((p) => checkPhone(p).ok, PROFILE_MESSAGES.phone),
      password: z.string(),
      confirm: z.string(),
      current: z.string(),
    })
    .superRefine((f, ctx) => {
      if (!f.password && !f.confirm) return;
      const issue = (field: 'password' | 'confirm' | 'current') =>
        ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES[field], path: [field] });
      if (f.password.length < MIN_PASSWORD) issue('password');
      else if (f.password !== f.confirm) issue('confirm');
      else if (!f.current) issue('current');
    });
export type ProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

export const profilePosterSchema = z.object({
  coverId: z.string(),
  roleTitle: z.string(),
  /** The cover image (owner only), null while none is stored. */
  imageUrl: z.string().nullable(),
  /** The cover's page in the app. */
  pageUrl: z.string(),
  createdAt: z.string(),
  /** True when it is the poster saved to the profile, false when it is simply the latest cover. */
  saved: z.boolean(),
});
export type ProfilePoster = z.infer<typeof profilePosterSchema>;

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  answers: answersSchema,
  poster: profilePosterSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Only the fields given change. Lengths are the server's checks (clear messages), not the schema's. */
export const profileUpdateRequestSchema = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const answerUpdateRequestSchema = z.object({ answer: z.string() });

export const myShareSchema = z.object({
  shareId: z.string(),
  coverId: z.string(),
  roleTitle: z.string(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['active', 'expired']),
});
export type MyShare = z.infer<typeof myShareSchema>;
export const mySharesResponseSchema = z.object({ shares: z.array(myShareSchema) });

// ---------- data rights (/api/account) ----------

/**
 * GET  /api/account/export  → 200 application/zip (attachment): data.json (every row about the person, by table,
 *      secrets left out) and files/<key> (photos, covers, portraits, recordings). 401 without a session;
 *      429 rate_limited (5 an hour).
 * POST /api/account/delete  { confirm: 'DELETE' } → 204, the session cookie cleared. Every row and stored file of
 *      the person, and the provider's cloned voice, are deleted; share links answer 404 at once; tracking events
 *      stay only as anonymous counts. 400 confirm_mismatch DELETE_CONFIRM_MESSAGE when the typed word is wrong.
 */
export const DELETE_CONFIRM_WORD = 'DELETE';
export const DELETE_CONFIRM_MESSAGE = `Please type ${DELETE_CONFIRM_WORD} to confirm.`;
export const deleteAccountRequestSchema = z.object({ confirm: z.unknown().optional() });
/** The 'Delete my account' dialog: the word typed, as the server checks it. */
export const deleteAccountFormSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((word) => word === DELETE_CONFIRM_WORD, DELETE_CONFIRM_MESSAGE),
});
