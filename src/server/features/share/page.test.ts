import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { CreateShareResponse, SharedMagazine } from '@core/contracts/share';
import { renderSharePage } from './page';
import type { ShareRecord } from './service';

/**
 * The public page's first paint: the top of the page (title, role, name, date, the cover) in the HTML, the share's
 * data for the web app, the app's scripts deferred until the page has loaded, and the page compressed.
 */

let t: TestApp;
let coverPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  coverPng = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#302060' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function sharedCover(opts: {
  role: string;
  name: string | null;
}): Promise<{ c: TestClient; shareId: string; coverId: string }> {
  const c = t.client();
  const me = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
  const coverId = newId();
  await t.deps.database.db.insert(magazineCovers).values({
    id: coverId,
    sessionId: `s_${newId()}`,
    userId: me.body.user.id,
    userName: opts.name,
    roleTitle: opts.role,
    watermarkText: 'FutureSelf',
    status: 'done',
    stage: 'done',
    progress: 100,
    imageKey: `covers/${coverId}.png`,
  });
  await t.deps.storage.put(`covers/${coverId}.png`, coverPng, 'image/png');
  const res = await c.json<CreateShareResponse>('/api/shares', { method: 'POST', json: { coverId } });
  expect(res.status).toBe(201);
  return { c, shareId: res.body.shareId, coverId };
}

/** The JSON the server embeds for the web app. */
function embedded(html: string): unknown {
  const m = /<script type="application\/json" id="fs-share-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

describe('the top of /share/:id is in the HTML', () => {
  it('title, role, name, date and the cover, escaped; the embedded data is what the API answers', async () => {
    const role = 'Deep <Sea> "Archivist"';
    const { shareId } = await sharedCover({ role, name: 'Ada & Bo' });
    const res = await t.client().request(`/share/${shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root" data-ssr="share">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1 class="mt-3 whitespace-nowrap font-display');
    expect(root).toContain('Hey, look at Future Me...');
    expect(root).toContain('>The Future Deep &lt;Sea&gt; &quot;Archivist&quot;</p>');
    expect(root).toContain('Shared by <span class="font-semibold text-ink">Ada &amp; Bo</span>');
    expect(root).toMatch(/ · <time datetime="\d{4}-\d\d-\d\dT[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(root).toContain(
      `<img src="/share-images/${shareId}/cover.webp" width="1080" height="1350" fetchpriority="high" alt="Magazine cover: Ada &amp; Bo as The Future Deep &lt;Sea&gt; &quot;Archivist&quot;"`,
    );
    expect(root).not.toContain('<Sea>');

    // The placeholder the React page renders first is exactly the API's answer (which also records the view).
    const api = await t.client().json<SharedMagazine>(`/api/shares/${shareId}`);
    expect(embedded(html)).toEqual({ shareId, ...api.body });
    expect(html).not.toMatch(/<script type="application\/json" id="fs-share-data">[^<]*<Sea>/);
  });

  it('a share whose cover has no image shows the Magazine Preview placeholder, and no image', async () => {
    const { shareId, coverId } = await sharedCover({ role: 'Cloud Shepherd', name: null });
    await t.deps.database.db.update(magazineCovers).set({ imageKey: null }).where(eq(magazineCovers.id, coverId));
    const html = await (await t.client().request(`/share/${shareId}`)).text();
    expect(html).toContain('data-testid="magazine-preview"');
    expect(html).toContain('<p class="max-w-[16rem] text-sm text-white/85">The Future Cloud Shepherd</p>');
    expect(html).not.toContain('data-testid="shared-cover"');
    expect(html).toContain('Shared by <span class="font-semibold text-ink">Future Professional</span>');
    expect((embedded(html) as SharedMagazine).magazine_image_url).toBeNull();
  });

  it('unknown and revoked links get no top and no data', async () => {
    const { c, shareId } = await sharedCover({ role: 'Moon Gardener', name: 'Robin' });
    expect((await c.request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);
    for (const id of [shareId, newId()]) {
      const res = await t.client().request(`/share/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('fs-share-data');
      expect(html).not.toContain('Moon Gardener');
    }
  });
});

describe('the page is sent compressed', () => {
  it('brotli or gzip as the client takes it, each with its own ETag, the same bytes once decompressed', async () => {
    const { shareId } = await sharedCover({ role: 'Tide Engineer', name: 'Kai' });
    const plain = await t.client().request(`/share/${shareId}`);
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const br = await t.client().request(`/share/${shareId}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(html);
    const gz = await t.client().request(`/share/${shareId}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(html);

    const etags = [plain, br, gz].map((r) => r.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    const again = await t
      .client()
      .request(`/share/${shareId}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etags[1]! } });
    expect(again.status).toBe(304);
    // Another encoding's ETag does not match.
    expect(
      (
        await t
          .client()
          .request(`/share/${shareId}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etags[0]! } })
      ).status,
    ).toBe(200);
  });
});

describe('renderSharePage with the built shell', () => {
  // What vite build writes (index.html with the stylesheet inlined).
  const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>FutureSelf: meet your future self</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Xy9.js">
    <link rel="modulepreload" crossorigin href="/assets/button-Q1.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
  const share: ShareRecord = {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    coverId: 'c1',
    ownerId: 'u1',
    userName: 'Ada',
    userRole: 'Space Janitor',
    cohortId: 'public',
    ambassadorCode: null,
    socialImageKey: null,
    createdAt: new Date('2026-11-21T23:30:00Z'),
    expiresAt: new Date('2026-12-21T23:30:00Z'),
    revokedAt: null,
    inGallery: false,
    coverImageKey: 'covers/c1.png',
  };

  it('starts the app only after the page has loaded: no module script or preload left, one deferred script with their addresses', async () => {
    const page = await renderSharePage(shell, share, { brand: 'FutureSelf', publicUrl: 'https://example.org' });
    const html = new TextDecoder().decode(page.body);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/start-app-after-load.js" data-app="/assets/index-AbC123.js" data-preload="/assets/react-Xy9.js /assets/button-Q1.js" defer></script>\n  </body>',
    );
    // Every script is either a file of our own origin or data (the content security policy allows no inline script).
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="\/|type="application\/json"/);
    // The date is the UTC one, as the web app writes it.
    expect(html).toContain('<time datetime="2026-11-21T23:30:00.000Z">November 21, 2026</time>');
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<style>'));
  });
});
