import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '@server/context.js';
import { LOCAL_MAIL_KEPT } from '@server/providers/mail/local-mailer.js';
import { DEV_OUTBOX_PATH, outboxPageHtml } from './outbox-page.js';

/**
 * The local mail catcher: on the embedded defaults (MAIL_PROVIDER=local) e-mails never leave the machine, so a
 * newcomer could not open the link that confirms a sign-up. Outside production, GET /dev/outbox lists what the
 * local mailer sent, when DEV_OUTBOX=true (`npm run dev` sets it). In production, with SMTP, without DEV_OUTBOX or
 * with TRUST_PROXY the route does not exist: the path is a 404 like any other.
 */

/**
 * The dev outbox's path when it is on (DEV_OUTBOX=true without TRUST_PROXY, local mailer, NODE_ENV not production),
 * else undefined.
 */
export function devOutboxPath(deps: Pick<AppDeps, 'config' | 'mailer'>): string | undefined {
  return deps.config.devOutbox &&
    deps.config.env !== 'production' &&
    deps.config.mail.provider === 'local' &&
    deps.mailer.recent
    ? DEV_OUTBOX_PATH
    : undefined;
}

/**
 * The page shows confirmation links, so it answers only a browser on this machine (the socket's own address, never
 * X-Forwarded-For): a server left in development on a shared network does not hand out other people's links.
 */
function fromThisMachine(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true; // no socket: the app called in-process (tests)
  }
  return !address || address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const require = createRequire(import.meta.url);
/** The app's two typefaces, from the same npm packages the web app bundles (latin subset). */
const FONT_FILES: Record<string, string> = {
  'display.woff2': '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
  'sans.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
};

export function devOutboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const recent = devOutboxPath(deps) ? deps.mailer.recent : undefined;
  if (!recent) return app;

  app.get(DEV_OUTBOX_PATH, (c) => {
    if (!fromThisMachine(c)) return c.notFound();
    const to = c.req.query('to')?.trim() || undefined;
    const wanted = to?.toLowerCase();
    const messages = recent().filter((m) => !wanted || m.to.trim().toLowerCase() === wanted);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(
      outboxPageHtml({
        brandName: deps.config.brandName,
        publicUrl: deps.config.publicUrl,
        messages,
        to,
        kept: LOCAL_MAIL_KEPT,
      }),
    );
  });

  app.get(`${DEV_OUTBOX_PATH}/fonts/:file`, async (c) => {
    const pkgPath = Object.hasOwn(FONT_FILES, c.req.param('file')) ? FONT_FILES[c.req.param('file')] : undefined;
    if (!pkgPath) return c.notFound();
    c.header('Content-Type', 'font/woff2');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(await readFile(require.resolve(pkgPath))));
  });
  return app;
}
