import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';
import { paymentOrders } from './schema-payments.js';

/**
 * Tables of the Strategy sprint's booking (decisions 040-042). schema.ts re-exports this file.
 *
 * A coach is a user with role 'coach' and a profile here; their weekly hours and exceptions are minutes of the
 * day in the coach's own time zone (so 09:00-17:00 stays 09:00-17:00 across a daylight-saving change). A session
 * is one booked 45-minute slot of a Strategy order; two partial unique indexes make a double booking impossible
 * in the database (two clicks on one slot: the second insert fails and gets a 409).
 *
 * Only coach_profiles and sprint_sessions.client_user_id reference users (each table has one owner column in
 * OWNED_TABLES); the coach's other columns reference coach_profiles, so deleting a coach's account (or profile)
 * removes their hours, exceptions and sessions with it.
 */
export type SprintSessionStatus = 'booked' | 'cancelled' | 'done';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const coachProfiles = pgTable('coach_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  /** IANA zone, e.g. 'Europe/Stockholm'. */
  timeZone: text('time_zone').notNull().default('UTC'),
  videoLink: text('video_link'),
  bio: text('bio'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Weekly hours: weekday 0 = Monday … 6 = Sunday; minutes from midnight in the coach's zone, end exclusive. */
export const coachAvailability = pgTable(
  'coach_availability',
  {
    id: text('id').primaryKey(),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => coachProfiles.userId, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('coach_availability_coach_idx').on(t.coachUserId)],
);

/**
 * One date's exception in the coach's zone: available false = off (start/end null = the whole day), available
 * true = extra hours on that date.
 */
export const coachAvailabilityExceptions = pgTable(
  'coach_availability_exceptions',
  {
    id: text('id').primaryKey(),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => coachProfiles.userId, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in the coach's zone. */
    date: text('date').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    available: boolean('available').notNull().default(false),
  },
  (t) => [index('coach_availability_exceptions_coach_idx').on(t.coachUserId, t.date)],
);

export const sprintSessions = pgTable(
  'sprint_sessions',
  {
    id: text('id').primaryKey(),
    /** The Strategy purchase (own or sponsored). */
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    clientUserId: text('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => coachProfiles.userId, { onDelete: 'cascade' }),
    /** 1..3 */
    number: integer('number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SprintSessionStatus>().notNull().default('booked'),
    /** The buyer's IANA zone when booking (from the browser): e-mails write times in it. */
    clientTimeZone: text('client_time_zone').notNull().default('UTC'),
    /** The coach's private notes (never shown to the client). */
    notes: text('notes'),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sprint_sessions_coach_slot_uq')
      .on(t.coachUserId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('sprint_sessions_order_number_uq')
      .on(t.orderId, t.number)
      .where(sql`${t.status} <> 'cancelled'`),
    index('sprint_sessions_client_idx').on(t.clientUserId, t.startsAt),
    index('sprint_sessions_due_idx').on(t.status, t.startsAt),
  ],
);
