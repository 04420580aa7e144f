ALTER TABLE "patients" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "session_reminders" boolean DEFAULT true NOT NULL;