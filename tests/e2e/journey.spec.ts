import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { magazineCovers, trackingEvents } from '@server/db/schema';
import { expect, test } from './fixtures';

// The newcomer's journey with the wheel's full motion (the other specs walk with prefers-reduced-motion).
test.use({ reducedMotion: 'no-preference' });

/** Press Tab until the focused element has this accessible text (the keyboard journey never clicks). */
async function tabTo(page: Page, name: string | RegExp, max = 25) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (
        el?.getAttribute('aria-label') ||
        el?.innerText ||
        (el as HTMLInputElement | null)?.labels?.[0]?.innerText ||
        ''
      ).trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The hold button once it shows a charge of 5 % or more. */
const CHARGED = /Release to spin! (?:[5-9]|[1-9]\d|100)%/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each step focuses its heading when it appears; wait for that before pressing Tab. */
async function headingFocused(page: Page) {
  await expect(page.locator('[data-step-heading]:visible')).toBeFocused();
}

/** The voice step appears after the quiz once src/web/features/voice exists: skip it when it does. */
async function skipVoiceIfShown(page: Page) {
  const photo = page.getByRole('heading', { name: 'Say Cheeze!' });
  const voice = page.getByRole('heading', { name: 'Share Your Future Vision' });
  await expect(photo.or(voice)).toBeVisible();
  if (await voice.isVisible()) await page.getByRole('button', { name: /Skip/ }).first().click();
  await expect(photo).toBeVisible();
}

test('the journey at 390x844: welcome, quiz with a back step, reload, camera selfie, spin, cover', async ({
  page,
  app,
}) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: /Spin My Future/ });
  await expect(start).toBeDisabled();
  await page.getByLabel('What should we call you?').fill('   ');
  await expect(start).toBeDisabled();
  await page.getByLabel('What should we call you?').fill('Robin');
  await start.click();

  // Question 1: category, '1 of 5', four cards in a radio group.
  await expect(page.getByText('Postcard from the Future')).toBeVisible();
  await expect(page.getByText('1 of 5')).toBeVisible();
  const cards = page.getByRole('radio');
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  const firstTitle = (await cards.first().innerText()).split('\n')[0]!;
  await cards.first().click();
  await expect(cards.first()).toHaveAttribute('aria-checked', 'true');
  // 'View Other Options' draws 4 other cards.
  await page.getByRole('button', { name: 'View Other Options' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(escapeRe(firstTitle)) })).toHaveCount(0);
  await page.getByRole('radio').nth(2).click();
  const chosen = (await page.getByRole('radio', { checked: true }).innerText()).split('\n')[0]!;
  await page.getByRole('button', { name: 'Continue' }).click();

  // Question 2, then Back: question 1 keeps its answer.
  await expect(page.getByText('2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('1 of 5')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toContainText(chosen);
  await page.getByRole('button', { name: 'Continue' }).click();

  for (const n of [2, 3]) {
    await expect(page.getByText(`${n} of 5`)).toBeVisible();
    await page.getByRole('radio').nth(1).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  // A reload keeps the step and the answers.
  await expect(page.getByText('4 of 5')).toBeVisible();
  await page.reload();
  await expect(page.getByText('4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio').nth(3).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The free text: blank keeps Continue disabled; the counter shows the cap.
  await expect(page.getByText('5 of 5')).toBeVisible();
  const text = page.getByPlaceholder('Share your thoughts...');
  await text.fill('   ');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await text.fill('  Making hard ideas simple enough to draw on a napkin.  ');
  await expect(page.getByText('/ 280')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The answers reached the server as they were given.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingOnboardingAnswers'))).toBeNull();

  // Photo: the welcome name is prefilled; the fake camera takes the selfie.
  await skipVoiceIfShown(page);
  await expect(page.getByLabel('Your Name (optional)')).toHaveValue('Robin');
  await expect(page.getByText('Supports JPG, PNG • Max 10MB')).toBeVisible();
  await page.getByRole('button', { name: 'Take Photo' }).click();
  const shutter = page.getByRole('button', { name: 'Capture photo' });
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  const toWheel = page.getByRole('button', { name: /Continue to the Wheel/ });
  await expect(toWheel).toBeEnabled();
  const photoUrl = await page.getByRole('img', { name: 'Your photo' }).getAttribute('src');
  expect(photoUrl).toMatch(/^\/api\/photos\//);

  // A reload on the photo step keeps the photo.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', photoUrl!);
  await page.getByRole('button', { name: /Continue to the Wheel/ }).click();

  // Wheel: back goes to the photo step; then a held pointer spins.
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible();
  await expect(page.getByText('160 future roles')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Say Cheeze!' })).toBeVisible();
  await page.getByRole('button', { name: /Continue to the Wheel/ }).click();

  const hold = page.getByRole('button', { name: /Hold to Spin/ });
  // A tap shorter than 0.1 s does not spin (dispatched in one go: real input round trips can take longer than that).
  await hold.evaluate((el) => {
    const opts = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
    el.dispatchEvent(new PointerEvent('pointerdown', opts));
    el.dispatchEvent(new PointerEvent('pointerup', opts));
  });
  await expect(page.getByText('Hold the button a little longer to charge the wheel.')).toBeVisible();
  // A held mouse button charges the wheel; releasing it spins.
  await hold.hover();
  const box = (await hold.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Hold until the button shows some charge (5 % = 250 ms of a full 5 s: past the 0.1 s threshold), then let go.
  await expect(page.getByRole('button', { name: CHARGED })).toBeVisible();
  // Record what the live regions say from now on: the wheel's announcement is gone once the cover step follows.
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { announced: string[] }).announced = said;
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((el) => said.push(el.textContent ?? ''));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Spinning...' })).toBeDisabled();

  const result = page.getByTestId('role-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result).toContainText('Your Future Role:');
  // The wheel has turned with its full motion; from here on nothing waits on an animation to settle (a click waits
  // for its button to hold still, and the magazine step's entrance on two busy cores took tens of seconds).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const role = (await result.locator('p').nth(1).innerText()).trim();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
    .toContainEqual(expect.stringContaining(`Your Future Role: ${role}`));

  // The cover step follows on its own.
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('fast-cover')).toBeVisible();

  // The server recorded the spin and made the cover row.
  const sessionId = await page.evaluate(() => localStorage.getItem('tempSessionId'));
  const db = app.deps.database.db;
  const spins = await db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.sessionId, sessionId!), eq(trackingEvents.eventType, 'spin')));
  expect(spins).toHaveLength(1);
  expect(spins[0]!.roleOutcome).toBe(role);
  const covers = await db.select().from(magazineCovers).where(eq(magazineCovers.sessionId, sessionId!));
  expect(covers).toHaveLength(1);
  expect(covers[0]).toMatchObject({ roleTitle: role, userName: 'Robin', spinNumber: 0 });
  expect(covers[0]!.photoId).toBeTruthy();
  expect(covers[0]!.answers.superpower).toBe('Making hard ideas simple enough to draw on a napkin.');
  // An anonymous visitor keeps the cover id as the temporary user id.
  expect(await page.evaluate(() => localStorage.getItem('tempUserId'))).toBe(covers[0]!.id);

  // Create Another Cover clears the journey and returns to the welcome.
  await page.getByRole('button', { name: 'Create Another Cover' }).click();
  await expect(page.getByRole('heading', { name: /Meet your/ })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('tempUserId'), localStorage.getItem('pendingOnboardingAnswers')]),
  ).toEqual([null, null]);
});

