import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { questions } from '@content/quiz';
import { entitlements, magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { expect, test, type RunningApp } from './fixtures';

/**
 * Talk (issue 11): from a poster into the chat, through the four acts to the 90-day plan and its PDF; a rating
 * shows 'Rating Recorded'; a reload resumes; a crisis message gets the resources; without Talk the paywall shows.
 */

const ROLE = 'Ocean Gardener';

/** An anonymous visitor in the page's context who owns a finished cover; optionally with a Talk entitlement. */
async function seedVisitor(page: Page, app: RunningApp, opts: { talk?: boolean } = {}) {
  const q = questions[0]!;
  const answered = await page.request.put('/api/answers', {
    data: { answers: { [q.id]: q.type === 'visual-cards' ? q.cards[0]!.id : 'x' } },
  });
  expect(answered.ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const userId = me.user.id;
  const id = newId();
  const imageKey = `covers/${id}.png`;
  const png = await sharp({ create: { width: 540, height: 675, channels: 3, background: '#16122e' } })
    .png()
    .toBuffer();
  await app.deps.storage.put(imageKey, png, 'image/png');
  await app.deps.database.db.insert(magazineCovers).values({
    id,
    sessionId: `s_${newId()}`,
    userId,
    userName: 'Maya Lindqvist',
    roleTitle: ROLE,
    watermarkText: 'FutureSelf',
    postcardContext: 'A boat on a calm sea',
    status: 'done',
    stage: 'done',
    progress: 100,
    imageKey,
  });
  if (opts.talk)
    await app.deps.database.db
      .insert(entitlements)
      .values({ id: newId(), userId, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
  return { coverId: id, userId };
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

async function type(page: Page, text: string) {
  await expect(input(page)).toBeEnabled();
  await input(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('from a poster through the four acts to the plan and its PDF; ratings, reload and resume', async ({
  page,
  app,
}) => {
  const { coverId } = await seedVisitor(page, app, { talk: true });
  await page.goto(`/talk/${coverId}`);
  await expect(page.getByRole('heading', { name: 'FutureSelf Talk' })).toBeVisible();
  await expect(page.getByTestId('act-badge')).toHaveText('Onboarding');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(`the ${ROLE}`);
  await expect(log).toContainText('AI');
  await expect(page.getByText('Confidence: 50%').first()).toBeVisible();

  // Onboarding → BÖR with a quick reply (the pipe rule: the label is shown, the value sent).
  await page.getByRole('button', { name: 'I’m studying' }).click();
  await expect(page.getByTestId('act-badge')).toHaveText('BÖR - Landscape');
  await expect(log).toContainText('I’m studying and not sure what comes next');
  const trends = page.getByRole('region', { name: 'Trends' });
  const first = trends.getByRole('article').first();
  await first.getByRole('group', { name: 'Impact on you?' }).getByRole('button', { name: 'High' }).click();
  await expect(page.getByText('Rating Recorded')).toBeVisible();
  await expect(input(page)).toBeEnabled();
  await first
    .getByRole('group', { name: 'Certainty (3-5y)?' })
    .getByRole('button', { name: 'Likely', exact: true })
    .click();
  await expect(input(page)).toBeEnabled();
  const second = trends.getByRole('article').nth(1);
  await second.getByRole('group', { name: 'Impact on you?' }).getByRole('button', { name: 'Game-changer' }).click();
  await expect(input(page)).toBeEnabled();

  // A reload resumes the stored conversation, with the ratings on the cards.
  await page.reload();
  await expect(page.getByTestId('act-badge')).toHaveText('BÖR - Landscape');
  await expect(
    page
      .getByRole('region', { name: 'Trends' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'High', pressed: true }),
  ).toBeVisible();

  // VILL.
  await page.getByRole('button', { name: 'I’ve rated enough' }).click();
  await expect(page.getByTestId('act-badge')).toHaveText('VILL - Vision');
  await type(page, 'Working with friends on a research boat, cleaning coral reefs');
  await expect(log).toContainText('research boat');
  await type(page, 'That the reefs come back and people learn why');
  await expect(log.getByRole('article').filter({ hasText: 'A letter from your future self' }).first()).toBeVisible();

  // KAN.
  await page.getByRole('button', { name: 'On to my strengths' }).click();
  await expect(page.getByTestId('act-badge')).toHaveText('KAN - Capabilities');
  await page.getByRole('group', { name: 'Quick replies' }).getByRole('button').first().click();
  await expect(input(page)).toBeEnabled();
  await page.getByRole('button', { name: 'A language or culture' }).click();

  // SKALL: keep an idea, start the experiment, the plan.
  await expect(page.getByTestId('act-badge')).toHaveText('SKALL - Strategy');
  const ideas = page.getByRole('region', { name: 'Ideas' });
  await ideas.getByRole('article').first().getByRole('button', { name: 'Keep' }).click();
  const experiment = log.getByRole('article').filter({ hasText: 'Measure:' }).last();
  await expect(experiment).toBeVisible();
  await experiment.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Open your 90-day plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Your 90-day plan' });
  await expect(plan).toContainText(`the future ${ROLE}`);
  await expect(plan).toContainText('Weeks 1-2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    plan.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toContain(ROLE);
});

test('a crisis message gets the help resources, and the coaching pauses', async ({ page, app }) => {
  const { coverId } = await seedVisitor(page, app);
  await page.goto(`/chat/${coverId}`);
  await type(page, 'honestly I want to end my life');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('findahelpline.com');
  await expect(log).toContainText('pausing our career talk');
  await expect(page.getByTestId('act-badge')).toHaveText('Onboarding');
});

test('without Talk, the free exchanges end in the paywall leading to /talks-checkout', async ({ page, app }) => {
  await seedVisitor(page, app);
  await page.goto('/talk');
  await page.getByRole('button', { name: 'In between' }).click();
  await expect(page.getByTestId('act-badge')).toHaveText('BÖR - Landscape');
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Show me more trends' }).click();
    await expect(input(page)).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Show me more trends' }).click();
  const paywall = page.getByRole('dialog', { name: 'Keep talking with FutureSelf Talk' });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('link', { name: 'Unlock Talk — €9/month' })).toHaveAttribute(
    'href',
    '/talks-checkout',
  );
  await paywall.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByText('You’ve reached the end of the free conversation.')).toBeVisible();
  // Everything said so far is kept.
  await page.reload();
  await expect(page.getByText('You’ve reached the end of the free conversation.')).toBeVisible();
});

test('/talks lists the conversations; /cards-demo shows the cards and their demo toasts', async ({ page, app }) => {
  const { coverId } = await seedVisitor(page, app);
  await page.goto(`/talk/${coverId}`);
  await expect(page.getByRole('button', { name: 'I’m working' })).toBeVisible();
  await page.goto('/talks');
  await page.getByRole('link', { name: new RegExp(`The future ${ROLE}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/talk/${coverId}$`));
  await expect(page.getByTestId('act-badge')).toHaveText('Onboarding');

  await page.goto('/cards-demo');
  await page.getByRole('radio', { name: 'Idea' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await expect(page.getByText('Idea Saved')).toBeVisible();
  await page.getByRole('region', { name: 'Sample trends' }).getByRole('button', { name: 'Minimal' }).first().click();
  await expect(page.getByText('Rating Recorded')).toBeVisible();
});
