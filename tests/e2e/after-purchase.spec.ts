import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerBirthYear, storeFinishedQuiz } from './steps';

/**
 * Decision 067 in Chromium at 390x844: whoever paid gets back to it in two taps from home; a checkout
 * for what they own leads to it; a link from an e-mail in another browser asks to sign in and returns to the page;
 * after 'Delete my account' the browser holds nothing of the person and shows the welcome.
 */
const SHOTS = process.env.SHOTS_DIR ?? '';

/** With SHOTS_DIR=<folder>: the screen at 390x844 and 1280x800 (to look at; not asserted). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
  if (size) await page.setViewportSize(size);
}

async function signUp(page: Page, name: string) {
  const email = `after-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-pass-1', name },
  });
  expect(res.status()).toBe(200);
  return email;
}

async function payWithCard(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Test');
  await page.getByLabel('Country or region').selectOption('SE');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function buyTalk(page: Page) {
  await page.goto('/talks-checkout');
  await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
  await answerBirthYear(page, 1995);
  await payWithCard(page, '€9.00');
  await expect(page.getByRole('heading', { name: 'Welcome to FutureSelf Talk!' })).toBeVisible();
}

test('buy Talk on a phone, go home, back to Talk in two taps; its offer says Open Talk; a checkout for it leads to it', async ({
  page,
}) => {
  await signUp(page, 'Robin Buyer');
  await buyTalk(page);

  await page.goto('/');
  // Tap 1: the account icon; tap 2: My Talk.
  await page.getByRole('button', { name: 'Account menu for Robin Buyer' }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: 'Receipts' })).toBeVisible();
  await shot(page, 'account-menu');
  await menu.getByRole('menuitem', { name: 'My Talk' }).click();
  await expect(page).toHaveURL(/\/talk$/);
  // The See / Talk / Plan strip is there on a phone.
  const strip = page.getByRole('navigation', { name: 'Your future in three steps' });
  await expect(strip.getByRole('link', { name: 'Talk' })).toBeVisible();
  await shot(page, 'talk-with-strip');

  // The offer page: the way to Talk instead of a checkout.
  await page.goto('/talks-checkout');
  await expect(page.getByTestId('checkout-owned')).toContainText('You already have Talk.');
  await expect(page.getByRole('button', { name: 'Start Talk — €9/month' })).toHaveCount(0);
  await shot(page, 'talks-checkout-owned');
  await page.getByRole('link', { name: 'Open Talk' }).click();
  await expect(page).toHaveURL(/\/talk$/);

  // The profile: My Talk and Receipts at the top; the Talk service says Open Talk, not Learn More.
  await page.goto('/profile');
  const bought = page.getByRole('navigation', { name: 'What you bought' });
  await expect(bought.getByRole('link', { name: 'My Talk' })).toHaveAttribute('href', '/talk');
  await expect(bought.getByRole('link', { name: 'Receipts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More about Talk' })).toHaveCount(0);
  await shot(page, 'profile-bought');

  // A checkout pressed on a page that did not yet know (an old tab): the server's 409 leads to Talk.
  await page.route('**/api/entitlements', (r) => r.fulfill({ json: { entitlements: [] } }));
  await page.goto('/talks-checkout');
  await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByText('You already have Talk — here it is.')).toBeVisible();
});

test('a receipt link opened in another browser asks to sign in and comes back to the receipt', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, 'Robin Mail');
  await buyTalk(page);
  const list = (await (await page.request.get('/api/purchases')).json()) as { purchases: { id: string }[] };
  const receipt = `/receipts/${list.purchases[0]!.id}`;

  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await other.goto(receipt);
  await expect(other.getByRole('heading', { name: 'Sign in to see your receipt' })).toBeVisible();
  await expect(other.getByText(/belongs to another account/)).toHaveCount(0);
  await shot(other, 'receipt-sign-in');
  await other.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign In' }).click();
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill('secret-pass-1');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other).toHaveURL(new RegExp(`${receipt}$`));
  await expect(other.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();

  // The header's sign-in, too, returns to the page it was pressed on (the coach's workspace here).
  const third = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await third.goto('/coach');
  await third.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(third).toHaveURL(/\/auth\?next=%2Fcoach$/);
  await other.close();
  await third.close();
});

test('after Delete my account the browser holds nothing of the person and shows the welcome', async ({ page }) => {
  await page.goto('/');
  await storeFinishedQuiz(page, 'Robin Gone');
  await page.evaluate(() => sessionStorage.setItem('fs.cohort', 'class-9'));
  await signUp(page, 'Robin Gone');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
  await expect(done).toBeVisible();
  await shot(page, 'deleted');
  await done.getByRole('button', { name: 'Go to the start' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Meet your future self' })).toBeVisible();
  await expect(page.getByText('Robin Gone')).toHaveCount(0);
  const kept = await page.evaluate(() => ({
    journey: localStorage.getItem('fs.journey'),
    local: Object.keys(localStorage).filter((k) => k !== 'tempSessionId'),
    // React Router writes its scroll positions as the old page goes: not the person's.
    session: Object.keys(sessionStorage).filter((k) => k !== 'react-router-scroll-positions'),
  }));
  expect(kept.journey).toBeNull();
  expect(kept.session).toEqual([]);
  // Whatever the fresh welcome writes for a new visitor, nothing of the old one (no journey, no account hint).
  expect(kept.local).not.toContain('fs.account');
  await shot(page, 'welcome-after-delete');
});
