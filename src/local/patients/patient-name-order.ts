/**
 * Name-ordered index ranges of patients (the list, the list of one type, the rows with a word of a given
 * start) and the two ways to pick a page of matching rows from one. Invariant: reads go through Dexie in
 * the caller's transaction, so a live query re-runs on any change to what they read; nothing is cached.
 */
import type { MindofficeDb } from '../db.ts';
import {
  KEY_SEPARATOR,
  prefixRange,
  type StoredPatient,
  type TypeFilter,
  typedPrefixRange,
} from './patient-keys.ts';

/** An index range whose keys end in `sortName␁id`: its rows come in name order, each once. */
export type NameOrderedRange = {
  index: 'listKey' | 'typeListKey' | 'wordStartKeys';
  lower: string;
  /** Absent: every key above `lower`. */
  upper?: string;
  /** The key a row of the range has in it: where to go on after that row. */
  keyOf: (row: StoredPatient) => string;
};

/** The live patients of the filter in name order. */
export function listRange(filter: TypeFilter): NameOrderedRange {
  if (filter === 'all') return { index: 'listKey', lower: '', keyOf: (row) => row.listKey ?? '' };
  const [lower, upper] = typedPrefixRange(filter, '');
  return { index: 'typeListKey', lower, upper, keyOf: (row) => row.typeListKey ?? '' };
}

/** The live patients (of every type) with a word starting with `start`, in name order. */
export function wordStartRange(start: string): NameOrderedRange {
  const [lower, upper] = prefixRange(`${start}${KEY_SEPARATOR}`);
  return {
    index: 'wordStartKeys',
    lower,
    upper,
    keyOf: (row) => `${start}${KEY_SEPARATOR}${row.listKey ?? ''}`,
  };
}

/** The rows of the range, or those after the key `after`. */
export function readRange(db: MindofficeDb, range: NameOrderedRange, after?: string) {
  const where = db.patients.where(range.index);
  const lower = after ?? range.lower;
  return range.upper === undefined
    ? where.above(lower)
    : where.between(lower, range.upper, after === undefined, true);
}

/**
 * Rows `start` to `end` of the matching rows, from the first `limit` rows of the range read with their
 * values; undefined when fewer matches are among them (matches can bunch up later in the alphabet).
 */
export async function scanForPage(
  db: MindofficeDb,
  range: NameOrderedRange,
  matches: (row: StoredPatient) => boolean,
  page: { start: number; end: number; limit: number },
): Promise<StoredPatient[] | undefined> {
  const scanned = await readRange(db, range).limit(page.limit).toArray();
  const matching = scanned.filter(matches);
  const isWholeRange = scanned.length < page.limit;
  return matching.length >= page.end || isWholeRange ? matching.slice(page.start, page.end) : undefined;
}

/**
 * The first `end` ids of the range that are in `ids`, in the range's order, reading only ids: chunks
 * that double from `firstChunk`, each going on after the last row of the one before.
 */
export async function firstIdsInRange(
  db: MindofficeDb,
  range: NameOrderedRange,
  ids: ReadonlySet<string>,
  end: number,
  firstChunk: number,
): Promise<string[]> {
  const found: string[] = [];
  let after: string | undefined;
  for (let chunk = firstChunk; ; chunk *= 2) {
    const chunkIds = await readRange(db, range, after).limit(chunk).primaryKeys();
    for (const id of chunkIds) {
      if (ids.has(id)) found.push(id);
      if (found.length >= end) return found;
    }
    const last = chunkIds.at(-1);
    const lastRow = last === undefined || chunkIds.length < chunk ? undefined : await db.patients.get(last);
    if (lastRow === undefined) return found;
    after = range.keyOf(lastRow);
  }
}
