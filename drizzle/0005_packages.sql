CREATE TABLE "package_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"session_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"modes" jsonb NOT NULL,
	"total_price" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer NOT NULL,
	"archived" boolean NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"name" text NOT NULL,
	"session_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"modes" jsonb NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid" boolean NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_offers_owner_version_idx" ON "package_offers" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "packages_owner_version_idx" ON "packages" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "sessions_owner_package_idx" ON "sessions" USING btree ("owner_id","package_id");