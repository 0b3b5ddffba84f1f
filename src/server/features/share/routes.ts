import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  createShareRequestSchema,
  posterPlatformSchema,
  SHARE_ID_PATTERN,
  shareIdSchema,
  type CreateShareResponse,
} from '@core/contracts/share.js';
import { parseAttribution } from '@core/attribution.js';
import { shareGalleryRequestSchema, type ShareGalleryResponse } from '@core/contracts/trust.js';
import { ageOf } from '@server/features/trust/index.js';
import { posterFileName, shareUrl, WEB_COVER_WIDTH } from '@core/share.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { jsonBody, params } from '@server/http/validate.js';
import { badRequest, notFound, unauthorized } from '@server/http/errors.js';
import { cleanSessionId, recordEvent } from '@server/shared/events.js';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { loadShell, renderNotFoundPage, renderSharePage, type PageContext, type RenderedPage } from './page.js';
import { renderPool, RenderBusyError, type PosterText } from '@server/render/index.js';
import {
  activeShare,
  activeTemplates,
  createShareLink,
  findShare,
  MAGAZINE_NOT_FOUND,
  markSocialImage,
  ogImageKey,
  onShareChange,
  posterKey,
  recentGallery,
  revokeShareLink,
  setShareInGallery,
  shareMemoryOf,
  toSharedMagazine,
  webCoverKey,
  type ShareDeps,
  type ShareRecord,
} from './service.js';

/** Per person; and per address loosely: a class behind one school address shares in the same minute (decision 086). */
const CREATE_LIMIT = { name: 'share-create', max: 20, windowMs: 60_000 };
const CREATE_IP_LIMIT = { name: 'share-create-ip', max: 300, windowMs: 60_000 };
const READ_LIMIT = { name: 'share-read', max: 300, windowMs: 60_000 };
const POSTER_LIMIT = { name: 'share-poster', max: 30, windowMs: 60_000 };
const GALLERY_LIMIT_RULE = { name: 'share-gallery', max: 20, windowMs: 60_000 };
/** Said when someone under the digital age of consent ticks the gallery (the gallery never shows them). */
export const GALLERY_UNDER_AGE =
  'Covers of people under the digital age of consent are never shown in the public gallery. Your link still works.';

/** Public share pages are cached this long here and by browsers / CDNs: a revoke reaches every cache within it. */
const PAGE_TTL_MS = 60_000;
const PAGE_CACHE_CONTROL = 'public, max-age=60';
/**
 * Share images: five minutes. They never change for a share, but a revoke must take effect in caches we do not
 * control (CDN, browsers, social crawlers' proxies) soon, not a day later; this instance's own
 * cache is purged at once on every instance by the bus. Not `immutable` for the same reason.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=300';

const LOGIN_TO_SHARE = 'Please log in to generate a shareable link.';
const INVALID_LINK = 'Invalid share link';

interface CachedImage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  type: string;
}

/** One of the images drawn from a shared cover, as serveShareImage (in shareRoutes) makes and serves it. */
interface ShareImage {
  /** Its storage key, fixed per share and kind. */
  key: string;
  type: string;
  /** Draws it from the finished cover's PNG. */
  render: (cover: Buffer) => Promise<Buffer>;
  /** After a fresh render is stored (the social image records its key on the share). */
  stored?: () => Promise<void>;
  /** Public images are also kept in this process's memory; an owner's poster only in storage. */
  public: boolean;
  cacheControl: string;
  headers?: Record<string, string>;
}

/** A share image drawn in the render pool's threads (satori and resvg never run on the event loop). */
const drawn = async (task: 'poster' | 'socialImage', input: object): Promise<Buffer> => {
  const b = await renderPool.run<Uint8Array>(task, input);
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength);
};

const etagOf = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const toImage = (body: Buffer, type: string): CachedImage => ({ body: new Uint8Array(body), etag: etagOf(body), type });

function checkId(shareId: string): string {
  if (!SHARE_ID_PATTERN.test(shareId)) throw badRequest(INVALID_LINK, 'invalid_share');
  return shareId;
}
/** Routes whose first check is the share id: a malformed one is 400 'Invalid share link'. */
const shareIdParam = params(z.object({ shareId: shareIdSchema }), () => badRequest(INVALID_LINK, 'invalid_share'));

