import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  BOOKING_LEAD_MS,
  CHANGE_CUTOFF_MS,
  SESSION_MINUTES,
  SESSIONS_PER_SPRINT,
  coachSlots,
  dayIn,
  isFreeSlot,
  isValidTimeZone,
  type CoachCalendar,
  type Slot,
} from '@core/sprint-slots.js';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  coachAvailability,
  coachAvailabilityExceptions,
  coachProfiles,
  paymentOrders,
  sprintSessions,
  users,
} from '@server/db/schema.js';
import { ApiError, badRequest, forbidden, notFound } from '@server/http/errors.js';
import type { ErrorCode } from '@core/contracts/errors.js';
import { newId } from '@server/lib/ids.js';
import type { Mailer } from '@server/providers/mail/mail.js';
import { withDb, withMail } from '@server/providers/mail/outbox.js';
import { hasActiveEntitlement } from '@server/features/payments/index.js';
import { clientMessage, coachMessage, type SessionMailContext, type SessionMailKind } from './emails.js';

/**
 * Booking the Strategy sprint's three sessions (decision 040). The rules live here, the slot arithmetic
 * in core/sprint-slots.ts; the database has the last word on double bookings (a partial unique index per coach and
 * start, and per order and number), so two people clicking one slot at once get one booking and one 409.
 */
export const SPRINT_MESSAGES = {
  noSprint: 'Book your sessions once you have bought the Strategy Sprint.',
  taken: 'That time was just taken. Please pick another.',
  past: 'That time has already passed. Please pick another.',
  tooSoon: 'Sessions can be booked at least 24 hours ahead, so that you can still move them. Please pick a later time.',
  outside: 'That time is not one of the coach’s open times. Please pick one from the list.',
  sameDay: 'Your three sessions are on three different days. Please pick another day.',
  allBooked: 'All three sessions are booked.',
  busy: 'Another booking was just made for your sprint. Please reload and try again.',
  tooLate: 'Sessions can be changed or cancelled up to 24 hours before they start. Write to us if something came up.',
  notYours: 'That is not one of your sessions.',
  notBooked: 'That session is not booked any more.',
  zone: 'Unknown time zone.',
} as const;

const conflict = (message: string, code: ErrorCode) => new ApiError(409, code, message);

/** The coaches who take bookings: a profile and the role (an admin may coach too). */
export async function activeCoaches(db: Db, only?: string) {
  return db
    .select({
      userId: coachProfiles.userId,
      displayName: coachProfiles.displayName,
      timeZone: coachProfiles.timeZone,
      videoLink: coachProfiles.videoLink,
      bio: coachProfiles.bio,
      email: users.email,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(inArray(users.role, ['coach', 'admin']), only ? eq(coachProfiles.userId, only) : undefined))
    .orderBy(asc(coachProfiles.displayName));
}

/** Weekly hours, exceptions and bookings of the given coaches. */
export async function calendarsOf(
  db: Db,
  coaches: ReadonlyArray<{ userId: string; timeZone: string }>,
  now: Date,
  exceptSessionId?: string,
): Promise<CoachCalendar[]> {
  if (!coaches.length) return [];
  const ids = coaches.map((c) => c.userId);
  const [weekly, exceptions, booked] = await Promise.all([
    db.select().from(coachAvailability).where(inArray(coachAvailability.coachUserId, ids)),
    db.select().from(coachAvailabilityExceptions).where(inArray(coachAvailabilityExceptions.coachUserId, ids)),
    db
      .select({
        id: sprintSessions.id,
        coachUserId: sprintSessions.coachUserId,
        startsAt: sprintSessions.startsAt,
        endsAt: sprintSessions.endsAt,
      })
      .from(sprintSessions)
      .where(
        and(
          inArray(sprintSessions.coachUserId, ids),
          ne(sprintSessions.status, 'cancelled'),
          gt(sprintSessions.endsAt, now),
        ),
      ),
  ]);
  return coaches.map((c) => ({
    coachUserId: c.userId,
    timeZone: c.timeZone,
    weekly: weekly.filter((w) => w.coachUserId === c.userId),
    exceptions: exceptions.filter((x) => x.coachUserId === c.userId),
    booked: booked.filter((b) => b.coachUserId === c.userId && b.id !== exceptSessionId),
  }));
}

/** The person's Strategy purchase (own or sponsored) while its entitlement lasts, else null. */
export async function sprintOrderOf(db: Db, userId: string, now: Date) {
  if (!(await hasActiveEntitlement(db, userId, 'strategy', now))) return null;
  const [order] = await db
    .select({ id: paymentOrders.id, payerEmail: paymentOrders.payerEmail, paidBy: paymentOrders.paidBy })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.userId, userId), eq(paymentOrders.product, 'strategy'), eq(paymentOrders.status, 'paid')),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  return order ?? null;
}

