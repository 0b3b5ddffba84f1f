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
ALTER TABLE "local_subscriptions" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "local_invoices_subscription_idx" ON "local_invoices" USING btree ("subscription_id");