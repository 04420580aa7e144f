CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"time" timestamp with time zone,
	"count" integer NOT NULL,
	"target" text NOT NULL,
	"audience" text NOT NULL,
	"device" text,
	"read_at" timestamp with time zone,
	"dedupe_key" text
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_owner_version_idx" ON "notifications" USING btree ("owner_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_owner_dedupe_idx" ON "notifications" USING btree ("owner_id","dedupe_key");