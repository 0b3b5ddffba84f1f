import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous } from 'better-auth/plugins';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../providers/mail/index.js';
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

/**
 * better-auth: anonymous visitor sessions (created on a visitor's first write), e-mail + password accounts with
 * a verification e-mail. When an anonymous visitor signs up or in, everything they made moves to the account.
 */
export function createAuth(opts: AuthOptions) {
  const secure = opts.publicUrl.startsWith('https://');
  return betterAuth({
    appName: opts.brandName,
    baseURL: opts.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [opts.publicUrl],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users: schema.users, sessions: schema.sessions, accounts: schema.accounts, verifications: schema.verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, maxPasswordLength: 128, autoSignIn: true, requireEmailVerification: false },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // Never block sign-up on mail: a failure is logged as a warning (platform.md §8).
        opts.mailer
          .send({
            to: user.email,
            subject: `Confirm your ${opts.brandName} account`,
            text: `Hi ${user.name},\n\nWelcome to ${opts.brandName}! Confirm your e-mail address with this link:\n\n${url}\n\nIf you did not sign up, you can ignore this message.`,
          })
          .catch((err) => opts.log.warn({ err }, 'verification e-mail failed'));
      },
    },
    user: { additionalFields: { role: { type: 'string', defaultValue: 'user', input: false }, isAnonymous: { type: 'boolean', defaultValue: false, input: false } } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: true, maxAge: 60 } },
    // Our own limiter guards the auth endpoints (src/server/app.ts), the same for every instance kind.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => newId() },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    logger: { disabled: false, level: 'error', log: (level, message) => opts.log[level]({ auth: true }, message) },
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
