import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DELETE_CONFIRM_MESSAGE, DELETE_CONFIRM_WORD, deleteAccountRequestSchema } from '@core/contracts/profile.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { badRequest, unauthorized } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { deleteAccount, exportAccount } from './service.js';
import { sessionsChanged } from '@server/auth/session-cache.js';

/** A zip is work for the server: 5 an hour per person. Deletion: 5 tries a minute (typos), per person. */
const EXPORT_LIMIT = { name: 'account-export', max: 5, windowMs: 60 * 60_000 };
const DELETE_LIMIT = { name: 'account-delete', max: 5, windowMs: 60_000 };

/** better-auth's session cookie names (plain, and with the prefix it uses behind HTTPS). */
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/** The person's data rights: GET /api/account/export and POST /api/account/delete (src/core/contracts/profile.ts). */
export function accountDataRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { limiter } = deps;
  const limited =
    (rule: { name: string; max: number; windowMs: number }): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const u = c.get('user');
      if (!u) throw unauthorized();
      await limiter.enforce(c, rule, `u:${u.id}`);
      await next();
    };

  app.get('/export', limited(EXPORT_LIMIT), async (c) => {
    const u = c.get('user')!;
    const out = await exportAccount(deps, u.id);
    if (out.missingFiles.length)
      c.get('log').warn({ missing: out.missingFiles.length }, 'export: some stored files were not found');
    const day = new Date().toISOString().slice(0, 10);
    const brand = deps.config.brandName.replace(/[^A-Za-z0-9-]+/g, '') || 'account';
    return c.body(new Uint8Array(out.zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${brand}-my-data-${day}.zip"`,
      'Content-Length': String(out.zip.byteLength),
    });
  });

  app.post('/delete', limited(DELETE_LIMIT), jsonBody(deleteAccountRequestSchema), async (c) => {
    const { confirm } = c.req.valid('json');
    if (typeof confirm !== 'string' || confirm.trim() !== DELETE_CONFIRM_WORD)
      throw badRequest(DELETE_CONFIRM_MESSAGE, 'confirm_mismatch');
    await deleteAccount(deps, c.get('user')!.id);
    await sessionsChanged(deps.bus, c.get('user')!.id); // every instance forgets the session at once
    const secure = deps.config.publicUrl.startsWith('https://');
    for (const name of SESSION_COOKIES) deleteCookie(c, name, { path: '/', secure: secure || name.startsWith('__') });
    // The browser keeps nothing of the person either (decision 067): its HTTP cache, local and session
    // storage, Cache Storage and service workers of this site. The app clears them itself too (older browsers).
    c.header('Clear-Site-Data', '"cache", "storage"');
    return c.body(null, 204);
  });

  return app;
}
