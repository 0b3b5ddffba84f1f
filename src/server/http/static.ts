import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/**
 * The built index.html with the brand name written in (its <title> and the fs:brand meta tag the web app reads),
 * and, when the local outbox page is on, its path in the fs:dev-outbox meta tag (the web then links to it).
 */
export function brandIndexHtml(html: string, brandName: string, devOutboxPath?: string): string {
  const brand = escapeHtml(brandName);
  const tags = [`<meta name="fs:brand" content="${brand}" />`];
  if (devOutboxPath) tags.push(`<meta name="fs:dev-outbox" content="${escapeHtml(devOutboxPath)}" />`);
  // Replaced through functions: a `$` in the brand name is not a replacement pattern.
  return html.replace(/FutureSelf/g, () => brand).replace('<!--app-head-->', () => tags.join('\n    '));
}

interface Cached {
  body: Buffer;
  type: string;
  immutable: boolean;
  /** Brotli and gzip for text types over 1 KB: the build's `.br`/`.gz` files when there are, else made once. */
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

const readIfThere = (file: string) => readFile(file).catch(() => undefined);

/**
 * Compressed copies of a file: the ones the build wrote beside it (vite.config.ts, `precompress`) for a file served
 * as it is on disk, otherwise made here on libuv's thread pool (brotli 11 on the 260 KB entry script takes ~0.5 s of
 * CPU: done synchronously it held every other request back, and the first visitor's page with it).
 */
async function withCompression(v: Cached, file: string, asOnDisk: boolean): Promise<Cached> {
  if (!COMPRESSIBLE.test(v.type) || v.body.length < 1024) return v;
  const [brFile, gzFile] = asOnDisk ? await Promise.all([readIfThere(`${file}.br`), readIfThere(`${file}.gz`)]) : [];
  const [br, gz] = await Promise.all([
    brFile ??
      brotliAsync(v.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: v.body.length },
      }),
    gzFile ?? gzipAsync(v.body, { level: 9 }),
  ]);
  return { ...v, br, gzip: gz };
}

/** The body for this request's Accept-Encoding, with the headers that go with it. */
export function pickEncoding(
  v: { body: Buffer; br?: Buffer; gzip?: Buffer },
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const ae = acceptEncoding ?? '';
  if (v.br && /\bbr\b/.test(ae)) return { body: v.br, encoding: 'br' };
  if (v.gzip && /\bgzip\b/.test(ae)) return { body: v.gzip, encoding: 'gzip' };
  return { body: v.body };
}

/** The most bytes (plain plus compressed) the static file cache keeps; the built app is a few MB. */
export const STATIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const sizeOf = (v: Cached) => v.body.byteLength + (v.br?.byteLength ?? 0) + (v.gzip?.byteLength ?? 0) || 1;

export interface ServeWebAppOptions {
  maxBytes?: number;
  /** Written into index.html's fs:dev-outbox meta tag (features/dev-outbox); omitted when that page is off. */
  devOutboxPath?: string;
}

/** The built pages: sent for routes (branded), never as files of their own. */
const PAGES = new Set(['index.html', 'home.html', 'share.html']);

/**
 * Serves the built web app from dist/web, from memory after the first read. Only files that exist are cached,
 * in an LRU bounded by bytes, so requests for random paths cost a stat() and no memory. Hashed assets are
 * immutable; any other GET that is not a file gets index.html (the client router takes it from there, 404 included).
 */
export function serveWebApp(
  root: string,
  brandName: string,
  { maxBytes = STATIC_CACHE_MAX_BYTES, devOutboxPath }: ServeWebAppOptions = {},
): MiddlewareHandler {
  const cache = new LRUCache<string, Cached>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  // Reads under way: the many requests a page's first visitors make at once for one file share one read.
  const reading = new Map<string, Promise<Cached | null>>();
  const load = (rel: string): Promise<Cached | null> => {
    const hit = cache.get(rel);
    if (hit) return Promise.resolve(hit);
    let p = reading.get(rel);
    if (!p) {
      p = read(rel).finally(() => reading.delete(rel));
      reading.set(rel, p);
    }
    return p;
  };
  const read = async (rel: string): Promise<Cached | null> => {
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const st = await stat(file);
      if (!st.isFile()) return null;
      let body = await readFile(file);
      const isIndex = PAGES.has(rel);
      if (isIndex) body = Buffer.from(brandIndexHtml(body.toString('utf8'), brandName, devOutboxPath));
      const value = await withCompression(
        { body, type: TYPES[path.extname(file)] ?? 'application/octet-stream', immutable: rel.startsWith('assets/') },
        file,
        !isIndex,
      );
      cache.set(rel, value);
      return value;
    } catch {
      return null; // missing, a name the file system refuses (too long, NUL): not a file, and not remembered
    }
  };
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let p: string;
    try {
      p = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next(); // a malformed percent-encoding names no file: the app's 404
    }
    if (p.startsWith('/api/')) return next();
    const rel = p.replace(/^\/+/, '');
    const asset = rel && !rel.endsWith('/') && !PAGES.has(rel) ? await load(rel) : null;
    if (asset) {
      c.header('Content-Type', asset.type);
      c.header('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      return send(c, asset);
    }
    if (path.extname(rel) && rel.startsWith('assets/')) return next();
    // The home page has its first screen prerendered (home.html, scripts/prerender-home.tsx); every other route is
    // the app's shell.
    const index = (rel === '' ? await load('home.html') : null) ?? (await load('index.html'));
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('Content-Type', index.type);
    c.header('Cache-Control', 'no-cache');
    return send(c, index);
  };
}

function send(c: Context, v: Cached) {
  const { body, encoding } = pickEncoding(v, c.req.header('accept-encoding'));
  if (v.br || v.gzip) c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(body));
}
