import { expect, test } from './fixtures';

/**
 * Sign-up signs in at once (decision 019) and mails a confirmation link; on the embedded defaults e-mails stay on
 * the server (MAIL_PROVIDER=local) and the profile's 'Resend' links to the local outbox page. The e2e app runs with
 * NODE_ENV=test and the local mailer, so it is on.
 */
test('sign up and land signed in on the profile, nagged to confirm; the e-mailed link confirms', async ({ page }) => {
  const email = `newcomer_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Please enter your full name');
  await signUp.getByLabel('Full name').fill('Sasha Newcomer');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('secret1');
  await signUp.getByLabel('Confirm password').fill('secret1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();
  const banner = page.getByTestId('confirm-email-banner');
  await expect(banner.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner).toContainText('We sent a new link to');
  await banner.getByRole('link', { name: 'Open the local outbox', exact: true }).click();

  await expect(page).toHaveURL(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = page.getByRole('article');
  await expect(mails.getByRole('heading', { level: 2 })).toHaveText([
    'Confirm your FutureSelf account',
    'Confirm your FutureSelf account',
  ]);
  await mails
    .first()
    .getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sasha Newcomer').first()).toBeVisible();
  await expect(page.getByTestId('confirm-email-banner')).toHaveCount(0);

  // The same address again: the spec's message, nothing else happens.
  await page.getByRole('button', { name: 'Account menu for Sasha Newcomer' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?tab=signup');
  await signUp.getByLabel('Full name').fill('Someone Else');
  await signUp.getByLabel('Email').fill(email.toUpperCase());
  await signUp.getByLabel('Password', { exact: true }).fill('secret2');
  await signUp.getByLabel('Confirm password').fill('secret2');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText(
    'This email is already registered. Please try signing in instead.',
  );
});
