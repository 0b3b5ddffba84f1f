CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"saved_poster_url" text,
	"saved_poster_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"paid_by" text NOT NULL,
	"order_id" text,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"product_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"customer_email" text,
	"customer_id" text,
	"subscription_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_last4" text,
	"last_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_reason" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"product" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_by" text DEFAULT 'self' NOT NULL,
	"sponsorship_id" text,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"payer_email" text,
	"tracking_session_id" text NOT NULL,
	"cohort_id" text DEFAULT 'public' NOT NULL,
	"ambassador_code" text,
	"paid_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"service_type" text NOT NULL,
	"parent_names" text NOT NULL,
	"parent_email" text NOT NULL,
	"custom_message" text,
	"message" text NOT NULL,
	"first_name" text NOT NULL,
	"cover_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"cover_id" text,
	"cover_key" text DEFAULT '' NOT NULL,
	"role_title" text,
	"act" text DEFAULT 'onboarding' NOT NULL,
	"state" jsonb NOT NULL,
	"user_messages" integer DEFAULT 0 NOT NULL,
	"next_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"card" jsonb,
	"cards" jsonb,
	"quick_replies" jsonb,
	"metadata" jsonb,
	"client_message_id" text,
	"reply_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_organisers" (
	"user_id" text NOT NULL,
	"cohort_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_organisers_user_id_cohort_id_pk" PRIMARY KEY("user_id","cohort_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_ambassador_weeks" (
	"week_start" text NOT NULL,
	"ambassador_code" text NOT NULL,
	"event_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_ambassador_weeks_ambassador_code_week_start_event_type_pk" PRIMARY KEY("ambassador_code","week_start","event_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_cohort_days" (
	"day" text NOT NULL,
	"cohort_id" text NOT NULL,
	"event_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_cohort_days_cohort_id_day_event_type_pk" PRIMARY KEY("cohort_id","day","event_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
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
CREATE TABLE "visitor_ages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"birth_year" integer NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_shares" ADD COLUMN "in_gallery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_conversations" ADD CONSTRAINT "talk_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_conversations" ADD CONSTRAINT "talk_conversations_cover_id_magazine_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."magazine_covers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_messages" ADD CONSTRAINT "talk_messages_conversation_id_talk_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."talk_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_organisers" ADD CONSTRAINT "cohort_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_organisers" ADD CONSTRAINT "cohort_organisers_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_applications" ADD CONSTRAINT "show_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_applications" ADD CONSTRAINT "show_applications_consent_id_show_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."show_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_consents" ADD CONSTRAINT "show_consents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_ages" ADD CONSTRAINT "visitor_ages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_user_product_uq" ON "entitlements" USING btree ("user_id","product");--> statement-breakpoint
CREATE INDEX "entitlements_subscription_idx" ON "entitlements" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "local_invoices_subscription_idx" ON "local_invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "local_subscriptions_due_idx" ON "local_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_session_uq" ON "payment_orders" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_subscription_idx" ON "payment_orders" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_token_uq" ON "sponsorships" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sponsorships_user_idx" ON "sponsorships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talk_conversations_owner_cover_idx" ON "talk_conversations" USING btree ("user_id","cover_key");--> statement-breakpoint
CREATE INDEX "talk_conversations_user_idx" ON "talk_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_messages_seq_uq" ON "talk_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_messages_client_uq" ON "talk_messages" USING btree ("conversation_id","client_message_id");--> statement-breakpoint
CREATE INDEX "recommendations_created_idx" ON "recommendations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "show_applications_status_idx" ON "show_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "show_consents_owner_idx" ON "show_consents" USING btree ("owner_id");