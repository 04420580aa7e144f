ALTER TABLE "specialist_profiles" ADD COLUMN "id" uuid GENERATED ALWAYS AS (user_id) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "owner_id" uuid GENERATED ALWAYS AS (user_id) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "version" bigint DEFAULT nextval('sync_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "last_name" text;--> statement-breakpoint
UPDATE "specialist_profiles" SET "first_name" = "users"."first_name", "last_name" = "users"."last_name" FROM "users" WHERE "users"."id" = "specialist_profiles"."user_id";--> statement-breakpoint
ALTER TABLE "specialist_profiles" ALTER COLUMN "first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ALTER COLUMN "last_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD COLUMN "days_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "specialist_profiles_id_idx" ON "specialist_profiles" USING btree ("id");--> statement-breakpoint
CREATE INDEX "specialist_profiles_owner_version_idx" ON "specialist_profiles" USING btree ("owner_id","version");