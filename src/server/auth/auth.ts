import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { anonymous } from 'better-auth/plugins';
import type { Db } from '@server/db/client.js';
import * as schema from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import type { Logger } from '@server/lib/logger.js';
import type { Mailer, MailMessage } from '@server/providers/mail/index.js';
import { checkAccountName, passwordProblem } from './account-rules.js';
import { betterAuthLogger, routeBetterAuthModuleLogger } from './auth-logger.js';
import { transferVisitorData } from './transfer.js';

export const MIN_PASSWORD_LENGTH = 6;

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
 * better-auth: anonymous visitor sessions (created on a visitor's first write), e-mail + password accounts.
 * Sign-up answers the same whether or not the address has an account (decision 010): it never signs in, and the
 * e-mail tells the owner, with a link that confirms the address and signs in for a new account, or a note that
 * someone tried for an existing one. When an anonymous visitor signs in (or confirms in the same browser),
 * everything they made moves to the account.
 */
export function createAuth(opts: AuthOptions) {
  const secure = opts.publicUrl.startsWith('https://');
  routeBetterAuthModuleLogger(opts.log);
  // Never block an answer on mail, and never let its timing differ: sent in the background, a failure is only
  // logged as a warning (platform.md §8). Mail goes through the per-recipient limit (providers/mail).
  const mail = (msg: MailMessage) =>
    void opts.mailer.send(msg).catch((err: unknown) => opts.log.warn({ err }, 'account e-mail failed'));
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // No session before the address is confirmed: so sign-up can answer alike for new and known addresses,
      // and nobody can use an account on an address they do not own.
      autoSignIn: false,
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) =>
        mail({
          to: user.email,
          subject: `Someone tried to sign up to ${opts.brandName} with your e-mail`,
          text: `Hello,\n\nSomeone just tried to create a ${opts.brandName} account with this e-mail address, which already has one.\n\nIf this was you, sign in with your password here:\n\n${opts.publicUrl}/auth\n\nIf it was not you, you can ignore this message: nothing has changed on your account.`,
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in to an unconfirmed account sends a fresh link (the per-recipient limit caps it).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // The address is not confirmed yet, so the mail holds nothing the requester typed (not even the name).
      sendVerificationEmail: async ({ user, url }) =>
        mail({
          to: user.email,
          subject: `Confirm your ${opts.brandName} account`,
          text: `Hello,\n\nWelcome to ${opts.brandName}! Confirm your e-mail address and sign in with this link:\n\n${url}\n\nIf you did not sign up, you can ignore this message: the account stays unused.`,
        }),
    },
    user: {
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
        const field = PASSWORD_FIELD[ctx.path];
        const problem = field ? passwordProblem(body[field]) : null;
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_NOT_ALLOWED' });
        if (!NAME_PATHS.has(ctx.path) || (ctx.path === '/update-user' && body.name === undefined)) return;
        const name = checkAccountName(body.name);
        if (!name.ok) throw new APIError('BAD_REQUEST', { message: name.message, code: 'INVALID_NAME' });
        return { context: { body: { ...body, name: name.name } } };
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
    plugins: [
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
