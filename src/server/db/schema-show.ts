import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConsentMimeType, Relation, ShowApplicationStatus } from '@core/contracts/show.js';
import { cohorts, users } from './schema-core.js';

/**
 * Tables of the show area (see docs/architecture.md): show applications and their private consent files,
 * recommendations, who organises which cohort, and the leaderboard messages sent to Slack.
 * schema.ts re-exports this file so drizzle-kit and the typed client see every table in one schema.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A signed parental consent, uploaded before the application that uses it. Its bytes are under a private key. */
export const showConsents = pgTable(
  'show_consents',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').$type<ConsentMimeType>().notNull(),
    bytes: integer('bytes').notNull(),
    /** Set when an application uses it; an unused one is deleted after a day. */
    applicationId: text('application_id'),
    createdAt: createdAt(),
  },
  (t) => [index('show_consents_owner_idx').on(t.ownerId)],
);

export const showApplications = pgTable(
  'show_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    motivation: text('motivation').notNull(),
    expertHelp: text('expert_help').notNull(),
    supporter1Name: text('supporter1_name').notNull().default(''),
    supporter1Email: text('supporter1_email').notNull().default(''),
    supporter1Phone: text('supporter1_phone').notNull().default(''),
    supporter2Name: text('supporter2_name').notNull().default(''),
    supporter2Email: text('supporter2_email').notNull().default(''),
    supporter2Phone: text('supporter2_phone').notNull().default(''),
    under18: boolean('under18').notNull().default(false),
    consentId: text('consent_id').references(() => showConsents.id, { onDelete: 'set null' }),
    status: text('status').$type<ShowApplicationStatus>().notNull(),
    cohortId: text('cohort_id').notNull().default('public'),
    ambassadorCode: text('ambassador_code'),
    createdAt: createdAt(),
  },
  (t) => [index('show_applications_status_idx').on(t.status, t.createdAt)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    relation: text('relation').$type<Relation>().notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    recommendedName: text('recommended_name').notNull(),
    recommendedEmail: text('recommended_email').notNull(),
    motivation: text('motivation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recommendations_created_idx').on(t.createdAt)],
);

/** An organiser sees the cohorts listed here (users.role = 'organiser'). */
export const cohortOrganisers = pgTable(
  'cohort_organisers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: text('cohort_id')
      .notNull()
      .references(() => cohorts.cohortId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cohortId] })],
);

/**
 * Leaderboard messages sent to the chat. A scheduled send claims its `slot` (e.g. 'weekly:2026-W48:all') with a
 * unique key before sending, so with several app instances it is sent once.
 */
export const leaderboardSends = pgTable('leaderboard_sends', {
  id: text('id').primaryKey(),
  slot: text('slot').notNull().unique(),
  timeframe: text('timeframe').notNull(),
  cohortId: text('cohort_id'),
  sentBy: text('sent_by'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  ok: boolean('ok').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Roll-ups of tracking_events for the dashboard (decision 032): counts per UTC day and cohort, and per ISO week and
 * ambassador, of closed days and weeks only (the open day or week is counted from the events). Rebuilt from the
 * events at any time; `dashboard_rollup_state` says up to where each is complete.
 */
export const dashboardCohortDays = pgTable(
  'dashboard_cohort_days',
  {
    day: text('day').notNull(),
    cohortId: text('cohort_id').notNull(),
    eventType: text('event_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.day, t.eventType] })],
);

export const dashboardAmbassadorWeeks = pgTable(
  'dashboard_ambassador_weeks',
  {
    weekStart: text('week_start').notNull(),
    ambassadorCode: text('ambassador_code').notNull(),
    eventType: text('event_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ambassadorCode, t.weekStart, t.eventType] })],
);

export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  name: text('name').primaryKey(),
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
});
