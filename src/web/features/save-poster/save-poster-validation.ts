import { INVALID_EMAIL, NAME_REQUIRED, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@core/contracts/posters';

/** The modal's checks (platform.md §8), step by step, with the spec's exact messages. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

export function validateEmailStep(email: string): string | null {
  return !email.trim() || !EMAIL_RE.test(email.trim()) ? INVALID_EMAIL : null;
}

export interface DetailsStep {
  fullName: string;
  password: string;
  confirmPassword: string;
}

export function validateDetailsStep(f: DetailsStep): string | null {
  if (!f.fullName.trim()) return NAME_REQUIRED;
  if (f.password.length < MIN_PASSWORD) return PASSWORD_TOO_SHORT;
  if (f.password !== f.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return null;
}
