CREATE TABLE "visitor_ages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"birth_year" integer NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_shares" ADD COLUMN "in_gallery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_ages" ADD CONSTRAINT "visitor_ages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;