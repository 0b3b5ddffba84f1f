import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { makeCover, visitor, type CoverOptions } from '../../../../tests/helpers/factories';
import { createApp } from '@server/app';
import { magazineShares, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { POSTER_PLATFORMS, POSTER_SIZES, posterLayout } from '@core/share';
import type {
  CreateShareResponse,
  GalleryResponse,
  SharedMagazine,
  ShareTemplatesResponse,
} from '@core/contracts/share';

let t: TestApp;
/** A plain white 1080x1350 cover: on posters the (darkened) background is clearly told apart from it. */
let coverPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  coverPng = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([
      {
        input: await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 30, g: 90, b: 220 } } })
          .png()
          .toBuffer(),
        left: 340,
        top: 500,
      },
    ])
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string } };

/** A finished cover with the white cover image (posters are told apart from it). */
const whiteCover = (ownerId: string, opts: CoverOptions = {}) => makeCover(t, ownerId, { image: coverPng, ...opts });

async function createShare(c: TestClient, coverId: string, extra: Record<string, unknown> = {}) {
  return c.json<CreateShareResponse & ErrorBody>('/api/shares', { method: 'POST', json: { coverId, ...extra } });
}

async function expire(shareId: string) {
  await t.deps.database.db
    .update(magazineShares)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(magazineShares.id, shareId));
}

