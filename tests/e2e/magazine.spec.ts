import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { magazineCovers } from '@server/db/schema';
import { expect, test } from './fixtures';
import { holdToSpin, startAtWheel } from './steps';

async function spin(page: Page) {
  await holdToSpin(page);
  await expect(page.getByTestId('role-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 15_000 });
}

/**
 * Holds POST /api/covers/:id/generate until `release()`: the cover row exists (the spin made it) but its image
 * does not, exactly the 'Enhancing...' moment an impatient visitor taps in, however fast the machine.
 */
async function holdGeneration(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/covers/*/generate', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The confirmation link in the last e-mail to `to` (the local mailer keeps what it sent). */
function confirmationLink(app: { deps: { mailer: unknown } }, to: string): string {
  const sent = (app.deps.mailer as { inner: { sent: { to: string; text: string }[] } }).inner.sent.filter(
    (m) => m.to === to,
  );
  const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(sent.at(-1)?.text ?? '')?.[1];
  expect(link, `a confirmation link mailed to ${to}`).toBeTruthy();
  return link!;
}

async function downloadedSize(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Your Cover' }).click(),
  ]);
  const file = await download.path();
  const meta = await sharp(await readFile(file)).metadata();
  return { name: download.suggestedFilename(), format: meta.format, width: meta.width, height: meta.height };
}

test('from the spin to the enhanced cover, downloaded as a 1080x1350 PNG', async ({ page }) => {
  await startAtWheel(page);
  await spin(page);
  // The fast preview is on screen at once, with its badge, while the enhanced cover is made.
  await expect(page.getByTestId('fast-cover')).toBeVisible();
  await expect(page.getByTestId('final-cover')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Your enhanced magazine cover is ready!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('enhancing-badge')).toHaveCount(0);

  const file = await downloadedSize(page);
  expect(file).toMatchObject({ format: 'png', width: 1080, height: 1350 });
  expect(file.name).toMatch(/^futureself-[a-z0-9-]+\.png$/);
  await expect(page.getByText('Cover downloaded!')).toBeVisible();

  // Share opens the share dialog for this cover.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Back later (a reload, a new visit): the finished cover is there, and 'ready' is not said again.
  await page.reload();
  await expect(page.getByTestId('final-cover')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Download Your Cover' })).toBeEnabled();
  await expect(page.getByText('Your enhanced magazine cover is ready!', { exact: true })).toHaveCount(0);

  // Spin again from a fresh journey: the history strip lists both covers.
  await page.getByRole('button', { name: 'Create Another Cover' }).click();
  await startAtWheel(page, 'Robin');
  await spin(page);
  await expect(page.getByRole('heading', { name: 'Your covers' })).toBeVisible({ timeout: 20_000 });
});

test('when the enhanced cover fails to start, the preview is the cover', async ({ page }) => {
  await page.route('**/api/covers/*/generate', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'generation_failed', message: 'Failed to generate enhanced cover' } }),
    }),
  );
  await page.route('**/api/covers/*/events', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
      body: `event: error\ndata: ${JSON.stringify({ progress: 20, stage: 'description', status: 'failed', error: 'boom', imageUrl: null, message: 'Failed to generate enhanced cover' })}\n\n`,
    }),
  );
  await startAtWheel(page);
  await spin(page);
  await expect(page.getByText('Your magazine cover is ready!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('fast-cover')).toBeVisible();
  await expect(page.getByTestId('final-cover')).toHaveCount(0);
  await expect(page.getByTestId('enhancing-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  // The download is the preview, drawn again at the cover's full size.
  const file = await downloadedSize(page);
  expect(file).toMatchObject({ format: 'png', width: 1080, height: 1350 });
});

test('when the stream reports a failure, the preview is the cover', async ({ page }) => {
  await page.route('**/api/covers/*/events', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
      body:
        `event: progress\ndata: ${JSON.stringify({ progress: 40, stage: 'image', status: 'running', error: null, imageUrl: null })}\n\n` +
        `event: error\ndata: ${JSON.stringify({ progress: 40, stage: 'image', status: 'failed', error: 'The portrait could not be made.', imageUrl: null, message: 'The portrait could not be made.' })}\n\n`,
    }),
  );
  await startAtWheel(page);
  await spin(page);
  await expect(page.getByText('Your magazine cover is ready!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('fast-cover')).toBeVisible();
  await expect(page.getByTestId('final-cover')).toHaveCount(0);
});

test('a final image that does not load falls back to the preview', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/api/covers/*/image*', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"error":{"code":"not_found","message":"Not found"}}',
    }),
  );
  await startAtWheel(page);
  await spin(page);
  await expect(page.getByText('Your magazine cover is ready!', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('final-cover')).toHaveCount(0);
  expect(warnings).toContain('Failed to load image');
});

test('every button tapped the instant the magazine step appears does its job: Download waits for the cover, visibly; Save saves at once', async ({
  page,
  app,
  baseURL,
}) => {
  test.slow(); // a sign-up, a spin and a whole cover on a shared 2-core machine
  // A signed-in visitor (signed up, then the e-mailed confirmation link), so 'Save Poster to Profile' is there too.
  const email = `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret1', name: 'Robin Future' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(confirmationLink(app, email));
  const release = await holdGeneration(page);
  await startAtWheel(page);
  await spin(page);
  await expect(page.getByTestId('enhancing-badge')).toBeVisible();

  // Download: busy and marked as such (not a preview file a second before the real cover).
  const downloadButton = page.getByRole('button', { name: 'Download Your Cover' });
  await downloadButton.click();
  await expect(downloadButton).toHaveAttribute('aria-busy', 'true');
  await expect(downloadButton).toHaveAttribute('aria-disabled', 'true');
  await expect(downloadButton).toHaveAccessibleDescription(
    'Your download starts as soon as your enhanced cover is ready.',
  );

  // Save Poster to Profile saves at once: the profile shows the cover's image once it is made.
  await page.getByRole('button', { name: 'Save Poster to Profile' }).click();
  await expect(page.getByText('Poster saved to your profile')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();

  // 'Turn Poster Into Progress' is enabled only with the finished poster.
  await expect(page.getByRole('button', { name: 'Turn Poster Into Progress' })).toBeDisabled();

  // The cover is made: the download is the enhanced cover from the server, and the poster is saved.
  const downloading = page.waitForEvent('download');
  release();
  const download = await downloading;
  // The enhanced cover from the server, not the preview drawn in the browser (a blob: URL).
  expect(new URL(download.url()).pathname).toMatch(/^\/api\/covers\/[A-Za-z0-9_-]+\/image$/);
  const meta = await sharp(await readFile((await download.path())!)).metadata();
  expect(meta).toMatchObject({ format: 'png', width: 1080, height: 1350 });
  await expect(page.getByTestId('final-cover')).toBeVisible();
  await expect(page.getByText('Cover downloaded!')).toBeVisible();
  await expect(downloadButton).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Turn Poster Into Progress' })).toBeEnabled();
});

test('Download tapped during Enhancing when the enhanced cover then fails gives the preview, once', async ({
  page,
}) => {
  test.slow();
  const release = await holdGeneration(page);
  await page.route('**/api/covers/*/events', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
      body: `event: error\ndata: ${JSON.stringify({ progress: 40, stage: 'image', status: 'failed', error: 'The portrait could not be made.', imageUrl: null, message: 'The portrait could not be made.' })}\n\n`,
    }),
  );
  await startAtWheel(page);
  await spin(page);
  const downloadButton = page.getByRole('button', { name: 'Download Your Cover' });
  await downloadButton.click();
  await expect(downloadButton).toHaveAttribute('aria-busy', 'true');
  const downloading = page.waitForEvent('download');
  release();
  const download = await downloading;
  expect(download.url()).toMatch(/^blob:/);
  expect(await sharp(await readFile((await download.path())!)).metadata()).toMatchObject({
    format: 'png',
    width: 1080,
    height: 1350,
  });
  await expect(page.getByText('Your cover is ready', { exact: true })).toBeVisible();
  await expect(page.getByTestId('final-cover')).toHaveCount(0);
  await expect(page.getByText('Cover downloaded!')).toHaveCount(1);
});

test('Create Another Cover tapped during Enhancing starts over, and the first cover is still finished', async ({
  page,
  app,
}) => {
  test.slow();
  await startAtWheel(page);
  const spun = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/spins',
  );
  const generated = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/covers\/[^/]+\/generate$/.test(r.url()),
  );
  await spin(page);
  const { cover } = (await (await spun).json()) as { cover: { id: string } };
  expect((await generated).status()).toBe(202);
  await page.getByRole('button', { name: 'Create Another Cover' }).click();
  await expect(page.getByRole('heading', { name: /Meet your future self/ })).toBeVisible();
  // The visitor left; the cover they made is finished on the server all the same (it is in their history).
  await expect
    .poll(
      async () =>
        (
          await app.deps.database.db
            .select({ status: magazineCovers.status })
            .from(magazineCovers)
            .where(eq(magazineCovers.id, cover.id))
        )[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('done');
});
