import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail outbox (decision 065): every e-mail the app sends is first a row here, written in the
 * transaction of what caused it when the caller has one, then delivered by the `mail-send` job (retried with
 * back-off) and marked sent. A row still `pending` after a crash is found by the `mail-sweep` job; a row is
 * claimed with a lease before it is handed to the mail server, so two workers never send it at once.
 * schema.ts re-exports this file.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** The address, as given (the row is deleted MAIL_OUTBOX_KEEP_DAYS after it is settled). */
    recipient: text('recipient').notNull(),
    /** The message: subject, text, html, headers, attachments (content in base64). */
    message: jsonb('message').notNull(),
    /** 'own' (the person's own receipt, refund, booking...: never capped) or 'requested' (capped per address). */
    class: text('class').notNull().default('requested'),
    /** pending → sending → sent; or failed (refused, or out of retries), or dropped (over the per-address cap). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's last answer when it failed (no address in it). */
    lastError: text('last_error'),
    /** A `sending` row whose lease has passed was abandoned by a dead worker: it may be claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the sweep may hand the row to a job (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
