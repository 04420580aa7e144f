ALTER TABLE "patients" ADD COLUMN "care_consent_on" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_consent_version" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "data_consent_on" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "data_consent_version" text;