import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '@web/lib/auth-client';
import { ME_KEY } from '@web/lib/session';

/**
 * The auth feature's data layer (decision 017): better-auth's client for what GET /api/me does not say (whether the
 * address is confirmed, whether two-factor is on), e-mail confirmation, password reset and two-factor sign-in.
 */
export const AUTH_SESSION_KEY = ['auth-session'] as const;

export interface AuthSessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAnonymous: boolean;
}

export async function fetchAuthSession(): Promise<AuthSessionUser | null> {
  const data = await authCall(authClient.getSession());
  const u = data?.user as Partial<AuthSessionUser> | undefined;
  if (!u || typeof u.id !== 'string') return null;
  return {
    id: u.id,
    email: String(u.email ?? ''),
    name: String(u.name ?? ''),
    emailVerified: u.emailVerified === true,
    twoFactorEnabled: u.twoFactorEnabled === true,
    isAnonymous: u.isAnonymous === true,
  };
}

/** The signed-in account as better-auth sees it (null when signed out or anonymous). */
export function useAuthSession() {
  return useQuery({
    queryKey: AUTH_SESSION_KEY,
    queryFn: async () => {
      const u = await fetchAuthSession();
      return u && !u.isAnonymous ? u : null;
    },
    staleTime: 30_000,
  });
}

/** After anything that changes the session (2FA on or off, sign-in): read both session answers again. */
export function useRefreshSessions() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: AUTH_SESSION_KEY }),
      qc.invalidateQueries({ queryKey: ME_KEY }),
    ]);
  };
}

// ---------- e-mail confirmation and password reset ----------

export function resendConfirmation(email: string) {
  return authCall(authClient.sendVerificationEmail({ email, callbackURL: '/profile' }));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

/** Mails a reset link when the address has an account; answers the same either way. */
export function requestPasswordReset(email: string) {
  return authCall(authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }));
}

export function resetPassword(token: string, newPassword: string) {
  return authCall(authClient.resetPassword({ token, newPassword }));
}

// ---------- two-factor ----------

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment (needs the password): a new secret and backup codes; on only once a code is confirmed. */
export async function startTwoFactor(password: string): Promise<Enrolment> {
  const data = await authCall(authClient.twoFactor.enable({ password }));
  if (!data) throw new Error('An unexpected error occurred');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** A code from the authenticator app: confirms enrolment, or completes a sign-in. */
export function verifyTotp(code: string, trustDevice = false) {
  return authCall(authClient.twoFactor.verifyTotp({ code, trustDevice }));
}

export function verifyBackupCode(code: string) {
  return authCall(authClient.twoFactor.verifyBackupCode({ code }));
}

export function disableTwoFactor(password: string) {
  return authCall(authClient.twoFactor.disable({ password }));
}

/** The secret in an otpauth:// URI (what a person types into an app that cannot scan). */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The secret in groups of four, easier to read and type. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
