import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables of the background jobs (decision 052). The queue itself (jobs, schedules, retries) is pg-boss's,
 * in its own `pgboss` schema that pg-boss creates and migrates at start; these are the app's own notes beside it.
 * schema.ts re-exports this file.
 */

/**
 * How far a sweeping job has got: share expiry clean-up keeps the expiry time up to which it has deleted expired
 * shares' files, so each run looks only at shares that expired since (one row per job; no personal data).
 */
export const jobCursors = pgTable('job_cursors', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  /** The last row's id at `until` (rows are walked in (time, id) order, so equal times are not skipped). */
  lastId: text('last_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
