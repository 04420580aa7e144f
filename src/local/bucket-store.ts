/**
 * Rows of a synced table kept many to an IndexedDB record ("buckets": a session table keeps a month of
 * sessions per record). Chromium's IndexedDB spends ~50 µs of its own process per record written,
 * whatever the record's size: 100,000 rows one per record took 11.6 s with the session table's indexes,
 * and 0.5 s a hundred per record (2 s with two multi-entry indexes over them). A table whose rows come
 * by the hundred thousand stores them this way.
 * Each bucket record holds its rows and, per index, the keys its rows give (multi-entry indexes), so
 * a row is still found by id (`ids`) and by any key its layout declares, from the index alone.
 * Invariant: a row is in exactly one bucket, the one `bucketOf` names for its stored value; a write
 * moves it when that changes.
 */
import type { IndexableType, Table } from 'dexie';
import type { SyncedRow } from '#core/sync/types';

/** One record of a bucket table: its key, its rows, each index's keys of those rows, and its count. */
export type BucketRecord<TRow = SyncedRow> = {
  key: string;
  rows: TRow[];
  ids: string[];
  count: number;
} & Record<string, unknown>;

export type BucketLayout<TRow extends SyncedRow = SyncedRow> = {
  /** The bucket a stored row belongs in. */
  bucketOf(row: TRow): string;
  /**
   * The table's multi-entry indexes besides `ids`: per index, the key a stored row gives it
   * (undefined: none). A key that counts rows must be unique per row (end it with the id).
   */
  keys: Readonly<Record<string, (row: TRow) => IndexableType | undefined>>;
  /**
   * The rows a bucket counts (its `count`, indexed with its key as `[key+count]`): the number of such
   * rows in a range of buckets is read from that index alone, one entry per bucket.
   */
  counted?: (row: TRow) => boolean;
};

/** Dexie's store definition of a layout's table: the bucket key, then every index multi-entry. */
export function bucketStores(layout: BucketLayout<never>): string {
  return ['key', '*ids', ...Object.keys(layout.keys).map((name) => `*${name}`), '[key+count]'].join(', ');
}

/** The record holding `rows` under `key`, with its index keys. */
export function bucketRecord<TRow extends SyncedRow>(
  layout: BucketLayout<TRow>,
  key: string,
  rows: TRow[],
): BucketRecord<TRow> {
  const { counted } = layout;
  const count = counted ? rows.reduce((sum, row) => sum + (counted(row) ? 1 : 0), 0) : rows.length;
  const record: BucketRecord<TRow> = { key, rows, ids: rows.map((row) => row.id), count };
  for (const [name, keyOf] of Object.entries(layout.keys)) {
    record[name] = rows.flatMap((row) => {
      const indexKey = keyOf(row);
      return indexKey === undefined ? [] : [indexKey];
    });
  }
  return record;
}

/** Rows grouped into the records of their buckets. */
export function bucketRecords<TRow extends SyncedRow>(
  layout: BucketLayout<TRow>,
  rows: readonly TRow[],
): BucketRecord<TRow>[] {
  const byBucket = new Map<string, TRow[]>();
  for (const row of rows) {
    const key = layout.bucketOf(row);
    const held = byBucket.get(key);
    if (held) held.push(row);
    else byBucket.set(key, [row]);
  }
  return [...byBucket].map(([key, held]) => bucketRecord(layout, key, held));
}

export type PutHint = {
  /** True when the row is known to be stored nowhere yet: no lookup of its earlier bucket. */
  isNew(id: string): boolean;
};

/** Reads and writes rows of a bucket table; inside a caller's transaction when one is running. */
export class BucketStore<TRow extends SyncedRow = SyncedRow> {
  constructor(
    readonly table: Table<BucketRecord<TRow>, string>,
    private readonly layout: BucketLayout<TRow>,
  ) {}

  async get(id: string): Promise<TRow | undefined> {
    const [row] = await this.bulkGet([id]);
    return row;
  }

