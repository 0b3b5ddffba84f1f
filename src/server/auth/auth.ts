import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createHash } from 'node:crypto';
import { and, eq, like, lt, ne } from 'drizzle-orm';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { anonymous, twoFactor } from 'better-auth/plugins';
import type { Db } from '@server/db/client.js';
import * as schema from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import type { Logger } from '@server/lib/logger.js';
import type { Mailer, MailMessage } from '@server/providers/mail/index.js';
import { checkAccountName, passwordProblem } from './account-rules.js';
import { betterAuthApiErrorLogger, betterAuthLogger, routeBetterAuthModuleLogger } from './auth-logger.js';
import { confirmEmailMessage, confirmNewEmailMessage, RESET_LINK_HOURS, resetPasswordMessage } from './emails.js';
import { generateBackupCodeList, normalizeBackupCode } from './backup-codes.js';
import { signInLinkPlugin } from './sign-in-link.js';
import { transferVisitorData } from './transfer.js';
import { MIN_PASSWORD } from '@core/contracts/credentials.js';

/** The forms' rule (core/contracts/credentials.ts), so better-auth and the forms agree. */
export const MIN_PASSWORD_LENGTH = MIN_PASSWORD;

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  brandName: string;
  mailer: Mailer;
  log: Logger;
}

/** Endpoints that take a name or a new password, and the body field that holds the password. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);
const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * The spec's answer to a sign-up with an address that has an account (docs/product/accounts.md#messages; decision 019).
 */
export const ALREADY_REGISTERED = 'This email is already registered. Please try signing in instead.';
/** How long a confirmation link works (the reset link works 1 hour: RESET_LINK_HOURS). */
export const CONFIRM_LINK_SECONDS = 60 * 60 * 24;

/** Verification rows that remember which visitor signed in, until their second factor is checked. */
const PENDING_VISITOR_LINK = '2fa-visitor-link:';

/** A TOTP code is good for its 30 s step and one step either side (better-auth's window): 90 s at most. */
const TOTP_CODE_LIFETIME_MS = 3 * 30_000;

/**
 * Who is giving a TOTP code: the signed-in user (enrolment), or the user of the signed two-factor cookie that the
 * sign-in set (better-auth's verify-two-factor.mjs reads it the same way). Null when neither: the plugin refuses.
 */
async function totpUserId(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | null> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  if (session?.user) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(signed);
  return pending?.value ?? null;
}

const totpClaimId = (userId: string, code: string) =>
  `totp-used:${createHash('sha256').update(`${userId}:${code.trim()}`).digest('base64url')}`;

