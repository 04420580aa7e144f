CREATE TABLE "credential_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"note" text,
	CONSTRAINT "credential_reviews_status_known" CHECK ("credential_reviews"."status" in ('pending', 'accepted', 'correction-requested'))
);
--> statement-breakpoint
ALTER TABLE "credential_reviews" ADD CONSTRAINT "credential_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_reviews" ADD CONSTRAINT "credential_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_reviews_one_pending_idx" ON "credential_reviews" USING btree ("user_id") WHERE "credential_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credential_reviews_user_created_idx" ON "credential_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credential_reviews_status_created_idx" ON "credential_reviews" USING btree ("status","created_at");--> statement-breakpoint
-- Admins seeded before this right existed review credentials too (new admins get it from ADMIN_RIGHTS).
INSERT INTO "user_rights" ("user_id", "code") SELECT "id", 'admin.credentials' FROM "users" WHERE "user_type" = 'admin' ON CONFLICT DO NOTHING;
