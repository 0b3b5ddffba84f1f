import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { firstNameOf } from '@core/offers.js';
import { isValidTimeZone } from '@core/sprint-slots.js';
import { planReady } from '@core/talk-engine/index.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  talkConversations,
  talkMessages,
  users,
  weeklyGuidance,
  weeklyGuidanceWeeks,
  type WeeklyAnswer,
} from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import { withDb, withMail } from '@server/providers/mail/outbox.js';
import { hasActiveEntitlement } from '@server/features/payments/index.js';
import { planOf } from '@server/features/talk/index.js';
import { WEEKLY_FOLLOW_UP, WEEKLY_PLAN_WEEKS, WEEKLY_TALK_MESSAGE } from '@content/weekly-guidance.js';
import { DEFAULT_SCHEDULE, nextDueAfter, weekTasks, type WeeklySchedule } from './schedule.js';
import { fillText, weeklyEmail } from './emails.js';

/**
 * Weekly guidance (decision 078): once a person has a 90-day plan, each week at their day and time
 * the week's micro-task goes to them by e-mail (through the outbox, in the claim's transaction) and as a message in
 * their Talk conversation. The claim (the settings row's `nextWeek` moved on where it still was that week, and the
 * week's row inserted under a unique key) makes each week go out once across instances and overlapping runs.
 */
export const WEEKLY_JOB = 'weekly-guidance';
/** How often due weeks are looked for (the job's schedule). */
export const WEEKLY_TICK_SECONDS = 5 * 60;

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'auth' | 'log'>;

/** Talk is the person's now: an active Talk subscription, or the Strategy sprint (which includes it). */
export async function talkActive(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return (
    (await hasActiveEntitlement(db, userId, 'talk', now)) || (await hasActiveEntitlement(db, userId, 'strategy', now))
  );
}

/** The person's newest conversation whose plan is ready, if any. */
export async function planConversation(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(20);
  return rows.find((r) => planReady(r.state)) ?? null;
}

async function personOf(db: Db, userId: string) {
  const [u] = await db
    .select({ name: users.name, email: users.email, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** The 13 weekly tasks of the person's plan (built from the conversation as it is now). */
export async function tasksOf(db: Db, userId: string, conversationId: string): Promise<string[] | null> {
  const [conv] = await db.select().from(talkConversations).where(eq(talkConversations.id, conversationId));
  if (!conv || conv.userId !== userId || !planReady(conv.state)) return null;
  const person = await personOf(db, userId);
  return weekTasks(await planOf(db, conv, person && !person.isAnonymous ? person.name : ''));
}

export interface WeeklySettingsInput extends Partial<WeeklySchedule> {
  active?: boolean;
}

/**
 * Starts weekly guidance (the plan view does so with the browser's zone when the plan is first shown) or changes its
 * day, time, zone or on/off. Null when the person has no plan yet. The next week's due time follows the schedule.
 */
export async function saveSettings(deps: Deps, userId: string, input: WeeklySettingsInput, now = new Date()) {
  const db = deps.database.db;
  const [row] = await db.select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, userId));
  const conv = row ? null : await planConversation(db, userId);
  if (!row && !conv) return null;
  const zone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : undefined;
  const schedule: WeeklySchedule = {
    weekday: input.weekday ?? row?.weekday ?? DEFAULT_SCHEDULE.weekday,
    minuteOfDay: input.minuteOfDay ?? row?.minuteOfDay ?? DEFAULT_SCHEDULE.minuteOfDay,
    timeZone: zone ?? row?.timeZone ?? DEFAULT_SCHEDULE.timeZone,
  };
  const active = input.active ?? row?.active ?? true;
  const nextWeek = row?.nextWeek ?? 1;
  const nextDueAt = active && nextWeek <= WEEKLY_PLAN_WEEKS ? nextDueAfter(now, schedule) : null;
  const values = {
    ...schedule,
    active,
    stoppedAt: active ? null : (row?.stoppedAt ?? now),
    nextDueAt,
    updatedAt: now,
  };
  if (row) await db.update(weeklyGuidance).set(values).where(eq(weeklyGuidance.userId, userId));
  else
    await db
      .insert(weeklyGuidance)
      .values({ userId, conversationId: conv!.id, nextWeek, createdAt: now, ...values })
      .onConflictDoNothing();
  const [saved] = await db.select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, userId));
  return saved ?? null;
}

