CREATE TABLE "cohort_organisers" (
	"user_id" text NOT NULL,
	"cohort_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_organisers_user_id_cohort_id_pk" PRIMARY KEY("user_id","cohort_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"timeframe" text NOT NULL,
	"cohort_id" text,
	"sent_by" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ok" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_sends_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"relation" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"recommended_name" text NOT NULL,
	"recommended_email" text NOT NULL,
	"motivation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"motivation" text NOT NULL,
	"expert_help" text NOT NULL,
	"supporter1_name" text DEFAULT '' NOT NULL,
	"supporter1_email" text DEFAULT '' NOT NULL,
	"supporter1_phone" text DEFAULT '' NOT NULL,
	"supporter2_name" text DEFAULT '' NOT NULL,
	"supporter2_email" text DEFAULT '' NOT NULL,
	"supporter2_phone" text DEFAULT '' NOT NULL,
	"under18" boolean DEFAULT false NOT NULL,
	"consent_id" text,
	"status" text NOT NULL,
	"cohort_id" text DEFAULT 'public' NOT NULL,
	"ambassador_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"application_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort_organisers" ADD CONSTRAINT "cohort_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_organisers" ADD CONSTRAINT "cohort_organisers_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_applications" ADD CONSTRAINT "show_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_applications" ADD CONSTRAINT "show_applications_consent_id_show_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."show_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_consents" ADD CONSTRAINT "show_consents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendations_created_idx" ON "recommendations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "show_applications_status_idx" ON "show_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "show_consents_owner_idx" ON "show_consents" USING btree ("owner_id");