  async bulkGet(ids: readonly string[]): Promise<(TRow | undefined)[]> {
    const wanted = new Set(ids);
    const found = new Map<string, TRow>();
    for (const bucket of await this.bucketsHolding(ids)) {
      for (const row of bucket.rows) if (wanted.has(row.id)) found.set(row.id, row);
    }
    return ids.map((id) => found.get(id));
  }

  /** Stores rows (their stored form), each replacing its earlier copy wherever that is. */
  async bulkPut(rows: readonly TRow[], hint?: PutHint): Promise<void> {
    if (rows.length === 0) return;
    const maybeStored = hint ? rows.filter((row) => !hint.isNew(row.id)) : rows;
    const holding = await this.bucketsHolding(maybeStored.map((row) => row.id));
    const targets = [...new Set(rows.map((row) => this.layout.bucketOf(row)))];
    const loaded = new Map(holding.map((bucket) => [bucket.key, bucket]));
    const missing = targets.filter((key) => !loaded.has(key));
    const fetched = await this.table.bulkGet(missing);
    fetched.forEach((bucket) => {
      if (bucket) loaded.set(bucket.key, bucket);
    });
    const putting = new Set(rows.map((row) => row.id));
    const contents = new Map<string, Map<string, TRow>>();
    const changed = new Set<string>();
    for (const [key, bucket] of loaded) {
      const kept = new Map<string, TRow>();
      for (const row of bucket.rows) {
        if (putting.has(row.id)) changed.add(key);
        else kept.set(row.id, row);
      }
      contents.set(key, kept);
    }
    for (const row of rows) {
      const key = this.layout.bucketOf(row);
      const bucket = contents.get(key) ?? new Map<string, TRow>();
      bucket.set(row.id, row);
      contents.set(key, bucket);
      changed.add(key);
    }
    await this.write(contents, changed);
  }

  async bulkDelete(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const deleting = new Set(ids);
    const contents = new Map<string, Map<string, TRow>>();
    const changed = new Set<string>();
    for (const bucket of await this.bucketsHolding(ids)) {
      contents.set(
        bucket.key,
        new Map(bucket.rows.filter((row) => !deleting.has(row.id)).map((row) => [row.id, row])),
      );
      changed.add(bucket.key);
    }
    await this.write(contents, changed);
  }

  /** Every row of the buckets an index key points to (callers filter: a bucket holds other rows too). */
  async rowsOfBucketsWith(index: string, key: IndexableType): Promise<TRow[]> {
    const buckets = await this.table.where(index).equals(key).toArray();
    return uniqueBuckets(buckets).flatMap((bucket) => bucket.rows);
  }

  /** Every row of the table (a patient's erasure; an upgrade). */
  async all(): Promise<TRow[]> {
    return (await this.table.toArray()).flatMap((bucket) => bucket.rows);
  }

  private async bucketsHolding(ids: readonly string[]): Promise<BucketRecord<TRow>[]> {
    if (ids.length === 0) return [];
    const keys =
      ids.length === 1
        ? await this.table
            .where('ids')
            .equals(ids[0] as string)
            .primaryKeys()
        : await this.table
            .where('ids')
            .anyOf([...ids])
            .primaryKeys();
    const buckets = await this.table.bulkGet([...new Set(keys)]);
    return buckets.filter((bucket) => bucket !== undefined);
  }

  private async write(contents: ReadonlyMap<string, Map<string, TRow>>, changed: ReadonlySet<string>) {
    const puts: BucketRecord<TRow>[] = [];
    const deletes: string[] = [];
    for (const key of changed) {
      const rows = [...(contents.get(key)?.values() ?? [])];
      if (rows.length === 0) deletes.push(key);
      else puts.push(bucketRecord(this.layout, key, rows));
    }
    await this.table.bulkPut(puts);
    await this.table.bulkDelete(deletes);
  }
}

/** A multi-entry read gives a record once per matching key: each bucket once. */
export function uniqueBuckets<TRow>(buckets: readonly BucketRecord<TRow>[]): BucketRecord<TRow>[] {
  return [...new Map(buckets.map((bucket) => [bucket.key, bucket])).values()];
}
