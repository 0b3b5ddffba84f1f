import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { coachAvailability, users } from '@server/db/schema';
import { makeCoach } from '@server/features/sprint-booking/index';
import { newId } from '@server/lib/ids';
import { expect, test } from './fixtures';

/**
 * At 390x844: the dashboard's cohort table and the coach's weekly hours fit the screen (they were
 * cut off). With SHOTS_DIR=<folder>: full-page screenshots at 390 and 1280 to look at.
 */
async function signUp(page: Page, name: string) {
  const email = `t-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
  await page.goto('/');
  const r = await page.request.post('/api/auth/sign-up/email', { data: { email, password: 'secret-pass-1', name } });
  expect(r.status()).toBe(200);
  return email;
}

/** Nothing on the page is wider than the screen. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the dashboard’s cohort table fits a 390 px screen, each figure labelled', async ({ page, app }) => {
  const email = await signUp(page, 'Ada Admin');
  await app.deps.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  await page.goto('/dashboard');
  const table = page.getByRole('region', { name: 'Cohorts' }).locator('table');
  await expect(table).toBeVisible();
  const card = page.getByRole('region', { name: 'Cohorts' });
  const [tw, cw] = await Promise.all([
    table.evaluate((t) => t.getBoundingClientRect().width),
    card.evaluate((c) => c.clientWidth),
  ]);
  expect(tw).toBeLessThanOrEqual(cw);
  await expect(table.locator('td[data-label="Conversion rate"]').first()).toBeVisible();
  await fitsTheScreen(page);
  await shots(page, 'dashboard');
});

test('the coach’s weekly hours fit a 390 px screen, the remove button included', async ({ page, app }) => {
  const email = await signUp(page, 'Ada Coach');
  const coachId = await makeCoach(app.deps.database.db, email, { displayName: 'Ada Coach', timeZone: 'UTC' });
  await app.deps.database.db.insert(coachAvailability).values(
    [0, 1, 2, 3, 4].map((weekday) => ({
      id: newId(),
      coachUserId: coachId,
      weekday,
      startMinute: 540,
      endMinute: 1020,
    })),
  );
  await page.goto('/coach');
  await page.getByRole('tab', { name: 'Hours' }).click();
  const remove = page.getByRole('button', { name: 'Remove these Monday hours' });
  await expect(remove).toBeInViewport();
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await fitsTheScreen(page);
  await shots(page, 'coach-hours');
});
