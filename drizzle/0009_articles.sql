CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"banner_file_id" uuid,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_ar" text NOT NULL,
	"content_en" jsonb,
	"content_fr" jsonb,
	"content_ar" jsonb,
	"article_type" text NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"doctor_name" text NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_owner_version_idx" ON "articles" USING btree ("owner_id","version");