/**
 * Writes rows into their Dexie table inside a caller's transaction, rebased on the row's queued
 * entries. Invariant: only this module turns server rows into local rows, so the rebase is never skipped.
 */
import type { Table } from 'dexie';
import type { PatientRow } from '#core/patients/patient-schema';
import { rowKeyOf } from '#core/sync/registry';
import type { SyncedRow } from '#core/sync/types';
import type { MindofficeDb } from '../db.ts';
import { withPatientKeys } from '../patients/patient-keys.ts';
import { rebaseRow } from './rebase.ts';

export type SyncedTableName = 'patients';

export function syncedTable(db: MindofficeDb, name: string) {
  if (name !== 'patients') throw new Error(`not a synced table: ${name}`);
  // Each synced table holds rows with SyncedRow metadata (rows from the server carry the entity's
  // fields, validated on write); the engine reads and writes them through that common surface.
  return db.patients as unknown as Table<SyncedRow, string>;
}

/** The row as stored: with its table's derived index keys (see patients/patient-keys.ts). */
export function toStored(table: string, row: SyncedRow): SyncedRow {
  // Rows of the patients table are patient rows: the mutation that wrote them or the server says so.
  return table === 'patients' ? withPatientKeys(row as PatientRow) : row;
}

/** Must run inside a transaction covering the table and `outbox`. */
export async function storeServerRow(
  db: MindofficeDb,
  table: string,
  serverRow: SyncedRow | undefined,
  id: string,
  ownerId: string,
): Promise<void> {
  const entries = await db.outbox.where('rowKey').equals(rowKeyOf(table, id)).toArray();
  const row = rebaseRow(serverRow, entries, ownerId);
  const rows = syncedTable(db, table);
  if (row) await rows.put(toStored(table, row));
  else await rows.delete(id);
}
