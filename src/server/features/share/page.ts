import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { GalleryItem } from '@core/contracts/share.js';
import { SOCIAL_IMAGE_SIZE, shareDescription, shareImagePaths, sharePath, shareTitle } from '@core/share.js';
import { escapeHtml } from '@server/http/static.js';
import { sharePageBody, sharePageData } from './page-body.js';
import { toSharedMagazine, type ShareRecord } from './service.js';

/**
 * The public page /share/{id}, written whole by the server (decision 057): share.html (the share page's shell, with
 * its own small stylesheet and script, no React) with the share's meta tags written into <head>, so crawlers that
 * run no JavaScript (Facebook, LinkedIn, X, Slack, WhatsApp, iMessage) get the title and the 1200x630 image, and the
 * page itself (page-body.ts) written into <div id="root">: it paints and works without waiting for any JavaScript.
 * Unknown, expired or revoked shares get the web app's index.html with generic tags and a 404 (the app shows
 * 'Magazine Not Found').
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Used when the web app is not built (API-only tests, a bare checkout). */
const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const shellCache = new Map<string, string>();

/**
 * A built page of dist/web, read once per process (it is immutable per build); the minimal shell when missing:
 * 'index.html' (the web app) or 'share.html' (the share page's shell).
 */
export function loadShell(
  page: 'index.html' | 'share.html' = 'index.html',
  dir = path.join(repoRoot, 'dist/web'),
): string {
  const file = path.join(dir, page);
  const cached = shellCache.get(file);
  if (cached !== undefined) return cached;
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    html = FALLBACK_SHELL;
  }
  shellCache.set(file, html);
  return html;
}

/** The shell without the tags we write ourselves (title, description, Open Graph, Twitter, robots). */
function stripHead(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)=["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi, '');
}

function inject(shell: string, tags: string): string {
  const html = stripHead(shell);
  if (html.includes('<!--app-head-->')) return html.replace('<!--app-head-->', tags);
  const i = html.search(/<\/head>/i);
  return i >= 0 ? `${html.slice(0, i)}${tags}\n  ${html.slice(i)}` : `${tags}\n${html}`;
}

export interface PageContext {
  brand: string;
  publicUrl: string;
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/** The meta tags of an active share. */
export function shareHeadTags(share: Pick<ShareRecord, 'id' | 'userRole' | 'userName'>, ctx: PageContext): string {
  const title = shareTitle(ctx.brand, share.userRole);
  const description = shareDescription(ctx.brand, share.userName, share.userRole);
  const url = `${ctx.publicUrl}${sharePath(share.id)}`;
  const image = `${ctx.publicUrl}${shareImagePaths(share.id).og}`;
  const alt = `${share.userName} as The Future ${share.userRole} on a ${ctx.brand} magazine cover`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'fs:brand', ctx.brand),
    meta('name', 'description', description),
    // Personal pages of young people: previews yes, search-engine indexing no.
    meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // The hero image starts loading with the HTML, before the app asks for the share.
    `<link rel="preload" as="image" href="${escapeHtml(shareImagePaths(share.id).web)}" fetchpriority="high" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ctx.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ].join('\n    ');
}

/** Generic tags for an unknown, expired or revoked share (the React page shows 'Magazine Not Found'). */
export function notFoundHeadTags(ctx: PageContext): string {
  const title = `Magazine Not Found | ${ctx.brand}`;
  const description = `This magazine cover does not exist or has been removed. Create your own ${ctx.brand} magazine cover in two minutes.`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'fs:brand', ctx.brand),
    meta('name', 'description', description),
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ctx.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${ctx.publicUrl}/`),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
}

export interface RenderedPage {
  status: 200 | 404;
  body: Uint8Array<ArrayBuffer>;
  /** The same bytes compressed once per render (the page carries the inlined stylesheet: ~90 KB plain, ~14 KB br). */
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

const bytes = (b: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at its best quality (~14 KB, under TCP's first round trip of ~14.6 KB, where quality 5 gives ~15.5 KB and
 * costs the phone a second round trip before the cover can be asked for). It takes ~0.1-0.2 s of CPU, so it runs on
 * libuv's thread pool, not the event loop; once per share and minute (the page cache).
 */
async function rendered(status: 200 | 404, html: string): Promise<RenderedPage> {
  const body = new TextEncoder().encode(html);
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    status,
    body,
    br: bytes(br),
    gzip: bytes(gz),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** The page and its data, in place of the empty root of the shell. */
function withBody(html: string, body: string, data: string): string {
  const root = /<div id="root"><\/div>/;
  return root.test(html) ? html.replace(root, () => `<div id="root">${body}</div>\n    ${data}`) : html;
}

export function renderSharePage(
  shell: string,
  share: ShareRecord,
  ctx: PageContext,
  gallery: GalleryItem[] = [],
): Promise<RenderedPage> {
  const magazine = toSharedMagazine(share);
  return rendered(
    200,
    withBody(
      inject(shell, shareHeadTags(share, ctx)),
      sharePageBody({ shareId: share.id, share: magazine, gallery, brand: ctx.brand }),
      sharePageData(share.id, magazine),
    ),
  );
}

export function renderNotFoundPage(shell: string, ctx: PageContext): Promise<RenderedPage> {
  return rendered(404, inject(shell, notFoundHeadTags(ctx)));
}
