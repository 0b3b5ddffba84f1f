/**
 * What other features may use of the auth feature: the profile mounts the confirmation banner and the two-factor
 * settings; Save Poster to Email uses the two-factor challenge when its sign-in asks for a code.
 */
export { ConfirmEmailBanner } from './confirm-email-banner';
export { TwoFactorSettings } from './two-factor-settings';
export { TwoFactorChallenge } from './two-factor-challenge';
export { DevOutboxLink } from './dev-outbox-link';
export { useAuthSession, useRefreshSessions, AUTH_SESSION_KEY, type AuthSessionUser } from './auth-api';
