import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeFinishedQuiz } from './steps';

/**
 * `/` arrives with its first screen drawn (dist/web/home.html, decision 057) and the app starts on the visitor's
 * first tap, key or focus: the page works before the app is there, and what the visitor did meanwhile carries over.
 */

/** The app's scripts asked for so far (the first screen itself asks only for start-app.js). */
function appScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (r.resourceType() === 'script' && p.startsWith('/assets/')) seen.push(p);
  });
  return seen;
}

test('the welcome is in the HTML: without JavaScript the whole first screen shows', async ({ browser, baseURL }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Meet your future self' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Start your journey' })).toBeVisible();
    await expect(page.getByLabel('What should we call you?')).toBeVisible();
    await expect(page.getByRole('button', { name: /Spin My Future/ })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'How it works' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(page.getByText('From a fun experience to a concrete 90-day career plan.')).toBeVisible();
    await context.close();
  }
});

test('no app JavaScript until the first touch; a name typed and Spin My Future pressed at once start the quiz', async ({
  page,
}) => {
  const scripts = appScripts(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Meet your future self' })).toBeVisible();
  expect(scripts).toEqual([]);

  // The impatient newcomer: the name and the button, with no pause for the app.
  await page.getByLabel('What should we call you?').pressSequentially('Robin', { delay: 0 });
  await page.getByRole('button', { name: /Spin My Future/ }).click();
  await expect(page.getByText('1 of 5')).toBeVisible({ timeout: 15_000 });
  expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fs.journey') ?? '{}').name)).toBe('Robin');
});

test('the app takes over the drawn welcome with the name typed so far, the focus kept, nothing moved', async ({
  page,
}) => {
  await page.goto('/');
  const drawn = await page.getByLabel('What should we call you?').elementHandle();
  const boxBefore = await page.getByRole('form', { name: 'Start your journey' }).boundingBox();
  await page.getByLabel('What should we call you?').click();
  await page.keyboard.type('Ada Lo');
  // The app has drawn its own form over the first one.
  await expect.poll(() => drawn!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  await page.keyboard.type('vel');
  const name = page.getByLabel('What should we call you?');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Ada Lovel');
  expect(await page.getByRole('form', { name: 'Start your journey' }).boundingBox()).toEqual(boxBefore);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 5')).toBeVisible();
});

test('a visit through a cohort starts the app at once: the cohort badge shows without a touch', async ({ page }) => {
  const scripts = appScripts(page);
  await page.goto('/?cohort=demo-academy');
  await expect(page.getByTestId('cohort-name')).toBeVisible();
  expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
});

test('a journey under way shows the loading state, not the welcome it has left, until the app draws its step', async ({
  page,
}) => {
  await page.goto('/');
  await storeFinishedQuiz(page, 'Robin');
  // The app's entry held back: what the page shows before the app runs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').getByText('Loading')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Meet your future self' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible({ timeout: 15_000 });
});

test('the drawn page holds still until the app runs; then the wheel of the fan of covers turns', async ({
  browser,
  baseURL,
}) => {
  // Motion allowed here (the suite's default is reduced motion, where nothing would move either way).
  const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  await page.goto('/');
  await page.waitForLoadState('load');
  const drawn = await page.getByLabel('What should we call you?').elementHandle();
  // Nothing animates in the page drawn at build time (decision 058): it shows at once, and costs the load nothing.
  expect(await running()).toBe(0);
  await page.getByLabel('What should we call you?').focus();
  await expect.poll(() => drawn!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  // The app drew the same screen over it without animating it in again; only the wheel turns.
  await expect.poll(running).toBe(1);
  await context.close();
});
