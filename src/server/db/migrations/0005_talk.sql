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
ALTER TABLE "talk_conversations" ADD CONSTRAINT "talk_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_conversations" ADD CONSTRAINT "talk_conversations_cover_id_magazine_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."magazine_covers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_messages" ADD CONSTRAINT "talk_messages_conversation_id_talk_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."talk_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_conversations_owner_cover_idx" ON "talk_conversations" USING btree ("user_id","cover_key");--> statement-breakpoint
CREATE INDEX "talk_conversations_user_idx" ON "talk_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_messages_seq_uq" ON "talk_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_messages_client_uq" ON "talk_messages" USING btree ("conversation_id","client_message_id");