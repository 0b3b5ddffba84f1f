import type { Page } from '@playwright/test';
import { expect, test, type RunningApp } from './fixtures';

/**
 * The e2e "a sponsor cancels" (decision 066): a parent pays for Talk from the sponsor link, opens the manage link in
 * their receipt (the local outbox) at /sponsor-manage, cancels, and the page says it is cancelled, also after a
 * reload. The sponsor has no account: the signed link is all they hold.
 */

/** Every e-mail to `to` that the local mailer kept, newest last. */
function mailsTo(app: RunningApp, to: string): { subject: string; text: string }[] {
  const sent = (app.deps.mailer as unknown as { inner: { sent: { to: string; subject: string; text: string }[] } })
    .inner.sent;
  return sent.filter((m) => m.to === to);
}

const linkIn = (text: string, path: string) =>
  new RegExp(`(https?://\\S+${path.replace(/[?/]/g, '\\$&')}[^\\s"<>]+)`).exec(text)?.[1]?.replace(/&amp;/g, '&');

/** The local hosted checkout's form, as a buyer fills it in. */
async function payWithCard(page: Page) {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Anna Test');
  await page.getByLabel('Country or region').selectOption('SE');
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

test('a sponsor pays for Talk, opens the manage link from the receipt, cancels, and the page says so', async ({
  page,
  app,
  browser,
}) => {
  const parent = `talk-sponsor-${Date.now()}@example.com`;
  await page.goto('/talks-checkout');
  await page.getByRole('button', { name: 'Ask parent/partner to sponsor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Parent or partner name(s)').fill('Anna');
  await dialog.getByLabel('Parent or partner e-mail (optional)').fill(parent);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Request sent!')).toBeVisible();

  await expect.poll(() => mailsTo(app, parent).at(-1)?.text ?? '').toContain('/sponsor-checkout?sponsor=');
  const sponsorLink = new URL(linkIn(mailsTo(app, parent).at(-1)!.text, '/sponsor-checkout?')!);
  expect(sponsorLink.searchParams.get('service')).toBe('talk');

  // The sponsor: a fresh browser, no account.
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 390, height: 844 } });
  try {
    const sp = await context.newPage();
    await sp.goto(`${sponsorLink.pathname}${sponsorLink.search}`);
    await sp.getByRole('button', { name: /^Sponsor .+ for €9/ }).click();
    await payWithCard(sp);
    await expect(sp.getByRole('heading', { name: /^Thank you for sponsoring/ })).toBeVisible();

    // The receipt, with the manage link.
    await expect
      .poll(() =>
        mailsTo(app, parent)
          .map((m) => m.text)
          .join('\n'),
      )
      .toContain('/sponsor-manage?t=');
    const receipt = mailsTo(app, parent).find((m) => m.text.includes('/sponsor-manage?t='))!;
    const manage = new URL(linkIn(receipt.text, '/sponsor-manage?')!);

    await sp.goto(`${manage.pathname}${manage.search}`);
    await expect(sp.getByRole('heading', { name: 'Your sponsorship' })).toBeVisible();
    await expect(sp.getByText('€9.00 per month')).toBeVisible();
    await expect(sp.getByTestId('sponsor-manage-state')).toHaveText(/^Renews on .+\. You can cancel anytime\.$/);
    await sp.getByRole('button', { name: 'Cancel my sponsorship' }).click();
    await expect(sp.getByTestId('sponsor-manage-state')).toHaveText(
      /^Cancelled: it stays on until .+, and nothing more is charged\.$/,
    );
    await expect(sp.getByRole('button', { name: 'Keep paying' })).toBeVisible();

    // The server holds it: a reload shows the same.
    await sp.reload();
    await expect(sp.getByTestId('sponsor-manage-state')).toHaveText(/^Cancelled: it stays on until /);
    await expect(sp.getByRole('button', { name: 'Cancel my sponsorship' })).toHaveCount(0);
  } finally {
    await context.close();
  }

  // The sponsored person keeps Talk until the period's end.
  const res = await page.request.get('/api/entitlements');
  const { entitlements } = (await res.json()) as { entitlements: { product: string; status: string }[] };
  expect(entitlements.find((e) => e.product === 'talk')).toMatchObject({ status: 'active' });
});
