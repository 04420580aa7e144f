/**
 * The patient writes the screens make, each one `mutate` call: create with a client UUID, update with
 * only the changed fields and the base version, delete. Invariant: an update with no change queues nothing.
 */
import { PATIENT_ENTITY } from '#core/patients/patient-entity';
import { normalizePatientFields, type PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { mutate } from '../sync/mutate.ts';
import { queueUpdate } from '../sync/queue-update.ts';

export async function createPatient(fields: PatientFields): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('patient.create', { id, ...normalizePatientFields(fields) });
  return id;
}

export function updatePatient(id: string, fields: PatientFields): Promise<OutboxEntry | undefined> {
  return queueUpdate(PATIENT_ENTITY, id, normalizePatientFields(fields));
}

export function deletePatient(id: string): Promise<OutboxEntry> {
  return mutate('patient.delete', { id });
}
