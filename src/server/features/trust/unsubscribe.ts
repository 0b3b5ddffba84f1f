import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '@server/context.js';
import { escapeHtml } from '@server/providers/mail/template.js';
import { suppress, verifyUnsubscribeToken } from './third-party-mail.js';

/** Unsubscribe pages: people, plus mail providers' one-click POSTs; generous, but not a free-for-all. */
const UNSUBSCRIBE_LIMIT = { name: 'unsubscribe', max: 30, windowMs: 60_000 };

export const UNSUBSCRIBE_TEXT = {
  askTitle: 'Stop e-mails from us?',
  ask: 'Press the button and you will not get e-mails from us again, whoever enters your address.',
  button: 'Unsubscribe',
  doneTitle: 'You will not get e-mails from us again',
  done: 'Your address is on our do-not-mail list. If someone asks us to write to you, we will not.',
  invalidTitle: 'This unsubscribe link is not valid',
  invalid:
    'It may have been cut off or changed. Open the link from the e-mail again (the whole link), or reply to the e-mail and we will take you off by hand.',
} as const;

/**
 * GET /unsubscribe/:token: a page that asks (a link scanner that opens it changes nothing); POST (its button, or a
 * mail provider's one-click `List-Unsubscribe=One-Click`, RFC 8058) puts the address on the suppression list.
 * Plain server-made HTML: it works without JavaScript, straight from an e-mail. A tampered token is a 400 page.
 * Outside /api: the one-click POST comes from the mail provider, not from our pages (no same-origin check).
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const brand = deps.config.brandName;

  const page = (status: ContentfulStatusCode, title: string, body: string, form?: string) => {
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3ece0;color:#16122e;font:16px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;padding:16px;box-sizing:border-box}
main{box-sizing:border-box;max-width:480px;width:100%;background:#fff;border-radius:24px;padding:28px;box-shadow:0 20px 40px -25px rgb(22 18 46/.45)}
.brand{font-family:Georgia,'Times New Roman',serif;font-size:24px;color:#16122e;text-decoration:none}.brand span{color:#ff4f79}
h1{font-family:Georgia,'Times New Roman',serif;font-size:28px;line-height:1.15;margin:18px 0 10px}
p{color:#4a4566;margin:0 0 18px}
button{font:inherit;font-weight:700;font-size:17px;color:#fff;background:#ff4f79;border:0;border-radius:999px;padding:14px 28px;min-height:48px;cursor:pointer;width:100%}
button:focus-visible,a:focus-visible{outline:3px solid #6c4cf5;outline-offset:3px}
a{color:#16122e}
</style>
</head>
<body>
<main>
<a class="brand" href="/">${escapeHtml(brand)}<span>.</span></a>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form ?? `<p><a href="/">Go to ${escapeHtml(brand)}</a></p>`}
</main>
</body>
</html>`;
    return new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  };
  const invalid = () => page(400, UNSUBSCRIBE_TEXT.invalidTitle, UNSUBSCRIBE_TEXT.invalid);
  const limit = deps.limiter.middleware(UNSUBSCRIBE_LIMIT, deps.config.trustProxy);

  app.get('/unsubscribe/:token', limit, (c) => {
    const token = c.req.param('token');
    if (!verifyUnsubscribeToken(deps, token)) return invalid();
    return page(
      200,
      UNSUBSCRIBE_TEXT.askTitle,
      UNSUBSCRIBE_TEXT.ask,
      `<form method="post" action="/unsubscribe/${escapeHtml(token)}"><button type="submit">${UNSUBSCRIBE_TEXT.button}</button></form>`,
    );
  });

  app.post('/unsubscribe/:token', limit, async (c) => {
    const hash = verifyUnsubscribeToken(deps, c.req.param('token'));
    if (!hash) return invalid();
    await suppress(deps, hash);
    deps.log.info('an address unsubscribed');
    return page(200, UNSUBSCRIBE_TEXT.doneTitle, UNSUBSCRIBE_TEXT.done);
  });

  app.all('/unsubscribe', () => invalid());
  app.all('/unsubscribe/*', () => invalid());
  return app;
}
