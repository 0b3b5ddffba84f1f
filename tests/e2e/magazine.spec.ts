import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { questions } from '../../content/quiz';
import { expect, test } from './fixtures';

/** A finished quiz straight into the stored journey, so each test starts at the wheel. */
async function startAtWheel(page: Page, name = 'Robin') {
  const answers: Record<string, string> = {};
  for (const q of questions) answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Seeing the pattern before anyone else does.';
  await page.goto('/');
  await page.evaluate(
    ([answers, name]) => localStorage.setItem('fs.journey', JSON.stringify({ v: 1, step: 'spinner', questionIndex: 4, answers, name, voiceHandled: true, spinNumber: 0 })),
    [answers, name] as const,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible();
}

async function spin(page: Page) {
  const hold = page.getByRole('button', { name: /Hold to Spin/ });
  await hold.focus();
  await page.keyboard.down(' ');
  await page.waitForTimeout(300);
  await page.keyboard.up(' ');
  await expect(page.getByTestId('role-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 5_000 });
}

async function downloadedSize(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Your Cover' }).click()]);
  const file = await download.path();
  const meta = await sharp(await readFile(file)).metadata();
  return { name: download.suggestedFilename(), format: meta.format, width: meta.width, height: meta.height };
}

test('from the spin to the enhanced cover, downloaded as a 1080x1350 PNG', async ({ page }) => {
  await startAtWheel(page);
  await spin(page);
  // The fast preview is on screen at once, with its badge, while the enhanced cover is made.
  await expect(page.getByTestId('fast-cover')).toBeVisible();
  await expect(page.getByTestId('final-cover')).toBeVisible({ timeout: 20_000 });
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

  // Spin again from a fresh journey: the history strip lists both covers.
  await page.getByRole('button', { name: 'Create Another Cover' }).click();
  await startAtWheel(page, 'Robin');
  await spin(page);
  await expect(page.getByRole('heading', { name: 'Your covers' })).toBeVisible({ timeout: 20_000 });
});

test('when the enhanced cover fails to start, the preview is the cover', async ({ page }) => {
  await page.route('**/api/covers/*/generate', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'generation_failed', message: 'Failed to generate enhanced cover' } }) }),
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
  await page.route('**/api/covers/*/image*', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"Not found"}}' }));
  await startAtWheel(page);
  await spin(page);
  await expect(page.getByText('Your magazine cover is ready!', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('final-cover')).toHaveCount(0);
  expect(warnings).toContain('Failed to load image');
});
