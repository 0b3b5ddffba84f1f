CREATE TABLE "local_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "weekly_guidance" (
	"user_id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"weekday" integer DEFAULT 0 NOT NULL,
	"minute_of_day" integer DEFAULT 540 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stopped_at" timestamp with time zone,
	"next_week" integer DEFAULT 1 NOT NULL,
	"next_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_guidance_weeks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"week" integer NOT NULL,
	"task" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_via" text
);
--> statement-breakpoint
CREATE TABLE "weekly_sponsor_consents" (
	"sponsorship_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"consent" boolean NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"last_note_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "measure_cohort_settings" (
	"cohort_id" text PRIMARY KEY NOT NULL,
	"randomised" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_user_id" text,
	"format" text NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"study_id" text NOT NULL,
	"pseudonym" text NOT NULL,
	"wave" text NOT NULL,
	"answers" jsonb NOT NULL,
	"cohort_id" text DEFAULT 'public' NOT NULL,
	"talked" boolean DEFAULT false NOT NULL,
	"arm" text,
	"answered_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"study_id" text NOT NULL,
	"pseudonym" text,
	"state" text NOT NULL,
	"cohort_id" text DEFAULT 'public' NOT NULL,
	"arm" text,
	"parent_email" text,
	"parent_token_hash" text,
	"parent_consent_at" timestamp with time zone,
	"given_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"follow_up_due_at" timestamp with time zone,
	"follow_up_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "visitors_per_address" integer;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_status" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_source" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_language" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_safety" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "receipt_mail_id" text;--> statement-breakpoint
ALTER TABLE "weekly_guidance" ADD CONSTRAINT "weekly_guidance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_guidance_weeks" ADD CONSTRAINT "weekly_guidance_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_sponsor_consents" ADD CONSTRAINT "weekly_sponsor_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_exports" ADD CONSTRAINT "measure_exports_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_consents" ADD CONSTRAINT "research_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payment_events_due_idx" ON "local_payment_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "weekly_guidance_due_idx" ON "weekly_guidance" USING btree ("active","next_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_guidance_weeks_user_week_uq" ON "weekly_guidance_weeks" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "weekly_sponsor_consents_user_idx" ON "weekly_sponsor_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "measure_responses_pseudonym_wave_uq" ON "measure_responses" USING btree ("pseudonym","wave");--> statement-breakpoint
CREATE INDEX "measure_responses_study_idx" ON "measure_responses" USING btree ("study_id","cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_user_study_uq" ON "research_consents" USING btree ("user_id","study_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_pseudonym_uq" ON "research_consents" USING btree ("pseudonym");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_parent_token_uq" ON "research_consents" USING btree ("parent_token_hash");--> statement-breakpoint
CREATE INDEX "research_consents_follow_up_idx" ON "research_consents" USING btree ("state","follow_up_due_at");