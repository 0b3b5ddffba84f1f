import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { questions } from '@content/quiz';
import { magazineCovers, magazineShares, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { expect, test, type RunningApp } from './fixtures';

/**
 * Sharing: the dialog on /magazine/:id makes the link, a signed-out visitor sees the cover, crawlers get the meta
 * tags and the 1200x630 image, copy / platform buttons, and expired, revoked and unknown links are 'Magazine Not Found'.
 */

const ROLE = 'Space Janitor';
const NAME = 'Maya Lindqvist';
let coverPng: Buffer | null = null;

/** A 1080x1350 PNG that looks enough like a cover to tell it apart from a placeholder. */
async function makeCoverPng(): Promise<Buffer> {
  coverPng ??= await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#16122e' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350"><rect x="40" y="40" width="1000" height="1270" fill="none" stroke="#ffb020" stroke-width="12"/><text x="540" y="700" font-size="96" text-anchor="middle" fill="#ffffff">${ROLE}</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  return coverPng;
}

/**
 * An anonymous visitor in the page's browser context (the first write sets the session cookie) who owns a finished
 * cover: the row with status 'done' and its PNG in storage, as the pipeline leaves them.
 */
async function seedFinishedCover(
  page: Page,
  app: RunningApp,
  extra: Partial<typeof magazineCovers.$inferInsert> = {},
): Promise<string> {
  const q = questions[0]!;
  const answered = await page.request.put('/api/answers', {
    data: { answers: { [q.id]: q.type === 'visual-cards' ? q.cards[0]!.id : 'x' } },
  });
  expect(answered.ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } | null };
  expect(me.user).not.toBeNull();
  const id = newId();
  const imageKey = `covers/${id}.png`;
  await app.deps.storage.put(imageKey, await makeCoverPng(), 'image/png');
  await app.deps.database.db.insert(magazineCovers).values({
    id,
    sessionId: `s_${newId()}`,
    userId: me.user!.id,
    userName: NAME,
    roleTitle: ROLE,
    watermarkText: 'FutureSelf',
    status: 'done',
    stage: 'done',
    progress: 100,
    imageKey,
    ...extra,
  });
  return id;
}

async function shareEvents(app: RunningApp, eventType: string, key: string, value: string) {
  return app.deps.database.db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.eventType, eventType), sql`${trackingEvents.eventData}->>${key} = ${value}`));
}

/** Open the dialog from /magazine/:id and wait for the public link. */
async function openShareDialog(page: Page, coverId: string) {
  await page.goto(`/magazine/${coverId}`);
  await expect(page.getByTestId('cover-image')).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Future Self' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('share-link-preview')).toContainText('/share/');
  const url = (await dialog.getByTestId('share-link-preview').textContent())!.trim();
  return { dialog, url };
}

