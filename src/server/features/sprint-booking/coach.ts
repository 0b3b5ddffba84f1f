import { availabilityProblem, type AvailabilityException, type WeeklyHours } from '@core/contracts/coach.js';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { isValidTimeZone } from '@core/sprint-slots.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  coachAvailability,
  coachAvailabilityExceptions,
  coachProfiles,
  sprintSessions,
  users,
} from '@server/db/schema.js';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';

/**
 * The coach's workspace (decision 042): a coach is an account with users.role 'coach' (or an admin) and a
 * coach_profiles row, both given from the command line (`npm run admin -- coach <email>`). A coach sees and
 * changes only their own hours and sessions: another coach's session answers 403.
 */
export const COACH_MESSAGES = {
  signIn: 'Please sign in to open your coach workspace.',
  notCoach: 'This workspace is for coaches.',
  otherCoach: 'That session belongs to another coach.',
  noSession: 'No such session.',
  notBooked: 'Only a booked session can be marked as done.',
  notStarted: 'A session can be marked as done once it has started.',
} as const;

export interface Coach {
  userId: string;
  displayName: string;
  timeZone: string;
  videoLink: string | null;
  bio: string | null;
}

/** The signed-in coach, else 401 (signed out) or 403. Read from the database on every call. */
export async function requireCoach(deps: AppDeps, c: Context<AppEnv>): Promise<Coach> {
  const user = c.get('user');
  if (!user || user.isAnonymous) throw unauthorized(COACH_MESSAGES.signIn);
  const [row] = await deps.database.db
    .select({
      userId: coachProfiles.userId,
      displayName: coachProfiles.displayName,
      timeZone: coachProfiles.timeZone,
      videoLink: coachProfiles.videoLink,
      bio: coachProfiles.bio,
      role: users.role,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(eq(coachProfiles.userId, user.id));
  if (!row || (row.role !== 'coach' && row.role !== 'admin')) throw forbidden(COACH_MESSAGES.notCoach);
  const { role: _role, ...coach } = row;
  return coach;
}

export class CoachGrantError extends Error {}

/** Makes an account a coach (the admin script; the dev seed). An admin keeps the admin role. */
export async function makeCoach(
  db: Db,
  email: string,
  opts: { displayName?: string; timeZone?: string; videoLink?: string } = {},
): Promise<string> {
  const [u] = await db
    .select({ id: users.id, anon: users.isAnonymous, role: users.role, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!u || u.anon)
    throw new CoachGrantError(`No account with the e-mail ${email}. Sign up first, then grant the role.`);
  if (opts.timeZone && !isValidTimeZone(opts.timeZone))
    throw new CoachGrantError(`Unknown time zone ${opts.timeZone}.`);
  await db.transaction(async (tx) => {
    if (u.role !== 'admin')
      await tx.update(users).set({ role: 'coach', updatedAt: new Date() }).where(eq(users.id, u.id));
    await tx
      .insert(coachProfiles)
      .values({
        userId: u.id,
        displayName: opts.displayName ?? u.name ?? email,
        timeZone: opts.timeZone ?? 'UTC',
        videoLink: opts.videoLink ?? null,
      })
      .onConflictDoUpdate({
        target: coachProfiles.userId,
        set: {
          ...(opts.displayName ? { displayName: opts.displayName } : {}),
          ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
          ...(opts.videoLink ? { videoLink: opts.videoLink } : {}),
          updatedAt: new Date(),
        },
      });
  });
  return u.id;
}

/** Replaces the coach's weekly hours and exceptions (the editor saves the whole set, checked as the form checks it). */
export async function saveAvailability(
  deps: AppDeps,
  coachId: string,
  weekly: WeeklyHours[],
  exceptions: AvailabilityException[],
): Promise<void> {
  const problem = availabilityProblem({ weekly, exceptions });
  if (problem) throw badRequest(problem.message, problem.code);
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(coachAvailability).where(eq(coachAvailability.coachUserId, coachId));
    await tx.delete(coachAvailabilityExceptions).where(eq(coachAvailabilityExceptions.coachUserId, coachId));
    if (weekly.length)
      await tx.insert(coachAvailability).values(weekly.map((w) => ({ id: newId(), coachUserId: coachId, ...w })));
    if (exceptions.length)
      await tx
        .insert(coachAvailabilityExceptions)
        .values(exceptions.map((x) => ({ id: newId(), coachUserId: coachId, ...x })));
  });
}

export async function saveProfile(
  deps: AppDeps,
  coachId: string,
  p: { displayName: string; timeZone: string; videoLink: string | null; bio: string | null },
): Promise<void> {
  if (!isValidTimeZone(p.timeZone)) throw badRequest('Unknown time zone.', 'invalid_time_zone');
  if (p.videoLink && !/^https:\/\/\S+$/i.test(p.videoLink))
    throw badRequest('The video link must start with https://', 'invalid_video_link');
  await deps.database.db
    .update(coachProfiles)
    .set({ ...p, updatedAt: new Date() })
    .where(eq(coachProfiles.userId, coachId));
}

/** The workspace: profile, hours, exceptions, and sessions from a week ago on (booked and done). */
export async function workspace(deps: AppDeps, coach: Coach, now: Date) {
  const db = deps.database.db;
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const [weekly, exceptions, sessions] = await Promise.all([
    db
      .select()
      .from(coachAvailability)
      .where(eq(coachAvailability.coachUserId, coach.userId))
      .orderBy(asc(coachAvailability.weekday), asc(coachAvailability.startMinute)),
    db
      .select()
      .from(coachAvailabilityExceptions)
      .where(eq(coachAvailabilityExceptions.coachUserId, coach.userId))
      .orderBy(asc(coachAvailabilityExceptions.date)),
    db
      .select({ s: sprintSessions, clientName: users.name, clientAnon: users.isAnonymous })
      .from(sprintSessions)
      .innerJoin(users, eq(users.id, sprintSessions.clientUserId))
      .where(
        and(
          eq(sprintSessions.coachUserId, coach.userId),
          ne(sprintSessions.status, 'cancelled'),
          gte(sprintSessions.startsAt, since),
        ),
      )
      .orderBy(asc(sprintSessions.startsAt)),
  ]);
  return {
    coach,
    weekly: weekly.map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
    exceptions: exceptions.map(({ date, startMinute, endMinute, available }) => ({
      date,
      startMinute,
      endMinute,
      available,
    })),
    sessions: sessions.map(({ s, clientName, clientAnon }) => sessionView(s, clientAnon ? null : clientName)),
  };
}

type SessionRow = typeof sprintSessions.$inferSelect;
function sessionView(s: SessionRow, clientName: string | null) {
  return {
    id: s.id,
    number: s.number,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: s.status,
    notes: s.notes ?? '',
    client: { userId: s.clientUserId, name: clientName || 'Sprint client' },
  };
}

/** One of the coach's sessions: 404 when there is none, 403 when it is another coach's. */
export async function coachSession(deps: AppDeps, coach: Coach, sessionId: string) {
  const [row] = await deps.database.db
    .select({ s: sprintSessions, clientName: users.name, clientAnon: users.isAnonymous })
    .from(sprintSessions)
    .innerJoin(users, eq(users.id, sprintSessions.clientUserId))
    .where(eq(sprintSessions.id, sessionId));
  if (!row) throw notFound(COACH_MESSAGES.noSession, 'session_not_found');
  if (row.s.coachUserId !== coach.userId) throw forbidden(COACH_MESSAGES.otherCoach);
  return { row: row.s, view: sessionView(row.s, row.clientAnon ? null : row.clientName) };
}

export async function saveNotes(deps: AppDeps, coach: Coach, sessionId: string, notes: string) {
  const { row } = await coachSession(deps, coach, sessionId);
  await deps.database.db
    .update(sprintSessions)
    .set({ notes, updatedAt: new Date() })
    .where(eq(sprintSessions.id, row.id));
}

/**
 * 'Mark as done': a booked session becomes done once it has started (three sessions marked done ahead of
 * time let the report go out before the sprint was held). Done twice is fine (the same answer); a cancelled session
 * cannot be.
 */
export async function markDone(deps: AppDeps, coach: Coach, sessionId: string, now: Date) {
  const { row } = await coachSession(deps, coach, sessionId);
  if (row.status === 'done') return;
  if (row.status !== 'booked') throw new ApiError(409, 'session_not_booked', COACH_MESSAGES.notBooked);
  if (row.startsAt.getTime() > now.getTime()) throw new ApiError(409, 'session_not_started', COACH_MESSAGES.notStarted);
  await deps.database.db
    .update(sprintSessions)
    .set({ status: 'done', updatedAt: new Date() })
    .where(and(eq(sprintSessions.id, row.id), eq(sprintSessions.status, 'booked'), lte(sprintSessions.startsAt, now)));
  deps.log.info({ sessionId: row.id }, 'sprint session done');
}