/**
 * Sharing: create / revoke / read share links, the gallery, the templates, the share images and the public page
 * /share/{id} with server-written meta tags. Mounted at '/' before the /api catch-all and before the web app.
 */
export function shareRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { config, limiter, storage } = deps;
  const db = deps.database.db;
  const shares: ShareDeps = { db, storage, memory: shareMemoryOf(deps) };
  const ctx: PageContext = { brand: config.brandName, publicUrl: config.publicUrl };
  const site = new URL(config.publicUrl).host;

  /** Rendered HTML per active share id (the hot path does no database work). */
  const pages = new LRUCache<string, RenderedPage>({ max: 5000, ttl: PAGE_TTL_MS });
  let notFoundPage: RenderedPage | null = null;
  const renderingPages = new Map<string, Promise<RenderedPage>>();
  /** Image bytes by storage key: hot social images and covers. */
  const images = new LRUCache<string, CachedImage>({
    max: 1000,
    ttl: 10 * 60_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (v) => Math.max(1, v.body.byteLength),
  });
  /** One render at a time per key, however many requests wait for it. */
  const inflight = new Map<string, Promise<CachedImage>>();
  const once = (key: string, make: () => Promise<CachedImage>): Promise<CachedImage> => {
    let p = inflight.get(key);
    if (!p) {
      p = make().finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  };

  onShareChange(shares.memory, (shareId) => {
    // Every page shows the gallery, which any share's change (a tick, a revocation) may change.
    pages.clear();
    if (shareId === null) {
      images.clear();
      return;
    }
    images.delete(ogImageKey(shareId));
    images.delete(webCoverKey(shareId));
  });

  const text = (s: ShareRecord): PosterText => ({ brand: config.brandName, role: s.userRole, name: s.userName, site });
  const linkOf = (s: ShareRecord) => shareUrl(config.publicUrl, s.id, { brand: config.brandName, cohort: s.cohortId });

  const sendImage = (
    c: Context<AppEnv>,
    img: CachedImage,
    cacheControl: string,
    extra: Record<string, string> = {},
  ) => {
    const headers = { 'Content-Type': img.type, 'Cache-Control': cacheControl, ETag: img.etag, ...extra };
    if (c.req.header('if-none-match') === img.etag) return c.body(null, 304, headers);
    return c.body(img.body, 200, headers);
  };

  /**
   * A share image drawn from the finished cover (the web cover, the social image, the posters): from memory, else
   * from storage, else rendered once (one render per key however many requests wait), stored under its fixed key
   * (so any instance finds what another one rendered), and served with its ETag and cache headers.
   */
  const serveShareImage = async (c: Context<AppEnv>, share: ShareRecord, image: ShareImage) => {
    let img = image.public ? images.get(image.key) : undefined;
    if (!img) {
      img = await once(image.key, async () => {
        const stored = await storage.get(image.key);
        if (stored) return toImage(stored.body, image.type);
        const cover = share.coverImageKey ? await storage.get(share.coverImageKey) : null;
        if (!cover) throw notFound(MAGAZINE_NOT_FOUND);
        const started = performance.now();
        const body = await image.render(cover.body);
        await storage.put(image.key, body, image.type);
        await image.stored?.();
        deps.log.info(
          { shareId: share.id, key: image.key, ms: Math.round(performance.now() - started), bytes: body.byteLength },
          'share image rendered',
        );
        return toImage(body, image.type);
      }).catch((err: unknown) => {
        // the render pool is full: 503 with Retry-After for every request that waited (decision 048)
        if (err instanceof RenderBusyError) c.header('Retry-After', String(err.retryAfterSeconds));
        throw err;
      });
      // Not kept when revoked while rendering.
      if (image.public && (await activeShare(shares, share.id))) images.set(image.key, img);
    }
    return sendImage(c, img, image.cacheControl, image.headers);
  };

  /** The owner's share (fresh from the database, not a cache: ownership moves when a visitor signs up). */
  const ownedActive = async (c: Context<AppEnv>, shareId: string): Promise<ShareRecord> => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const rec = await findShare(db, checkId(shareId));
    if (!rec || rec.ownerId !== user.id || rec.revokedAt || rec.expiresAt.getTime() <= Date.now())
      throw notFound(MAGAZINE_NOT_FOUND);
    return rec;
  };

  // ---------- API ----------

  /** create-magazine-share: the cover's owner (signed in or anonymous) makes its public link. Idempotent. */
  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('user')) throw unauthorized(LOGIN_TO_SHARE);
    await next();
  };
  app.post(
    '/api/shares',
    limiter.middleware(CREATE_IP_LIMIT, config.trustProxy),
    signedIn,
    async (c, next) => {
      await limiter.enforce(c, CREATE_LIMIT, `u:${c.get('user')!.id}`);
      await next();
    },
    jsonBody(createShareRequestSchema),
    async (c) => {
      const user = c.get('user')!;
      const body = c.req.valid('json');
      const { share, created, nameNotice } = await createShareLink(shares, {
        ownerId: user.id,
        coverId: body.coverId,
        userName: body.userName,
        brand: config.brandName,
      });
      const res: CreateShareResponse = {
        shareId: share.id,
        url: linkOf(share),
        expiresAt: share.expiresAt.toISOString(),
        inGallery: share.inGallery,
        nameNotice,
      };
      return c.json(res, created ? 201 : 200);
    },
  );

  /** Recent covers their owners shared. Registered before /api/shares/:shareId. */
  app.get('/api/shares/gallery', async (c) => c.json({ items: await recentGallery(shares) }));

  /** get-shared-magazine (public). Unknown, expired and revoked are the same 404. Records shared_magazine_viewed. */
  app.get('/api/shares/:shareId', limiter.middleware(READ_LIMIT, config.trustProxy), shareIdParam, async (c) => {
    const { shareId } = c.req.valid('param');
    const share = await activeShare(shares, shareId);
    if (!share) throw notFound(MAGAZINE_NOT_FOUND);
    try {
      // The viewer's UTM from the page's query (passed along by the page); cohort and ambassador are the share's.
      const query = new URLSearchParams(new URL(c.req.url).search);
      const utm = parseAttribution(query);
      const attribution = await deps.attribution.resolve({
        cohort: share.cohortId,
        ambassador: share.ambassadorCode ?? undefined,
      });
      await recordEvent(db, {
        eventType: 'shared_magazine_viewed',
        sessionId: cleanSessionId(query.get('sessionId')),
        userId: c.get('user')?.id ?? null,
        attribution,
        utm,
        eventData: { share_id: share.id, user_role: share.userRole, has_image: share.coverImageKey !== null },
        roleOutcome: share.userRole,
        referrer: c.req.header('referer') ?? null,
        userAgent: c.req.header('user-agent') ?? null,
      });
    } catch (err) {
      c.get('log').warn({ err, shareId }, 'shared_magazine_viewed not recorded');
    }
    return c.json(toSharedMagazine(share));
  });

  /** Revoke (owner only): the link, its page and its images stop working at once on every instance (the bus). */
  app.delete('/api/shares/:shareId', async (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const ok = await revokeShareLink(shares, user.id, checkId(c.req.param('shareId')));
    if (!ok) throw notFound(MAGAZINE_NOT_FOUND);
    return c.body(null, 204);
  });

  /**
   * The owner's 'Show my cover in the public gallery' tick. Someone who said they are under the digital age of
   * consent is never shown: the tick stays off and the answer says why.
   */
  app.patch(
    '/api/shares/:shareId',
    limiter.middleware(GALLERY_LIMIT_RULE, config.trustProxy),
    jsonBody(shareGalleryRequestSchema),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized();
      const shareId = checkId(c.req.param('shareId'));
      let { inGallery } = c.req.valid('json');
      let message: string | null = null;
      if (inGallery && (await ageOf(deps, user.id)).underConsentAge) {
        inGallery = false;
        message = GALLERY_UNDER_AGE;
      }
      const rec = await setShareInGallery(shares, user.id, shareId, inGallery);
      if (!rec) throw notFound(MAGAZINE_NOT_FOUND);
      const res: ShareGalleryResponse = { inGallery: rec.inGallery, message };
      return c.json(res);
    },
  );

  /** A poster for one platform (owner only; the share dialog downloads it). Rendered once, then from storage. */
  app.get('/api/shares/:shareId/poster/:platform', limiter.middleware(POSTER_LIMIT, config.trustProxy), async (c) => {
    const platform = posterPlatformSchema.safeParse(c.req.param('platform'));
    if (!platform.success) throw badRequest('Unknown platform', 'invalid_platform');
    const share = await ownedActive(c, c.req.param('shareId'));
    if (!share.coverImageKey) throw notFound(MAGAZINE_NOT_FOUND);
    const filename = posterFileName(config.brandName, platform.data, Date.now());
    return serveShareImage(c, share, {
      key: posterKey(share.id, platform.data),
      type: 'image/jpeg',
      render: (cover) => drawn('poster', { cover, platform: platform.data, text: text(share) }),
      public: false,
      cacheControl: 'private, max-age=3600',
      headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
    });
  });

  /** The active default share message per platform. */
  app.get('/api/share-templates', async (c) => c.json({ templates: await activeTemplates(shares) }));

  // ---------- public images ----------

  /** The cover image, public only through an active share. */
  app.get('/share-images/:shareId/cover.png', shareIdParam, async (c) => {
    const share = await activeShare(shares, c.req.valid('param').shareId);
    if (!share?.coverImageKey) throw notFound(MAGAZINE_NOT_FOUND);
    const key = share.coverImageKey;
    let img = images.get(key);
    if (!img) {
      img = await once(key, async () => {
        const obj = await storage.get(key);
        if (!obj) throw notFound(MAGAZINE_NOT_FOUND);
        return toImage(obj.body, obj.contentType || 'image/png');
      });
      images.set(key, img);
    }
    return sendImage(c, img, IMAGE_CACHE_CONTROL);
  });

  /** The cover for pages: a 720 px WebP (a tenth of the PNG's bytes), rendered once per share and stored. */
  app.get('/share-images/:shareId/cover.webp', shareIdParam, async (c) => {
    const share = await activeShare(shares, c.req.valid('param').shareId);
    if (!share?.coverImageKey) throw notFound(MAGAZINE_NOT_FOUND);
    return serveShareImage(c, share, {
      key: webCoverKey(share.id),
      type: 'image/webp',
      render: (cover) =>
        sharp(cover).resize({ width: WEB_COVER_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      public: true,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
  });

  /** The social image (1200x630): rendered once per share, stored under shares/<id>/og.png, then served from there. */
  app.get('/share-images/:shareId/og.png', shareIdParam, async (c) => {
    const share = await activeShare(shares, c.req.valid('param').shareId);
    if (!share?.coverImageKey) throw notFound(MAGAZINE_NOT_FOUND);
    const key = ogImageKey(share.id);
    return serveShareImage(c, share, {
      key,
      type: 'image/png',
      render: (cover) => drawn('socialImage', { cover, text: text(share) }),
      stored: () => markSocialImage(shares, share.id, key),
      public: true,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
  });

  // ---------- the public page ----------

  /**
   * /share/{id} for people and crawlers: the whole page with the share's meta tags (page.ts), from memory when hot
   * (no database work, no writes). Unknown, expired or revoked: the app's shell with generic tags and a 404.
   */
  app.get('/share/:shareId', async (c) => {
    const shareId = c.req.param('shareId');
    let page = pages.get(shareId);
    if (!page) {
      const share = SHARE_ID_PATTERN.test(shareId) ? await activeShare(shares, shareId) : null;
      if (share) {
        // One render (and compression) per share however many first requests wait for it.
        let rendering = renderingPages.get(shareId);
        if (!rendering) {
          rendering = recentGallery(shares)
            .catch(() => [])
            .then((gallery) => renderSharePage(loadShell('share.html'), share, ctx, gallery))
            .finally(() => renderingPages.delete(shareId));
          renderingPages.set(shareId, rendering);
        }
        page = await rendering;
        // Not cached when revoked while rendering.
        if (await activeShare(shares, shareId))
          pages.set(shareId, page, { ttl: Math.max(1, Math.min(PAGE_TTL_MS, share.expiresAt.getTime() - Date.now())) });
      } else {
        page = notFoundPage ??= await renderNotFoundPage(loadShell(), ctx);
      }
    }
    // brotli or gzip when the client takes it (the page carries the inlined stylesheet); one ETag per encoding.
    const ae = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(ae) ? 'br' : /\bgzip\b/.test(ae) ? 'gzip' : null;
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': page.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(encoding ? page[encoding] : page.body, page.status, headers);
  });

  return app;
}
