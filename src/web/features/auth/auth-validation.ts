/** The sign-up and sign-in checks of platform.md §5 and §8, with their exact messages. */
export const MIN_PASSWORD = 6;

export interface SignUpForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignUp(f: SignUpForm): string | null {
  if (!f.fullName.trim()) return 'Please enter your full name';
  if (!f.email.trim() || !EMAIL_RE.test(f.email.trim())) return 'Please enter a valid email address';
  if (f.password.length < MIN_PASSWORD) return 'Password must be at least 6 characters';
  if (f.password !== f.confirmPassword) return 'Passwords do not match';
  return null;
}

export function validateSignIn(f: { email: string; password: string }): string | null {
  if (!f.email.trim() || !EMAIL_RE.test(f.email.trim())) return 'Please enter a valid email address';
  if (!f.password) return 'Please enter your password';
  return null;
}

export function validateEmail(email: string): string | null {
  return !email.trim() || !EMAIL_RE.test(email.trim()) ? 'Please enter a valid email address' : null;
}

/** A new password and its confirmation (reset, profile). */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD) return 'Password must be at least 6 characters';
  if (password !== confirm) return 'Passwords do not match';
  return null;
}

/** Where to go after signing in: `next` when it is a path on this site (never another origin), else /profile. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/profile';
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(next)) return '/profile';
  return next;
}
