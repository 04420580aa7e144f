-- A patient's erasure (src/server/patients/erase-patient.ts) turns the patient's lines into
-- tombstones: the one change of a line allowed, only in a transaction marked for that patient
-- (mindoffice.erasing_patient), and only to delete it. Everything else stays append-only.
CREATE OR REPLACE FUNCTION access_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (
    current_setting('mindoffice.access_log_sweep', true) = 'on'
    OR NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.owner_id)
  ) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND OLD.patient_id IS NOT NULL
    AND current_setting('mindoffice.erasing_patient', true) = OLD.patient_id::text
    AND NEW.deleted_at IS NOT NULL
    AND NEW.id = OLD.id AND NEW.owner_id = OLD.owner_id AND NEW.patient_id = OLD.patient_id
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'access_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
