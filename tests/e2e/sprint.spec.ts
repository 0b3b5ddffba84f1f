import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { coachAvailability, sprintSessions } from '@server/db/schema';
import { makeCoach } from '@server/features/sprint-booking/index';
import { newId } from '@server/lib/ids';
import { expect, test } from './fixtures';
import { answerBirthYear } from './steps';

/**
 * The Strategy Sprint in Chromium (Stockholm time): pay for the Strategy Sprint with the local checkout → the success
 * page leads into booking → three sessions on three days, the zone named → three e-mails with an .ics in the outbox →
 * the coach opens /coach and marks one done.
 */
test.use({ timezoneId: 'Europe/Stockholm' });

/** With SHOTS=<folder>: screenshots of the screens at 390x844 and 1280x800 (to look at; not asserted). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

interface Sent {
  to: string;
  subject: string;
  attachments?: Array<{ filename: string; content: string }>;
}

test('pay Strategy → book three sessions → .ics e-mails → the coach marks one done', async ({ page, app, browser }) => {
  test.slow(!!process.env.SHOTS, 'full-page screenshots at two sizes take a while');
  const db = app.deps.database.db;
  const outbox = () => (app.deps.mailer as unknown as { inner: { sent: Sent[] } }).inner.sent;

  // A coach (open every day, all day, UTC), made the way `npm run admin -- coach` does.
  const coachEmail = `coach-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
  const coachCtx = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 800 } });
  expect(
    (
      await coachCtx.request.post('/api/auth/sign-up/email', {
        data: { email: coachEmail, password: 'coach-pass-123', name: 'Ada Coach' },
      })
    ).status(),
  ).toBe(200);
  const coachId = await makeCoach(db, coachEmail, {
    displayName: 'Ada Coach',
    timeZone: 'UTC',
    videoLink: 'https://meet.example.com/ada',
  });
  await db.insert(coachAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      id: newId(),
      coachUserId: coachId,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );

  // The buyer: an account, then the Strategy checkout paid with the test card.
  const email = `buyer-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
  await page.goto('/');
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email, password: 'buyer-pass-123', name: 'Robin Buyer' },
      })
    ).status(),
  ).toBe(200);
  await page.goto('/strategy-checkout');
  await page.getByRole('button', { name: /^Start Your Strategic Journey/ }).click();
  await answerBirthYear(page, 1995);
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Buyer');
  await page.getByRole('button', { name: 'Pay €90.00' }).click();
  await expect(page).toHaveURL(/\/strategy-success\?session_id=/);

  // Straight into booking.
  await page.getByRole('link', { name: /Book your three sessions/ }).click();
  await expect(page).toHaveURL(/\/sprint\/book$/);
  await expect(page.getByRole('heading', { name: 'Book your three sessions' })).toBeVisible();
  await expect(page.getByTestId('booking-zone')).toHaveText('Europe/Stockholm time');
  // The second day with open times: a whole day whatever the hour (the first is only what is left after 24 h's
  // notice, two times or none after 20:00 UTC).
  await page.getByRole('group', { name: 'Days with open times' }).getByRole('button').nth(1).click();
  await page
    .getByRole('list', { name: /^Open times on/ })
    .getByRole('button')
    .nth(2)
    .click();
  await shots(page, 'booking-pick');
  for (const n of [1, 2, 3]) {
    await page.getByRole('group', { name: 'Days with open times' }).getByRole('button').nth(1).click();
    await page
      .getByRole('list', { name: /^Open times on/ })
      .getByRole('button')
      .nth(2)
      .click();
    // the confirm bar is fixed to the bottom of the screen: a keyboard user's Enter (Chromium's mobile emulation
    // reports it as moving while the page scrolls under it)
    await page.getByRole('button', { name: 'Book this time' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`session-${n}`)).toContainText('with Ada Coach');
  }
  await expect(page.getByRole('heading', { name: 'All three sessions are booked' })).toBeVisible();
  await shots(page, 'booking-done');
  // Nothing under 24 h ahead is offered: every booked session can still be changed.
  for (const n of [1, 2, 3])
    await expect(page.getByRole('button', { name: `Change the time of session ${n}` })).toBeVisible();

  // Three invitations in the outbox, each with its .ics and the video link.
  const mine = outbox().filter((m) => m.to === email && / is booked /.test(m.subject));
  expect(mine.map((m) => m.subject.slice(0, 12))).toEqual(['Session 1 of', 'Session 2 of', 'Session 3 of']);
  for (const m of mine) {
    expect(m.attachments?.[0]?.filename).toBe('invite.ics');
    expect(String(m.attachments?.[0]?.content)).toContain('LOCATION:https://meet.example.com/ada');
  }
  const sessions = await db.select().from(sprintSessions).where(eq(sprintSessions.coachUserId, coachId));
  expect(new Set(sessions.map((s) => s.startsAt.toISOString().slice(0, 10))).size).toBe(3);

  // The coach's workspace: three sessions; one marked done.
  const coach = await coachCtx.newPage();
  await coach.goto('/coach');
  await expect(coach.getByRole('heading', { name: 'Hello, Ada Coach' })).toBeVisible();
  await expect(coach.getByTestId('coach-session')).toHaveCount(3);
  await expect(coach.getByRole('link', { name: 'Client dossier' }).first()).toHaveAttribute(
    'href',
    /^\/coach\/clients\//,
  );
  await shots(coach, 'coach-sessions');
  await coach.getByRole('tab', { name: 'Hours' }).click();
  await shots(coach, 'coach-hours');
  await coach.getByRole('tab', { name: 'Sessions' }).click();
  // Not before it has started; then, once it has (its start moved to ten minutes ago), after a question.
  const markFirst = coach.getByRole('button', { name: /^Mark session 1 with Robin Buyer as done$/ });
  await expect(markFirst).toBeDisabled();
  const firstId = sessions.find((s) => s.number === 1)!.id;
  await db
    .update(sprintSessions)
    .set({ startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 35 * 60_000) })
    .where(eq(sprintSessions.id, firstId));
  await coach.reload();
  let asked = '';
  coach.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await coach.getByRole('button', { name: /^Mark session 1 with Robin Buyer as done$/ }).click();
  await expect.poll(() => asked).toContain('Mark session 1 with Robin Buyer as done?');
  await expect(coach.getByTestId('coach-session').first().getByText('Done', { exact: true })).toBeVisible();
  const [first] = await db
    .select()
    .from(sprintSessions)
    .where(eq(sprintSessions.id, sessions.find((s) => s.number === 1)!.id));
  expect(first!.status).toBe('done');
  await coachCtx.close();
});
