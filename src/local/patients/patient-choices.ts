/**
 * The live patients as choices for a select (booking a session), in name order. Read from the
 * `listKey` index, which only live patients carry.
 */
import type { PatientType } from '#core/patients/patient-types';
import { getDb, type MindofficeDb } from '../db.ts';

export type PatientChoice = { id: string; name: string; type: PatientType; contactNumber: string };

export async function listPatientChoices(db: MindofficeDb = getDb()): Promise<PatientChoice[]> {
  const rows = await db.patients.orderBy('listKey').toArray();
  return rows.map(({ id, name, type, contactNumber }) => ({ id, name, type, contactNumber }));
}
