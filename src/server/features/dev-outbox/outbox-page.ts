import type { SentMail } from '@server/providers/mail/index.js';
import { escapeHtml } from '@server/http/static.js';

/**
 * The local outbox as one server-rendered page (GET /dev/outbox): every message the local mailer kept, newest
 * first, with the text body's links to our own site made clickable. No script (the app's CSP holds); a page with
 * nothing to show yet looks again every few seconds with a meta refresh, so a newcomer who opens it right after
 * signing up sees the e-mail arrive.
 */

export const DEV_OUTBOX_PATH = '/dev/outbox';
export const DEV_OUTBOX_FONTS = {
  display: `${DEV_OUTBOX_PATH}/fonts/display.woff2`,
  sans: `${DEV_OUTBOX_PATH}/fonts/sans.woff2`,
};
/** Seconds between looks while the list is empty. */
export const EMPTY_REFRESH_SECONDS = 3;

export interface OutboxPageInput {
  brandName: string;
  /** PUBLIC_URL: only http(s) links to its origin become links. */
  publicUrl: string;
  /** Newest first. */
  messages: readonly SentMail[];
  /** The ?to= filter, as typed (already applied to `messages`). */
  to?: string;
  /** How many messages the mailer keeps in memory. */
  kept: number;
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Plain text as HTML: everything escaped; each http(s) URL whose origin is `origin` becomes a link to its parsed,
 * normalised form. Any other URL (another site, `user@host` tricks, a malformed one) stays plain text.
 */
export function linkifyText(text: string, origin: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const raw = m[0].replace(TRAILING, '');
    const start = m.index;
    out += escapeHtml(text.slice(last, start));
    const href = ownLink(raw, origin);
    out += href ? `<a href="${escapeHtml(href)}">${escapeHtml(raw)}</a>` : escapeHtml(raw);
    last = start + raw.length;
  }
  return out + escapeHtml(text.slice(last));
}

function ownLink(raw: string, origin: string): string | null {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === origin &&
      !url.username &&
      !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const sentAtText = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function messageHtml(m: SentMail, origin: string): string {
  return `<li>
        <article class="mail">
          <h2>${escapeHtml(m.subject)}</h2>
          <dl>
            <div><dt>To</dt><dd>${escapeHtml(m.to)}</dd></div>
            <div><dt>Sent</dt><dd><time datetime="${escapeHtml(m.sentAt.toISOString())}">${escapeHtml(sentAtText(m.sentAt))}</time></dd></div>
          </dl>
          <div class="body">${linkifyText(m.text, origin)}</div>
        </article>
      </li>`;
}

export function outboxPageHtml(input: OutboxPageInput): string {
  const origin = new URL(input.publicUrl).origin;
  const brand = escapeHtml(input.brandName);
  const to = input.to ? escapeHtml(input.to) : '';
  const here = input.to ? `${DEV_OUTBOX_PATH}?to=${encodeURIComponent(input.to)}` : DEV_OUTBOX_PATH;
  const count = input.messages.length;
  const counted = count === 1 ? '1 message' : `${count} messages`;
  const summary = input.to ? `${counted} to <strong>${to}</strong>, newest first.` : `${counted}, newest first.`;
  const actions = [
    `<a href="${escapeHtml(here)}">Refresh</a>`,
    ...(input.to ? [`<a href="${DEV_OUTBOX_PATH}">Show all messages</a>`] : []),
  ].join(' · ');
  const list = count
    ? `<ol class="mails">
      ${input.messages.map((m) => messageHtml(m, origin)).join('\n      ')}
    </ol>`
    : `<p class="empty">No messages${input.to ? ` to <strong>${to}</strong>` : ''} yet. This page looks again every ${EMPTY_REFRESH_SECONDS} seconds.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />${count ? '' : `\n    <meta http-equiv="refresh" content="${EMPTY_REFRESH_SECONDS}" />`}
    <title>Local outbox | ${brand}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <header>
        <p class="eyebrow"><a href="/">${brand}</a> · development only</p>
        <h1>Local outbox</h1>
        <p class="lede">The e-mails ${brand} would have sent. With <code>MAIL_PROVIDER=local</code> they stay on the server; this page does not exist in production.</p>
        <p class="summary">${summary}<br />${actions}</p>
      </header>
      ${list}
      <footer>The last ${input.kept} messages since the server started; every one is also a <code>.eml</code> file in <code>DATA_DIR/outbox</code>.</footer>
    </main>
  </body>
</html>
`;
}

const STYLE = `
@font-face { font-family: 'DM Serif Display'; font-weight: 400; font-display: swap; src: url('${DEV_OUTBOX_FONTS.display}') format('woff2'); }
@font-face { font-family: 'Inter Variable'; font-weight: 100 900; font-display: swap; src: url('${DEV_OUTBOX_FONTS.sans}') format('woff2'); }
:root { --ink: #16122e; --ink-soft: #4a4566; --paper: #fbf7f0; --line: #e4dccd; --coral: #ff4f79; --violet: #6b4dff; --violet-dark: #5236e0; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100dvh; background: var(--paper); color: var(--ink); font: 16px/1.55 'Inter Variable', ui-sans-serif, system-ui, sans-serif; -webkit-font-smoothing: antialiased; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
a { color: var(--violet-dark); text-underline-offset: 2px; }
a:hover { color: var(--violet); }
:focus-visible { outline: 3px solid var(--violet); outline-offset: 2px; }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; background: rgb(22 18 46 / 0.06); padding: 0.05em 0.3em; border-radius: 0.3em; }
.eyebrow { margin: 0; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--coral); }
.eyebrow a { color: inherit; text-decoration: none; }
h1 { margin: 0.2rem 0 0.5rem; font: 400 2.5rem/1.1 'DM Serif Display', ui-serif, Georgia, serif; }
.lede, .summary, footer { color: var(--ink-soft); }
.lede { margin: 0 0 0.75rem; }
.summary { margin: 0 0 1.25rem; }
.mails { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.mail { background: #fff; border-radius: 1.5rem; padding: 1.25rem; box-shadow: 0 1px 0 rgb(22 18 46 / 0.04), 0 8px 24px -12px rgb(22 18 46 / 0.25); border: 1px solid rgb(228 220 205 / 0.7); }
.mail h2 { margin: 0 0 0.5rem; font: 400 1.5rem/1.2 'DM Serif Display', ui-serif, Georgia, serif; overflow-wrap: anywhere; }
dl { margin: 0 0 0.75rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; font-size: 0.875rem; color: var(--ink-soft); }
dl div { display: flex; gap: 0.4rem; min-width: 0; }
dt { font-weight: 600; color: var(--ink); }
dd { margin: 0; overflow-wrap: anywhere; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; border-top: 1px solid var(--line); padding-top: 0.75rem; }
.empty { background: #fff; border-radius: 1.5rem; padding: 1.5rem 1.25rem; border: 1px dashed var(--line); color: var(--ink-soft); }
footer { margin-top: 2rem; font-size: 0.875rem; }
@media (min-width: 640px) { main { padding: 3rem 2rem 4rem; } h1 { font-size: 3rem; } .mail { padding: 1.75rem; } }
`;
