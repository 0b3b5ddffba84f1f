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
ALTER TABLE "measure_exports" ADD CONSTRAINT "measure_exports_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_consents" ADD CONSTRAINT "research_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measure_responses_pseudonym_wave_uq" ON "measure_responses" USING btree ("pseudonym","wave");--> statement-breakpoint
CREATE INDEX "measure_responses_study_idx" ON "measure_responses" USING btree ("study_id","cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_user_study_uq" ON "research_consents" USING btree ("user_id","study_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_pseudonym_uq" ON "research_consents" USING btree ("pseudonym");--> statement-breakpoint
CREATE UNIQUE INDEX "research_consents_parent_token_uq" ON "research_consents" USING btree ("parent_token_hash");--> statement-breakpoint
CREATE INDEX "research_consents_follow_up_idx" ON "research_consents" USING btree ("state","follow_up_due_at");