import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { questions } from '@content/quiz';
import { magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { expect, test, type RunningApp } from './fixtures';
import { answerBirthYear } from './steps';

/**
 * Trust: the footer's terms and privacy links; a cover appears in the share page's gallery only when its
 * owner ticks 'Show my cover in the public gallery', and leaves it when unticked or revoked; a rude name shows as
 * 'Anonymous'; an under-16 visitor is asked their year before paying and sees no checkout.
 */

let png: Buffer | null = null;
const coverPng = async () =>
  (png ??= await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#203060' } })
    .png()
    .toBuffer());

/** An anonymous visitor in this page's context who owns a finished cover. */
async function seedCover(page: Page, app: RunningApp, role: string, name: string): Promise<string> {
  const q = questions[0]!;
  const answered = await page.request.put('/api/answers', {
    data: { answers: { [q.id]: q.type === 'visual-cards' ? q.cards[0]!.id : 'x' } },
  });
  expect(answered.ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const id = newId();
  await app.deps.storage.put(`covers/${id}.png`, await coverPng(), 'image/png');
  await app.deps.database.db.insert(magazineCovers).values({
    id,
    sessionId: `s_${newId()}`,
    userId: me.user.id,
    userName: name,
    roleTitle: role,
    watermarkText: 'FutureSelf',
    status: 'done',
    stage: 'done',
    progress: 100,
    imageKey: `covers/${id}.png`,
  });
  return id;
}

async function openShareDialog(page: Page, coverId: string) {
  await page.goto(`/magazine/${coverId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Future Self' });
  await expect(dialog.getByTestId('share-link-preview')).toContainText('/share/');
  const url = (await dialog.getByTestId('share-link-preview').textContent())!.trim();
  return { dialog, url: new URL(url).pathname };
}

test('the footer links to the terms and the privacy page, which lists what the app stores', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookies and browser storage' })).toBeVisible();
  const keys = page.getByTestId('storage-keys');
  for (const key of ['fs.journey', 'tempSessionId', 'better-auth.session_token']) await expect(keys).toContainText(key);
  await expect(page.getByText('Not in use here').first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

test('a cover is in the gallery only while its owner ticks it; revoked, it leaves', async ({
  page,
  app,
  browser,
  baseURL,
}) => {
  // Someone else's shared page, where the gallery is looked at.
  const host = await browser.newContext({ baseURL });
  const hostPage = await host.newPage();
  const hostCover = await seedCover(hostPage, app, 'Harbour Pilot', 'Host');
  const hosted = await hostPage.request.post('/api/shares', { data: { coverId: hostCover } });
  const { shareId: hostShare } = (await hosted.json()) as { shareId: string };

  const coverId = await seedCover(page, app, 'Lunar Gardener', 'Maja');
  const { dialog } = await openShareDialog(page, coverId);
  const tick = dialog.getByRole('checkbox', { name: 'Show my cover in the public gallery' });
  await expect(tick).not.toBeChecked();

  const viewer = await browser.newContext({ baseURL });
  const view = await viewer.newPage();
  const galleryEntry = () => view.getByRole('link', { name: /The Future Lunar Gardener/ });
  const galleryHeading = () =>
    view.getByRole('heading', { name: 'Join 1000+ people who tested their FutureSelf this month' });

  await view.goto(`/share/${hostShare}`);
  await galleryHeading().scrollIntoViewIfNeeded();
  await expect(galleryHeading()).toBeVisible();
  await expect(galleryEntry()).toHaveCount(0);

  await tick.check();
  await expect(tick).toBeChecked();
  await expect
    .poll(async () => (await (await view.request.get('/api/shares/gallery')).json()).items.length)
    .toBeGreaterThan(0);
  await view.reload();
  await galleryHeading().scrollIntoViewIfNeeded();
  await expect(galleryEntry()).toBeVisible();
  await expect(galleryEntry()).toContainText('Maja');

  await tick.uncheck();
  await expect(tick).not.toBeChecked();
  await view.reload();
  await galleryHeading().scrollIntoViewIfNeeded();
  await expect(galleryHeading()).toBeVisible();
  await expect(galleryEntry()).toHaveCount(0);

  // Ticked again, then revoked on the cover page: out of the gallery.
  await tick.check();
  await expect(tick).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Not shared yet')).toBeVisible();
  await view.reload();
  await galleryHeading().scrollIntoViewIfNeeded();
  await expect(galleryHeading()).toBeVisible();
  await expect(galleryEntry()).toHaveCount(0);
  await viewer.close();
  await host.close();
});

test('a rude name falls back to Anonymous on the share page, and the owner is told why', async ({
  page,
  app,
  browser,
  baseURL,
}) => {
  const coverId = await seedCover(page, app, 'Kelp Farmer', 'f.u.c.k');
  const { dialog, url } = await openShareDialog(page, coverId);
  await expect(dialog.getByTestId('share-name-notice')).toContainText("so your cover shows 'Anonymous'");
  const viewer = await browser.newContext({ baseURL });
  const view = await viewer.newPage();
  await view.goto(url);
  await expect(view.getByTestId('shared-role')).toHaveText('The Future Kelp Farmer');
  await expect(view.getByText('Shared by Anonymous')).toBeVisible();
  await expect(view.getByText('f.u.c.k')).toHaveCount(0);
  await viewer.close();
});

test('an under-16 visitor is asked their year before paying, then sees why there is no checkout, and a way on', async ({
  page,
}) => {
  await page.goto('/talks-checkout');
  await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
  await answerBirthYear(page, new Date().getFullYear() - 14);
  const why = page.getByTestId('checkout-under-18');
  await expect(why).toContainText('Talk and the Strategy Sprint are for people aged 18 and over.');
  await expect(page).toHaveURL(/\/talks-checkout$/); // no payment page
  await expect(page.getByRole('button', { name: /^Start Talk/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sponsor/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  // The same on the other checkout (the age is kept on the visitor), and the show is the way on.
  await page.goto('/strategy-checkout');
  await expect(page.getByTestId('checkout-under-18')).toBeVisible();
  await why.getByRole('link', { name: 'Apply to the show' }).click();
  await expect(page).toHaveURL(/\/show-application$/);
  await expect(page.getByRole('checkbox', { name: /I am under 18/ })).toBeChecked();
});
