/**
 * The reads of the stored sessions every screen's query is made of, over their month records
 * (session-table.ts): by id, by start range (whole, or a page with its total), by patient, by package.
 * Tombstones never leave here but through `sessionsOnPackage` (which says so).
 * Inside a live query only IndexedDB work is awaited in these (see session-queries.ts).
 */
import { type BucketRecord, BucketStore } from '../bucket-store.ts';
import type { MindofficeDb } from '../db.ts';
import { KEY_SEPARATOR } from '../patients/patient-keys.ts';
import type { StoredSession } from './session-keys.ts';
import { SESSION_MONTHS, SESSION_MONTHS_TABLE } from './session-table.ts';

/** Before any instant and after any (canonical ISO strings compare as text). */
export const EARLIEST = '';
export const LATEST = '\uffff';

export type StartRange = { start: string; end: string };

export function sessionStore(db: MindofficeDb): BucketStore<StoredSession> {
  return new BucketStore(
    db.table<BucketRecord<StoredSession>, string>(SESSION_MONTHS_TABLE.name),
    SESSION_MONTHS,
  );
}

/** Live sessions starting in [start, end), in time order. */
export async function liveSessionsBetween(db: MindofficeDb, range: StartRange): Promise<StoredSession[]> {
  const [first, last] = monthsOf(range);
  const buckets = await db.sessionMonths.where('key').between(first, last, true, true).toArray();
  return buckets.flatMap((bucket) => liveRowsIn(bucket.rows, range));
}

/** A page of the live sessions of a range, and how many the range holds. */
export type LivePage = { rows: StoredSession[]; total: number };

/**
 * One page of the live sessions starting in [start, end), oldest or newest first, with their total.
 * The months' live counts come from the `[key+count]` index; rows are read from the two edge months
 * (which the range may cut, so they are counted row by row) and from the months the page is in.
 */
export async function liveSessionPage(
  db: MindofficeDb,
  range: StartRange & { newestFirst: boolean },
  offset: number,
  limit: number,
): Promise<LivePage> {
  const [first, last] = monthsOf(range);
  const keys = await db.sessionMonths
    .where('[key+count]')
    .between([first, -Infinity], [last, Infinity], true, true)
    .keys();
  const counts = keys.flatMap((key) => (isCountKey(key) ? [{ month: key[0], count: key[1] }] : []));
  const edges = [...new Set([counts[0]?.month, counts[counts.length - 1]?.month])].flatMap((month) =>
    month === undefined ? [] : [month],
  );
  const rowsOf = new Map<string, StoredSession[]>();
  for (const bucket of await db.sessionMonths.bulkGet(edges)) {
    if (bucket) rowsOf.set(bucket.key, liveRowsIn(bucket.rows, range));
  }
  const months = counts.map(({ month, count }) => ({ month, count: rowsOf.get(month)?.length ?? count }));
  if (range.newestFirst) months.reverse();
  // The months holding the page, and how many live rows the months before them hold.
  let skipped = 0;
  let taken = 0;
  const wanted: string[] = [];
  for (const { month, count } of months) {
    if (wanted.length === 0 && skipped + count <= offset) skipped += count;
    else if (skipped + taken < offset + limit) {
      wanted.push(month);
      taken += count;
    }
  }
  for (const bucket of await db.sessionMonths.bulkGet(wanted.filter((month) => !rowsOf.has(month)))) {
    if (bucket) rowsOf.set(bucket.key, liveRowsIn(bucket.rows, range));
  }
  const rows = wanted.flatMap((month) => {
    const inMonth = rowsOf.get(month) ?? [];
    return range.newestFirst ? inMonth.reverse() : inMonth;
  });
  return {
    rows: rows.slice(offset - skipped, offset - skipped + limit),
    total: months.reduce((sum, { count }) => sum + count, 0),
  };
}

/** A patient's live sessions in time order. */
export async function livePatientSessions(db: MindofficeDb, patientId: string): Promise<StoredSession[]> {
  const rows = await storedSessions(db, 'patients', patientId);
  return byStart(rows.filter((row) => row.patientId === patientId && row.deletedAt === null));
}

/** The sessions on a package, tombstones included, in time order. */
export async function sessionsOnPackage(db: MindofficeDb, packageId: string): Promise<StoredSession[]> {
  const rows = await storedSessions(db, 'packages', packageId);
  return byStart(rows.filter((row) => row.packageId === packageId));
}

/** How many live, uncancelled sessions hold a unit of the package: from the index alone. */
export function liveUnitsOf(db: MindofficeDb, packageId: string): Promise<number> {
  const prefix = `${packageId}${KEY_SEPARATOR}`;
  return db.sessionMonths.where('livePackages').between(prefix, `${prefix}${LATEST}`).count();
}

/** How many sessions this device stores, tombstones included (one `ids` entry each). */
export function storedSessionCount(db: MindofficeDb): Promise<number> {
  return db.sessionMonths.orderBy('ids').count();
}

/** The month keys a range of starts may have rows under (a month key is a start's first 7 characters). */
function monthsOf({ start, end }: StartRange): [string, string] {
  return [start.slice(0, 7), end === LATEST ? LATEST : end.slice(0, 7)];
}

/** Every stored row (tombstones included) of the months an index key points to. */
function storedSessions(db: MindofficeDb, index: string, key: string): Promise<StoredSession[]> {
  return sessionStore(db).rowsOfBucketsWith(index, key);
}

function isCountKey(key: unknown): key is [string, number] {
  return Array.isArray(key) && typeof key[0] === 'string' && typeof key[1] === 'number';
}

/** A month's live rows starting in the range, in time order. */
function liveRowsIn(rows: readonly StoredSession[], { start, end }: StartRange): StoredSession[] {
  return byStart(
    rows.filter(
      (row) => row.liveStartsAt !== undefined && row.liveStartsAt >= start && row.liveStartsAt < end,
    ),
  );
}

/** In time order; sessions starting together by id (ISO instants compare as text). */
function byStart(rows: StoredSession[]): StoredSession[] {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => order(a.startsAt, b.startsAt) || order(a.id, b.id));
}
