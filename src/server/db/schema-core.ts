/**
 * The tables of the journey (visitors and accounts of better-auth, cohorts, covers, shares, voice, events).
 * schema.ts gathers this file and each area's file into the one schema.
 */
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { CoverContent, CoverState } from '@core/contracts/cover-generation.js';
import type { AnswersMap } from '@core/contracts/journey.js';
import type { VoiceProfile } from '@core/contracts/voice.js';
import type { SafetyCategory } from '@core/safety-reader.js';

/**
 * Auth tables follow better-auth's field names (plural table names).
 * IDs that reach a URL are random 128-bit+ strings made by the server (see src/server/lib/ids.ts).
 * JSON columns and the text columns that hold one of a few values carry their TypeScript type (`$type`, types
 * from the zod contracts in src/core/contracts): no cast where a row is read. `$type` changes no SQL.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------- auth (better-auth) ----------
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  role: text('role').notNull().default('user'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------- attribution ----------
export const cohorts = pgTable('cohorts', {
  cohortId: text('cohort_id').primaryKey(),
  name: text('name').notNull(),
  watermarkText: text('watermark_text').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * New anonymous visitors per client address per 10 minutes arriving through this cohort's link, set by its
   * organiser for a school behind one address (decision 086); null: the app's default (auth/visitor.ts).
   */
  visitorsPerAddress: integer('visitors_per_address'),
  createdAt: createdAt(),
});

export const ambassadors = pgTable('ambassadors', {
  ambassadorCode: text('ambassador_code').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  cohortId: text('cohort_id')
    .notNull()
    .references(() => cohorts.cohortId),
  isActive: boolean('is_active').notNull().default(true),
  weeklySpins: integer('weekly_spins').notNull().default(0),
  totalSpins: integer('total_spins').notNull().default(0),
  weeklyConversions: integer('weekly_conversions').notNull().default(0),
  totalConversions: integer('total_conversions').notNull().default(0),
  createdAt: createdAt(),
});

export const shareTemplates = pgTable(
  'share_templates',
  {
    id: text('id').primaryKey(),
    platform: text('platform').notNull(),
    templateText: text('template_text').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    templateType: text('template_type').notNull().default('default'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('share_templates_platform_idx').on(t.platform, t.templateType, t.isActive)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    cohortId: text('cohort_id').notNull().default('public'),
    ambassadorCode: text('ambassador_code'),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    roleOutcome: text('role_outcome'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_type_idx').on(t.eventType, t.createdAt),
    index('tracking_events_cohort_idx').on(t.cohortId, t.createdAt),
    index('tracking_events_session_idx').on(t.sessionId),
  ],
);

// ---------- the journey ----------
export const onboardingAnswers = pgTable('onboarding_answers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<AnswersMap>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An uploaded selfie, re-encoded without metadata. */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Face-aware crop centre, 0-1 of width/height, when found. */
    focusX: real('focus_x'),
    focusY: real('focus_y'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerId)],
);

export const magazineCovers = pgTable(
  'magazine_covers',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    roleTitle: text('role_title').notNull(),
    spinNumber: integer('spin_number').notNull().default(0),
    cohortId: text('cohort_id').notNull().default('public'),
    ambassadorCode: text('ambassador_code'),
    watermarkText: text('watermark_text').notNull(),
    photoId: text('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<AnswersMap>().notNull().default({}),
    postcardContext: text('postcard_context'),
    bhagContext: text('bhag_context'),
    purposeContext: text('purpose_context'),
    workplaceContext: text('workplace_context'),
    // generation pipeline state (resumable, lives in the database)
    status: text('status').$type<CoverState['status']>().notNull().default('pending'),
    stage: text('stage').$type<CoverState['stage']>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    description: text('description'),
    content: jsonb('content').$type<CoverContent>(),
    style: text('style').$type<NonNullable<CoverState['style']>>(),
    portraitKey: text('portrait_key'),
    imageKey: text('image_key'),
    enhanced: boolean('enhanced').notNull().default(false),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('magazine_covers_user_idx').on(t.userId, t.createdAt)],
);

export const magazineShares = pgTable(
  'magazine_shares',
  {
    id: text('id').primaryKey(),
    coverId: text('cover_id')
      .notNull()
      .references(() => magazineCovers.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userRole: text('user_role').notNull(),
    cohortId: text('cohort_id').notNull().default('public'),
    ambassadorCode: text('ambassador_code'),
    socialImageKey: text('social_image_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The owner ticked 'Show my cover in the public gallery' (off by default; decision 035). */
    inGallery: boolean('in_gallery').notNull().default(false),
  },
  (t) => [index('magazine_shares_cover_idx').on(t.coverId), index('magazine_shares_recent_idx').on(t.createdAt)],
);

// ---------- voice ----------
export const voiceMessages = pgTable(
  'voice_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioKey: text('audio_key').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    transcript: text('transcript'),
    /**
     * The transcript's state (decision 079): null before any, 'pending' while the job works, 'done', 'failed' (the
     * provider stalled or refused: the recording stays, the person can type), 'browser' (the server has no engine).
     */
    transcriptStatus: text('transcript_status').$type<'pending' | 'done' | 'failed' | 'browser'>(),
    /** Who wrote the stored transcript: the provider, or the person (their correction wins over a late job). */
    transcriptSource: text('transcript_source').$type<'provider' | 'person'>(),
    transcriptLanguage: text('transcript_language'),
    /** The safety reader read the transcript as a crisis (its category): kept only as the transcript, never reused. */
    transcriptSafety: text('transcript_safety').$type<SafetyCategory>(),
    /** Local voice profile: median pitch (Hz), loudness (dBFS), measured duration. */
    profile: jsonb('profile').$type<Partial<VoiceProfile>>(),
    voiceId: text('voice_id'),
    createdAt: createdAt(),
  },
  (t) => [index('voice_messages_user_idx').on(t.userId, t.createdAt)],
);

export const voiceConsents = pgTable('voice_consents', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  voiceMessageId: text('voice_message_id').references(() => voiceMessages.id, { onDelete: 'set null' }),
  agreed: boolean('agreed').notNull(),
  consentText: text('consent_text').notNull(),
  createdAt: createdAt(),
});