export interface SessionView {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled' | 'done';
  coach: { userId: string; name: string; videoLink: string | null };
  /** Whether it may still be moved or cancelled (more than 24 h ahead). */
  changeable: boolean;
}

async function sessionsOfOrder(db: Db, orderId: string, now: Date): Promise<SessionView[]> {
  const rows = await db
    .select({
      s: sprintSessions,
      coachName: coachProfiles.displayName,
      videoLink: coachProfiles.videoLink,
    })
    .from(sprintSessions)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, sprintSessions.coachUserId))
    .where(and(eq(sprintSessions.orderId, orderId), ne(sprintSessions.status, 'cancelled')))
    .orderBy(asc(sprintSessions.startsAt));
  return rows.map(({ s, coachName, videoLink }) => ({
    id: s.id,
    number: s.number,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: s.status,
    coach: { userId: s.coachUserId, name: coachName, videoLink },
    changeable: s.status === 'booked' && s.startsAt.getTime() - now.getTime() > CHANGE_CUTOFF_MS,
  }));
}

/** The booking page's data: whether the person may book, their sessions, the coaches and their free slots. */
export async function bookingState(deps: AppDeps, userId: string, now: Date) {
  const db = deps.database.db;
  const order = await sprintOrderOf(db, userId, now);
  if (!order) return { eligible: false as const, sessions: [], coaches: [], slots: [] };
  const coaches = await activeCoaches(db);
  const calendars = await calendarsOf(db, coaches, now);
  const horizon = new Date(now.getTime() + 31 * 24 * 60 * 60_000);
  const slots = calendars
    .flatMap((cal) => coachSlots(cal, now, horizon, now))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    eligible: true as const,
    sessions: await sessionsOfOrder(db, order.id, now),
    coaches: coaches.map((c) => ({ userId: c.userId, name: c.displayName, bio: c.bio })),
    slots: slots.map((s) => ({ coachUserId: s.coachUserId, startsAt: s.startsAt.toISOString() })),
  };
}

export interface SlotChoice {
  coachUserId: string;
  startsAt: Date;
  /** The buyer's zone: days are counted and e-mails written in it. */
  timeZone: string;
}

/** Why a time cannot be booked with this coach, as the error to answer (or null when it can). */
function slotProblem(cal: CoachCalendar | undefined, startsAt: Date, now: Date): ApiError | null {
  if (startsAt.getTime() <= now.getTime()) return badRequest(SPRINT_MESSAGES.past, 'slot_past');
  if (startsAt.getTime() < now.getTime() + BOOKING_LEAD_MS) return badRequest(SPRINT_MESSAGES.tooSoon, 'slot_too_soon');
  if (!cal) return badRequest(SPRINT_MESSAGES.outside, 'slot_outside_hours');
  if (isFreeSlot(cal, startsAt, now)) return null;
  if (isFreeSlot({ ...cal, booked: [] }, startsAt, now)) return conflict(SPRINT_MESSAGES.taken, 'slot_taken');
  return badRequest(SPRINT_MESSAGES.outside, 'slot_outside_hours');
}

async function checkChoice(deps: AppDeps, choice: SlotChoice, now: Date, exceptSessionId?: string) {
  if (!isValidTimeZone(choice.timeZone)) throw badRequest(SPRINT_MESSAGES.zone, 'invalid_time_zone');
  const db = deps.database.db;
  const [coach] = await activeCoaches(db, choice.coachUserId);
  const [cal] = coach ? await calendarsOf(db, [coach], now, exceptSessionId) : [];
  const problem = slotProblem(cal, choice.startsAt, now);
  if (problem) throw problem;
}

function differentDays(others: SessionView[], startsAt: Date, zone: string) {
  const day = dayIn(startsAt, zone);
  if (others.some((s) => dayIn(new Date(s.startsAt), zone) === day))
    throw badRequest(SPRINT_MESSAGES.sameDay, 'same_day');
}

