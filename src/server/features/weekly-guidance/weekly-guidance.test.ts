import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { AppDeps } from '@server/context';
import type { WeeklyView } from '@core/contracts/weekly-guidance';
import { initialState, type EngineState } from '@core/talk-engine';
import {
  entitlements,
  sponsorships,
  talkConversations,
  talkMessages,
  users,
  weeklyGuidance,
  weeklyGuidanceWeeks,
  weeklySponsorConsents,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { outbox } from '@server/features/payments/test-support';
import { account } from '@server/features/show/test-support';
import { startJobQueue, type JobDefinition, type JobQueue } from '@server/jobs/index';
import { followUpNote, sendDueWeeks, weeklyFollowUp } from './service';
import { olderSelfRequest } from '../talk/older-self-request';
import { sendSponsorNotes } from './sponsor';
import { nextDueAfter, weekTasks } from './schedule';

/**
 * Weekly guidance (decision 078): the week goes out once across two instances on one database, never to a person
 * whose Talk has ended; the e-mail's "done" link records once; the sponsor's note only with consent.
 */
let t: TestApp;
let other: TestApp | null = null;
let bDeps: AppDeps;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_MONITOR_SECONDS: '1' });
  if (process.env.DATABASE_URL) {
    other = await createTestApp({ JOBS_MONITOR_SECONDS: '1' });
    bDeps = other.deps;
  } else bDeps = { ...t.deps };
});
afterAll(async () => {
  for (const q of queues) await q.stop({ graceful: false }).catch(() => undefined);
  await other?.close();
  await t.close();
});

const db = () => t.deps.database.db;
const DAY = 86_400_000;

