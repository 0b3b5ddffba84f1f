import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Tables of the trust area. schema.ts re-exports this file so drizzle-kit and the typed client see every
 * table in one schema. (`users` is only read inside the reference's thunk: the circular import is safe.)
 */

/**
 * The year of birth a visitor gave, asked once where it matters (before voice cloning consent; later the show
 * application and checkout), and the country whose digital age of consent applies (GDPR Art. 8). One row per person;
 * it moves with a visitor who signs up (shared/owned-tables.ts) and is deleted with the account.
 */
export const visitorAges = pgTable('visitor_ages', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthYear: integer('birth_year').notNull(),
  /** ISO 3166-1 alpha-2, upper case, or null when not given (the default age of consent applies). */
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses that asked not to be mailed again (the unsubscribe link in every e-mail to a third party: sponsorship
 * requests). Only the SHA-256 of the lower-cased address is kept, so the list holds no address in clear. Kept for
 * good: forgetting it would mail them again. Decision 037.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  addressHash: text('address_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per e-mail a visitor asked us to send to someone else (decision 037): the per-sender and per-recipient
 * daily limits count these. Rows older than two days are deleted by the retention job; the sender's rows go with
 * their account (shared/owned-tables.ts).
 */
export const thirdPartyEmails = pgTable(
  'third_party_emails',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    recipientHash: text('recipient_hash').notNull(),
    /** What was sent: 'sponsorship' (later: 'recommendation', 'supporter'). */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('third_party_emails_sender_idx').on(t.senderId, t.createdAt),
    index('third_party_emails_recipient_idx').on(t.recipientHash, t.createdAt),
  ],
);
