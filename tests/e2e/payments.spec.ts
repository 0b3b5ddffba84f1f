import type { Browser, Page } from '@playwright/test';
import { expect, test, type RunningApp } from './fixtures';
import { answerBirthYear, startAtResult } from './steps';

/**
 * Payments in Chromium: the poster → Turn Poster Into Progress → Talk → the local hosted checkout → 'Welcome to
 * {brand} Talk!' with an active entitlement; a declined card grants nothing; a sponsorship from the request to the
 * sponsored person's entitlement, the sponsor in a fresh browser without an account.
 */
const BRAND = 'FutureSelf';

/** The hosted checkout's form, filled in as a buyer does (the country chosen: its VAT rate). */
async function payWithCard(page: Page, card: string, amount: string, country = 'SE') {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Test');
  await page.getByLabel('Country or region').selectOption(country);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function entitlements(page: Page) {
  const res = await page.request.get('/api/entitlements');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entitlements: { product: string; status: string; paidBy: string }[] }).entitlements;
}

test('cover → Turn Poster Into Progress → Talk → local checkout (4242) → Welcome, with an active Talk entitlement', async ({
  page,
  app,
}) => {
  await startAtResult(page, app); // a finished cover, seeded (the spin and the cover have their own specs)
  // Enabled once the cover is done; tapped the instant it is.
  const progress = page.getByRole('button', { name: 'Turn Poster Into Progress' });
  await expect(progress).toBeEnabled();
  await progress.click();
  await expect(page.getByRole('heading', { name: 'Choose your next step' })).toBeVisible();
  // Closing returns to the result; the button opens the paths again.
  await page.getByRole('button', { name: 'Back to your cover' }).click();
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn Poster Into Progress' }).click();

  await page.getByRole('button', { name: /^Start Talk/ }).click();
  await expect(page).toHaveURL(/\/talks-checkout$/);
  await expect(page.getByRole('heading', { name: `${BRAND} Talk`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
  await answerBirthYear(page, 1995); // asked once before paying

  await payWithCard(page, '4242 4242 4242 4242', '€9.00');
  await expect(page).toHaveURL(/\/talk-success\?session_id=/);
  await expect(page.getByRole('heading', { name: `Welcome to ${BRAND} Talk!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  const talk = (await entitlements(page)).find((e) => e.product === 'talk');
  expect(talk).toMatchObject({ product: 'talk', status: 'active', paidBy: 'self' });
});

test('a declined card shows the error and grants nothing; canceling leads to Try Again and the three paths', async ({
  page,
}) => {
  await page.goto('/talks-checkout');
  await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
  await answerBirthYear(page, 1995); // asked once before paying
  // Pay with nothing filled in: every field says what is missing, the card number gets the focus, nothing is sent.
  await expect(page).toHaveURL(/\/pay\//);
  let payRequests = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/pay\/local\/sessions\/.+\/pay$/.test(r.url())) payRequests++;
  });
  await page.getByRole('button', { name: 'Pay €9.00' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
  await expect(page.getByLabel('Expiry')).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
  await expect(page.getByLabel('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
  await expect(page.getByLabel('Name on card')).toHaveAccessibleDescription('Please enter the name on the card.');
  await expect(page.getByLabel('Country or region')).not.toHaveAttribute('aria-invalid');
  expect(payRequests).toBe(0);

  await payWithCard(page, '4000 0000 0000 0002', '€9.00');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  expect(await entitlements(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/talk-canceled$/);
  await expect(page.getByRole('heading', { name: 'Subscription Canceled' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your next step' })).toBeVisible();
  expect(await entitlements(page)).toEqual([]);
});

/** The newest e-mail to `to` that the local mailer kept. */
function lastMailTo(app: RunningApp, to: string): { subject: string; text: string } | undefined {
  const sent = (app.deps.mailer as unknown as { inner: { sent: { to: string; subject: string; text: string }[] } })
    .inner.sent;
  return sent.filter((m) => m.to === to).at(-1);
}

async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('sponsorship: request → e-mail → sponsor page in a fresh browser → payment → the sponsored entitlement', async ({
  page,
  app,
  browser,
}) => {
  const parent = `parent-${Date.now()}@example.com`;
  await page.goto('/strategy-checkout');
  await expect(page.getByRole('heading', { name: 'Strategic Foresight for Personal Futures' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask parent/partner to sponsor' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Request' });
  await expect(send).toBeDisabled(); // no e-mail yet
  await dialog.getByLabel('Parent or partner e-mail (optional)').fill(parent);
  await send.click(); // names missing: the spec's message
  await expect(dialog.getByRole('alert')).toHaveText(
    'Missing information: Please enter parent names and email address.',
  );
  await dialog.getByLabel('Parent or partner name(s)').fill('Anna and Lars');
  await dialog.getByLabel('Personal message').fill('Mum, Dad: would you back my sprint? It would mean a lot.');
  await send.click();
  await expect(dialog.getByText('Request sent!')).toBeVisible();

  // The e-mail in the local outbox, with the sponsor link.
  await expect.poll(() => lastMailTo(app, parent)?.text ?? '').toContain('/sponsor-checkout?sponsor=');
  const link = /(https?:\/\/\S+\/sponsor-checkout\?sponsor=[^\s"<>]+)/.exec(lastMailTo(app, parent)!.text)![1]!;
  const url = new URL(link.replace(/&amp;/g, '&'));
  expect(url.searchParams.get('service')).toBe('strategy');

  // The sponsor: a fresh browser, no account.
  const sponsor = await freshPage(browser, app.baseURL);
  try {
    const sp = sponsor.page;
    await sp.goto(`${url.pathname}${url.search}`);
    await expect(sp.getByRole('heading', { name: /Unlock the Future$/ })).toBeVisible();
    await expect(sp.getByText('Mum, Dad: would you back my sprint? It would mean a lot.')).toBeVisible();
    await expect(sp.getByRole('heading', { name: 'Strategic Foresight Sprint' })).toBeVisible();
    await sp.getByRole('button', { name: /^Sponsor .+ for €90$/ }).click();
    await payWithCard(sp, '4242 4242 4242 4242', '€90.00');
    await expect(sp.getByRole('heading', { name: /^Thank you for sponsoring/ })).toBeVisible();
    // The sponsor holds nothing themselves.
    expect(await entitlements(sp)).toEqual([]);
  } finally {
    await sponsor.context.close();
  }

  // The sponsored person now has Strategy, paid by a sponsor.
  const strategy = (await entitlements(page)).find((e) => e.product === 'strategy');
  expect(strategy).toMatchObject({ product: 'strategy', status: 'active', paidBy: 'sponsor' });
});

test('an invalid sponsor link says so and goes home', async ({ page }) => {
  await page.goto('/sponsor-checkout?sponsor=nope&service=talk');
  await expect(page.getByText('Invalid sponsor link')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('money-back guarantee: pay Strategy (Germany) → receipt with VAT → profile → Request a refund → the entitlement ends', async ({
  page,
}) => {
  const email = `refund-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-pass-1', name: 'Robin Refund' },
  });
  expect(signUp.status()).toBe(200);
  const checkout = await page.request.post('/api/checkout/strategy', { data: {} });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await payWithCard(page, '4242 4242 4242 4242', '€90.00', 'DE');
  await expect(page).toHaveURL(/\/strategy-success\?session_id=/);
  await expect
    .poll(async () => (await entitlements(page)).find((e) => e.product === 'strategy')?.status)
    .toBe('active');

  await page.goto('/profile');
  const purchases = page.getByRole('region', { name: 'Purchases' });
  await purchases.getByRole('link', { name: /^Receipt for Strategic Foresight/ }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const figures = page.getByTestId('receipt-figures');
  await expect(figures).toContainText('Net€75.63');
  await expect(figures).toContainText('VAT 19 %€14.37');
  await expect(figures).toContainText('€90.00');
  await expect(page.getByText('Germany')).toBeVisible();

  await page.goto('/profile');
  await purchases.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund' });
  await dialog.getByRole('button', { name: 'Refund €90.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(purchases.getByText(/Refunded on/)).toBeVisible();
  await expect(purchases.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  expect((await entitlements(page)).find((e) => e.product === 'strategy')?.status).toBe('canceled');
});
