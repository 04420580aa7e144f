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
import { type BucketRecord, BucketStore, type PutHint } from '../bucket-store.ts';
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

/**
 * The rows of one synced table, wherever its layout keeps them: one row per record (a Dexie table) or
 * many per record (../bucket-store.ts). The engine reads and writes every entity through this.
 */
export type RowStore = {
  /** The Dexie table a transaction writing these rows must hold. */
  readonly table: Table;
  get(id: string): Promise<SyncedRow | undefined>;
  bulkGet(ids: readonly string[]): Promise<(SyncedRow | undefined)[]>;
  /** Rows as stored (`toStored`); `hint` spares a bucketed table the lookup of rows known to be new. */
  bulkPut(rows: readonly SyncedRow[], hint?: PutHint): Promise<void>;
  bulkDelete(ids: readonly string[]): Promise<void>;
  /** The rows `pick` keeps, read from the whole table (a patient's erasure). */
  filter(pick: (row: SyncedRow) => boolean): Promise<SyncedRow[]>;
};

class RecordRows implements RowStore {
  constructor(readonly table: Table<SyncedRow, string>) {}
  get(id: string) {
    return this.table.get(id);
  }
  bulkGet(ids: readonly string[]) {
    return this.table.bulkGet([...ids]);
  }
  async bulkPut(rows: readonly SyncedRow[]) {
    await this.table.bulkPut([...rows]);
  }
  bulkDelete(ids: readonly string[]) {
    return this.table.bulkDelete([...ids]);
  }
  filter(pick: (row: SyncedRow) => boolean) {
    return this.table.filter(pick).toArray();
  }
}

class BucketRows extends BucketStore implements RowStore {
  async filter(pick: (row: SyncedRow) => boolean) {
    return (await this.all()).filter(pick);
  }
}

export function syncedTable(db: MindofficeDb, name: string): RowStore {
  const { buckets } = specOf(name);
  // Each synced table holds rows with SyncedRow metadata (rows from the server carry the entity's
  // fields, validated on write); the engine reads and writes them through that common surface.
  if (!buckets) return new RecordRows(db.table<SyncedRow, string>(name));
  return new BucketRows(db.table<BucketRecord, string>(buckets.table.name), buckets.layout);
}

/** The Dexie table of every synced table: the scope of a transaction that may store rows of any entity. */
export function syncedTables(db: MindofficeDb): Table[] {
  return SYNCED_TABLES.map((table) => syncedTable(db, table.name).table);
}

/** Whether a table keeps its rows many to a record (its writes can skip lookups of new rows). */
export function isBucketed(name: string): boolean {
  return specOf(name).buckets !== undefined;
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
  if (row) await rows.bulkPut([toStored(table, row)]);
  else await rows.bulkDelete([id]);
}
