/**
 * The tables the engine mirrors, and the one way server rows become local rows: rebased on the row's
 * queued entries and given their table's derived index keys.
 * Invariant: only this module turns server rows into local rows, so the rebase is never skipped.
 * The tables are the database's synced ones (../db-schema.ts `SYNCED_TABLES`, each declared beside
 * its entity's derived keys): nothing here changes for a new entity.
 */
import type { Table } from 'dexie';
import { rowKeyOf } from '#core/sync/row-key';
import type { SyncedRow } from '#core/sync/types';
import type { MindofficeDb } from '../db.ts';
import { SYNCED_TABLES } from '../db-schema.ts';
import type { SyncedLocalTable } from '../local-table.ts';
import { rebaseRow } from './rebase.ts';

const BY_NAME = new Map<string, SyncedLocalTable>(SYNCED_TABLES.map((table) => [table.name, table]));

export type SyncedTableName = (typeof SYNCED_TABLES)[number]['name'];

function specOf(name: string): SyncedLocalTable {
  const table = BY_NAME.get(name);
  if (!table) throw new Error(`not a synced table: ${name}`);
  return table;
}

export function syncedTable(db: MindofficeDb, name: string): Table<SyncedRow, string> {
  specOf(name);
  // Each synced table holds rows with SyncedRow metadata (rows from the server carry the entity's
  // fields, validated on write); the engine reads and writes them through that common surface.
  return db.table<SyncedRow, string>(name);
}

/** Every synced table: the scope of a transaction that may store rows of any entity. */
export function syncedTables(db: MindofficeDb): Table<SyncedRow, string>[] {
  return SYNCED_TABLES.map((table) => syncedTable(db, table.name));
}

export function toStored(table: string, row: SyncedRow): SyncedRow {
  return specOf(table).toStored(row);
}

/** Per table, the highest server version a transaction stored outside the pull. */
export type StoredOutsidePull = Map<string, number>;

/**
 * Stores a server row that did not come through the pull (an acknowledgement, a refusal's fresh read),
 * adding its version to `stored`, which the caller hands to `noteStoredOutsidePull` before its
 * transaction ends (sync-state.ts: the pull relies on it). Must run inside a transaction covering the
 * table, `outbox` and `syncState`.
 */
export async function storeServerRow(
  db: MindofficeDb,
  table: string,
  serverRow: SyncedRow | undefined,
  id: string,
  ownerId: string,
  stored: StoredOutsidePull,
): Promise<void> {
  if (serverRow) stored.set(table, Math.max(stored.get(table) ?? 0, serverRow.version));
  const entries = await db.outbox.where('rowKey').equals(rowKeyOf(table, id)).toArray();
  const row = rebaseRow(serverRow, entries, ownerId);
  const rows = syncedTable(db, table);
  if (row) await rows.put(toStored(table, row));
  else await rows.delete(id);
}