describe('create-magazine-share', () => {
  it('needs a session (401), and a finished cover of ones own (404 otherwise)', async () => {
    const { id: owner } = await visitor(t);
    const coverId = await whiteCover(owner);

    const anon = await t.client().json<ErrorBody>('/api/shares', { method: 'POST', json: { coverId } });
    expect(anon.status).toBe(401);
    expect(anon.body.error.message).toBe('Please log in to generate a shareable link.');

    const { c: other } = await visitor(t);
    const theirs = await createShare(other, coverId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('No poster found - Please create a poster first...');

    expect((await createShare(other, newId())).status).toBe(404);
    expect((await createShare(other, 'not an id')).status).toBe(404);

    const { c, id } = await visitor(t);
    const unfinished = await whiteCover(id, { done: false });
    expect((await createShare(c, unfinished)).body.error.message).toBe(
      'No poster found - Please create a poster first...',
    );
  });

  it('creates an unguessable, 30-day link with the share UTM, copies attribution, and is idempotent', async () => {
    const { c, id } = await visitor(t);
    const coverId = await whiteCover(id, {
      name: null,
      role: 'AI Ethics Philosopher',
      extra: { cohortId: 'demo-academy', ambassadorCode: 'DEMO1' },
    });
    const before = Date.now();
    const res = await createShare(c, coverId);
    expect(res.status).toBe(201);
    expect(res.body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe(`http://localhost:3000/share/${res.body.shareId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'futureselfshare',
      utm_medium: 'social',
      utm_campaign: 'demo-academy',
      utm_content: 'platform_share',
    });
    const ttl = new Date(res.body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(30 * 86400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 86400_000 + 1000);

    const [row] = await t.deps.database.db.select().from(magazineShares).where(eq(magazineShares.id, res.body.shareId));
    expect(row).toMatchObject({
      coverId,
      ownerId: id,
      userName: 'Future Professional',
      userRole: 'AI Ethics Philosopher',
      cohortId: 'demo-academy',
      ambassadorCode: 'DEMO1',
      revokedAt: null,
    });

    const again = await createShare(c, coverId, { userName: 'Someone Else' });
    expect(again.status).toBe(200);
    expect(again.body.shareId).toBe(res.body.shareId);

    const mine = await c.json<{ shareId: string }>(`/api/covers/${coverId}/share`);
    expect(mine.status).toBe(200);
    expect(mine.body.shareId).toBe(res.body.shareId);
    expect((await (await visitor(t)).c.json(`/api/covers/${coverId}/share`)).status).toBe(404);
  });

  it('makes one share when two requests race', async () => {
    const { c, id } = await visitor(t);
    const coverId = await whiteCover(id);
    const [a, b] = await Promise.all([createShare(c, coverId), createShare(c, coverId)]);
    expect(a.body.shareId).toBe(b.body.shareId);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(
      await t.deps.database.db.select().from(magazineShares).where(eq(magazineShares.coverId, coverId)),
    ).toHaveLength(1);
  });

  it("uses the given name, else the cover's; the role is always the cover's", async () => {
    const { c, id } = await visitor(t);
    const a = await createShare(c, await whiteCover(id, { name: 'Cover Name' }), {
      userName: '  Grace\u0007  Hopper ',
      userRole: 'Emperor',
    });
    const b = await createShare(c, await whiteCover(id, { name: 'Cover Name' }));
    const pa = (await t.client().json<SharedMagazine>(`/api/shares/${a.body.shareId}`)).body;
    const pb = (await t.client().json<SharedMagazine>(`/api/shares/${b.body.shareId}`)).body;
    expect(pa).toMatchObject({ user_name: 'Grace Hopper', user_role: 'Space Janitor' });
    expect(pb.user_name).toBe('Cover Name');
  });
});

describe('get-shared-magazine, revoke, expiry', () => {
  it('create → public data (+ shared_magazine_viewed) → revoke → 404 everywhere', async () => {
    const { c, id } = await visitor(t);
    const coverId = await whiteCover(id, { role: 'Ocean Farmer', name: 'Lin' });
    const { shareId } = (await createShare(c, coverId)).body;

    const sessionId = `s_${newId()}`;
    const pub = await t
      .client()
      .json<SharedMagazine>(
        `/api/shares/${shareId}?sessionId=${sessionId}&utm_source=futureselfshare&utm_medium=social`,
      );
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      user_role: 'Ocean Farmer',
      user_name: 'Lin',
      magazine_image_url: `/share-images/${shareId}/cover.webp`,
      cohort_id: 'public',
      ambassador_code: null,
    });
    expect(Date.parse(pub.body.expires_at)).toBeGreaterThan(Date.parse(pub.body.created_at));
    const [ev] = await t.deps.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'shared_magazine_viewed')));
    expect(ev).toMatchObject({
      eventData: { share_id: shareId, user_role: 'Ocean Farmer', has_image: true },
      utmSource: 'futureselfshare',
      cohortId: 'public',
    });

    const web = await t.client().request(`/share-images/${shareId}/cover.webp`);
    expect(web.headers.get('content-type')).toBe('image/webp');
    const webMeta = await sharp(Buffer.from(await web.arrayBuffer())).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height]).toEqual(['webp', 720, 900]);
    const img = await t.client().request(`/share-images/${shareId}/cover.png`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await img.arrayBuffer()).equals(coverPng)).toBe(true);
    expect((await t.client().request(`/share/${shareId}`)).status).toBe(200);

    // Only the owner revokes.
    const { c: other } = await visitor(t);
    expect((await other.request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await t.client().request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(401);
    expect((await c.request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);

    const gone = await t.client().json<ErrorBody>(`/api/shares/${shareId}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: { code: 'not_found', message: 'Magazine not found' } });
    expect((await t.client().request(`/share/${shareId}`)).status).toBe(404);
    expect((await t.client().request(`/share-images/${shareId}/cover.png`)).status).toBe(404);
    expect((await t.client().request(`/share-images/${shareId}/cover.webp`)).status).toBe(404);
    expect((await t.client().request(`/share-images/${shareId}/og.png`)).status).toBe(404);
    expect((await c.json(`/api/covers/${coverId}/share`)).status).toBe(404);

    // A new share of the same cover is a new link.
    const again = await createShare(c, coverId);
    expect(again.status).toBe(201);
    expect(again.body.shareId).not.toBe(shareId);
  });

  it('an expired share is 404 on the API and the page (generic meta tags)', async () => {
    const { c, id } = await visitor(t);
    const { shareId } = (await createShare(c, await whiteCover(id, { role: 'Expired Role Zz' }))).body;
    await expire(shareId);
    const res = await t.client().json<ErrorBody>(`/api/shares/${shareId}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Magazine not found');

    const page = await t.client().request(`/share/${shareId}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<title>Magazine Not Found | FutureSelf</title>');
    expect(html).not.toContain('Expired Role Zz');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<div id="root"></div>');
    expect((await t.client().request(`/share-images/${shareId}/og.png`)).status).toBe(404);
  });

  it('unknown is 404, malformed is 400 "Invalid share link"', async () => {
    const unknown = await t.client().json<ErrorBody>(`/api/shares/${newId()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Magazine not found');
    for (const bad of ['short', 'has.dots.in.it.0123456789', 'x'.repeat(65)]) {
      const res = await t.client().json<ErrorBody>(`/api/shares/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_share', message: 'Invalid share link' });
    }
    expect((await t.client().request(`/share/${newId()}`)).status).toBe(404);
    expect((await t.client().request('/share/short')).status).toBe(404);
    expect((await t.client().request('/share-images/short/og.png')).status).toBe(400);
  });
});

describe('the public page /share/:id', () => {
  it('has the meta tags for crawlers, escaped, with an ETag', async () => {
    const { c, id } = await visitor(t);
    const role = '<script>alert(1)</script> Hacker';
    const coverId = await whiteCover(id, { role, name: 'Bob "</title>' });
    const { shareId } = (await createShare(c, coverId)).body;

    const res = await t.client().request(`/share/${shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const html = await res.text();
    const safeRole = '&lt;script&gt;alert(1)&lt;/script&gt; Hacker';
    expect(html).toContain(`<title>FutureSelf Magazine Cover: ${safeRole}</title>`);
    expect(html).toContain(`<meta property="og:title" content="FutureSelf Magazine Cover: ${safeRole}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/share/${shareId}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/share-images/${shareId}/og.png" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      `<link rel="preload" as="image" href="/share-images/${shareId}/cover.webp" fetchpriority="high" />`,
    );
    expect(html).toContain(
      `<meta name="twitter:image" content="http://localhost:3000/share-images/${shareId}/og.png" />`,
    );
    // the name as printed on the cover (core cleanName keeps angle brackets); quotes and brackets are escaped
    expect(html).toMatch(/<meta name="description" content="Bob &quot;&lt;\/title&gt; is The Future &lt;script&gt;/);
    expect(html).toContain('<meta property="og:description"');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));

    const cached = await t.client().request(`/share/${shareId}`, { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
  });

  it('is served before the web app, and writes no event', async () => {
    const { c, id } = await visitor(t);
    const { shareId } = (await createShare(c, await whiteCover(id))).body;
    const web = createApp(t.deps, { webRoot: '/nonexistent-web-root' });
    const res = await web.request(`/share/${shareId}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('og:image');
    const events = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.eventType, 'shared_magazine_viewed'),
          sql`${trackingEvents.eventData}->>'share_id' = ${shareId}`,
        ),
      );
    expect(events[0]!.n).toBe(0);
  });
});

describe('share images', () => {
  it('renders the 1200x630 social image once, stores it, then serves it from storage', async () => {
    const { c, id } = await visitor(t);
    const { shareId } = (await createShare(c, await whiteCover(id, { role: 'Quantum Gardener' }))).body;
    const put = vi.spyOn(t.deps.storage, 'put');
    try {
      const first = await t.client().request(`/share-images/${shareId}/og.png`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('cache-control')).toBe('public, max-age=300');
      const body = Buffer.from(await first.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

      const second = await t.client().request(`/share-images/${shareId}/og.png`);
      expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
      expect(
        (
          await t
            .client()
            .request(`/share-images/${shareId}/og.png`, { headers: { 'if-none-match': second.headers.get('etag')! } })
        ).status,
      ).toBe(304);

      // A fresh process (no memory cache) reads it from storage and does not render again.
      const fresh = createApp(t.deps);
      const third = await fresh.request(`/share-images/${shareId}/og.png`);
      expect(Buffer.from(await third.arrayBuffer()).equals(body)).toBe(true);

      const ogPuts = put.mock.calls.filter(([key]) => key === `shares/${shareId}/og.png`);
      expect(ogPuts).toHaveLength(1);
    } finally {
      put.mockRestore();
    }
    const [row] = await t.deps.database.db.select().from(magazineShares).where(eq(magazineShares.id, shareId));
    expect(row!.socialImageKey).toBe(`shares/${shareId}/og.png`);
    expect(await t.deps.storage.get(`shares/${shareId}/og.png`)).not.toBeNull();
  });

  it('renders the web cover and a poster once however many ask at once, then serves them from storage with their headers', async () => {
    const { c, id } = await visitor(t);
    const { shareId } = (await createShare(c, await whiteCover(id))).body;
    const webKey = `shares/${shareId}/cover-web.webp`;
    const posterKey = `shares/${shareId}/poster-linkedin.jpg`;
    const put = vi.spyOn(t.deps.storage, 'put');
    try {
      const webs = await Promise.all(
        Array.from({ length: 4 }, () => t.client().request(`/share-images/${shareId}/cover.webp`)),
      );
      const posters = await Promise.all(
        Array.from({ length: 3 }, () => c.request(`/api/shares/${shareId}/poster/linkedin`)),
      );
      const webBodies = await Promise.all(webs.map(async (r) => Buffer.from(await r.arrayBuffer())));
      const posterBodies = await Promise.all(posters.map(async (r) => Buffer.from(await r.arrayBuffer())));
      expect([...webs, ...posters].map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      expect(webBodies.every((b) => b.equals(webBodies[0]!))).toBe(true);
      expect(posterBodies.every((b) => b.equals(posterBodies[0]!))).toBe(true);
      expect(webs[0]!.headers.get('cache-control')).toBe('public, max-age=300');
      expect(posters[0]!.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(posters[0]!.headers.get('content-disposition')).toMatch(
        /^attachment; filename="futureself-poster-linkedin-\d{13}\.jpg"$/,
      );
      const etag = webs[0]!.headers.get('etag')!;
      expect(
        (await t.client().request(`/share-images/${shareId}/cover.webp`, { headers: { 'if-none-match': etag } }))
          .status,
      ).toBe(304);

      // A fresh process (nothing in memory) serves the stored bytes and renders nothing.
      const fresh = createApp(t.deps);
      const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      expect(
        Buffer.from(await (await fresh.request(`/share-images/${shareId}/cover.webp`)).arrayBuffer()).equals(
          webBodies[0]!,
        ),
      ).toBe(true);
      expect(
        Buffer.from(
          await (await fresh.request(`/api/shares/${shareId}/poster/linkedin`, { headers: { cookie } })).arrayBuffer(),
        ).equals(posterBodies[0]!),
      ).toBe(true);

      expect(put.mock.calls.filter(([key]) => key === webKey)).toHaveLength(1);
      expect(put.mock.calls.filter(([key]) => key === posterKey)).toHaveLength(1);
    } finally {
      put.mockRestore();
    }
  });

  it('renders each platform poster at its size for the owner only; stories keep 250 px clear', async () => {
    const { c, id } = await visitor(t);
    const { shareId } = (await createShare(c, await whiteCover(id))).body;
    for (const platform of POSTER_PLATFORMS) {
      const res = await c.request(`/api/shares/${shareId}/poster/${platform}`);
      expect(res.status, platform).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="futureself-poster-${platform}-\\d{13}\\.jpg"$`),
      );
      const jpeg = Buffer.from(await res.arrayBuffer());
      const size = POSTER_SIZES[platform];
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size.width, size.height]);

      const box = posterLayout(size).cover;
      const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[y * info.width + x]!;
      // The cover (white) is where the layout put it...
      expect(at(box.left + 20, box.top + 20)).toBeGreaterThan(235);
      expect(at(box.left + box.width - 20, box.top + box.height - 20)).toBeGreaterThan(235);
      if (size.safeTop) {
        expect(box.top).toBeGreaterThanOrEqual(250);
        expect(box.top + box.height).toBeLessThanOrEqual(size.height - 250);
        // ...and the top and bottom 250 rows hold only the darkened background.
        let brightest = 0;
        for (const y of [...Array(250).keys(), ...Array.from({ length: 250 }, (_, i) => size.height - 1 - i)])
          for (let x = 0; x < info.width; x += 3) brightest = Math.max(brightest, at(x, y));
        expect(brightest).toBeLessThan(170);
      }
    }
    const { c: other } = await visitor(t);
    expect((await other.request(`/api/shares/${shareId}/poster/twitter`)).status).toBe(404);
    expect((await t.client().request(`/api/shares/${shareId}/poster/twitter`)).status).toBe(401);
    expect((await c.request(`/api/shares/${shareId}/poster/myspace`)).status).toBe(400);
  });
});