/** "Stop weekly guidance" (one tap, from the e-mail or the app). False when it was already off. */
export async function stopWeekly(deps: Pick<Deps, 'database'>, userId: string, now = new Date()): Promise<boolean> {
  const stopped = await deps.database.db
    .update(weeklyGuidance)
    .set({ active: false, stoppedAt: now, nextDueAt: null, updatedAt: now })
    .where(and(eq(weeklyGuidance.userId, userId), eq(weeklyGuidance.active, true)))
    .returning({ userId: weeklyGuidance.userId });
  return stopped.length > 0;
}

export type AnswerResult =
  | { recorded: true; week: number; answer: WeeklyAnswer }
  | { recorded: false; week: number; answer: WeeklyAnswer | null; reason: 'already' | 'not_sent' };

/**
 * The person's answer to a week. From the e-mail the first answer stands (a second tap, or a link scanner after the
 * person, records nothing and says so); in the app they may change it.
 */
export async function answerWeek(
  deps: Pick<Deps, 'database'>,
  userId: string,
  week: number,
  answer: WeeklyAnswer,
  via: 'email' | 'app',
  now = new Date(),
): Promise<AnswerResult> {
  const db = deps.database.db;
  const mine = and(eq(weeklyGuidanceWeeks.userId, userId), eq(weeklyGuidanceWeeks.week, week));
  const won = await db
    .update(weeklyGuidanceWeeks)
    .set({ answer, answeredAt: now, answeredVia: via })
    .where(via === 'email' ? and(mine, isNull(weeklyGuidanceWeeks.answer)) : mine)
    .returning({ id: weeklyGuidanceWeeks.id });
  if (won.length) return { recorded: true, week, answer };
  const [row] = await db.select({ answer: weeklyGuidanceWeeks.answer }).from(weeklyGuidanceWeeks).where(mine);
  return { recorded: false, week, answer: row?.answer ?? null, reason: row ? 'already' : 'not_sent' };
}

/** The weeks sent so far, oldest first. */
export async function weeksOf(db: Db, userId: string) {
  return db
    .select()
    .from(weeklyGuidanceWeeks)
    .where(eq(weeklyGuidanceWeeks.userId, userId))
    .orderBy(weeklyGuidanceWeeks.week);
}

export interface WeeklyFollowUp {
  week: number;
  task: string;
  sentAt: Date;
  /** null: not answered yet. */
  answer: WeeklyAnswer | null;
  answeredAt: Date | null;
  /** The instruction for the older self: follow up on it first (content/weekly-guidance.ts WEEKLY_FOLLOW_UP). */
  note: string;
}

/**
 * The last week's task and the person's answer, for the older self to follow up on in the next conversation
 * (done: ask what they learned; not yet: what got in the way; change it: what would fit better). Null before the
 * first week.
 */
export async function weeklyFollowUp(
  deps: Pick<AppDeps, 'database'> | { db: Db },
  userId: string,
): Promise<WeeklyFollowUp | null> {
  const db = 'db' in deps ? deps.db : deps.database.db;
  const [row] = await db
    .select()
    .from(weeklyGuidanceWeeks)
    .where(eq(weeklyGuidanceWeeks.userId, userId))
    .orderBy(desc(weeklyGuidanceWeeks.week))
    .limit(1);
  if (!row) return null;
  const note = fillText(WEEKLY_FOLLOW_UP[row.answer ?? 'none'], { week: row.week, task: row.task });
  return {
    week: row.week,
    task: row.task,
    sentAt: row.sentAt,
    answer: row.answer ?? null,
    answeredAt: row.answeredAt,
    note,
  };
}

/**
 * The instruction for the older self's next reply in Talk: the last weekly step, once, when it was sent after the
 * person's last message (`since`; null, a new conversation: when it was sent in the last eight days).
 */
