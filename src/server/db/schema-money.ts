import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * After the purchase (decision 066): the one payment customer of each person, and the sign-in links a
 * receipt carries. schema.ts re-exports this file.
 */

/** One provider customer per person (Stripe's `cus_…`): every checkout of theirs names it. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'local' | 'stripe'>().notNull(),
  customerId: text('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in link from a receipt: single use, expiring; only the token's SHA-256 is stored. Opening it signs the
 * browser into the account and lands on `redirectTo` (a path of the app).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectTo: text('redirect_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_links_token_uq').on(t.tokenHash), index('sign_in_links_user_idx').on(t.userId)],
);