describe('gallery and templates', () => {
  it('lists covers shared and ticked for the gallery only: not never-shared, unticked, revoked or expired ones', async () => {
    const { c, id } = await visitor(t);
    const marker = newId();
    const neverShared = await whiteCover(id, { role: `Never Shared ${marker}` });
    const tick = async (shareId: string, inGallery = true) =>
      expect((await c.json(`/api/shares/${shareId}`, { method: 'PATCH', json: { inGallery } })).body).toEqual({
        inGallery,
        message: null,
      });
    const notTicked = (await createShare(c, await whiteCover(id, { role: `Not Ticked ${marker}` }))).body.shareId;
    const revoked = (await createShare(c, await whiteCover(id, { role: `Revoked ${marker}` }))).body.shareId;
    const expired = (await createShare(c, await whiteCover(id, { role: `Expired ${marker}` }))).body.shareId;
    const shared = (await createShare(c, await whiteCover(id, { role: `Shared ${marker}`, name: 'Gallery Girl' }))).body
      .shareId;
    for (const s of [revoked, expired, shared]) await tick(s);
    expect((await c.request(`/api/shares/${revoked}`, { method: 'DELETE' })).status).toBe(204);
    await expire(expired);

    const res = await t.client().json<GalleryResponse>('/api/shares/gallery');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(8);
    const ids = res.body.items.map((i) => i.shareId);
    expect(ids).toContain(shared);
    expect(ids).not.toContain(revoked);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(notTicked);
    expect(
      res.body.items.some((i) => i.roleTitle.includes(neverShared) || i.roleTitle === `Never Shared ${marker}`),
    ).toBe(false);
    expect(res.body.items.find((i) => i.shareId === shared)).toEqual({
      shareId: shared,
      roleTitle: `Shared ${marker}`,
      userName: 'Gallery Girl',
      imageUrl: `/share-images/${shared}/cover.webp`,
    });
    expect(ids[0]).toBe(shared);
  });

  it('answers the active default template per platform', async () => {
    const res = await t.client().json<ShareTemplatesResponse>('/api/share-templates');
    expect(res.status).toBe(200);
    const platforms = res.body.templates.map((x) => x.platform);
    expect(new Set(platforms).size).toBe(platforms.length);
    expect(platforms).toEqual(expect.arrayContaining(['instagram', 'linkedin', 'twitter', 'tiktok']));
    for (const tpl of res.body.templates) {
      expect(tpl.templateText).toContain('{url}');
      expect(Array.isArray(tpl.hashtags)).toBe(true);
    }
  });
});
