/**
 * The patient writes the screens make, through the engine's one path (../sync/queue-writes.ts): create
 * with a client UUID, update with only the changed fields and the base version, delete. Invariant: an
 * update with no change queues nothing.
 */
import { PATIENT_ENTITY } from '#core/patients/patient-entity';
import { normalizePatientFields, type PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { queueCreate, queueDelete, queueUpdate } from '../sync/queue-writes.ts';

export async function createPatient(fields: PatientFields): Promise<string> {
  const id = crypto.randomUUID();
  await queueCreate(PATIENT_ENTITY, id, normalizePatientFields(fields));
  return id;
}

export function updatePatient(id: string, fields: PatientFields): Promise<OutboxEntry | undefined> {
  return queueUpdate(PATIENT_ENTITY, id, normalizePatientFields(fields));
}

export function deletePatient(id: string): Promise<OutboxEntry | undefined> {
  return queueDelete(PATIENT_ENTITY, id);
}
