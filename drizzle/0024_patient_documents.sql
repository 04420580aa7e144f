CREATE TABLE "patient_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_documents_owner_version_idx" ON "patient_documents" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "patient_documents_owner_patient_idx" ON "patient_documents" USING btree ("owner_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_documents_owner_file_idx" ON "patient_documents" USING btree ("owner_id","file_id");