import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { grantRole } from '@server/auth/roles';
import { recommendations, showApplications } from '@server/db/schema';
import { expect, test } from './fixtures';
import { answerBirthYear, holdToSpin, storeFinishedQuiz } from './steps';

/**
 * The show application (under 18: refused without the consent, stored with it), a recommendation (toast,
 * reset, stored), the dashboard's not-allowed state for a plain account, and an admin who sees a spin made through
 * an ambassador link in the cohort and on the weekly leaderboard, then sends it to Slack (the local outbox).
 * SHOTS=1 also saves screenshots to /tmp/shots/show.
 */
const SHOTS = process.env.SHOTS === '1' ? '/tmp/shots/show' : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(size);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let n = 0;
const email = (who: string) => `${who}-${Date.now()}-${++n}@example.com`;

/** An account made through the API in the page's own cookie jar (the page is then signed in). */
async function signUp(page: Page, baseURL: string, address: string) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email: address, password: 'secret-pass-1', name: 'Casey Staff' },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

test('an under-18 application is refused without consent and stored with it', async ({ page, app }) => {
  await page.goto('/show-application');
  await expect(page.getByRole('heading', { name: /Apply to the .+ Show/ })).toBeVisible();
  // The year of birth is asked first; under 18 it ticks the box and asks for the parent's consent.
  await answerBirthYear(page, new Date().getFullYear() - 16);
  // Submitted empty: the first field to fix gets the focus, on screen, with its message announced; nothing is sent.
  await page.getByRole('button', { name: 'Submit application' }).click();
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveAccessibleDescription('Required');
  await expect(page.getByText('Missing required fields', { exact: true }).first()).toBeVisible();
  const address = email('teen');
  await page.getByLabel('Full name').fill('Tove Teen');
  await page.getByLabel('E-mail', { exact: true }).fill(address);
  await page.getByLabel('Phone', { exact: true }).fill('+46 70 111 22 33');
  await page.getByLabel('Address').fill('Storgatan 1, Uppsala');
  await page.getByLabel('Why do you want to be on the show?').fill('I want to show other teens what is possible.');
  await page.getByLabel('What help from an expert would move you forward?').fill('A robotics engineer.');
  await page.getByLabel('Supporter 1 name').fill('Mia Mentor');
  await expect(page.getByRole('checkbox', { name: /I am under 18/ })).toBeChecked();
  await shot(page, 'show-application');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Consent form required' })).toBeVisible();
  expect(await app.deps.database.db.select().from(showApplications).where(eq(showApplications.email, address))).toEqual(
    [],
  );

  await page.getByLabel('Signed consent form').setInputFiles({
    name: 'consent.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('consent.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: /Application received|waiting list/ })).toBeVisible();
  await shot(page, 'show-application-done');
  const [row] = await app.deps.database.db.select().from(showApplications).where(eq(showApplications.email, address));
  expect(row).toMatchObject({ name: 'Tove Teen', under18: true });
  expect(row!.consentId).toBeTruthy();
});

test('a recommendation is stored, the toast says so and the form resets', async ({ page, app }) => {
  await page.goto('/recommend');
  await expect(page.getByRole('heading', { name: /Recommend Someone for .+ Show/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByLabel('Your relationship').selectOption('teacher');
  await page.getByLabel('Your full name').fill('Robin Teacher');
  await page.getByLabel('Your e-mail').fill('robin@example.com');
  await page.getByLabel('Your phone').fill('+46 70 000 00 00');
  await expect(page.getByPlaceholder('City, Country')).toBeVisible();
  await page.getByPlaceholder('City, Country').fill('Lund, Sweden');
  const nominee = `Nova ${Date.now()}`;
  await page.getByLabel('Their name').fill(nominee);
  await page.getByLabel('Their e-mail').fill('nova@example.com');
  await page.getByLabel('Why should they be on the show?').fill('Nova builds robots for the whole school.');
  await shot(page, 'recommend');
  await page.getByRole('button', { name: 'Submit Recommendation' }).click();
  await expect(page.getByText('Recommendation Submitted!')).toBeVisible();
  await expect(
    page.getByText("Thank you for your recommendation. We'll review it and be in touch soon."),
  ).toBeVisible();
  await expect(page.getByLabel('Their name')).toHaveValue('');
  await expect(page.getByLabel('Your relationship')).toHaveValue('');
  const rows = await app.deps.database.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.recommendedName, nominee));
  expect(rows).toHaveLength(1);
});

test('a plain account gets the not-allowed state on /dashboard', async ({ page, baseURL }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await signUp(page, baseURL!, email('plain'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cohort Performance' })).toHaveCount(0);
  await shot(page, 'dashboard-not-allowed');
  const api = await page.request.get('/api/dashboard/leaderboard');
  expect(api.status()).toBe(403);
});

/** A finished quiz straight into the stored journey, then the wheel (as magazine.spec.ts). */
async function spinOnce(page: Page, name: string) {
  await storeFinishedQuiz(page, name);
  await page.reload();
  await holdToSpin(page);
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 30_000 });
}

test('after a spin through an ambassador link the admin sees it, and sends the leaderboard to Slack', async ({
  browser,
  page,
  app,
  baseURL,
}) => {
  test.setTimeout(180_000); // a whole spin and cover, then the dashboard, on a loaded 2-core machine
  // A visitor arrives through Ada's link and spins.
  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/?ref=DEMO1`);
  await expect(visitor.getByText(/Demo Academy/).first()).toBeVisible();
  await spinOnce(visitor, 'Vera');
  await visitor.close();

  const admin = email('admin');
  await page.goto('/');
  await signUp(page, baseURL!, admin);
  await grantRole(app.deps.database.db, admin, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Cohort Performance' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Demo Academy Class of 2026' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).not.toHaveText('0');
  await shot(page, 'dashboard-cohorts');

  await page.getByRole('tab', { name: 'Ambassador Leaderboard' }).click();
  const weekly = page.getByRole('region', { name: 'This week' });
  await expect(weekly.getByText('Ada Demo')).toBeVisible();
  await expect(weekly.getByText(/[1-9]\d* spins?$/)).toBeVisible();
  await shot(page, 'dashboard-leaderboard');

  const before = app.deps.chatNotifier.recent!().length;
  await weekly.getByRole('button', { name: 'Send This week to Slack' }).click();
  await expect(page.getByText('Leaderboard sent to Slack')).toBeVisible();
  const sent = app.deps.chatNotifier.recent!();
  expect(sent.length).toBe(before + 1);
  expect(sent[0]!.text).toContain('Ada Demo');

  await page.getByRole('tab', { name: 'Admin' }).click();
  await expect(page.getByRole('region', { name: 'Show applications' })).toBeVisible();
  await shot(page, 'dashboard-admin');
});
