/**
 * What a device forgets when a patient is erased (the erasure's line arrives in a pull page): the rows
 * themselves arrive as blanked tombstones in the same page, but the device also holds the patient
 * outside them — queued writes of the patient's rows (their arguments hold what was typed), the bytes
 * of the patient's documents it downloaded, a half-typed form, and the pictures of the office's last
 * screens. Which rows are the patient's, and which files they name, each table says (`patientOf`,
 * `filesOf` in ../local-table.ts); nothing here is written per entity.
 */

import { SCREEN_SNAPSHOT_CACHE } from '#core/screen-snapshot';
import { rowKeyOf } from '#core/sync/row-key';
import type { MindofficeDb } from '../db.ts';
import { SYNCED_TABLES } from '../db-schema.ts';
import { syncedTable } from './local-rows.ts';

/** The device tables `forgetPatients` writes besides the synced ones (a pull's transaction holds them). */
export function forgetTables(db: MindofficeDb) {
  return [db.fileBlobs, db.typedInput];
}

/**
 * Drops the patients' queued writes, kept file bytes and typed input. Must run inside a transaction
 * over the synced tables, `outbox`, and `forgetTables`, before the page's tombstones are stored (they
 * no longer name the files).
 */
export async function forgetPatients(db: MindofficeDb, patientIds: ReadonlySet<string>): Promise<void> {
  if (patientIds.size === 0) return;
  const rowKeys: string[] = [];
  const fileIds: string[] = [];
  for (const table of SYNCED_TABLES) {
    const { patientOf, filesOf } = table;
    if (!patientOf) continue;
    const rows = await syncedTable(db, table.name).filter((row) => patientIds.has(patientOf(row) ?? ''));
    for (const row of rows) {
      rowKeys.push(rowKeyOf(table.name, row.id));
      if (filesOf) fileIds.push(...filesOf(row));
    }
  }
  await db.outbox.where('rowKey').anyOf(rowKeys).delete();
  await db.fileBlobs.bulkDelete(fileIds);
  const typed = await db.typedInput
    .filter((row) => [...patientIds].some((id) => row.key.includes(id)))
    .primaryKeys();
  await db.typedInput.bulkDelete(typed);
}

/**
 * The office's last screens (Cache Storage, src/local/screen-snapshots.ts) may show the patient's
 * name: all of them go (they only speed up the next paint). Outside any transaction.
 */
export async function forgetScreenSnapshots(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SCREEN_SNAPSHOT_CACHE);
}
