// What the edit-and-retry form of a refused patient change starts from, and the args it resubmits:
// a refused create is queued again as a create; a refused update as an update of the current row.
import { PATIENT_FIELD_NAMES, PATIENTS_TABLE } from '#core/patients/patient-entity';
import { normalizePatientFields, type PatientFields } from '#core/patients/patient-schema';
import { changedFields } from '#core/sync/merge';
import type { OutboxEntry } from '#core/sync/types';
import type { MindofficeDb } from '#local/db';

function pickFields(source: Record<string, unknown>): PatientFields {
  const picked: Record<string, unknown> = {};
  for (const key of PATIENT_FIELD_NAMES) picked[key] = source[key] ?? null;
  // The args passed the core schema when they were queued; the form validates them again on submit.
  return picked as PatientFields;
}

export function rowIdOf(entry: OutboxEntry): string {
  return entry.rowKey.slice(entry.rowKey.indexOf(':') + 1);
}

/**
 * The patient as the user meant it: the typed create, or the current row with the typed changes.
 * Undefined when an update's patient is gone from this device (deleted elsewhere).
 */
export async function intendedFields(
  entry: OutboxEntry,
  db: MindofficeDb,
): Promise<PatientFields | undefined> {
  // Only patient changes have a form to edit them in.
  if (!entry.rowKey.startsWith(`${PATIENTS_TABLE}:`)) return undefined;
  if (entry.name === 'patient.create') return pickFields(entry.args);
  const current = await db.patients.get(rowIdOf(entry));
  if (!current) return undefined;
  // A patient.update entry's args passed updatePatientArgs: `changes` is an object of fields.
  const changes = (entry.args.changes ?? {}) as Record<string, unknown>;
  return pickFields({ ...current, ...changes });
}

async function isLiveCompany(db: MindofficeDb, id: string): Promise<boolean> {
  const company = await db.patients.get(id);
  return company !== undefined && company.type === 'company' && !company.deletedAt;
}

/**
 * What the form starts from. An employer deleted meanwhile is left out: the form's company list can
 * neither show nor clear it, so keeping it would only get the same refusal again.
 */
export async function rejectedEntryForm(
  entry: OutboxEntry,
  db: MindofficeDb,
): Promise<PatientFields | undefined> {
  const fields = await intendedFields(entry, db);
  if (!fields?.companyId || (await isLiveCompany(db, fields.companyId))) return fields;
  return { ...fields, companyId: null };
}

export async function resubmitArgs(
  entry: OutboxEntry,
  fields: PatientFields,
  db: MindofficeDb,
): Promise<Record<string, unknown>> {
  const id = rowIdOf(entry);
  const normalized = normalizePatientFields(fields);
  if (entry.name === 'patient.create') return { id, ...normalized };
  const current = await db.patients.get(id);
  const base = current ? pickFields(current) : normalized;
  return { id, baseVersion: current?.version ?? 0, changes: changedFields(base, normalized) };
}