/** Books the next of the three sessions. */
export async function bookSession(deps: AppDeps, userId: string, choice: SlotChoice, now: Date) {
  const db = deps.database.db;
  const order = await sprintOrderOf(db, userId, now);
  if (!order) throw forbidden(SPRINT_MESSAGES.noSprint);
  const mine = await sessionsOfOrder(db, order.id, now);
  if (mine.length >= SESSIONS_PER_SPRINT) throw conflict(SPRINT_MESSAGES.allBooked, 'all_booked');
  await checkChoice(deps, choice, now);
  differentDays(mine, choice.startsAt, choice.timeZone);
  const used = new Set(mine.map((s) => s.number));
  const number = [1, 2, 3].find((n) => !used.has(n))!;
  const id = newId();
  // ON CONFLICT DO NOTHING: either partial unique index (this coach at this start, or this order's number) stops a
  // second booking made at the same moment; nothing returned = someone else won.
  // the booking and its e-mails are committed together (decision 065)
  const inserted = await withMail(deps, async (tx) => {
    const rows = await tx
      .insert(sprintSessions)
      .values({
        id,
        orderId: order.id,
        clientUserId: userId,
        coachUserId: choice.coachUserId,
        number,
        startsAt: choice.startsAt,
        endsAt: new Date(choice.startsAt.getTime() + SESSION_MINUTES * 60_000),
        clientTimeZone: choice.timeZone,
      })
      .onConflictDoNothing()
      .returning({ id: sprintSessions.id });
    if (rows.length) await notify(withDb(deps, tx), id, 'booked', now);
    return rows;
  });
  if (!inserted.length) {
    const [again] = await calendarsOf(db, (await activeCoaches(db, choice.coachUserId)).slice(0, 1), now);
    if (again && !isFreeSlot(again, choice.startsAt, now)) throw conflict(SPRINT_MESSAGES.taken, 'slot_taken');
    throw conflict(SPRINT_MESSAGES.busy, 'booking_busy');
  }
  deps.log.info({ sessionId: id, orderId: order.id, number }, 'sprint session booked');
  return id;
}

async function ownSession(db: Db, userId: string, sessionId: string) {
  const [s] = await db.select().from(sprintSessions).where(eq(sprintSessions.id, sessionId));
  if (!s || s.clientUserId !== userId) throw notFound(SPRINT_MESSAGES.notYours, 'session_not_found');
  if (s.status !== 'booked') throw conflict(SPRINT_MESSAGES.notBooked, 'session_not_booked');
  return s;
}

function assertChangeable(startsAt: Date, now: Date) {
  if (startsAt.getTime() - now.getTime() <= CHANGE_CUTOFF_MS) throw conflict(SPRINT_MESSAGES.tooLate, 'too_late');
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++)
    if (e.code === '23505') return true;
  return false;
}

