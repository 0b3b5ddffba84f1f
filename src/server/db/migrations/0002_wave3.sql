CREATE TABLE "local_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text,
	"recipient_hash" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_availability" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_user_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_availability_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_user_id" text NOT NULL,
	"date" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"available" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"video_link" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"client_user_id" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"client_time_zone" text DEFAULT 'UTC' NOT NULL,
	"notes" text,
	"reminder_24h_sent_at" timestamp with time zone,
	"reminder_1h_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"client_user_id" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"sponsor_email" text,
	"sponsor_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"last_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "customer_country" text;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_invoices" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_invoices" ADD COLUMN "attempt_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_invoices" ADD COLUMN "next_payment_attempt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_country" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "third_party_emails" ADD CONSTRAINT "third_party_emails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD CONSTRAINT "coach_availability_coach_user_id_coach_profiles_user_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."coach_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_availability_exceptions" ADD CONSTRAINT "coach_availability_exceptions_coach_user_id_coach_profiles_user_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."coach_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_sessions" ADD CONSTRAINT "sprint_sessions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_sessions" ADD CONSTRAINT "sprint_sessions_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_sessions" ADD CONSTRAINT "sprint_sessions_coach_user_id_coach_profiles_user_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."coach_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_reports" ADD CONSTRAINT "sprint_reports_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "third_party_emails_sender_idx" ON "third_party_emails" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "third_party_emails_recipient_idx" ON "third_party_emails" USING btree ("recipient_hash","created_at");--> statement-breakpoint
CREATE INDEX "coach_availability_coach_idx" ON "coach_availability" USING btree ("coach_user_id");--> statement-breakpoint
CREATE INDEX "coach_availability_exceptions_coach_idx" ON "coach_availability_exceptions" USING btree ("coach_user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_sessions_coach_slot_uq" ON "sprint_sessions" USING btree ("coach_user_id","starts_at") WHERE "sprint_sessions"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_sessions_order_number_uq" ON "sprint_sessions" USING btree ("order_id","number") WHERE "sprint_sessions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "sprint_sessions_client_idx" ON "sprint_sessions" USING btree ("client_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "sprint_sessions_due_idx" ON "sprint_sessions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_reports_order_uq" ON "sprint_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sprint_reports_client_idx" ON "sprint_reports" USING btree ("client_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_reports_sponsor_token_uq" ON "sprint_reports" USING btree ("sponsor_token_hash");--> statement-breakpoint
CREATE INDEX "payment_orders_payment_idx" ON "payment_orders" USING btree ("provider_payment_id");