/**
 * The one line a patient's erasure leaves in the log (src/server/patients/erase-patient.ts): when a
 * device pulls it, it forgets what it still holds of the patient outside the synced rows
 * (src/local/sync/forget-patient.ts).
 */
import type { SyncedRow } from '../sync/types.ts';
import { ACCESS_EVENT_ENTITY } from './access-event-entity.ts';

/** The patient a pulled change says was erased, if it is an erasure's line. */
export function erasedPatientOf(change: { entity: string; row: SyncedRow }): string | undefined {
  if (change.entity !== ACCESS_EVENT_ENTITY.name || change.row.deletedAt !== null) return undefined;
  const row = change.row as SyncedRow & { action?: unknown; patientId?: unknown };
  return row.action === 'erase' && typeof row.patientId === 'string' ? row.patientId : undefined;
}
