import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * Talk's privacy (decision 069): the person's answers to TALK_SHARE_TEXT (may their sprint coach
 * see their Talk highlights). A row per answer, with the exact text agreed to and when; the latest answer counts, so
 * unticking withdraws at once. Nothing here is shown to anyone but the person.
 */
export const talkShareConsents = pgTable(
  'talk_share_consents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreed: boolean('agreed').notNull(),
    consentText: text('consent_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_share_consents_user_idx').on(t.userId, t.createdAt)],
);
