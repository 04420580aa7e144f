CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"text_body" text,
	"link" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_diplomas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"establishment" text NOT NULL,
	"graduation_date" text NOT NULL,
	"document_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'review' NOT NULL,
	"mobile" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"profession" text NOT NULL,
	"profession_title" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"spoken_languages" jsonb NOT NULL,
	"professional_status" text NOT NULL,
	"photo_file_id" uuid,
	"youtube_url" text,
	"video_file_id" uuid,
	"declared_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"password_created_at" timestamp with time zone,
	"agreed_at" timestamp with time zone,
	"photo_step_at" timestamp with time zone,
	"basic_info_step_at" timestamp with time zone,
	"session_step_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"biography" text,
	"banner_file_id" uuid,
	"patient_categories" jsonb,
	"problems" jsonb,
	"other_problem" text,
	"therapy_modes" jsonb,
	"price30_cents" integer,
	"price60_cents" integer,
	"currency" text,
	"availability" jsonb,
	"session_offer" text,
	"bank_name" text,
	"iban" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"establishment" text NOT NULL,
	"certification_date" text NOT NULL,
	"duration" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "upload_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_name_unique" UNIQUE("storage_name"),
	CONSTRAINT "uploaded_files_one_owner" CHECK (("uploaded_files"."draft_id" is null) <> ("uploaded_files"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_diplomas" ADD CONSTRAINT "specialist_diplomas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_trainings" ADD CONSTRAINT "specialist_trainings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_draft_id_upload_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."upload_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "link_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "specialist_diplomas_user_idx" ON "specialist_diplomas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "specialist_trainings_user_idx" ON "specialist_trainings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_draft_idx" ON "uploaded_files" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_user_idx" ON "uploaded_files" USING btree ("user_id");