/** A signed-up person with a ready 90-day plan and Talk. */
async function person(name = 'Maya Lindqvist', talk: 'active' | 'canceled' = 'active') {
  const { c, email } = await account(t);
  const [u] = await db().update(users).set({ name }).where(eq(users.email, email)).returning({ id: users.id });
  const id = u!.id;
  const state: EngineState = {
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
  await db().insert(talkConversations).values({ id: conversationId, userId: id, state, roleTitle: 'Ocean Farmer' });
  await db()
    .insert(entitlements)
    .values({ id: newId(), userId: id, product: 'talk', status: talk, paidBy: 'self', periodEnd: null });
  return { c, id, email, conversationId };
}

async function startWeekly(p: Awaited<ReturnType<typeof person>>) {
  const res = await p.c.json<WeeklyView>('/api/weekly/settings', {
    method: 'PUT',
    json: { timeZone: 'Europe/Stockholm' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const mailsTo = (to: string) => outbox(t).filter((m) => m.to === to && /^Week |’s month/.test(m.subject));
const linkPath = (text: string, kind: 'answer' | 'stop', n = 0) =>
  [...text.matchAll(new RegExp(`http://localhost:3000(/weekly/${kind}/\\S+)`, 'g'))][n]![1]!;

describe('the schedule', () => {
  it('spreads the plan over 13 weeks and finds the next Monday 09:00 in the zone', () => {
    const tasks = weekTasks({
      weeks: [
        { label: 'Weeks 1-2', focus: 'f', tasks: ['A', 'B'] },
        { label: 'Weeks 3-6', focus: 'f', tasks: ['Call Sam', 'D'] },
        { label: 'Weeks 7-10', focus: 'f', tasks: ['E', 'F'] },
        { label: 'Weeks 11-13', focus: 'f', tasks: ['G', 'H'] },
      ],
    });
    expect(tasks).toHaveLength(13);
    expect(tasks.slice(0, 4)).toEqual(['A', 'B', 'Call Sam', 'Keep going, and finish it: call Sam']);
    // Friday 27 Nov 2026 20:00 UTC → Monday 30 Nov 09:00 in Stockholm (08:00 UTC)
    const due = nextDueAfter(new Date('2026-11-27T20:00:00Z'), {
      weekday: 0,
      minuteOfDay: 540,
      timeZone: 'Europe/Stockholm',
    });
    expect(due.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe('weekly guidance', () => {
  it('sends the week once across two instances, by e-mail and in Talk', async () => {
    const p = await person();
    const started = await startWeekly(p);
    expect(started.settings).toMatchObject({ weekday: 0, minuteOfDay: 540, timeZone: 'Europe/Stockholm' });
    // due now: both instances' queues run the job every second
    await db()
      .update(weeklyGuidance)
      .set({ nextDueAt: new Date(Date.now() - 60_000) })
      .where(eq(weeklyGuidance.userId, p.id));
    const ran: string[] = [];
    const def: JobDefinition = {
      name: `t-weekly-${newId().slice(0, 8).toLowerCase()}`,
      run: async (deps) => ran.push(JSON.stringify(await sendDueWeeks(deps, new Date()))),
      schedule: { everySeconds: 1 },
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
    };
    queues.push(await startJobQueue(t.deps, [def], { attach: false }));
    queues.push(await startJobQueue(bDeps, [def], { attach: false }));
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(3), { timeout: 20_000, interval: 50 });
    // and two runs at the same moment on both instances
    await Promise.all([sendDueWeeks(t.deps), sendDueWeeks(bDeps)]);

    const weeks = await db().select().from(weeklyGuidanceWeeks).where(eq(weeklyGuidanceWeeks.userId, p.id));
    expect(weeks.map((w) => w.week)).toEqual([1]);
    const mails = mailsTo(p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Week 1: your one step, Maya');
    expect(mails[0]!.text).toContain(weeks[0]!.task);
    const inTalk = await db()
      .select()
      .from(talkMessages)
      .where(and(eq(talkMessages.conversationId, p.conversationId), sql`${talkMessages.content} like 'Week 1:%'`));
    expect(inTalk).toHaveLength(1);
    expect(inTalk[0]!.role).toBe('assistant');
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    expect(row!.nextWeek).toBe(2);
    expect(row!.nextDueAt!.getTime()).toBeGreaterThan(Date.now());
  }, 60_000);

  it('skips a person whose Talk has ended', async () => {
    const p = await person('Omar Haddad', 'canceled');
    await startWeekly(p);
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    const at = new Date(row!.nextDueAt!.getTime() + 1000);
    const r = await sendDueWeeks(t.deps, at);
    expect(r.skipped).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(weeklyGuidanceWeeks).where(eq(weeklyGuidanceWeeks.userId, p.id))).toHaveLength(0);
    expect(mailsTo(p.email)).toHaveLength(0);
    const [after] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    expect(after!.nextWeek).toBe(1);
    expect(after!.nextDueAt!.getTime()).toBeGreaterThan(at.getTime());
  });

  it('records "done" from the e-mail link once, shows it on the plan, and stops in one tap', async () => {
    const p = await person('Lea Novak');
    await startWeekly(p);
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    await sendDueWeeks(t.deps, new Date(row!.nextDueAt!.getTime() + 1000));
    const mail = mailsTo(p.email)[0]!;
    const visitor = t.client(); // the e-mail's link works in any browser: the link is the key

    const first = await visitor.request(linkPath(mail.text, 'answer', 0));
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Week 1: done');
    const again = await visitor.request(linkPath(mail.text, 'answer', 0));
    expect(await again.text()).toContain('Already noted');
    const notYet = await visitor.request(linkPath(mail.text, 'answer', 1));
    expect(await notYet.text()).toContain('Nothing new was recorded');
    const weeks = await db().select().from(weeklyGuidanceWeeks).where(eq(weeklyGuidanceWeeks.userId, p.id));
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ week: 1, answer: 'done', answeredVia: 'email' });

    const tampered = await visitor.request(`${linkPath(mail.text, 'answer', 0).slice(0, -3)}abc`);
    expect(tampered.status).toBe(400);

    const view = await p.c.json<WeeklyView>('/api/weekly');
    expect(view.body.weeks).toEqual([expect.objectContaining({ week: 1, answer: 'done' })]);
    const followUp = await weeklyFollowUp({ db: db() }, p.id);
    expect(followUp).toMatchObject({ week: 1, answer: 'done', task: weeks[0]!.task });
    expect(followUp!.note).toContain('marked it done');
    // The older self follows up once: on the first message after the week was sent, not on later ones.
    const sent = weeks[0]!.sentAt;
    const note = await followUpNote({ db: db() }, p.id, new Date(sent.getTime() - 60_000));
    expect(note).toBe(followUp!.note);
    expect(await followUpNote({ db: db() }, p.id, new Date(sent.getTime() + 60_000))).toBeNull();
    expect(await followUpNote({ db: db() }, p.id, null, new Date(sent.getTime() + 9 * 24 * 3600_000))).toBeNull();
    const { initialState } = await import('@core/talk-engine/index');
    const request = olderSelfRequest({
      profile: { seed: 'c1', name: 'Lea', role: 'Ocean Gardener', contexts: [], superpower: null, transcript: null },
      state: initialState(),
      reply: { content: 'Welcome back.', type: 'text' },
      userText: 'hi again',
      history: [],
      extras: { followUp: note },
    });
    expect(request.task.startsWith(note!)).toBe(true);

    const stop = await visitor.request(linkPath(mail.text, 'stop'));
    expect(await stop.text()).toContain('Weekly guidance is off');
    expect(await (await visitor.request(linkPath(mail.text, 'stop'))).text()).toContain('already off');
    const [stopped] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    expect(stopped).toMatchObject({ active: false, nextDueAt: null });
  });
});

describe("the sponsor's progress note", () => {
  it('is sent only with the sponsored person’s consent, monthly, without the plan’s words', async () => {
    const p = await person('Maya Berg');
    await startWeekly(p);
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    await sendDueWeeks(t.deps, new Date(row!.nextDueAt!.getTime() + 1000));
    const sponsorshipId = newId();
    const parentEmail = `parent-${newId().slice(0, 8).toLowerCase()}@example.com`;
    await db().insert(sponsorships).values({
      id: sponsorshipId,
      tokenHash: newId(),
      userId: p.id,
      serviceType: 'talk',
      parentNames: 'Anna',
      parentEmail,
      message: 'Please',
      firstName: 'Maya',
    });
    await db().execute(
      sql`insert into payment_orders (id, user_id, product, amount_cents, status, paid_by, sponsorship_id, provider, provider_session_id, tracking_session_id)
          values (${newId()}, ${p.id}, 'talk', 900, 'paid', 'sponsor', ${sponsorshipId}, 'local', ${`cs_${newId()}`}, ${`s_${newId()}`})`,
    );
    const view = await p.c.json<WeeklyView>('/api/weekly');
    expect(view.body.sponsors).toEqual([{ id: sponsorshipId, parentNames: 'Anna', consent: null }]);
    const later = new Date(Date.now() + 31 * DAY);

    // not asked yet, then no: nothing
    expect(await sendSponsorNotes(t.deps, later)).toBe(0);
    const no = await p.c.json(`/api/weekly/sponsors/${sponsorshipId}`, { method: 'PUT', json: { consent: false } });
    expect(no.status).toBe(200);
    expect(await sendSponsorNotes(t.deps, later)).toBe(0);
    expect(mailsTo(parentEmail)).toHaveLength(0);

    // another person cannot answer for this sponsorship
    const stranger = await person('Eve Stranger');
    const refused = await stranger.c.json(`/api/weekly/sponsors/${sponsorshipId}`, {
      method: 'PUT',
      json: { consent: true },
    });
    expect(refused.status).toBe(404);

    // yes: one note a month later, once
    await p.c.json(`/api/weekly/sponsors/${sponsorshipId}`, { method: 'PUT', json: { consent: true } });
    expect(await sendSponsorNotes(t.deps, new Date(Date.now() + DAY))).toBe(0);
    expect(await sendSponsorNotes(t.deps, later)).toBe(1);
    expect(await sendSponsorNotes(t.deps, later)).toBe(0);
    const notes = mailsTo(parentEmail);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain('0 of the 13 weekly steps');
    const [week] = await db().select().from(weeklyGuidanceWeeks).where(eq(weeklyGuidanceWeeks.userId, p.id));
    expect(notes[0]!.text).not.toContain(week!.task);
    expect(notes[0]!.text).not.toContain('kelp');
  });

  it('is asked with the sponsorship request (off unless ticked)', async () => {
    const p = await person('Ines Costa');
    const ask = (progressNotes?: boolean) =>
      p.c.json<{ ok?: boolean }>('/api/sponsorships', {
        method: 'POST',
        json: {
          parentNames: 'Rui',
          parentEmail: `rui-${newId().slice(0, 8).toLowerCase()}@example.com`,
          serviceType: 'talk',
          ...(progressNotes === undefined ? {} : { progressNotes }),
        },
      });
    expect((await ask(true)).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const rows = await db()
      .select({ consent: weeklySponsorConsents.consent })
      .from(weeklySponsorConsents)
      .where(eq(weeklySponsorConsents.userId, p.id));
    expect(rows).toEqual([{ consent: true }]);
  });
});
