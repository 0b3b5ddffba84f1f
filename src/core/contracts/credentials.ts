import { z } from 'zod';

/**
 * The one e-mail and password rule for every form and route (docs/decisions/073): sign-up, sign-in, reset, Save
 * Poster to Email, a parent's address for a sponsorship, the pay page. Messages are docs/product/accounts.md#messages.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

export const INVALID_EMAIL = 'Please enter a valid email address';
export const NAME_REQUIRED = 'Please enter your full name';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** something@something.something with no spaces; surrounding spaces do not count. */
export const isEmail = (input: string) => EMAIL_PATTERN.test(input.trim());

/** An e-mail address as typed: trimmed, then checked; the parsed value is the trimmed address. */
export const EmailSchema = z.string().trim().regex(EMAIL_PATTERN, INVALID_EMAIL);

/** A new password: at least six characters, spaces count (never trimmed). */
export const PasswordSchema = z.string().min(MIN_PASSWORD, PASSWORD_TOO_SHORT);

/** A new password typed twice (sign-up, reset, Save Poster to Email). */
export const newPasswordFields = { password: PasswordSchema, confirmPassword: z.string() };
export const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
export const MATCH_ISSUE = { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] };

export const passwordOnlySchema = z.object({ password: z.string().min(1, PASSWORD_REQUIRED) });
export const signInSchema = z.object({ email: EmailSchema, ...passwordOnlySchema.shape });
export type SignInForm = z.input<typeof signInSchema>;

export const fullNameSchema = z.string().trim().min(1, NAME_REQUIRED);

export const signUpSchema = z
  .object({ fullName: fullNameSchema, email: EmailSchema, ...newPasswordFields })
  .refine(passwordsMatch, MATCH_ISSUE);
export type SignUpForm = z.input<typeof signUpSchema>;

/** Save Poster to Email's step 2: the e-mail was step 1. */
export const accountDetailsSchema = z
  .object({ fullName: fullNameSchema, ...newPasswordFields })
  .refine(passwordsMatch, MATCH_ISSUE);

export const emailFormSchema = z.object({ email: EmailSchema });
export type EmailForm = z.input<typeof emailFormSchema>;

export const newPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, MATCH_ISSUE);
export type NewPasswordForm = z.input<typeof newPasswordSchema>;

/** The second step of a two-factor sign-in: the app's 6-digit code (spaces allowed) or a backup code. */
export const totpFormSchema = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from your app')),
});
export const backupCodeFormSchema = z.object({
  code: z.string().trim().min(1, 'Please enter one of your backup codes'),
});
