import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { firstNameOf } from '@core/offers.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { paymentOrders, sponsorships, weeklyGuidanceWeeks, weeklySponsorConsents } from '@server/db/schema.js';
import { notFound } from '@server/http/errors.js';
import { withMail } from '@server/providers/mail/outbox.js';
import { SPONSOR_PHASES, WEEKLY_PLAN_WEEKS } from '@content/weekly-guidance.js';
import { sponsorNoteEmail } from './emails.js';
import { talkActive } from './service.js';

/**
 * Progress notes for the sponsor (decision 078): only with the sponsored person's consent (asked
 * with the sponsorship, changeable in their settings), once a month, the count of weeks done and the plan's next
 * phase in general words. Never anything said in Talk, never the plan's own tasks (they name the person's life).
 */
export const SPONSOR_NOTE_JOB = 'weekly-sponsor-notes';
export const SPONSOR_NOTE_TICK_SECONDS = 60 * 60;
const MONTH_MS = 30 * 24 * 60 * 60_000;

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'log'>;

/** The person's paid sponsorships, with their answer (null: not asked yet). */
export async function sponsorsOf(db: Db, userId: string) {
  const rows = await db
    .selectDistinct({
      id: sponsorships.id,
      parentNames: sponsorships.parentNames,
      consent: weeklySponsorConsents.consent,
    })
    .from(sponsorships)
    .innerJoin(paymentOrders, and(eq(paymentOrders.sponsorshipId, sponsorships.id), eq(paymentOrders.status, 'paid')))
    .leftJoin(weeklySponsorConsents, eq(weeklySponsorConsents.sponsorshipId, sponsorships.id))
    .where(eq(sponsorships.userId, userId));
  return rows.map((r) => ({ id: r.id, parentNames: r.parentNames, consent: r.consent ?? null }));
}

/** The sponsored person says yes or no (their own sponsorship only: another's is a 404). */
export async function setSponsorConsent(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  sponsorshipId: string,
  consent: boolean,
  now = new Date(),
) {
  const db = deps.database.db;
  const [s] = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(and(eq(sponsorships.id, sponsorshipId), eq(sponsorships.userId, userId)));
  if (!s) throw notFound();
  await db
    .insert(weeklySponsorConsents)
    .values({ sponsorshipId, userId, consent, decidedAt: now })
    .onConflictDoUpdate({ target: weeklySponsorConsents.sponsorshipId, set: { consent, decidedAt: now } });
}

/** The plan's phase of a week (weeks 1-2, 3-6, 7-10, 11-13; past the end: complete), in general words. */
function phaseOf(week: number): string {
  const i = week > WEEKLY_PLAN_WEEKS ? 4 : week <= 2 ? 0 : week <= 6 ? 1 : week <= 10 ? 2 : 3;
  return SPONSOR_PHASES[i]!;
}

/**
 * The job: a note to each consenting sponsor whose last note (or the consent) is a month old, while the person has
 * Talk and has had at least one week. Claimed per sponsorship (`lastNoteAt` set where it was still old), so two
 * instances send it once.
 */
export async function sendSponsorNotes(deps: Deps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  const monthAgo = new Date(now.getTime() - MONTH_MS);
  const old = or(
    and(isNull(weeklySponsorConsents.lastNoteAt), lte(weeklySponsorConsents.decidedAt, monthAgo)),
    lte(weeklySponsorConsents.lastNoteAt, monthAgo),
  );
  const due = await db
    .select({
      sponsorshipId: weeklySponsorConsents.sponsorshipId,
      userId: weeklySponsorConsents.userId,
      parentNames: sponsorships.parentNames,
      parentEmail: sponsorships.parentEmail,
      firstName: sponsorships.firstName,
    })
    .from(weeklySponsorConsents)
    .innerJoin(sponsorships, eq(sponsorships.id, weeklySponsorConsents.sponsorshipId))
    .where(
      and(
        eq(weeklySponsorConsents.consent, true),
        old,
        // a sponsor who paid: a request never paid for has no one to report to
        sql`exists (select 1 from ${paymentOrders} o where o.sponsorship_id = ${sponsorships.id} and o.status = 'paid')`,
      ),
    )
    .limit(500);
  let sent = 0;
  for (const d of due) {
    if (!(await talkActive(db, d.userId, now))) continue;
    const [weeks] = await db
      .select({
        sent: sql<number>`count(*)::int`,
        done: sql<number>`count(*) filter (where ${weeklyGuidanceWeeks.answer} = 'done')::int`,
        last: sql<number>`coalesce(max(${weeklyGuidanceWeeks.week}), 0)::int`,
      })
      .from(weeklyGuidanceWeeks)
      .where(and(eq(weeklyGuidanceWeeks.userId, d.userId), isNotNull(weeklyGuidanceWeeks.sentAt)));
    if (!weeks || Number(weeks.sent) === 0) continue;
    const ok = await withMail(deps, async (tx) => {
      const won = await tx
        .update(weeklySponsorConsents)
        .set({ lastNoteAt: now })
        .where(
          and(eq(weeklySponsorConsents.sponsorshipId, d.sponsorshipId), eq(weeklySponsorConsents.consent, true), old),
        )
        .returning({ id: weeklySponsorConsents.sponsorshipId });
      if (!won.length) return false;
      const mail = sponsorNoteEmail(deps, {
        firstName: firstNameOf(d.firstName, 'They'),
        sponsorName: d.parentNames,
        done: Number(weeks.done),
        next: phaseOf(Number(weeks.last) + 1),
      });
      await deps.mailer.send({ to: d.parentEmail, class: 'own', ...mail });
      return true;
    });
    if (ok) sent++;
  }
  if (sent) deps.log.info({ sent }, 'sponsor progress notes sent');
  return sent;
}
