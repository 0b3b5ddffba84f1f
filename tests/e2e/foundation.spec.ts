import { and, eq } from 'drizzle-orm';
import { trackingEvents } from '@server/db/schema';
import { expect, test } from './fixtures';

async function pageViewsFor(app: { deps: { database: { db: import('@server/db/client').Db } } }, sessionId: string) {
  return app.deps.database.db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'page_view')));
}

test('a visit with cohort, ambassador and UTM parameters lands in a page_view row with the resolved cohort', async ({
  page,
  app,
}) => {
  await page.goto(
    '/?cohort=demo-academy&ambassador=demo1&utm_source=instagram&utm_medium=social&utm_campaign=spring&utm_content=story&utm_term=future',
  );
  await expect(page.getByTestId('cohort-name')).toHaveText('Demo Academy Class of 2026');
  const sessionId = await page.evaluate(() => localStorage.getItem('tempSessionId'));
  expect(sessionId).toBeTruthy();
  await expect.poll(async () => (await pageViewsFor(app, sessionId!)).length).toBe(1);
  const [row] = await pageViewsFor(app, sessionId!);
  expect(row).toMatchObject({
    cohortId: 'demo-academy',
    ambassadorCode: 'DEMO1',
    utmSource: 'instagram',
    utmMedium: 'social',
    utmCampaign: 'spring',
    utmContent: 'story',
    utmTerm: 'future',
  });
  expect(row!.userAgent).toContain('Chrome');
  // Cohort and ambassador stay in session storage for the rest of the visit.
  expect(
    await page.evaluate(() => [sessionStorage.getItem('fs.cohort'), sessionStorage.getItem('fs.ambassador')]),
  ).toEqual(['demo-academy', 'DEMO1']);
  await page.goto('/auth');
  await expect
    .poll(async () => (await pageViewsFor(app, sessionId!)).map((r) => r.cohortId))
    .toEqual(['demo-academy', 'demo-academy']);
});

test('an inactive or unknown cohort resolves to public', async ({ page, app }) => {
  for (const cohort of ['spring-2024', 'no-such-cohort', '%3Cscript%3E']) {
    await page.goto(`/?cohort=${cohort}`);
    const sessionId = await page.evaluate(() => localStorage.getItem('tempSessionId'));
    await expect.poll(async () => (await pageViewsFor(app, sessionId!)).at(-1)?.eventData).toMatchObject({ path: '/' });
    const rows = await pageViewsFor(app, sessionId!);
    expect(rows.at(-1)!.cohortId).toBe('public');
    await expect(page.getByTestId('cohort-name')).toHaveCount(0);
  }
});

/** The confirmation link in the last e-mail to `to` (the local mailer keeps what it sent). */
function confirmationLink(app: { deps: { mailer: unknown } }, to: string): string {
  const sent = (app.deps.mailer as { inner: { sent: { to: string; text: string }[] } }).inner.sent.filter(
    (m) => m.to === to,
  );
  const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(sent.at(-1)?.text ?? '')?.[1];
  expect(link, `a confirmation link mailed to ${to}`).toBeTruthy();
  return link!;
}

test('sign up (signed in at once), confirm by e-mail, sign out, sign in', async ({ page, app }) => {
  const email = `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Full name').fill('Robin Future');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('12345');
  await signUp.getByLabel('Confirm password').fill('12345');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await signUp.getByLabel('Password', { exact: true }).fill('secret1');
  await signUp.getByLabel('Confirm password').fill('secret2');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Passwords do not match');
  await signUp.getByLabel('Confirm password').fill('secret1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up signs in at once (decision 019); the e-mailed link confirms the address.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.goto(confirmationLink(app, email));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('wrong-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toContainText(/invalid/i);
  await signIn.getByLabel('Password').fill('secret1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Robin Future').first()).toBeVisible();

  // A signed-in visitor on /auth is sent to /profile.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/profile$/);

  // A second sign-up with the same e-mail gets the spec's 'already registered' message.
  await page.context().clearCookies();
  await page.goto('/auth?tab=signup');
  const again = page.getByRole('form', { name: 'Sign up' });
  await again.getByLabel('Full name').fill('Robin Again');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: true }).fill('secret1');
  await again.getByLabel('Confirm password').fill('secret1');
  await again.getByRole('button', { name: 'Create Account' }).click();
  await expect(again.getByRole('alert')).toHaveText('This email is already registered. Please try signing in instead.');
});

test('unknown routes show the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page opened directly shows the loading state while its code loads, then the page; no router warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  // The page's code held back: what shows before it arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/legal-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').getByText('Loading')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
});
