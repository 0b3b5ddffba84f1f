import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Tables of the trust area (issue 16). schema.ts re-exports this file so drizzle-kit and the typed client see every
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
