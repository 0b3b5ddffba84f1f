ALTER TABLE "voice_messages" ADD COLUMN "transcript_status" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_source" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_language" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "transcript_safety" text;