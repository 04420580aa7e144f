/**
 * The patient writes the screens make, each one `mutate` call: create with a client UUID, update with
 * only the changed fields and the base version, delete. Invariant: an update with no change queues nothing.
 */
import { normalizePatientFields, type PatientFields } from '#core/patients/patient-schema';
import { changedFields } from '#core/sync/merge';
import type { OutboxEntry } from '#core/sync/types';
import { getDb } from '../db.ts';
import { mutate } from '../sync/mutate.ts';

export async function createPatient(fields: PatientFields): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('patient.create', { id, ...normalizePatientFields(fields) });
  return id;
}

export async function updatePatient(id: string, fields: PatientFields): Promise<OutboxEntry | undefined> {
  const current = await getDb().patients.get(id);
  if (!current) throw new Error(`no local patient ${id}`);
  const { id: _id, ownerId: _o, version, updatedAt: _u, deletedAt: _d, ...previous } = current;
  const changes = changedFields<PatientFields>(previous, normalizePatientFields(fields));
  if (Object.keys(changes).length === 0) return undefined;
  return mutate('patient.update', { id, baseVersion: version, changes });
}

export function deletePatient(id: string): Promise<OutboxEntry> {
  return mutate('patient.delete', { id });
}
