/**
 * A table of the browser database declared in one place: its name, its row type, and the history of
 * its Dexie store definition (the indexes), each step tagged with the schema version that made it. A
 * synced table also names its entity (#core/sync/entity) and how a row is stored (its derived index
 * keys). The database's versions are derived from every table's history (`schemaVersions`), so a new
 * table or index is a step appended to one table's history at the next version, never an edit of an
 * old one (db-schema.test.ts keeps a fingerprint of every version to hold that).
 */
import type { Collection, EntityTable, Table, Transaction } from 'dexie';
import type { AnySyncedEntity } from '#core/sync/entities';
import type { SyncedRow } from '#core/sync/types';
import type { BucketLayout, BucketRecord } from './bucket-store.ts';

export type TableStep = {
  version: number;
  /**
   * Dexie's store definition from this version on (primary key first), null: the table is dropped;
   * absent: unchanged (a step that only upgrades rows).
   */
  stores?: string | null;
  /** Rewrites rows stored by earlier versions, once, while the database opens at this version. */
  upgrade?: (transaction: Transaction) => Promise<unknown>;
};

export type LocalTable<TName extends string = string, TRow = unknown, TKey extends string = string> = {
  name: TName;
  /** The primary key's property (first in each step's `stores`). */
  key: TKey;
  history: readonly TableStep[];
  /** Only a type: the rows it holds. */
  readonly row?: TRow;
};

export type SyncedLocalTable<TName extends string = string, TRow extends SyncedRow = SyncedRow> = LocalTable<
  TName,
  TRow,
  'id'
> & {
  /** The entity whose rows it mirrors: pulled, rebased on the outbox, written by its mutations. */
  entity: AnySyncedEntity;
  /** The row as stored: with the table's derived index keys, recomputed on every write. */
  toStored(row: SyncedRow): SyncedRow;
  /** The patient a row is about, for the patient's erasure (./sync/forget-patient.ts); absent: none. */
  patientOf?: (row: SyncedRow) => string | null;
  /** The uploaded files a row names, whose bytes this device may keep (fileBlobs). */
  filesOf?: (row: SyncedRow) => readonly string[];
  /** Absent: one row per record of the table `name`; present: many per record of `buckets.table`. */
  buckets?: TableBuckets;
};

/** Where a bucketed synced table keeps its rows (../bucket-store.ts). */
export type TableBuckets = { table: LocalTable<string, BucketRecord, 'key'>; layout: BucketLayout };

/** A table of this device only (the sign-in, the outbox, drafts): never synced. */
export function defineDeviceTable<TRow>() {
  return <TName extends string, TKey extends keyof TRow & string>(
    name: TName,
    key: TKey,
    history: readonly TableStep[],
  ): LocalTable<TName, TRow, TKey> => ({ name, key, history });
}

/**
 * The table mirroring a synced entity, keyed by `id`. Its name is the entity's `table` (checked here,
 * so a typo cannot make a second table).
 */
export function defineSyncedTable<TRow extends SyncedRow>() {
  return <TName extends string, TBucketed extends boolean = false>(
    name: TName,
    spec: {
      entity: AnySyncedEntity;
      history: readonly TableStep[];
      /** Derived index keys (absent: the row is stored as it is). */
      toStored?: (row: TRow) => TRow;
      /** The patient a row is about (a patient's own row: its id), when the table holds a patient's data. */
      patientOf?: (row: TRow) => string | null;
      /** The uploaded files a row names. */
      filesOf?: (row: TRow) => readonly string[];
      /** Kept many rows to a record, in this table, from the version its history starts at. */
      buckets?: TBucketed extends true
        ? { table: LocalTable<string, BucketRecord<TRow>, 'key'>; layout: BucketLayout<TRow> }
        : undefined;
    },
  ): SyncedLocalTable<TName, TRow> & (TBucketed extends true ? { buckets: TableBuckets } : unknown) => {
    if (spec.entity.table !== name) throw new Error(`table ${name} mirrors ${spec.entity.table}`);
    const toStored = spec.toStored;
    return {
      name,
      key: 'id',
      history: spec.history,
      entity: spec.entity,
      // Rows of the table are rows of its entity: its mutations and the server's pull write them.
      toStored: (row) => (toStored ? toStored(row as TRow) : row),
      ...(spec.patientOf ? { patientOf: spec.patientOf as (row: SyncedRow) => string | null } : {}),
      ...(spec.filesOf ? { filesOf: spec.filesOf as (row: SyncedRow) => readonly string[] } : {}),
      ...(spec.buckets ? { buckets: bucketsOf(spec.buckets) } : {}),
    } as SyncedLocalTable<TName, TRow> & (TBucketed extends true ? { buckets: TableBuckets } : unknown);
  };
}

