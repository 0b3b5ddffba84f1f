import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Weekly guidance and the sponsor's progress note (decision 078). One settings row per
 * person (their day, time and zone, on or stopped), one row per week sent (the claim that makes a week go out once
 * across instances, and the person's answer), and one consent row per sponsorship.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type WeeklyAnswer = 'done' | 'not_yet' | 'change';

export const weeklyGuidance = pgTable(
  'weekly_guidance',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation whose plan the weeks come from (its id; the row outlives nothing: the plan is rebuilt). */
    conversationId: text('conversation_id').notNull(),
    /** 0 Monday … 6 Sunday, minutes after midnight, an IANA zone: when the week’s task arrives. */
    weekday: integer('weekday').notNull().default(0),
    minuteOfDay: integer('minute_of_day').notNull().default(540),
    timeZone: text('time_zone').notNull().default('UTC'),
    active: boolean('active').notNull().default(true),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** The week to send next (1 … 13; past 13 the plan is done and nothing is due). */
    nextWeek: integer('next_week').notNull().default(1),
    /** When `nextWeek` is due (recomputed when the settings change); null: nothing more to send. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weekly_guidance_due_idx').on(t.active, t.nextDueAt)],
);

export const weeklyGuidanceWeeks = pgTable(
  'weekly_guidance_weeks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    /** The week's micro-task as it was sent. */
    task: text('task').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    answer: text('answer').$type<WeeklyAnswer>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredVia: text('answered_via').$type<'email' | 'app'>(),
  },
  (t) => [uniqueIndex('weekly_guidance_weeks_user_week_uq').on(t.userId, t.week)],
);

/**
 * The sponsored person's answer to "may your sponsor get a short monthly note of the weeks you've done?", per
 * sponsorship (no foreign key to it: a deleted request leaves nothing to send to, and the note looks it up).
 */
export const weeklySponsorConsents = pgTable(
  'weekly_sponsor_consents',
  {
    sponsorshipId: text('sponsorship_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent: boolean('consent').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** The last monthly note sent (the claim: set where it was older than a month). */
    lastNoteAt: timestamp('last_note_at', { withTimezone: true }),
  },
  (t) => [index('weekly_sponsor_consents_user_idx').on(t.userId)],
);
