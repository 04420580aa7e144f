CREATE TABLE "record_addenda" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"entry_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_data_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"wrapped_key" text NOT NULL,
	"record_key_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"patient_id" uuid NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"written_on" date NOT NULL,
	"sections" text NOT NULL,
	"plan" text,
	"status" text NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_addenda_owner_version_idx" ON "record_addenda" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "record_addenda_owner_patient_idx" ON "record_addenda" USING btree ("owner_id","patient_id");--> statement-breakpoint
CREATE INDEX "record_entries_owner_version_idx" ON "record_entries" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "record_entries_owner_patient_idx" ON "record_entries" USING btree ("owner_id","patient_id");--> statement-breakpoint
-- A signed note is locked below the application too (#core/record/record-entry-rules.ts refuses first):
-- an update of a signed row keeps its content and its signature, except a patient's erasure, which
-- blanks it in a transaction marked for that patient (src/server/patients/erase-patient.ts).
CREATE FUNCTION record_entries_signed_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.owner_id) THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'record entries are never removed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'signed' THEN RETURN NEW; END IF;
  IF current_setting('mindoffice.erasing_patient', true) = OLD.patient_id::text THEN RETURN NEW; END IF;
  IF NEW.status = 'signed' AND NEW.deleted_at IS NULL AND NEW.signed_at = OLD.signed_at
    AND NEW.patient_id = OLD.patient_id AND NEW.session_id IS NOT DISTINCT FROM OLD.session_id
    AND NEW.kind = OLD.kind AND NEW.template = OLD.template AND NEW.written_on = OLD.written_on
    AND NEW.sections = OLD.sections AND NEW.plan IS NOT DISTINCT FROM OLD.plan
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a signed record entry is locked' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER record_entries_signed_lock BEFORE UPDATE OR DELETE ON record_entries
  FOR EACH ROW EXECUTE FUNCTION record_entries_signed_lock();
--> statement-breakpoint
-- Addenda only grow: no change but a patient's erasure, no removal but with the owner's account.
CREATE FUNCTION record_addenda_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.owner_id) THEN RETURN OLD; END IF;
  IF TG_OP = 'UPDATE' AND current_setting('mindoffice.erasing_patient', true) = OLD.patient_id::text
    AND NEW.id = OLD.id AND NEW.owner_id = OLD.owner_id AND NEW.patient_id = OLD.patient_id
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'record_addenda is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER record_addenda_append_only BEFORE UPDATE OR DELETE ON record_addenda
  FOR EACH ROW EXECUTE FUNCTION record_addenda_append_only();
