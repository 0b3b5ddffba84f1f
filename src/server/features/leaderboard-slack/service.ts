import { eq, sql } from 'drizzle-orm';
import type { Timeframe } from '@core/contracts/dashboard.js';
import { SLACK_TOP, isoWeekKey } from '@core/dashboard.js';
import type { AppDeps } from '@server/context.js';
import { leaderboardSends } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import type { ChatNotifier } from '@server/providers/chat-notify/index.js';
import { leaderboard } from '@server/features/dashboard/index.js';
import { leaderboardMessage } from './message.js';

export interface SendInput {
  timeframe: Timeframe;
  /** null: every cohort. */
  cohortIds: string[] | null;
  cohortName: string | null;
  /** Who pressed 'Send to Slack' (null for the weekly send). */
  sentBy: string | null;
  /** A unique slot: the weekly send claims 'weekly:<ISO week>' so that only one instance sends it. */
  slot?: string;
  /** The slot may be claimed again when its last send failed (the weekly job's retries). */
  retryFailed?: boolean;
  now?: Date;
}

/**
 * Claims the slot (a unique row), builds the top 5 and sends it. Returns false when another instance already
 * claimed the slot. A failed send leaves the row with ok = false and throws; a retry (`retryFailed`) claims it again.
 */
export async function sendLeaderboard(deps: AppDeps, notifier: ChatNotifier, input: SendInput) {
  const db = deps.database.db;
  const now = input.now ?? new Date();
  const id = newId();
  const claimed = await db
    .insert(leaderboardSends)
    .values({
      id,
      slot: input.slot ?? `manual:${id}`,
      timeframe: input.timeframe,
      cohortId: input.cohortIds?.length === 1 ? input.cohortIds[0]! : null,
      sentBy: input.sentBy,
    })
    .onConflictDoUpdate({
      target: leaderboardSends.slot,
      set: { timeframe: input.timeframe },
      // only a slot whose send failed, and only for a retry; otherwise the slot is taken
      setWhere: input.retryFailed ? eq(leaderboardSends.ok, false) : sql`false`,
    })
    .returning({ id: leaderboardSends.id });
  if (!claimed.length) return { sent: false, entries: 0 };
  const claimedId = claimed[0]!.id;
  const board = await leaderboard(deps, input.timeframe, input.cohortIds, SLACK_TOP, now);
  const message = leaderboardMessage({
    brand: deps.config.brandName,
    timeframe: input.timeframe,
    week: board.week,
    cohortName: input.cohortName,
    entries: board.entries,
    dashboardUrl: `${deps.config.publicUrl}/dashboard`,
  });
  await notifier.send(message);
  await db
    .update(leaderboardSends)
    .set({ ok: true, payload: { text: message.text, entries: board.entries.length } })
    .where(eq(leaderboardSends.id, claimedId));
  return { sent: true, entries: board.entries.length };
}

/** The weekly slot's start for `now`: this week's weekday/hour/minute (UTC), or null without a schedule. */
export function weeklySlot(schedule: { weekday: number; hour: number; minute: number }, now: Date): Date {
  const dayOffset = (now.getUTCDay() - schedule.weekday + 7) % 7;
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - dayOffset, schedule.hour, schedule.minute),
  );
  return slot > now ? new Date(slot.getTime() - 7 * 86_400_000) : slot;
}

/** LEADERBOARD_SLACK_SCHEDULE as a cron in UTC ('mon 09:00' → '0 9 * * 1'), or null when off. */
export function weeklyCron(schedule: { weekday: number; hour: number; minute: number } | null): string | null {
  return schedule ? `${schedule.minute} ${schedule.hour} * * ${schedule.weekday}` : null;
}

/**
 * The weekly send (decisions 033, 052): the job queue runs it once across instances on the cron above (and, after
 * an outage, once for the slot it missed); it sends this week's slot if that passed within the last 6 hours. The
 * unique slot row still guards against a second send; a failed send throws, and the job's retry claims the slot
 * again.
 */
export async function sendWeeklyLeaderboard(deps: AppDeps, notifier: ChatNotifier, now = new Date()) {
  const schedule = deps.config.chatNotify.schedule;
  if (!schedule) return { sent: false, entries: 0 };
  const slot = weeklySlot(schedule, now);
  if (now.getTime() - slot.getTime() > 6 * 3600_000) return { sent: false, entries: 0 };
  return sendLeaderboard(deps, notifier, {
    timeframe: 'weekly',
    cohortIds: null,
    cohortName: null,
    sentBy: null,
    slot: `weekly:${isoWeekKey(slot)}`,
    retryFailed: true,
    now,
  });
}