test('the keyboard alone answers the quiz and spins the wheel', async ({ page, app }) => {
  await page.goto('/');
  await tabTo(page, 'What should we call you?');
  await page.keyboard.type('Kai');
  await page.keyboard.press('Enter');

  // Q1: Tab enters the radio group (one tab stop); an arrow key moves and selects.
  await expect(page.getByText('1 of 5')).toBeVisible();
  await headingFocused(page);
  await page.keyboard.press('Tab');
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(radios.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(radios.first()).toHaveAttribute('tabindex', '-1');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');

  // Q2: Space selects the focused card.
  await expect(page.getByText('2 of 5')).toBeVisible();
  await headingFocused(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(radios.first()).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');

  // Q3: ArrowLeft wraps to the last card.
  await expect(page.getByText('3 of 5')).toBeVisible();
  await headingFocused(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(radios.nth(3)).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');

  // Q4: ArrowDown then Enter.
  await expect(page.getByText('4 of 5')).toBeVisible();
  await headingFocused(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(radios.nth(1)).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');

  // Q5: the text box, then Continue.
  await expect(page.getByText('5 of 5')).toBeVisible();
  await headingFocused(page);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('Share your thoughts...')).toBeFocused();
  await page.keyboard.type('Calm in a crisis.');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');

  await skipVoiceIfShown(page);
  await headingFocused(page);
  await tabTo(page, 'Continue without a photo');
  await page.keyboard.press('Enter');

  // The wheel: hold Space for about half a second, then let go.
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible();
  await headingFocused(page);
  await tabTo(page, /Hold to Spin/);
  await page.keyboard.down(' ');
  await expect(page.getByRole('button', { name: CHARGED })).toBeVisible();
  await page.keyboard.up(' ');
  await expect(page.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
  await expect(page.getByTestId('role-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeFocused();

  const sessionId = await page.evaluate(() => localStorage.getItem('tempSessionId'));
  const covers = await app.deps.database.db
    .select()
    .from(magazineCovers)
    .where(eq(magazineCovers.sessionId, sessionId!));
  expect(covers).toHaveLength(1);
  expect(covers[0]).toMatchObject({ userName: 'Kai', photoId: null });
});

test('?voice=true routes to the voice step slot', async ({ page }) => {
  await page.goto('/?voice=true');
  await expect(page.getByRole('heading', { name: 'Share Your Future Vision' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Skip/ }).first().click();
  // No answers yet: the quiz comes next (its name is asked on the welcome first).
  await expect(page.getByRole('heading', { name: /Meet your/ })).toBeVisible();
});

test("the browser's Back on a step does the step's Back (previous question, welcome), not leave the journey", async ({
  page,
}) => {
  // Arrived from another page of the site, as a visitor clicking the logo on /privacy.
  await page.goto('/privacy');
  await page.getByRole('link', { name: 'FutureSelf home' }).click();
  await page.getByLabel('What should we call you?').fill('Robin');
  await page.getByRole('button', { name: /Spin My Future/ }).click();
  for (const n of [1, 2]) {
    await expect(page.getByText(`${n} of 5`)).toBeVisible();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByText('3 of 5')).toBeVisible();

  await page.goBack();
  await expect(page.getByText('2 of 5')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  // A reload in between keeps it working.
  await page.reload();
  await expect(page.getByText('2 of 5')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1 of 5')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Meet your future self' })).toBeVisible();
  await expect(page.getByLabel('What should we call you?')).toHaveValue('Robin');
  await expect(page).toHaveURL(/\/$/);
});