/** The verification token's payload: a change of address carries `updateTo` (better-auth's JWT, signed). */
function tokenUpdatesEmail(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

/**
 * better-auth: anonymous visitor sessions (created on a visitor's first write), e-mail + password accounts,
 * TOTP two-factor. Sign-up signs in at once and mails a confirmation link; the account works before it is
 * confirmed and the profile nags until it is (decision 019). A sign-up with a registered address is refused with
 * the spec's message. When an anonymous visitor signs up or signs in, everything they made moves to the account.
 */
export function createAuth(opts: AuthOptions) {
  const secure = opts.publicUrl.startsWith('https://');
  routeBetterAuthModuleLogger(opts.log);
  const brand = { brand: opts.brandName, publicUrl: opts.publicUrl };
  // Never block an answer on mail (docs/product/accounts.md#sign-up): the answer waits only for the outbox row, the
  // mail-send job delivers it (decision 065); a failure to store it is logged as a warning. Mail goes through the
  // per-recipient limit (providers/mail).
  const mail = (msg: MailMessage) =>
    opts.mailer.send(msg).then(
      () => undefined,
      (err: unknown) => opts.log.warn({ err }, 'account e-mail failed'),
    );
  return betterAuth({
    appName: opts.brandName,
    baseURL: opts.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [opts.publicUrl],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // The account works at once; its address is confirmed by the e-mailed link, nagged on the profile.
      autoSignIn: true,
      requireEmailVerification: false,
      // 'Forgot password?': a link that works once, for one hour; using it signs out every other session.
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        // a newer link voids every older one: only the latest mail's link works
        await opts.db
          .delete(schema.verifications)
          .where(
            and(
              like(schema.verifications.identifier, 'reset-password:%'),
              eq(schema.verifications.value, user.id),
              ne(schema.verifications.identifier, `reset-password:${token}`),
            ),
          );
        await mail(resetPasswordMessage(brand, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_LINK_SECONDS,
      // The address is not confirmed yet, so the mail holds nothing the requester typed (not even the name).
      sendVerificationEmail: async ({ user, url, token }) =>
        mail(
          tokenUpdatesEmail(token)
            ? confirmNewEmailMessage(brand, user.email, url)
            : confirmEmailMessage(brand, user.email, url),
        ),
    },
    user: {
      // A new address takes effect only once the link mailed to it is opened (better-auth's change-email-verification).
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', defaultValue: 'user', input: false },
        isAnonymous: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    // No cookie cache: every request checks the session row, so signing out ends a session at once (a copied
    // cookie stops working), at the cost of one indexed read per API request.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: false } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (!body || typeof body !== 'object') return;
        // A TOTP code works once (decision 065): better-auth's plugin has no replay check, so the code is claimed
        // per user before the plugin checks it, as a verification row whose id is unique (two requests with one
        // code cannot both claim it). A used code is refused until it cannot be valid any more; a wrong code's claim is
        // dropped again in the after-hook, so wrong codes still count toward the plugin's attempt limits.
        if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
          const userId = await totpUserId(ctx);
          if (userId) {
            const id = totpClaimId(userId, body.code);
            const now = new Date();
            await opts.db
              .delete(schema.verifications)
              .where(and(eq(schema.verifications.id, id), lt(schema.verifications.expiresAt, now)));
            const claimed = await opts.db
              .insert(schema.verifications)
              .values({
                id,
                identifier: id,
                value: userId,
                expiresAt: new Date(now.getTime() + TOTP_CODE_LIFETIME_MS),
              })
              .onConflictDoNothing()
              .returning({ id: schema.verifications.id });
            if (claimed.length === 0)
              throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
          }
          return;
        }
        // A backup code is read in one case, with or without its dash (backup-codes.ts).
        if (ctx.path === '/two-factor/verify-backup-code' && typeof body.code === 'string')
          return { context: { body: { ...body, code: normalizeBackupCode(body.code) } } };
        if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
          const existing = await ctx.context.internalAdapter.findUserByEmail(body.email.trim().toLowerCase());
          if (existing?.user)
            throw new APIError('UNPROCESSABLE_ENTITY', { message: ALREADY_REGISTERED, code: 'USER_ALREADY_EXISTS' });
        }
        const field = PASSWORD_FIELD[ctx.path];
        const problem = field ? passwordProblem(body[field]) : null;
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_NOT_ALLOWED' });
        if (!NAME_PATHS.has(ctx.path) || (ctx.path === '/update-user' && body.name === undefined)) return;
        const name = checkAccountName(body.name);
        if (!name.ok) throw new APIError('BAD_REQUEST', { message: name.message, code: 'INVALID_NAME' });
        return { context: { body: { ...body, name: name.name } } };
      }),
      // A visitor who signs in to an account with two-factor keeps what they made: the sign-in (before its code)
      // notes which anonymous visitor asked; the code's success moves their data (decision 020). Our hooks run
      // before the plugins', so the sign-in's session is still there to read.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/verify-totp' && ctx.context.returned instanceof APIError) {
          // Only the request that claimed the code gets here (a refused claim throws in the before-hook).
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          const userId = typeof code === 'string' ? await totpUserId(ctx) : null;
          if (userId && typeof code === 'string')
            await opts.db.delete(schema.verifications).where(eq(schema.verifications.id, totpClaimId(userId, code)));
          return;
        }
        if (ctx.path === '/sign-in/email') {
          const signedIn = ctx.context.newSession;
          if (!signedIn || !(signedIn.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
          const visitor = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
          if (!visitor?.user || !(visitor.user as { isAnonymous?: boolean }).isAnonymous) return;
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `${PENDING_VISITOR_LINK}${signedIn.user.id}`,
            value: visitor.user.id,
            expiresAt: new Date(Date.now() + 10 * 60_000),
          });
          return;
        }
        if (ctx.path !== '/two-factor/verify-totp' && ctx.path !== '/two-factor/verify-backup-code') return;
        const signedIn = ctx.context.newSession;
        if (!signedIn) return;
        const identifier = `${PENDING_VISITOR_LINK}${signedIn.user.id}`;
        const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
        if (!pending) return;
        await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
        if (pending.expiresAt < new Date()) return;
        const visitor = await ctx.context.internalAdapter.findUserById(pending.value);
        if (!visitor || !(visitor as { isAnonymous?: boolean }).isAnonymous) return;
        await transferVisitorData(opts.db, visitor.id, signedIn.user.id);
        await ctx.context.internalAdapter.deleteUser(visitor.id);
      }),
    },
    // Our own limiter guards the auth endpoints (src/server/app.ts), the same for every instance kind.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => newId() },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    logger: betterAuthLogger(opts.log),
    // a visitor's mistake (4xx) at warn, a bug (5xx) at error
    onAPIError: { onError: betterAuthApiErrorLogger(opts.log) },
    plugins: [
      // Receipts' sign-in links (decision 066): /sign-in/link, so the anonymous plugin moves a visitor's data.
      signInLinkPlugin({ db: opts.db, publicUrl: opts.publicUrl }),
      // TOTP (authenticator apps) with 10 one-time backup codes; enrolling and turning it off need the password.
      // Wrong codes: 5 per sign-in challenge, then the account locks for 15 minutes after 10 in a row (better-auth),
      // besides our per-client limit on /api/auth/two-factor/* (app.ts).
      twoFactor({
        issuer: opts.brandName,
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodeList },
      }),
      anonymous({
        emailDomainName: 'visitor.futureself.invalid',
        generateName: () => 'Visitor',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await transferVisitorData(opts.db, anonymousUser.user.id, newUser.user.id);
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
