import { withDb, withMail } from '@server/providers/mail/outbox.js';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { sprintSessions } from '@server/db/schema.js';
import { notify } from './service.js';

const HOUR = 60 * 60_000;
/** How often the reminders are looked for (the job queue's schedule, src/server/jobs/registry.ts). */
export const REMINDER_TICK_MS = 5 * 60_000;

/**
 * The reminders 24 h and 1 h before each booked session (a plain job: `now` in, e-mails out). Each reminder is
 * claimed first (its sent-at column set where it was empty), so two instances or two overlapping runs send it once.
 * The 24-hour one is skipped for a session less than an hour away (the 1-hour one comes instead).
 */
export async function sendSprintReminders(deps: AppDeps, now: Date): Promise<{ sent24h: number; sent1h: number }> {
  const db = deps.database.db;
  const claim = async (column: 'reminder24hSentAt' | 'reminder1hSentAt', within: number, notBefore: number) => {
    const col = sprintSessions[column];
    const due = await db
      .select({ id: sprintSessions.id })
      .from(sprintSessions)
      .where(
        and(
          eq(sprintSessions.status, 'booked'),
          isNull(col),
          gt(sprintSessions.startsAt, new Date(now.getTime() + notBefore)),
          lte(sprintSessions.startsAt, new Date(now.getTime() + within)),
        ),
      );
    let sent = 0;
    for (const { id } of due) {
      // the claim and the reminder's e-mail are committed together (decision 065): a crash loses neither alone
      const mailed = await withMail(deps, async (tx) => {
        const won = await tx
          .update(sprintSessions)
          .set({ [column]: now })
          .where(and(eq(sprintSessions.id, id), isNull(col)))
          .returning({ id: sprintSessions.id });
        return (
          won.length > 0 &&
          notify(withDb(deps, tx), id, column === 'reminder24hSentAt' ? 'reminder24h' : 'reminder1h', now)
        );
      });
      if (mailed) sent++;
    }
    return sent;
  };
  const sent24h = await claim('reminder24hSentAt', 24 * HOUR, HOUR);
  const sent1h = await claim('reminder1hSentAt', HOUR, 0);
  if (sent24h || sent1h) deps.log.info({ sent24h, sent1h }, 'sprint reminders sent');
  return { sent24h, sent1h };
}
