import { expect, test } from './fixtures';

/**
 * On the embedded defaults e-mails stay on the server (MAIL_PROVIDER=local): a newcomer finishes signing up through
 * the local outbox page the app links to. The e2e app runs with NODE_ENV=test and the local mailer, so it is on.
 */
test('sign up, open the local outbox, follow the confirmation link and end signed in on the profile', async ({
  page,
}) => {
  const email = `newcomer_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Full name').fill('Sasha Newcomer');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('secret1');
  await signUp.getByLabel('Confirm password').fill('secret1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const outboxLink = page.getByRole('status').getByRole('link', { name: 'Open the local outbox', exact: true });
  await expect(outboxLink).toHaveAttribute('href', `/dev/outbox?to=${encodeURIComponent(email)}`);

  // Signing in before confirming says to check the e-mail too, with the same way in.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('secret1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(
    'Please confirm your e-mail address first: we have sent you a new link.',
  );
  await signIn.getByRole('link', { name: 'Open the local outbox', exact: true }).click();

  await expect(page).toHaveURL(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Local outbox' })).toBeVisible();
  // The sign-up's link and the fresh one from the early sign-in, newest first.
  const mails = page.getByRole('article');
  await expect(mails).toHaveCount(2);
  await expect(mails.getByRole('heading', { level: 2 })).toHaveText([
    'Confirm your FutureSelf account',
    'Confirm your FutureSelf account',
  ]);
  await expect(mails.first()).toContainText(email);
  await mails
    .first()
    .getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ })
    .click();

  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu for Sasha Newcomer' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Sasha Newcomer').first()).toBeVisible();
});
