import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { initialState } from '@core/talk-engine/index';
import { TALK_SHARE_TEXT } from '@core/contracts/sprint-report';
import {
  coachProfiles,
  sprintSessions,
  talkConversations,
  talkShareConsents,
  users,
  voiceMessages,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { makeCover, makeOrder } from '../helpers/factories';
import { expect, test, type RunningApp } from './fixtures';

/**
 * The sprint report, from three done sessions on: the coach opens the client's dossier, assembles
 * the report, edits it and sends it; the client opens the e-mailed link and downloads the PDF. The booking before
 * it is sprint.spec.ts's; here the order and sessions are rows. SHOTS=dir also saves screenshots of the three screens
 * at 390x844 and 1280x800 (no assertion depends on them).
 */

async function account(browser: Browser, app: RunningApp, name: string) {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 390, height: 844 } });
  const email = `e2e-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-pass-1', name },
    headers: { origin: app.baseURL },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  return { page: await context.newPage(), id, email };
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function seedSprint(app: RunningApp, clientId: string, coachId: string) {
  const db = app.deps.database.db;
  await db.update(users).set({ role: 'coach' }).where(eq(users.id, coachId));
  await db.insert(coachProfiles).values({ userId: coachId, displayName: 'Cora Berg', timeZone: 'Europe/Stockholm' });
  const poster = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 107, g: 77, b: 255 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><text x="40" y="120" font-size="64" font-family="serif" fill="#fff">FUTURE</text><text x="40" y="740" font-size="40" font-family="sans-serif" fill="#ffb020">Ocean Farmer</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await makeCover(app, clientId, {
    role: 'Ocean Farmer',
    name: 'Maya Lindqvist',
    image: poster,
    extra: { answers: { postcard: 'pc_universal_harmony', superpower: 'Talking to anyone about anything' } },
  });
  await db.insert(talkConversations).values({
    id: newId(),
    userId: clientId,
    roleTitle: 'Ocean Farmer',
    state: {
      ...initialState(),
      situation: 'Second year of biology, unsure what comes after',
      vision: 'Running a kelp farm co-op by the sea',
      values: 'Being outdoors and useful',
      strengths: ['Patience', 'Storytelling'],
      ratings: { 'ai-copilots-everywhere': { impact: 4, certainty: 5 } },
      letters: ['the-first-no'],
    },
  });
  await db.insert(voiceMessages).values({
    id: newId(),
    userId: clientId,
    audioKey: `voice/${newId()}.webm`,
    mimeType: 'audio/webm',
    bytes: 10,
    durationSeconds: 14,
    transcript: 'I want to work by the sea.',
  });
  // The client lets their coach see Talk's highlights (decision 069).
  await db
    .insert(talkShareConsents)
    .values({ id: newId(), userId: clientId, agreed: true, consentText: TALK_SHARE_TEXT });
  const orderId = await makeOrder(app, clientId);

  const day = 86_400_000;
  for (const number of [1, 2, 3]) {
    const startsAt = new Date(Date.now() - (4 - number) * day);
    await db.insert(sprintSessions).values({
      id: newId(),
      orderId,
      clientUserId: clientId,
      coachUserId: coachId,
      number,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      status: 'done',
    });
  }
}

test('the coach assembles, edits and sends the sprint report; the client opens it and downloads the PDF', async ({
  browser,
  app,
}) => {
  if (process.env.SHOTS) test.setTimeout(300_000);
  const client = await account(browser, app, 'Maya Lindqvist');
  const coach = await account(browser, app, 'Cora Berg');
  await seedSprint(app, client.id, coach.id);

  // ---- the coach: the dossier ----
  const c = coach.page;
  await c.goto(`/coach/clients/${client.id}`);
  await expect(c.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
  await expect(c.getByRole('img', { name: /the future Ocean Farmer/ })).toBeVisible();
  await expect(c.getByText('Running a kelp farm co-op by the sea')).toBeVisible();
  await expect(c.getByText('The client has a voice message but has not shared it with their coach.')).toBeVisible();
  await shot(c, 'dossier');

  // ---- assemble, edit, send ----
  await c.getByRole('link', { name: 'Sprint report' }).click();
  await expect(c.getByTestId('sessions-done')).toHaveText('3 of 3 sessions done');
  await c.getByRole('button', { name: 'Assemble the report' }).click();
  const summary = c.getByRole('textbox', { name: 'Summary' });
  await expect(summary).toContainText('Maya');
  await summary.fill('Maya, the sea is calling. Here is how you answer it in 90 days.');
  await c.getByRole('textbox', { name: 'Focus, Weeks 1-2' }).fill('Visit two kelp farms');
  await c
    .getByRole('textbox', { name: 'Your note on “An AI co-pilot in every job”' })
    .fill('Use it for your logbooks.');
  await shot(c, 'report-editor');
  await c.getByRole('button', { name: 'Send the report' }).click();
  await c.getByRole('button', { name: 'Yes, send' }).click();
  await expect(c.getByRole('status').filter({ hasText: 'Sent on' })).toBeVisible();

  // ---- the client: the e-mailed link, the page, the PDF ----
  const p = client.page;
  await p.goto(`/dev/outbox?to=${encodeURIComponent(client.email)}`);
  const mail = p.getByRole('article').filter({ hasText: 'Your sprint report is ready' });
  await mail
    .getByRole('link', { name: /\/sprint\/report\// })
    .first()
    .click();
  await expect(p.getByRole('heading', { level: 1, name: 'Maya’s sprint report' })).toBeVisible();
  await expect(p.getByText('Maya, the sea is calling. Here is how you answer it in 90 days.')).toBeVisible();
  await expect(p.getByText('Visit two kelp farms')).toBeVisible();
  await expect(p.getByText('Use it for your logbooks.')).toBeVisible();
  await shot(p, 'report-page');
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Maya-sprint-report.pdf');
  const pdf = await PDFDocument.load(readFileSync(await download.path()));
  expect(pdf.getTitle()).toContain('Ocean Farmer');
});
