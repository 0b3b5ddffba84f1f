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
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
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
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_user_product_uq" ON "entitlements" USING btree ("user_id","product");--> statement-breakpoint
CREATE INDEX "entitlements_subscription_idx" ON "entitlements" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "local_subscriptions_due_idx" ON "local_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_session_uq" ON "payment_orders" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_subscription_idx" ON "payment_orders" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_token_uq" ON "sponsorships" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sponsorships_user_idx" ON "sponsorships" USING btree ("user_id");