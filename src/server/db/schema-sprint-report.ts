import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportContent } from '@core/contracts/sprint-report.js';
import { users } from './schema-core.js';

/**
 * The Strategy sprint's report (decision 043). One per Strategy order: the coach assembles it from
 * the client's Talk data once the three sessions are done, edits the text fields, and sends it. The content is one
 * jsonb (a snapshot: later Talk turns do not change a sent report).
 *
 * The report is the client's (deleted with their account, exported with their data). `orderId` and
 * `coachUserId` are plain ids on purpose: an order is bookkeeping that outlives accounts, and a coach who leaves
 * does not take the client's report with them. A sponsor's copy is opened with a token mailed to the sponsor;
 * only its SHA-256 is stored.
 */
export type SprintReportStatus = 'draft' | 'sent';

export const sprintReports = pgTable(
  'sprint_reports',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    clientUserId: text('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachUserId: text('coach_user_id').notNull(),
    content: jsonb('content').$type<ReportContent>().notNull(),
    status: text('status').$type<SprintReportStatus>().notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sponsorEmail: text('sponsor_email'),
    sponsorTokenHash: text('sponsor_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sprint_reports_order_uq').on(t.orderId),
    index('sprint_reports_client_idx').on(t.clientUserId),
    uniqueIndex('sprint_reports_sponsor_token_uq').on(t.sponsorTokenHash),
  ],
);
