import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '@server/context.js';
import { ID_PATTERN, newId } from '@server/lib/ids.js';
import { mailRefs, OutboxMailer } from '@server/providers/mail/outbox.js';

/**
 * "Check your e-mail", made true (decision 065). A request that writes e-mail to the outbox gets
 * a short-lived cookie naming those outbox rows (http-only, only sent to /api/mail); GET /api/mail/status then says
 * whether they went: the page that promised a mail can say so when it could not be sent. The cookie names rows,
 * never an address; a password-reset request always gets one (a made-up row for an address without an account,
 * reported as sent), so the answer tells nothing about which addresses have accounts.
 */
export const MAIL_COOKIE = 'fs_mail';
const MAIL_COOKIE_SECONDS = 60 * 60;
/** Paths whose answer must look the same whether or not a mail was written. */
const ALWAYS_MAIL_REF = new Set(['/api/auth/request-password-reset']);

export type MailOverall = 'none' | 'sending' | 'sent' | 'failed';

/** Collects the outbox rows written while answering, and names them in the cookie. */
export function mailRefCookie(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refs: string[] = [];
    await mailRefs.run(refs, () => next());
    if (!refs.length && ALWAYS_MAIL_REF.has(c.req.path) && c.res.status < 400) refs.push(newId());
    if (!refs.length) return;
    const cookie = `${MAIL_COOKIE}=${refs.slice(-5).join('.')}; Path=/api/mail; Max-Age=${MAIL_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    try {
      c.res.headers.append('Set-Cookie', cookie);
    } catch {
      // an answer with immutable headers (a redirect): copy it
      const res = new Response(c.res.body, c.res);
      res.headers.append('Set-Cookie', cookie);
      c.res = res;
    }
  };
}

export function mailStatusRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  /** { status }: none (nothing mailed lately), sending (queued or being retried), sent, failed (refused or given up). */
  app.get('/status', async (c) => {
    const refs = (getCookie(c, MAIL_COOKIE) ?? '').split('.').filter((r) => ID_PATTERN.test(r));
    if (!refs.length || !(deps.mailer instanceof OutboxMailer)) return c.json({ status: 'none' satisfies MailOverall });
    const statuses = await Promise.all(refs.map((r) => (deps.mailer as OutboxMailer).status(r)));
    const overall: MailOverall = statuses.some((s) => s === 'failed' || s === 'dropped')
      ? 'failed'
      : statuses.some((s) => s === 'pending' || s === 'sending')
        ? 'sending'
        : 'sent';
    return c.json({ status: overall });
  });
  return app;
}
