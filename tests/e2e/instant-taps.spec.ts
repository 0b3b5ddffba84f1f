import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { questions } from '@content/quiz';
import { TRANSCRIPT_MESSAGES } from '@core/contracts/voice-transcript';
import { initialState, type EngineState } from '@core/talk-engine';
import {
  entitlements,
  sponsorships,
  talkConversations,
  talkMessages,
  weeklyGuidance,
  weeklyGuidanceWeeks,
  weeklySponsorConsents,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { sendDueWeeks } from '@server/features/weekly-guidance/service';
import { makeCover, makeOrder } from '../helpers/factories';
import { expect, test, type RunningApp } from './fixtures';

/**
 * Controls tapped the instant they appear (decisions 078, 079, 087): the weekly guidance panel on the plan (a week's
 * answer, the schedule's Save, Stop, Start, the sponsor's note) and "Save what I said" on the voice card. Each tap
 * takes effect (the server holds it), none is lost to a control that re-renders under the finger.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A signed-up person who paid for Talk, with a done 90-day plan on their poster, week 1 sent, and a paid sponsor. */
async function planWithWeekSent(page: Page, app: RunningApp) {
  const email = `taps-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-pass-1', name: 'Maya Lindqvist' },
  });
  expect(signUp.status()).toBe(200);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const db = app.deps.database.db;
  const coverId = await makeCover(app, userId, { role: 'Ocean Farmer', name: 'Maya Lindqvist' });
  await db
    .insert(entitlements)
    .values({ id: newId(), userId, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
  const state = {
    ...initialState(),
    step: 'done',
    vision: 'Running a kelp farm co-op by the sea',
    experiments: [
      {
        id: 'e1',
        ideaId: 'i1',
        title: 'Two weekends on a kelp farm',
        description: 'Help out and keep notes',
        metric: 'Would I go back?',
        due_date: '2026-12-20',
        started: true,
      },
    ],
  } as EngineState;
  const conversationId = newId();
  await db
    .insert(talkConversations)
    .values({ id: conversationId, userId, coverId, coverKey: coverId, state, roleTitle: 'Ocean Farmer', nextSeq: 1 });
  await db.insert(talkMessages).values({
    id: newId(),
    conversationId,
    seq: 0,
    role: 'assistant',
    content: 'Your plan is ready. Open it whenever you like.',
  });
  const settings = await page.request.put('/api/weekly/settings', { data: { timeZone: 'Europe/Stockholm' } });
  expect(settings.status()).toBe(200);
  const [row] = await db.select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, userId));
  await sendDueWeeks(app.deps, new Date(row!.nextDueAt!.getTime() + 1000));
  // A sponsor who paid: the panel asks about their monthly note.
  const sponsorshipId = newId();
  await db.insert(sponsorships).values({
    id: sponsorshipId,
    tokenHash: newId(),
    userId,
    serviceType: 'talk',
    parentNames: 'Anna',
    parentEmail: `anna-${newId().toLowerCase()}@example.com`,
    message: 'Please',
    firstName: 'Maya',
  });
  await makeOrder(app, userId, { product: 'talk', paidBy: 'sponsor', sponsorshipId });
  return { userId, sponsorshipId, email };
}

test('the weekly guidance panel: each control tapped the instant it appears takes effect', async ({ page, app }) => {
  const { userId, sponsorshipId } = await planWithWeekSent(page, app);
  const db = app.deps.database.db;
  const weekRow = async () =>
    (await db.select().from(weeklyGuidanceWeeks).where(eq(weeklyGuidanceWeeks.userId, userId)))[0];
  const settingsRow = async () => (await db.select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, userId)))[0]!;

  await page.goto('/talk');
  await page.getByRole('button', { name: 'Open your 90-day plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Your 90-day plan' });
  const panel = plan.getByRole('region', { name: 'Weekly guidance' });

  // A week's answer, tapped as soon as it shows.
  await panel.getByRole('group', { name: 'Week 1' }).getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByRole('group', { name: 'Week 1' }).getByRole('button', { name: 'Done' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await weekRow())?.answer).toBe('done');
  await expect(panel.getByTestId('weeks-done')).toHaveText('1 of 13 weeks done');
  // Changed at once to another answer: the second tap stands too.
  await panel.getByRole('group', { name: 'Week 1' }).getByRole('button', { name: 'Not yet' }).click();
  await expect.poll(async () => (await weekRow())?.answer).toBe('not_yet');

  // The schedule: a day chosen and Save tapped at once.
  await panel.getByLabel('Send it on').selectOption('Thursday');
  await panel.getByLabel('at', { exact: true }).fill('18:30');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => [(await settingsRow()).weekday, (await settingsRow()).minuteOfDay]).toEqual([3, 1110]);

  // Stop, then Start the instant it appears.
  await panel.getByRole('button', { name: 'Stop weekly guidance' }).click();
  await panel.getByRole('button', { name: 'Start weekly guidance' }).click();
  await expect(panel.getByRole('button', { name: 'Stop weekly guidance' })).toBeVisible();
  await expect.poll(async () => (await settingsRow()).active).toBe(true);

  // The sponsor's monthly note: ticked as soon as it shows.
  const note = panel.getByRole('checkbox', { name: /Progress notes for Anna/ });
  await note.check();
  await expect(note).toBeChecked();
  await expect
    .poll(
      async () =>
        (await db.select().from(weeklySponsorConsents).where(eq(weeklySponsorConsents.sponsorshipId, sponsorshipId)))[0]
          ?.consent,
    )
    .toBe(true);
});

test("the weekly e-mail's Done link, opened from the mail, marks the week on the plan", async ({ page, app }) => {
  const { email } = await planWithWeekSent(page, app);
  // The mail as the local outbox lists it: its first one-tap answer link is the button, "Done".
  const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).text();
  const done = /href="([^"]*\/weekly\/answer\/[^"]+)"/.exec(outbox)?.[1];
  expect(done).toBeTruthy();
  await page.goto(done!.replaceAll('&amp;', '&'));
  await expect(page.getByRole('heading', { name: 'Week 1: done' })).toBeVisible();

  await page.goto('/talk');
  await page.getByRole('button', { name: 'Open your 90-day plan' }).click();
  const panel = page.getByRole('dialog', { name: 'Your 90-day plan' }).getByRole('region', { name: 'Weekly guidance' });
  await expect(panel.getByRole('group', { name: 'Week 1' }).getByRole('button', { name: 'Done' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByTestId('weeks-done')).toHaveText('1 of 13 weeks done');
});

test('"Save what I said" on the voice card, tapped the instant it appears, saves what was typed', async ({ page }) => {
  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Explaining hard things simply.';
  await page.goto('/auth');
  await page.evaluate(
    (answers) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({
          v: 1,
          step: 'result',
          questionIndex: 4,
          answers,
          name: 'Robin',
          role: { index: 0, title: 'Space Janitor', blurb: 'Keeps orbit tidy.', tone: 'humorous', theme: 'space' },
          voiceHandled: true,
        }),
      ),
    answers,
  );
  const webm = await readFile(path.join(root, 'src/server/features/voice/fixtures/speech-12s.webm'));
  const up = await page.request.post('/api/voice/messages', { data: webm, headers: { 'content-type': 'audio/webm' } });
  expect(up.status()).toBe(201);
  const { message } = (await up.json()) as { message: { id: string } };

  await page.goto('/');
  const card = page.getByTestId('voice-card');
  // Tapped at once, with nothing typed: saved (an empty correction), said so.
  await card.getByRole('button', { name: 'Save what I said' }).click();
  await expect(card.getByText(TRANSCRIPT_MESSAGES.saved)).toBeVisible();
  // Typed and tapped at once: the words are the server's.
  await card.getByRole('textbox', { name: 'What you said' }).fill('I want to teach science by the sea.');
  await card.getByRole('button', { name: 'Save what I said' }).click();
  await expect(card.getByText(TRANSCRIPT_MESSAGES.saved)).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/voice/messages/${message.id}/transcript`)).json()) as {
            transcript: { text: string | null };
          }
        ).transcript.text,
    )
    .toBe('I want to teach science by the sea.');
  // Still there after a reload (not only in the field).
  await page.reload();
  await expect(page.getByTestId('voice-card').getByRole('textbox', { name: 'What you said' })).toHaveValue(
    'I want to teach science by the sea.',
  );
});
