import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Tables of the accounts area (see docs/architecture.md). schema.ts re-exports this file so drizzle-kit and the
 * typed client see every table in one schema. (`users` is only read inside the references' thunks: the circular
 * import is safe.)
 */

/**
 * What a profile keeps of a saved poster (docs/product/accounts.md#save-poster: url, timestamp, context,
 * poster_image_url, role_title, user_answers).
 */
export interface SavedPosterData {
  /** The poster's page in the app (/magazine/{id}). */
  url: string;
  /** When it was saved (ISO 8601). */
  timestamp: string;
  /** Where it was saved from: the result step when signed in, or the save-by-e-mail sign-up. */
  context: 'result' | 'signup';
  /** The cover image's address (/api/covers/{id}/image), null while none is stored. */
  poster_image_url: string | null;
  role_title: string;
  user_answers: Record<string, string>;
  /** The cover's id (not in the spec's list: lets the profile open and share the very cover). */
  cover_id: string;
}

/** One row per account: what the profile holds besides better-auth's user (name and e-mail live there). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  savedPosterUrl: text('saved_poster_url'),
  savedPosterData: jsonb('saved_poster_data').$type<SavedPosterData>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** better-auth's twoFactor plugin: the TOTP secret and backup codes (both encrypted with the auth secret). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);