/** A table's bucket layout as the engine holds it: for rows of any table, given only this one's. */
function bucketsOf<TRow extends SyncedRow>(buckets: {
  table: LocalTable<string, BucketRecord<TRow>, 'key'>;
  layout: BucketLayout<TRow>;
}): TableBuckets {
  const { layout } = buckets;
  return {
    table: buckets.table as LocalTable<string, BucketRecord, 'key'>,
    layout: {
      bucketOf: (row) => layout.bucketOf(row as TRow),
      keys: Object.fromEntries(
        Object.entries(layout.keys).map(([name, keyOf]) => [name, (row: SyncedRow) => keyOf(row as TRow)]),
      ),
    },
  };
}

/** The table of a bucketed synced table's records (keyed by bucket, every index multi-entry). */
export function defineBucketTable<TRow extends SyncedRow>() {
  return <TName extends string>(
    name: TName,
    history: readonly TableStep[],
  ): LocalTable<TName, BucketRecord<TRow>, 'key'> => ({ name, key: 'key', history });
}

/**
 * An upgrade that stores a table's rows again through `toStored`: the step that adds a derived key
 * computes it for the rows already there. `which` narrows the rows (default: all of them).
 */
export function storeRowsAgain<TRow>(
  name: string,
  toStored: (row: TRow) => TRow,
  which: (table: Table<TRow, string>) => Collection<TRow, string> = (table) => table.toCollection(),
): (transaction: Transaction) => Promise<unknown> {
  return (transaction) =>
    which(transaction.table<TRow, string>(name)).modify((row, ref) => {
      ref.value = toStored(row);
    });
}

/** One version of the database: the stores it adds, changes or drops, and its upgrades in table order. */
export type SchemaVersion = {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (transaction: Transaction) => Promise<unknown>;
};

/** The database's versions, in order, from the tables' histories. */
export function schemaVersions(tables: readonly LocalTable[]): SchemaVersion[] {
  const byVersion = new Map<
    number,
    { stores: Record<string, string | null>; upgrades: TableStep['upgrade'][] }
  >();
  for (const table of tables) {
    for (const step of table.history) {
      const version = byVersion.get(step.version) ?? { stores: {}, upgrades: [] };
      if (step.stores !== undefined) version.stores[table.name] = step.stores;
      if (step.upgrade) version.upgrades.push(step.upgrade);
      byVersion.set(step.version, version);
    }
  }
  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, { stores, upgrades }]) => ({
      version,
      stores,
      ...(upgrades.length > 0
        ? {
            upgrade: async (transaction: Transaction) => {
              for (const upgrade of upgrades) await upgrade?.(transaction);
            },
          }
        : {}),
    }));
}

/** The typed Dexie tables of a list of tables (the ones still present in their last step). */
export type TablesOf<TTables extends readonly LocalTable[]> = {
  // A bucketed synced table is read through its bucket table, never as a table of rows.
  [T in TTables[number] as T extends { buckets: TableBuckets }
    ? never
    : T extends LocalTable<infer TName>
      ? TName
      : never]: T extends LocalTable<string, infer TRow, infer TKey>
    ? EntityTable<TRow, TKey & keyof TRow>
    : never;
};
