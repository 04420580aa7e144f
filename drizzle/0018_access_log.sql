CREATE TABLE "access_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"patient_id" uuid,
	"device" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_events_owner_version_idx" ON "access_events" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "access_events_at_idx" ON "access_events" USING btree ("at");--> statement-breakpoint
-- Append-only: no line of the access log is changed, nor removed outside the retention sweep (which
-- sets mindoffice.access_log_sweep for its transaction) or with its owner's account.
CREATE FUNCTION access_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (
    current_setting('mindoffice.access_log_sweep', true) = 'on'
    OR NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.owner_id)
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'access_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER access_events_append_only BEFORE UPDATE OR DELETE ON access_events
  FOR EACH ROW EXECUTE FUNCTION access_events_append_only();
