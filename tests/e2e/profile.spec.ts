import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { questions, visualQuestions } from '@content/quiz';
import { coverPng, makeCover } from '../helpers/factories';
import { expect, test, type RunningApp } from './fixtures';

/**
 * An anonymous visitor with answers and a finished cover signs up on /auth → the profile
 * shows the poster and the answers → an edited name and answer survive a reload → a share link from the profile →
 * password change, then sign-in with the new one → 'Download my data' holds the cover PNG → 'Delete my account' →
 * the share link no longer shows the cover and sign-in fails. SHOTS=1 saves screenshots to /tmp/shots/profile.
 */
const SHOTS = process.env.SHOTS === '1' ? '/tmp/shots/profile' : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize(size);
}

const ROLE = 'Ocean Cartographer';
const ANSWERS: Record<string, string> = Object.fromEntries(
  questions.map((q) => [q.id, q.type === 'visual-cards' ? q.cards[0]!.id : 'Seeing patterns before anyone else']),
);

/** The visitor's answers through the API and a finished cover in the database (the cover pipeline has its own tests). */
async function seedVisitor(page: Page, app: RunningApp): Promise<{ coverId: string; png: Buffer }> {
  await page.goto('/');
  expect((await page.request.put('/api/answers', { data: { answers: ANSWERS } })).ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const png = await coverPng();
  const coverId = await makeCover(app, me.user.id, {
    role: ROLE,
    name: 'Maya',
    image: png,
    extra: { answers: ANSWERS },
  });
  return { coverId, png };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  return form;
}

test('the full profile: view and edit, password, share links, download my data, delete my account', async ({
  page,
  app,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const email = `prof_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;

  // ---- signed out: the please-log-in prompt ----
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await shot(page, 'signed-out', false);

  // ---- an anonymous visitor with a cover signs up on /auth ----
  const { coverId, png } = await seedVisitor(page, app);
  await page.goto('/auth?tab=signup');
  const up = page.getByRole('form', { name: 'Sign up' });
  await up.getByLabel('Full name').fill('Maya Lindqvist');
  await up.getByLabel('Email').fill(email);
  await up.getByLabel('Password', { exact: true }).fill('orbit-42');
  await up.getByLabel('Confirm password').fill('orbit-42');
  await up.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // ---- the profile shows the poster and the answers ----
  await expect(page.getByRole('heading', { name: 'Maya Lindqvist', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-poster-role')).toHaveText(ROLE);
  await expect(page.getByTestId('profile-poster')).toBeVisible();
  const postcard = visualQuestions[0]!;
  await expect(page.getByTestId(`answer-${postcard.id}`)).toHaveText(postcard.cards[0]!.title);
  await expect(page.getByTestId('answer-superpower')).toHaveText(ANSWERS.superpower!);
  await expect(page.getByRole('link', { name: 'Learn More about Talk' })).toHaveAttribute('href', '/talks-checkout');
  await expect(page.getByRole('link', { name: 'Learn More about Strategy' })).toHaveAttribute(
    'href',
    '/strategy-checkout',
  );
  await expect(page.getByRole('link', { name: 'Learn More about Show' })).toHaveAttribute('href', '/show-application');
  await expect(page.getByText('No share links')).toBeVisible();
  await shot(page, 'view');

  // ---- edit mode: name, phone, an answer ----
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const info = page.getByRole('form', { name: 'Personal info' });
  await info.getByLabel('Full name').fill('');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(info.getByText('Please enter your full name')).toBeVisible();
  await info.getByLabel('Full name').fill('Maya <b>Lind</b>');
  await info.getByLabel('Phone').fill('+46 70 123 45 67');
  await info.getByLabel('New password', { exact: true }).fill('abc');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(info.getByText('Password must be at least 6 characters')).toBeVisible();
  await info.getByLabel('New password', { exact: true }).fill('');
  await shot(page, 'edit');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Maya <b>Lind</b>', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page;
  await page.getByRole('button', { name: `Edit ${questions[4]!.category}` }).click();
  const editor = page.getByTestId('answer-editor-superpower');
  const text = editor.getByRole('textbox');
  await text.fill('   ');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await text.fill('Mapping the deep sea with sound');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('answer-superpower')).toHaveText('Mapping the deep sea with sound');
  await page.getByRole('button', { name: `Edit ${postcard.category}` }).click();
  const cards = page.getByTestId(`answer-editor-${postcard.id}`);
  const other = cards.getByRole('radio', { checked: false }).first();
  const otherTitle = (await other.locator('p, h3, span').first().textContent())!.trim();
  await other.click();
  await cards.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId(`answer-${postcard.id}`)).toBeVisible();
  await page.getByRole('button', { name: 'Done Editing' }).click();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Maya <b>Lind</b>', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText('+46 70 123 45 67');
  await expect(page.getByTestId('answer-superpower')).toHaveText('Mapping the deep sea with sound');
  await expect(page.getByTestId(`answer-${postcard.id}`)).not.toHaveText(postcard.cards[0]!.title);
  expect(otherTitle.length).toBeGreaterThan(0);

  // ---- share the poster from the profile; the link is listed with Copy and its expiry ----
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share Your Future Self' });
  await expect(shareDialog.getByTestId('share-link-preview')).toContainText('/share/');
  const shareUrl = (await shareDialog.getByTestId('share-link-preview').textContent())!.trim();
  await shareDialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  const row = page.getByTestId('share-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Expires');
  await row.getByRole('button', { name: `Copy the link to ${ROLE}` }).click();
  await expect(row.getByRole('button', { name: `Copy the link to ${ROLE}` })).toContainText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await expect(row.getByRole('button', { name: `Copy the link to ${ROLE}` })).toContainText('Copy', { timeout: 5000 });

  // ---- password change, then sign in with the new one ----
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await info.getByLabel('New password', { exact: true }).fill('deep-sea-9');
  await info.getByLabel('Confirm new password').fill('deep-sea-8');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(info.getByText('Passwords do not match')).toBeVisible();
  await info.getByLabel('Confirm new password').fill('deep-sea-9');
  await info.getByLabel('Current password').fill('orbit-42');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const old = await signIn(page, email, 'orbit-42');
  await expect(old.getByRole('alert')).toBeVisible();
  await old.getByLabel('Password').fill('deep-sea-9');
  await old.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // ---- Download my data: one zip with the cover PNG ----
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-my-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Buffer.from(zip[`files/covers/${coverId}.png`]!).equals(png)).toBe(true);
  const data = JSON.parse(strFromU8(zip['data.json']!)) as { account: { email: string }; covers: { id: string }[] };
  expect(data.account.email).toBe(email);
  expect(data.covers.map((c) => c.id)).toContain(coverId);

  // ---- Delete my account: typed confirmation ----
  const visitor = await browser.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('img', { name: new RegExp(ROLE) }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  const del = confirm.getByRole('button', { name: 'Delete my account' });
  await expect(del).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(del).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await shot(page, 'delete-confirm', false);
  await del.click();
  const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Go to the start' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The share link stops at once: no cover, a not-found page (never a 5xx). A fresh browser: the first one may
  // keep the page it saw for the minute its Cache-Control allows (decision 007).
  await visitor.close();
  const later = await browser.newPage();
  const gone = await later.goto(shareUrl);
  expect(gone!.status()).toBe(404);
  await expect(later.getByRole('img', { name: new RegExp(ROLE) })).toHaveCount(0);
  expect((await later.request.get(shareUrl.replace(/\/share\/([^?]+).*/, '/api/shares/$1'))).status()).toBe(404);
  await later.close();

  const after = await signIn(page, email, 'deep-sea-9');
  await expect(after.getByRole('alert')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
});
