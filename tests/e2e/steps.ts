import type { Page } from '@playwright/test';
import { questions } from '@content/quiz';
import { roles } from '@content/roles';
import { makeCover, type CoverOptions } from '../helpers/factories';
import { expect, type RunningApp } from './fixtures';

/**
 * Journey steps several specs take on the way to what they test. Each spec still asserts what it cares about after
 * them (the role result, the cover heading, its own timeouts).
 */

function finishedAnswers() {
  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Seeing the pattern before anyone else does.';
  return answers;
}

/** A finished quiz written into the stored journey, as the home flow keeps it (`fs.journey`): the wheel comes next. */
export async function storeFinishedQuiz(page: Page, name: string) {
  const answers = finishedAnswers();
  await page.evaluate(
    ([answers, name]) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({ v: 1, step: 'spinner', questionIndex: 4, answers, name, voiceHandled: true, spinNumber: 0 }),
      ),
    [answers, name] as const,
  );
}

/** Home, a finished quiz, a reload: the test starts at the wheel. */
export async function startAtWheel(page: Page, name = 'Robin') {
  await page.goto('/');
  await storeFinishedQuiz(page, name);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spin the Wheel of Destiny' })).toBeVisible();
}

/** Hold 'Hold to Spin' with the space bar for 300 ms, as a visitor holds it, then let go. */
export async function holdToSpin(page: Page) {
  const hold = page.getByRole('button', { name: /Hold to Spin/ });
  await hold.focus();
  await page.keyboard.down(' ');
  await page.waitForTimeout(300);
  await page.keyboard.up(' ');
}

/** The year-of-birth question (trust feature), asked once before voice cloning, checkout and the show application. */
export async function answerBirthYear(page: Page, year: number) {
  await page.getByLabel('What year were you born?').fill(String(year));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * The magazine step of a finished cover without spinning or rendering one (for specs that are not about covers):
 * the visitor's answers saved (the anonymous session), a finished cover of theirs seeded in the database and storage,
 * and the stored journey at the result step with that role and cover. The spin and the cover have their own specs
 * (journey, magazine, share). Answers the cover's id.
 */
export async function startAtResult(page: Page, app: RunningApp, name = 'Robin', cover: CoverOptions = {}) {
  const answers = finishedAnswers();
  await page.goto('/');
  expect((await page.request.put('/api/answers', { data: { answers } })).ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const role = roles[3]!;
  const coverId = await makeCover(app, me.user.id, {
    role: role.title,
    name,
    ...cover,
    extra: { answers, ...cover.extra },
  });
  const journey = {
    v: 1,
    step: 'result',
    questionIndex: 4,
    answers,
    name,
    voiceHandled: true,
    spinNumber: 1,
    role: { index: 3, title: role.title, blurb: role.blurb, tone: role.tone, theme: role.theme },
    cover: { id: coverId, watermarkText: 'FutureSelf', createdAt: new Date().toISOString() },
  };
  await page.evaluate(
    ([journey, userId]) => {
      localStorage.setItem('fs.journey', journey);
      localStorage.setItem('tempUserId', userId);
    },
    [JSON.stringify(journey), coverId] as const,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Magazine Cover is Ready!' })).toBeVisible();
  return coverId;
}
