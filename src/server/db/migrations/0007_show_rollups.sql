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
