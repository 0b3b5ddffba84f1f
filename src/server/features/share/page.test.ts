import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { CreateShareResponse } from '@core/contracts/share';
import { renderSharePage } from './page';
import { sharePageBody } from './page-body';
import type { ShareRecord } from './service';

/**
 * The public page, written whole by the server: the top (title, role, name, date, the cover), the two ways on, the
 * method, the gallery and the footer in the HTML, the little data its script needs, no app script, and the page
 * compressed.
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

describe('/share/:id is whole in the HTML', () => {
  it('title, role, name, date and the cover, escaped; the ways on, the method and the footer; the data its script needs', async () => {
    const role = 'Deep <Sea> "Archivist"';
    const { shareId } = await sharedCover({ role, name: 'Ada & Bo' });
    const res = await t.client().request(`/share/${shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1 class="mt-3 whitespace-nowrap font-display');
    expect(root).toContain('Hey, look at Future Me...');
    expect(root).toContain('>The Future Deep &lt;Sea&gt; &quot;Archivist&quot;</p>');
    expect(root).toContain('Shared by <span class="font-semibold text-ink">Ada &amp; Bo</span>');
    expect(root).toMatch(/ · <time datetime="\d{4}-\d\d-\d\dT[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(root).toContain(
      `<img src="/share-images/${shareId}/cover.webp" width="1080" height="1350" fetchpriority="high" alt="Magazine cover: Ada &amp; Bo as The Future Deep &lt;Sea&gt; &quot;Archivist&quot;"`,
    );
    expect(root).not.toContain('<Sea>');
    // The placeholder for a cover that does not load, ready in a template.
    expect(root).toContain('<template id="cover-fallback"><div class="absolute inset-0');

    // The ways on: home with the sharer's cohort and ambassador (public: none), and the chat.
    expect(root).toMatch(/<a class="[^"]*bg-ink[^"]*" href="\/" data-conversion="">.*? Create Your Own Cover<\/a>/);
    expect(root).toContain(`href="/chat/${shareId}">Start Your Journey `);
    expect(root).toContain('Two minutes, five questions, one selfie and a spin of the wheel.');
    expect(root).toContain('From a fun cover to a 90-day plan</h2>');
    for (const step of ['Dreams and vision', 'Trend scan', 'Strengths', '90-day path']) expect(root).toContain(step);
    expect(root).toContain('Join 1000+ people who tested their FutureSelf this month</h2>');
    // The gallery's section is not content-visibility: auto, which clipped its button's ring at its edge.
    expect(root).toContain('<section aria-labelledby="gallery-title" class="mt-14 border-t border-line/70 pt-10">');
    expect(root).toContain('From a fun experience to a concrete 90-day career plan.');
    expect(root).toContain('<a class="underline-offset-2 hover:text-ink hover:underline" href="/privacy">Privacy</a>');

    // What the page's script needs; escaped.
    expect(embedded(html)).toEqual({ shareId, role, imageClass: expect.stringContaining('object-cover') as string });
    expect(html).not.toMatch(/<script type="application\/json" id="fs-share-data">[^<]*<Sea>/);
  });

  it('a gallery with no other cover keeps its heading and button, without the line about the covers', () => {
    const share = {
      user_role: 'Cloud Gardener',
      user_name: 'Ada',
      magazine_image_url: '/share-images/s1/cover.webp',
      created_at: '2026-11-26T12:00:00.000Z',
      expires_at: '2026-12-26T12:00:00.000Z',
      cohort_id: 'public',
      ambassador_code: null,
    };
    const item = (shareId: string) => ({ shareId, roleTitle: 'Rain Architect', userName: 'Ilse', imageUrl: '' });
    const body = (gallery: ReturnType<typeof item>[]) =>
      sharePageBody({ shareId: 's1', share, gallery, brand: 'FutureSelf' });
    const line = 'Recent covers their owners chose to show here.';
    for (const gallery of [[], [item('s1')]]) {
      const html = body(gallery);
      expect(html).toContain('Join 1000+ people who tested their FutureSelf this month</h2>');
      expect(html).toMatch(/data-conversion="">Create Your Own Cover<\/a><\/div><\/section>/);
      expect(html).not.toContain(line);
    }
    expect(body([item('s2')])).toContain(line);
  });

  it("carries the sharer's cohort and ambassador home, and shows other gallery covers (not this one)", async () => {
    const { c, shareId } = await sharedCover({ role: 'Glacier Poet', name: 'Noor' });
    const other = await sharedCover({ role: 'Rain Architect', name: 'Ilse' });
    for (const [client, id] of [
      [c, shareId],
      [other.c, other.shareId],
    ] as const)
      expect(
        (await client.request(`/api/shares/${id}`, { method: 'PATCH', json: { inGallery: true } })).status,
      ).toBeLessThan(300);
    const html = await (await t.client().request(`/share/${shareId}`)).text();
    expect(html).toContain(`<a class="group block rounded-2xl" href="/share/${other.shareId}">`);
    expect(html).toContain(`data-image="/share-images/${other.shareId}/cover.webp"`);
    expect(html).toContain('The Future Rain Architect</span>');
    expect(html).toContain('Recent covers their owners chose to show here.');
    expect(html).not.toContain(`href="/share/${shareId}"`);
  });

  it('a share whose cover has no image shows the Magazine Preview placeholder, and no image', async () => {
    const { shareId, coverId } = await sharedCover({ role: 'Cloud Shepherd', name: null });
    await t.deps.database.db.update(magazineCovers).set({ imageKey: null }).where(eq(magazineCovers.id, coverId));
    const html = await (await t.client().request(`/share/${shareId}`)).text();
    expect(html).toContain('data-testid="magazine-preview"');
    expect(html).toContain('<p class="max-w-[16rem] text-sm text-white/85">The Future Cloud Shepherd</p>');
    expect(html).not.toContain('data-testid="shared-cover"');
    expect(html).toContain('Shared by <span class="font-semibold text-ink">Future Professional</span>');
    expect(html).not.toContain('cover-fallback');
  });

  it('unknown and revoked links get the app (Magazine Not Found) with no page and no data', async () => {
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
  // What vite build --mode share-page writes (share.html with its stylesheet inlined).
  const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/share-AbC123.js"></script>
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
    cohortId: 'demo-academy',
    ambassadorCode: 'DEMO1',
    socialImageKey: null,
    createdAt: new Date('2026-11-21T23:30:00Z'),
    expiresAt: new Date('2026-12-21T23:30:00Z'),
    revokedAt: null,
    inGallery: false,
    coverImageKey: 'covers/c1.png',
  };

  it('keeps the share page script, writes the page and its data, no inline script; the cover is asked for first', async () => {
    const page = await renderSharePage(shell, share, { brand: 'Zukunft', publicUrl: 'https://example.org' }, [
      { shareId: 'ZzCdEfGhIjKlMnOpQrStUv', roleTitle: 'Kite Mechanic', userName: 'Lu', imageUrl: '/x.webp' },
    ]);
    const html = new TextDecoder().decode(page.body);
    expect(html).toContain('<script type="module" crossorigin src="/assets/share-AbC123.js"></script>');
    // Every script is either a file of our own origin or data (the content security policy allows no inline script).
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="\/|type="application\/json"/);
    // The date is the UTC one, as the web app writes it.
    expect(html).toContain('<time datetime="2026-11-21T23:30:00.000Z">November 21, 2026</time>');
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<style>'));
    // The brand throughout; the cohort and ambassador on both 'Create Your Own Cover'.
    expect(html).toContain('aria-label="Zukunft home"');
    expect(html).toContain('Join 1000+ people who tested their Zukunft this month');
    expect(html.match(/href="\/\?cohort=demo-academy&amp;ref=DEMO1" data-conversion=""/g)).toHaveLength(2);
    expect(html).toContain('The Future Kite Mechanic');
  });
});
