import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { questions } from '@content/quiz';
import { voiceMessages } from '@server/db/schema';
import { expect, test } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A finished quiz in the stored journey (the last answer given), so the voice step leads on to the photo step. */
async function finishedQuiz(page: Page, extra: Record<string, unknown> = {}) {
  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Explaining hard things simply.';
  await page.goto('/auth');
  await page.evaluate(
    ([answers, extra]) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({ v: 1, step: 'questions', questionIndex: 4, answers, name: 'Robin', ...extra }),
      ),
    [answers, extra] as const,
  );
}

const journey = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('fs.journey') ?? 'null') as {
        step: string;
        voice: unknown;
        voiceHandled: boolean;
      },
  );

test('record with the microphone, play it back, continue: the recording is stored and plays back from the server', async ({
  page,
  app,
}) => {
  await finishedQuiz(page);
  await page.goto('/?voice=true');
  await expect(page.getByRole('heading', { name: 'Share Your Future Vision' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cont = page.getByRole('button', { name: 'Continue to Photo' });
  await expect(cont).toBeDisabled();
  await expect(page.getByText('Minimum 60 seconds recommended')).toBeVisible();

  await page.getByRole('button', { name: 'Start recording' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible();
  // The level meter moves with the (fake) microphone.
  const meterPeak = () =>
    page
      .getByTestId('level-meter')
      .evaluate((el) =>
        Math.max(
          ...[...el.children].map((c) =>
            Number(/scaleY\(([\d.]+)\)/.exec((c as HTMLElement).style.transform)?.[1] ?? 0),
          ),
        ),
      );
  await expect.poll(meterPeak, { timeout: 5_000 }).toBeGreaterThan(0.15);
  await expect(page.getByRole('timer')).toHaveText('0:05', { timeout: 8_000 });
  await expect(cont).toBeDisabled();
  // The timer may skip a second when the page lags: wait for 11 s or a little more, not exactly 0:11.
  await expect(page.getByRole('timer')).toHaveText(/^0:1[1-3]$/, { timeout: 10_000 });
  await stop.click();
  await expect(cont).toBeEnabled();
  // The recorded length is about where we stopped; on a loaded 2-core CI machine the click can land a second or two late.
  await expect(page.getByRole('timer')).toHaveText(/^0:1[1-5]$/);

  // Listen back.
  await page.getByRole('button', { name: 'Play your recording' }).click();
  await expect(page.getByRole('button', { name: 'Pause playback' })).toBeVisible();
  await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
  await page.getByRole('button', { name: 'Pause playback' }).click();
  await expect(page.getByRole('button', { name: 'Play your recording' })).toBeVisible();

  // Continue: the upload, then the photo step (under 60 s: no consent screen).
  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/voice/messages') && r.request().method() === 'POST'),
    cont.click(),
  ]);
  expect(upload.status()).toBe(201);
  const { message } = (await upload.json()) as { message: { id: string; url: string; durationSeconds: number } };
  await expect(page.getByRole('heading', { name: 'Say Cheeze!' })).toBeVisible();
  expect(await journey(page)).toMatchObject({
    step: 'photo',
    voiceHandled: true,
    voice: { messageId: message.id, voiceId: null },
  });

  const [row] = await app.deps.database.db.select().from(voiceMessages).where(eq(voiceMessages.id, message.id));
  expect(row).toBeDefined();
  expect(row!.mimeType).toMatch(/^audio\/webm/);
  expect(row!.durationSeconds).toBeGreaterThan(9.5);
  expect(row!.durationSeconds).toBeLessThan(16);

  // The owner gets the very bytes back, and the browser plays them from the server.
  const audio = await page.request.get(message.url);
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toMatch(/^audio\/webm/);
  const bytes = await audio.body();
  expect(bytes.length).toBe(row!.bytes);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (WebM)
  const played = await page.evaluate(async (url) => {
    const a = new Audio(url);
    await new Promise((resolve, reject) => {
      a.oncanplay = resolve;
      a.onerror = () => reject(new Error(`audio error ${a.error?.code}`));
    });
    // Played: the position moves past 0.1 s (or the recording ends, and the check below tells).
    const moved = new Promise((resolve) => {
      a.ontimeupdate = () => {
        if (a.currentTime > 0.1) resolve(undefined);
      };
      a.onended = () => resolve(undefined);
    });
    await a.play();
    await moved;
    a.pause();
    return a.currentTime;
  }, message.url);
  expect(played).toBeGreaterThan(0.1);
});

test('a denied microphone: Microphone Access Required, the error toast, and Skip Voice Recording leads to the photo step', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await finishedQuiz(page);
  await page.goto('/?voice=true');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('heading', { name: 'Microphone Access Required' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Microphone Access Required' })).toBeFocused();
  await expect(page.getByText('Unable to access microphone. Please check your permissions.')).toBeVisible();
  await page.getByRole('button', { name: /Skip Voice Recording/ }).click();
  await expect(page.getByRole('heading', { name: 'Say Cheeze!' })).toBeVisible();
  expect(await journey(page)).toMatchObject({ step: 'photo', voiceHandled: true, voice: null });
});

test('the voice card on the result: own recording, a message from the future self with captions, delete with a confirm', async ({
  page,
}) => {
  await finishedQuiz(page, {
    step: 'result',
    role: { index: 0, title: 'Space Janitor', blurb: 'Keeps orbit tidy.', tone: 'humorous', theme: 'space' },
    voiceHandled: true,
  });
  // A recording made by this visitor (the same cookies as the page).
  const webm = await readFile(path.join(root, 'src/server/features/voice/fixtures/speech-12s.webm'));
  const up = await page.request.post('/api/voice/messages', { data: webm, headers: { 'content-type': 'audio/webm' } });
  expect(up.status()).toBe(201);
  await page.goto('/');
  const card = page.getByTestId('voice-card');
  await expect(card.getByRole('heading', { name: 'Hear from your future self' })).toBeVisible();
  await expect(card.getByText('Your message to the future')).toBeVisible();
  await expect(card.getByText('0:12')).toBeVisible();
  await card.getByRole('button', { name: 'Play your recording' }).click();
  await expect(card.getByRole('button', { name: 'Pause your recording' })).toBeVisible();

  await card.getByRole('button', { name: /Play a message from your future self/ }).click();
  await expect(card.getByTestId('future-caption')).toContainText('Space Janitor');
  await expect(card.getByTestId('future-caption')).toContainText('Robin');

  await card.getByRole('button', { name: 'Delete my recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your recording?' });
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Delete my recording' }).click();
  await dialog.getByRole('button', { name: 'Delete Recording' }).click();
  await expect(card.getByRole('link', { name: /Record your voice/ })).toBeVisible();
  const { message } = (await (await page.request.get('/api/voice/messages/latest')).json()) as { message: unknown };
  expect(message).toBeNull();

  await card.getByRole('link', { name: /Record your voice/ }).click();
  await expect(page).toHaveURL(/\/voice-intro$/);
});

test('/voice-intro: the 0:30 demo plays with a timer, and Start Voice Recording opens the voice step', async ({
  page,
}) => {
  await page.goto('/voice-intro');
  await expect(page.getByRole('heading', { name: 'Hear from your future self' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Record Your Voice?' })).toBeVisible();
  for (const t of ['Personal connection', 'Better retention', 'Unique experience'])
    await expect(page.getByRole('heading', { name: t })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Experience' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip and use the default voice' })).toHaveAttribute('href', '/');

  await expect(page.getByTestId('demo-time')).toHaveText('0:00');
  await page.getByRole('button', { name: 'Play a 30 second sample message' }).click();
  await expect(page.getByTestId('demo-time')).toHaveText('0:02', { timeout: 5_000 });
  await page.getByRole('button', { name: 'Stop the sample message' }).click();
  await expect(page.getByTestId('demo-time')).toHaveText('0:00');

  await page.getByRole('link', { name: 'Start Voice Recording' }).click();
  await expect(page.getByRole('heading', { name: 'Share Your Future Vision' })).toBeVisible();
});