test('the owner shares from the dialog; a signed-out visitor sees the cover; crawlers get the meta tags and a 1200x630 image', async ({
  page,
  app,
  browser,
  request,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const coverId = await seedFinishedCover(page, app, { cohortId: 'demo-academy', ambassadorCode: 'DEMO1' });

  await page.goto(`/magazine/${coverId}`);
  await expect(page.getByRole('heading', { name: `The Future ${ROLE}` })).toBeVisible();
  await expect(page.getByText('Not shared yet')).toBeVisible();

  const { dialog, url } = await openShareDialog(page, coverId);
  expect(url).toMatch(
    new RegExp(
      `^${baseURL}/share/[A-Za-z0-9_-]{22}\\?utm_source=futureselfshare&utm_medium=social&utm_campaign=demo-academy&utm_content=platform_share$`,
    ),
  );
  const shareId = new URL(url).pathname.split('/').pop()!;

  // Copy Link: the URL on the clipboard, 'Copied!' for two seconds, a share_clicked event.
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4_000 });
  await expect
    .poll(async () => (await shareEvents(app, 'share_clicked', 'action', 'copy_link')).length)
    .toBeGreaterThan(0);

  // Custom Message: the platform's template with the role and the link, editable, and the read-only link.
  await dialog.getByRole('tab', { name: 'Custom Message' }).click();
  const message = dialog.getByRole('textbox', { name: /Your message for Instagram/ });
  await expect(message).toHaveValue(
    new RegExp(`The Future ${ROLE}[\\s\\S]*${url.replace(/[?.]/g, '\\$&')}[\\s\\S]*#FutureMe`),
  );
  await dialog.getByText('LinkedIn', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Your message for LinkedIn/ })).toHaveValue(/#CareerDevelopment/);
  await expect(dialog.getByRole('textbox', { name: 'Shareable link' })).toHaveValue(url);

  await page.keyboard.press('Escape');
  await expect(page.getByText('Public link active')).toBeVisible();
  await expect(page.getByTestId('active-share-url')).toHaveText(url);

  // A fresh browser, not signed in.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const errors: string[] = [];
  visitor.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && errors.push(m.text()));
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Hey, look at Future Me...' })).toBeVisible();
  await expect(visitor.getByTestId('shared-role')).toHaveText(`The Future ${ROLE}`);
  await expect(visitor.getByText(`Shared by ${NAME}`)).toBeVisible();
  const cover = visitor.getByTestId('shared-cover');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  // Pages show the 720 px WebP rendered from the 1080x1350 cover.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(720);
  await expect(visitor.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', `/chat/${shareId}`);
  await expect(
    visitor.getByRole('heading', { name: 'Join 1000+ people who tested their FutureSelf this month' }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle(`FutureSelf Magazine Cover: ${ROLE}`);
  await expect.poll(async () => (await shareEvents(app, 'shared_magazine_viewed', 'share_id', shareId)).length).toBe(1);

  // 'Create Your Own Cover' carries the sharer's cohort and ambassador home and records the conversion.
  const create = visitor.getByRole('link', { name: 'Create Your Own Cover' }).first();
  await expect(create).toHaveAttribute('href', '/?cohort=demo-academy&ref=DEMO1');
  await create.click();
  await expect(visitor).toHaveURL(/\/\?cohort=demo-academy&ref=DEMO1$/);
  await expect
    .poll(async () =>
      (await shareEvents(app, 'shared_magazine_conversion', 'share_id', shareId)).map((e) => e.eventData),
    )
    .toEqual([{ share_id: shareId, source_user_role: ROLE }]);
  await visitorContext.close();
  expect(errors).toEqual([]);

  // What a crawler sees without JavaScript.
  const html = await (await request.get(new URL(url).pathname + new URL(url).search)).text();
  expect(html).toContain(`<title>FutureSelf Magazine Cover: ${ROLE}</title>`);
  expect(html).toContain(`<meta property="og:title" content="FutureSelf Magazine Cover: ${ROLE}" />`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/share-images/${shareId}/og.png" />`);
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  expect(html).toContain('<meta property="og:image:height" content="630" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const og = await request.get(`/share-images/${shareId}/og.png`);
  expect(og.headers()['content-type']).toBe('image/png');
  expect(await sharp(await og.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
});

test('a platform button downloads the poster and copies the message with the link', async ({ page, app, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const coverId = await seedFinishedCover(page, app);
  const { dialog, url } = await openShareDialog(page, coverId);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Share on LinkedIn' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^futureself-poster-linkedin-\d{13}\.jpg$/);
  expect(await sharp(await readFile((await download.path())!)).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 627,
  });
  await expect(page.getByText('Ready to share!')).toBeVisible();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain(`The Future ${ROLE}`);
  expect(clip).toContain(url);
  await expect
    .poll(async () => (await shareEvents(app, 'share_clicked', 'platform', 'linkedin')).length)
    .toBeGreaterThan(0);
});

test('with a native share sheet, the poster goes alone (no text) and closing the sheet is not an error', async ({
  page,
  app,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shares: unknown[] }).__shares = calls;
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (d: { files?: File[] }) => Boolean(d?.files?.length),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (d: { files?: File[]; text?: string; url?: string; title?: string }) => {
        calls.push({
          keys: Object.keys(d).sort(),
          files: (d.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
        });
        if (calls.length > 1) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  });
  const coverId = await seedFinishedCover(page, app);
  const { dialog } = await openShareDialog(page, coverId);
  await expect(dialog.getByRole('button', { name: 'Quick Share' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Share on Instagram' }).click();
  await expect(page.getByText('Ready to share!')).toBeVisible();
  const [first] = await page.evaluate(
    () =>
      (
        window as unknown as {
          __shares: Array<{ keys: string[]; files: Array<{ name: string; type: string; size: number }> }>;
        }
      ).__shares,
  );
  expect(first!.keys).toEqual(['files']);
  expect(first!.files).toHaveLength(1);
  expect(first!.files[0]).toMatchObject({ type: 'image/jpeg' });
  expect(first!.files[0]!.name).toMatch(/^futureself-poster-instagram_story-\d{13}\.jpg$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`The Future ${ROLE}`);

  // The second share is cancelled by the visitor (AbortError): no failure toast.
  await dialog.getByRole('button', { name: 'Share on TikTok' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length)).toBe(2);
  await expect(dialog.getByRole('button', { name: 'Share on TikTok' })).toBeEnabled();
  await expect(page.getByText('Share preparation failed')).toHaveCount(0);
});

test('revoked, expired and unknown links show Magazine Not Found', async ({ page, app, browser, request, baseURL }) => {
  // Revoked through the owner's page.
  const coverId = await seedFinishedCover(page, app);
  const created = await page.request.post('/api/shares', { data: { coverId } });
  expect(created.status()).toBe(201);
  const { shareId: revokedId, url: revokedUrl } = (await created.json()) as { shareId: string; url: string };
  await page.goto(`/magazine/${coverId}`);
  await expect(page.getByTestId('active-share-url')).toHaveText(revokedUrl);
  await page.getByRole('button', { name: 'Revoke link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(page.getByText('Not shared yet')).toBeVisible();
  expect(
    (await app.deps.database.db.select().from(magazineShares).where(eq(magazineShares.id, revokedId)))[0]!.revokedAt,
  ).not.toBeNull();

  // Expired: a share whose expiry is in the past.
  const coverId2 = await seedFinishedCover(page, app);
  const created2 = await page.request.post('/api/shares', { data: { coverId: coverId2 } });
  const { shareId: expiredId } = (await created2.json()) as { shareId: string };
  await app.deps.database.db
    .update(magazineShares)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(magazineShares.id, expiredId));

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  for (const id of [revokedId, expiredId, 'UnknownShareId0123456789', 'bad']) {
    await visitor.goto(`/share/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Magazine Not Found' })).toBeVisible();
    await expect(visitor.getByText('does not exist or has been removed')).toBeVisible();
    await expect(visitor.getByTestId('shared-cover')).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Create Your Own Cover' })).toHaveAttribute('href', '/');
    const res = await request.get(`/share/${id}`);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain(ROLE);
  }
  await visitorContext.close();
  // And the owner's page for a cover that is not theirs: a sign-in that returns here, nothing of it.
  await page.goto('/magazine/NotMyCover0123456789');
  await expect(page.getByRole('heading', { name: 'Sign in to see your cover' })).toBeVisible();
});

test('the magazine step opens the share dialog for the new cover', async ({ page }) => {
  // The journey stored at the wheel (as magazine.spec.ts does), then a spin and the finished cover.
  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Seeing the pattern before anyone else does.';
  await page.goto('/');
  await page.evaluate(
    (a) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({
          v: 1,
          step: 'spinner',
          questionIndex: 4,
          answers: a,
          name: 'Robin',
          voiceHandled: true,
          spinNumber: 0,
        }),
      ),
    answers,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible();
  const hold = page.getByRole('button', { name: /Hold to Spin/ });
  await hold.focus();
  await page.keyboard.down(' ');
  await page.waitForTimeout(300);
  await page.keyboard.up(' ');
  await expect(page.getByTestId('role-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('final-cover')).toBeVisible({ timeout: 45_000 });

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Future Self' });
  await expect(dialog.getByRole('tab', { name: 'Social Platforms' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('share-link-preview')).toContainText('/share/');
  for (const name of ['Instagram', 'LinkedIn', 'Twitter', 'TikTok'])
    await expect(dialog.getByRole('button', { name: `Share on ${name}` })).toBeEnabled();
  await expect(dialog.getByRole('link', { name: 'Manage or revoke it' })).toHaveAttribute(
    'href',
    /^\/magazine\/[A-Za-z0-9_-]+$/,
  );
});

test('Share tapped the instant the magazine step appears waits for the final cover, then gives the real /share/{id} link', async ({
  page,
  app,
}) => {
  test.slow(); // a spin and a whole cover on a shared 2-core machine
  // The cover's generation is held at the door until the dialog is open, so 'the instant it appears' is exactly
  // the moment this test looks at, however fast the machine: the cover row exists, its image does not yet.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/covers/*/generate', async (route) => {
    await held;
    await route.continue();
  });
  const shareCalls: number[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/shares')
      shareCalls.push(res.status());
  });

  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Seeing the pattern before anyone else does.';
  await page.goto('/');
  await page.evaluate(
    (a) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({
          v: 1,
          step: 'spinner',
          questionIndex: 4,
          answers: a,
          name: 'Robin',
          voiceHandled: true,
          spinNumber: 0,
        }),
      ),
    answers,
  );
  await page.reload();
  const hold = page.getByRole('button', { name: /Hold to Spin/ });
  await hold.focus();
  await page.keyboard.down(' ');
  await page.waitForTimeout(300);
  await page.keyboard.up(' ');

  // The instant the Share button appears: tap it, during 'Enhancing...'.
  const shareButton = page.getByRole('button', { name: 'Share', exact: true });
  await shareButton.click({ timeout: 20_000 });
  await expect(page.getByTestId('enhancing-badge')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Share Your Future Self' });
  await expect(dialog).toBeVisible();
  // It says what it waits for; nothing can be shared yet, and no link was asked for before the cover exists.
  await expect(dialog.getByTestId('share-link-status')).toHaveText('Finishing your cover for the link...');
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Share on Instagram' })).toBeDisabled();
  expect(shareCalls).toEqual([]);

  // The cover is made; the dialog, still open, makes the real link.
  release();
  await expect(dialog.getByTestId('share-link-preview')).toContainText('/share/', { timeout: 60_000 });
  await expect(dialog.getByTestId('share-link-status')).toHaveText('Your link is ready to share.');
  await expect(page.getByTestId('final-cover')).toBeVisible();
  for (const name of ['Instagram', 'LinkedIn', 'Twitter', 'TikTok'])
    await expect(dialog.getByRole('button', { name: `Share on ${name}` })).toBeEnabled();
  expect(shareCalls).toEqual([201]);

  // The link is this cover's active share, and its page shows the cover.
  const url = (await dialog.getByTestId('share-link-preview').textContent())!.trim();
  const shareId = new URL(url).pathname.split('/').pop()!;
  const [row] = await app.deps.database.db.select().from(magazineShares).where(eq(magazineShares.id, shareId));
  expect(row?.revokedAt).toBeNull();
  const coverRes = await page.request.get(`/share-images/${shareId}/cover.webp`);
  expect(coverRes.status()).toBe(200);
});

test('the share page is whole in the HTML, with no app script; the app draws the same page when it navigates there', async ({
  page,
  app,
  browser,
  baseURL,
}) => {
  const coverId = await seedFinishedCover(page, app);
  const { url } = (await (await page.request.post('/api/shares', { data: { coverId } })).json()) as { url: string };
  const parts = [
    'header',
    'h1',
    '[data-testid="shared-role"]',
    '[data-testid="shared-role"] + p',
    '[data-testid="shared-cover"]',
    'main a[href^="/chat/"]',
    '#method-title',
  ];
  const boxes = (p: Page) =>
    p.evaluate((sel) => {
      window.scrollTo(0, 0);
      return sel.map((s) => JSON.stringify(document.querySelector(s)?.getBoundingClientRect() ?? null));
    }, parts);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // Without JavaScript: the title, the role, who shared it and when, the cover (the 720 px WebP), the ways on,
    // the method and the footer.
    const still = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto(url);
    await expect(html.getByRole('heading', { name: 'Hey, look at Future Me...' })).toBeVisible();
    await expect(html.getByTestId('shared-role')).toHaveText(`The Future ${ROLE}`);
    await expect(html.getByText(`Shared by ${NAME}`)).toBeVisible();
    await expect
      .poll(() =>
        html.getByTestId('shared-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(720);
    await expect(html.getByRole('link', { name: 'Create Your Own Cover' }).first()).toBeVisible();
    await expect(html.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    await expect(html.getByRole('heading', { name: 'From a fun cover to a 90-day plan' })).toBeVisible();
    await expect(
      html.getByRole('heading', { name: 'Join 1000+ people who tested their FutureSelf this month' }),
    ).toBeVisible();
    await expect(html.getByText('From a fun experience to a concrete 90-day career plan.')).toBeVisible();
    const before = await boxes(html);
    expect(before.every((b) => b !== 'null')).toBe(true);
    await still.close();

    // With JavaScript: only the page's own small script runs (no app bundle, no React) and nothing moves.
    const live = await browser.newContext({ baseURL, viewport });
    const view = await live.newPage();
    const scripts: string[] = [];
    view.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await view.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => (w.__cls += (e as unknown as { value: number }).value)),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    await view.goto(url);
    await expect(view.getByTestId('shared-role')).toHaveText(`The Future ${ROLE}`);
    await view.waitForLoadState('load');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/share-[\w-]+\.js$/);
    await expect(view.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await boxes(view)).toEqual(before);
    // A web font swapping in may nudge a line (~0.02); a part drawn out of place would be far more.
    expect(await view.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);

    // The app's own page for a share (reached by navigating inside the app) is the same page, box for box.
    await view.goto('/terms');
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
    await view.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, new URL(url).pathname);
    await expect(view.getByTestId('shared-role')).toHaveText(`The Future ${ROLE}`);
    await expect
      .poll(() =>
        view.getByTestId('shared-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(720);
    await expect(view.getByRole('heading', { name: 'From a fun cover to a 90-day plan' })).toBeVisible();
    expect(await boxes(view)).toEqual(before);
    await live.close();
  }
});

test('a share without a loadable image shows the Magazine Preview placeholder', async ({
  page,
  app,
  browser,
  baseURL,
}) => {
  const coverId = await seedFinishedCover(page, app);
  const { url } = (await (await page.request.post('/api/shares', { data: { coverId } })).json()) as { url: string };
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.route('**/share-images/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await visitor.goto(url);
  await expect(visitor.getByTestId('shared-role')).toHaveText(`The Future ${ROLE}`);
  await expect(visitor.getByTestId('magazine-preview')).toContainText('Magazine Preview');
  await expect(visitor.getByTestId('shared-cover')).toHaveCount(0);
  await visitorContext.close();
});

test('a browser signed in to an account gets its account on the pages drawn without the app, and Sign in again after signing out', async ({
  page,
  app,
  baseURL,
}) => {
  const coverId = await seedFinishedCover(page, app);
  const { url } = (await (await page.request.post('/api/shares', { data: { coverId } })).json()) as { url: string };
  const made = await page.request.post('/api/auth/sign-up/email', {
    data: { email: `hint-${Date.now()}@example.com`, password: 'secret-pass-1', name: 'Noor Hint' },
    headers: { origin: baseURL! },
  });
  expect(made.status()).toBe(200);

  // Signed in, and the app has read the session once (any page of it).
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Account menu for Noor Hint' })).toBeVisible();

  // The share page is the same for everyone; its script gives this browser its profile in place of 'Sign in'.
  await page.goto(url);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // `/` is drawn signed out; for this browser the app starts at once, without a tap, and shows the account.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for Noor Hint' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // Signed out: the hint goes with the session.
  await page.getByRole('button', { name: 'Account menu for Noor Hint' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(url);
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fs.account'))).toBeNull();
});