/** Moves a booked session to another free slot (up to 24 h before it starts). */
export async function rescheduleSession(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  choice: SlotChoice,
  now: Date,
) {
  const db = deps.database.db;
  const s = await ownSession(db, userId, sessionId);
  assertChangeable(s.startsAt, now);
  if (!(await sprintOrderOf(db, userId, now))) throw forbidden(SPRINT_MESSAGES.noSprint);
  await checkChoice(deps, choice, now, s.id);
  const others = (await sessionsOfOrder(db, s.orderId, now)).filter((x) => x.id !== s.id);
  differentDays(others, choice.startsAt, choice.timeZone);
  try {
    // the move and its e-mails in one transaction (decision 065): the mails exist exactly when the move does
    await withMail(deps, async (tx) => {
      const updated = await tx
        .update(sprintSessions)
        .set({
          coachUserId: choice.coachUserId,
          startsAt: choice.startsAt,
          endsAt: new Date(choice.startsAt.getTime() + SESSION_MINUTES * 60_000),
          clientTimeZone: choice.timeZone,
          reminder24hSentAt: null,
          reminder1hSentAt: null,
          updatedAt: now,
        })
        .where(and(eq(sprintSessions.id, s.id), eq(sprintSessions.status, 'booked')))
        .returning({ id: sprintSessions.id });
      if (!updated.length) throw conflict(SPRINT_MESSAGES.notBooked, 'session_not_booked');
      const txDeps = withDb(deps, tx);
      // the first coach is told it is off their calendar
      if (s.coachUserId !== choice.coachUserId)
        await notifyCoachOnly(txDeps, { ...s, status: 'cancelled', updatedAt: now }, 'cancelled', now);
      await notify(txDeps, s.id, 'moved', now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SPRINT_MESSAGES.taken, 'slot_taken');
    throw err;
  }
  deps.log.info({ sessionId: s.id }, 'sprint session moved');
}

/** Cancels a booked session (up to 24 h before): its slot and its number are free again. */
export async function cancelSession(deps: AppDeps, userId: string, sessionId: string, now: Date) {
  const db = deps.database.db;
  const s = await ownSession(db, userId, sessionId);
  assertChangeable(s.startsAt, now);
  const updated = await withMail(deps, async (tx) => {
    const rows = await tx
      .update(sprintSessions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(sprintSessions.id, s.id), eq(sprintSessions.status, 'booked')))
      .returning({ id: sprintSessions.id });
    if (rows.length) await notify(withDb(deps, tx), s.id, 'cancelled', now);
    return rows;
  });
  if (!updated.length) throw conflict(SPRINT_MESSAGES.notBooked, 'session_not_booked');
  deps.log.info({ sessionId: s.id }, 'sprint session cancelled');
}

// ---------- e-mails ----------

type SessionRow = typeof sprintSessions.$inferSelect;

async function mailContext(deps: AppDeps, s: SessionRow): Promise<SessionMailContext | null> {
  const db = deps.database.db;
  const [client] = await db
    .select({ name: users.name, email: users.email, anon: users.isAnonymous })
    .from(users)
    .where(eq(users.id, s.clientUserId));
  const [coach] = await db
    .select({
      name: coachProfiles.displayName,
      timeZone: coachProfiles.timeZone,
      videoLink: coachProfiles.videoLink,
      email: users.email,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(eq(coachProfiles.userId, s.coachUserId));
  if (!client || !coach) return null;
  let email: string | null = client.anon ? null : client.email;
  if (!email) {
    const [order] = await db
      .select({ payerEmail: paymentOrders.payerEmail })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, s.orderId));
    email = order?.payerEmail ?? null;
  }
  if (!email) return null;
  const from = deps.config.mail.from;
  return {
    brand: deps.config.brandName,
    publicUrl: deps.config.publicUrl,
    fromEmail: /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from,
    session: {
      id: s.id,
      number: s.number,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      sequence: Math.max(0, Math.ceil((s.updatedAt.getTime() - s.createdAt.getTime()) / 1000)),
      clientTimeZone: s.clientTimeZone,
    },
    client: { name: client.anon || !client.name ? 'you' : client.name, email },
    coach,
  };
}

/**
 * The sprint's mails are 'own' mail, outside the per-recipient limit (5 an hour, against strangers making the app
 * write to an address): they follow a paying buyer's own booking or a reminder, and a coach with a busy hour gets
 * each one. Like every mail they go through the durable outbox (decision 065).
 */
function sprintMailer(deps: AppDeps): Pick<Mailer, 'send'> {
  return { send: (msg) => deps.mailer.send({ ...msg, class: 'own' }) };
}

/** Mails the buyer (and, for changes, the coach). A failed send is logged: the booking stands. */
export async function notify(deps: AppDeps, sessionId: string, kind: SessionMailKind, now: Date): Promise<boolean> {
  const [s] = await deps.database.db.select().from(sprintSessions).where(eq(sprintSessions.id, sessionId));
  if (!s) return false;
  const ctx = await mailContext(deps, s);
  if (!ctx) {
    deps.log.warn({ sessionId }, 'sprint session: no address to write to');
    return false;
  }
  try {
    const mailer = sprintMailer(deps);
    await mailer.send(clientMessage(ctx, kind, now));
    if (kind === 'booked' || kind === 'moved' || kind === 'cancelled') await mailer.send(coachMessage(ctx, kind, now));
    return true;
  } catch (err) {
    deps.log.error({ err, sessionId, kind }, 'sprint session e-mail failed');
    return false;
  }
}

async function notifyCoachOnly(deps: AppDeps, s: SessionRow, kind: SessionMailKind, now: Date) {
  const ctx = await mailContext(deps, s);
  if (!ctx) return;
  await sprintMailer(deps)
    .send(coachMessage(ctx, kind, now))
    .catch((err: unknown) => deps.log.error({ err, sessionId: s.id }, 'sprint coach e-mail failed'));
}

export type { Slot };
