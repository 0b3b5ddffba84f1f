import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '@server/db/client.js';
import { signInLinks } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';

/**
 * Sign-in links (decision 066): a receipt carries a link that signs its reader in to the account
 * that paid and lands on what was bought. 256 random bits, only the SHA-256 stored, one use, SIGN_IN_LINK_DAYS.
 * Opening it proves the address (it was mailed there): the account's e-mail counts as confirmed. An account with
 * two-factor is never signed in by a link (the link leads to the sign-in form instead). Opened in a browser that
 * holds an anonymous visitor, the visitor's data moves to the account (better-auth's anonymous plugin runs on
 * every /sign-in/* path).
 */
export const SIGN_IN_LINK_DAYS = 7;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Only paths of the app: never another site. */
const safePath = (p: string) => (/^\/(?!\/)[A-Za-z0-9/_?=&.-]*$/.test(p) ? p : '/');

export async function createSignInLink(
  db: Pick<Db, 'insert'>,
  input: { userId: string; redirectTo: string; publicUrl: string; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  await db.insert(signInLinks).values({
    id: newId(),
    tokenHash: hash(token),
    userId: input.userId,
    redirectTo: safePath(input.redirectTo),
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_DAYS * 24 * 60 * 60_000),
  });
  return `${input.publicUrl}/api/auth/sign-in/link?token=${token}`;
}

/** GET /api/auth/sign-in/link?token=…: signs in and redirects; a used, expired or unknown link goes to /auth. */
export function signInLinkPlugin(opts: { db: Db; publicUrl: string }) {
  return {
    id: 'sign-in-link',
    endpoints: {
      signInWithLink: createAuthEndpoint(
        '/sign-in/link',
        { method: 'GET', query: z.object({ token: z.string().max(200) }) },
        async (ctx) => {
          const toSignIn = (next: string, why: 'expired' | 'two_factor') => {
            throw ctx.redirect(`${opts.publicUrl}/auth?next=${encodeURIComponent(next)}&link=${why}`);
          };
          const token = ctx.query.token;
          if (!TOKEN_RE.test(token)) return toSignIn('/', 'expired');
          const [claimed] = await opts.db
            .update(signInLinks)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(signInLinks.tokenHash, hash(token)),
                isNull(signInLinks.usedAt),
                gt(signInLinks.expiresAt, new Date()),
              ),
            )
            .returning();
          if (!claimed) return toSignIn('/', 'expired');
          let user = await ctx.context.internalAdapter.findUserById(claimed.userId);
          if (!user || (user as { isAnonymous?: boolean }).isAnonymous) return toSignIn('/', 'expired');
          if ((user as { twoFactorEnabled?: boolean }).twoFactorEnabled)
            return toSignIn(claimed.redirectTo, 'two_factor');
          if (!user.emailVerified)
            user = await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect(`${opts.publicUrl}${safePath(claimed.redirectTo)}`);
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