export async function followUpNote(
  deps: Pick<AppDeps, 'database'> | { db: Db },
  userId: string,
  since: Date | null,
  now = new Date(),
): Promise<string | null> {
  const f = await weeklyFollowUp(deps, userId);
  if (!f) return null;
  const fresh = since ? f.sentAt > since : now.getTime() - f.sentAt.getTime() < 8 * 24 * 3600_000;
  return fresh ? f.note : null;
}

/** Appends the week's message from the older self to the conversation (its next sequence number, taken atomically). */
async function postInTalk(tx: Db, conversationId: string, content: string, now: Date): Promise<boolean> {
  const [c] = await tx
    .update(talkConversations)
    .set({ nextSeq: sql`${talkConversations.nextSeq} + 1`, updatedAt: now })
    .where(eq(talkConversations.id, conversationId))
    .returning({ next: talkConversations.nextSeq });
  if (!c) return false;
  await tx.insert(talkMessages).values({
    id: newId(),
    conversationId,
    seq: c.next - 1,
    role: 'assistant',
    content,
    type: 'text',
    createdAt: now,
  });
  return true;
}

/** One person's due week: claimed, then the Talk message and the e-mail in the claim's transaction. */
async function sendWeek(deps: Deps, row: typeof weeklyGuidance.$inferSelect, now: Date): Promise<boolean> {
  const db = deps.database.db;
  const week = row.nextWeek;
  const tasks = await tasksOf(db, row.userId, row.conversationId);
  const task = tasks?.[week - 1];
  const next = week + 1 <= WEEKLY_PLAN_WEEKS ? nextDueAfter(now, row) : null;
  return withMail(deps, async (tx) => {
    const claimed = await tx
      .update(weeklyGuidance)
      .set({ nextWeek: week + 1, nextDueAt: next, updatedAt: now })
      .where(
        and(eq(weeklyGuidance.userId, row.userId), eq(weeklyGuidance.nextWeek, week), eq(weeklyGuidance.active, true)),
      )
      .returning({ userId: weeklyGuidance.userId });
    if (!claimed.length || !task) return false;
    const inserted = await tx
      .insert(weeklyGuidanceWeeks)
      .values({ id: newId(), userId: row.userId, week, task, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: weeklyGuidanceWeeks.id });
    if (!inserted.length) return false;
    await postInTalk(tx, row.conversationId, fillText(WEEKLY_TALK_MESSAGE, { week, task }), now);
    const person = await personOf(tx, row.userId);
    if (person && !person.isAnonymous && person.email) {
      const firstName = firstNameOf(person.name, 'there');
      const mail = await weeklyEmail(withDb(deps, tx), { userId: row.userId, firstName, week, task }, now);
      await deps.mailer.send({ to: person.email, class: 'own', ...mail });
    }
    return true;
  });
}

/**
 * The job: every person whose week is due gets it, once. A person whose Talk has ended gets nothing: their due time
 * moves to the next slot without the week moving on, so the plan resumes where it was if they come back.
 */
export async function sendDueWeeks(deps: Deps, now = new Date()): Promise<{ sent: number; skipped: number }> {
  const db = deps.database.db;
  const due = await db
    .select()
    .from(weeklyGuidance)
    .where(
      and(eq(weeklyGuidance.active, true), isNotNull(weeklyGuidance.nextDueAt), lte(weeklyGuidance.nextDueAt, now)),
    )
    .limit(500);
  let sent = 0;
  let skipped = 0;
  for (const row of due) {
    if (!(await talkActive(db, row.userId, now))) {
      await db
        .update(weeklyGuidance)
        .set({ nextDueAt: nextDueAfter(now, row) })
        .where(and(eq(weeklyGuidance.userId, row.userId), eq(weeklyGuidance.nextWeek, row.nextWeek)));
      skipped++;
      continue;
    }
    try {
      if (await sendWeek(deps, row, now)) sent++;
    } catch (err) {
      deps.log.warn({ userId: row.userId, err: (err as Error).message }, 'weekly guidance: not sent');
    }
  }
  if (sent || skipped) deps.log.info({ sent, skipped }, 'weekly guidance');
  return { sent, skipped };
}
