import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MeasureItemId, MeasureWave } from '@content/measure.js';
import { users } from './schema-core.js';

/**
 * The measure (docs/product/measure.md; decisions 082–084). Identity and answers are kept apart:
 * - `research_consents` is the person's (user id): their yes, the parent's yes, and the per-study pseudonym;
 * - `measure_responses` holds answers under the pseudonym only (no user id, no e-mail, no name, no session);
 *   the link between the two exists only in `research_consents`, and goes with a revocation or the account.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type ResearchConsentState = 'given' | 'pending_parent' | 'revoked';

export const researchConsents = pgTable(
  'research_consents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studyId: text('study_id').notNull(),
    /** 128 random bits, new for every consent: nothing derives it from the person. Null once revoked. */
    pseudonym: text('pseudonym'),
    state: text('state').$type<ResearchConsentState>().notNull(),
    /** The cohort the person came with when they agreed (answers carry it too). */
    cohortId: text('cohort_id').notNull().default('public'),
    /** The randomised arm when their cohort randomises Talk's first act (decision 084). */
    arm: text('arm').$type<'now' | 'later'>(),
    /** Under the digital age of consent: the parent's address, the link's SHA-256 (as the sponsor's), their yes. */
    parentEmail: text('parent_email'),
    parentTokenHash: text('parent_token_hash'),
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    givenAt: timestamp('given_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The 30-day e-mail: due 30 days after the first answer; sent once (claimed by setting sentAt). */
    followUpDueAt: timestamp('follow_up_due_at', { withTimezone: true }),
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('research_consents_user_study_uq').on(t.userId, t.studyId),
    uniqueIndex('research_consents_pseudonym_uq').on(t.pseudonym),
    uniqueIndex('research_consents_parent_token_uq').on(t.parentTokenHash),
    index('research_consents_follow_up_idx').on(t.state, t.followUpDueAt),
  ],
);

/** Answers under a pseudonym; one row per pseudonym and wave (answering a wave again replaces it). */
export const measureResponses = pgTable(
  'measure_responses',
  {
    id: text('id').primaryKey(),
    studyId: text('study_id').notNull(),
    pseudonym: text('pseudonym').notNull(),
    wave: text('wave').$type<MeasureWave>().notNull(),
    answers: jsonb('answers').$type<Partial<Record<MeasureItemId, number>>>().notNull(),
    cohortId: text('cohort_id').notNull().default('public'),
    /** The person had started Talk when they answered (the observational comparison). */
    talked: boolean('talked').notNull().default(false),
    arm: text('arm').$type<'now' | 'later'>(),
    /** The day only (a time of day could help pick a person out of a small class). */
    answeredOn: text('answered_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('measure_responses_pseudonym_wave_uq').on(t.pseudonym, t.wave),
    index('measure_responses_study_idx').on(t.studyId, t.cohortId),
  ],
);

/** A cohort's randomised comparison (an organiser's switch, decision 084). */
export const measureCohortSettings = pgTable('measure_cohort_settings', {
  cohortId: text('cohort_id').primaryKey(),
  randomised: boolean('randomised').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every research export, logged (who, when, which format, how many rows). */
export const measureExports = pgTable('measure_exports', {
  id: text('id').primaryKey(),
  adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
  format: text('format').$type<'csv' | 'json'>().notNull(),
  rows: integer('rows').notNull(),
  createdAt: createdAt(),
});
