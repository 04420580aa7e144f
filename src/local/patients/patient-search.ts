/**
 * The patients search: the total of matching rows and the rows of one page, reading as little as the
 * index counts allow. Invariant: every read goes through Dexie in the caller's transaction, so a live
 * query re-runs when a patient changes; nothing is cached.
 */
import { PATIENT_TYPES, type PatientType } from '#core/patients/patient-types';
import type { MindofficeDb } from '../db.ts';
import {
  hasWordStarting,
  type StoredPatient,
  type TypeFilter,
  typedPrefixRange,
  WORD_START_LENGTH,
} from './patient-keys.ts';
import {
  firstIdsInRange,
  listRange,
  type NameOrderedRange,
  readRange,
  scanForPage,
  wordStartRange,
} from './patient-name-order.ts';

/** Reading a row with its value costs about what reading four ids costs (measured in Chromium). */
const ROW_COST_IN_IDS = 4;
/** The first chunk of ids read when walking a range for matching ids. */
const MIN_ID_CHUNK = 100;
/** Up to this many matches, reading them all and sorting them beats walking a range for them. */
const SORT_MAX_ROWS = 50;

export type StoredPage = { rows: StoredPatient[]; total: number };

/** Rows `start` to `start + pageSize` of the live rows matching every needle, in name order. */
export async function searchPatientPage(
  db: MindofficeDb,
  needles: readonly string[],
  filter: TypeFilter,
  start: number,
  pageSize: number,
): Promise<StoredPage> {
  const [needle = '', ...others] = needles;
  const ranges = candidateRanges(needles, filter);
  const onlyRange = ranges.length === 1 ? ranges[0] : undefined;
  // Started together, as each awaited step is a round trip to the browser's database process. With one
  // word, the total is counted from the index alone; with several (rare), the ids matching each are
  // intersected. With one candidate range, its first rows are read too: they are the page when the
  // range turns out to hold exactly the matches.
  const [[range, rangeSize], counted, ids, firstRows] = await Promise.all([
    smallestRange(db, ranges),
    others.length === 0 ? countMatches(db, needle, filter) : 0,
    others.length === 0
      ? undefined
      : Promise.all(needles.map((each) => matchingIds(db, each, filter))).then(intersection),
    onlyRange && readRange(db, onlyRange).offset(start).limit(pageSize).toArray(),
  ]);
  const total = ids ? ids.size : counted;
  const end = Math.min(start + pageSize, total);
  if (start >= end) return { total, rows: [] };
  if (rangeSize === total && (filter === 'all' || range.index === 'typeListKey')) {
    // The range holds the matching rows and only them: the page is a slice of it.
    const rows = firstRows ?? (await readRange(db, range).offset(start).limit(pageSize).toArray());
    return { total, rows };
  }
  const matches = (row: StoredPatient) =>
    (filter === 'all' || row.type === filter) && needles.every((each) => hasWordStarting(row, each));
  const idsOfMatches = () => ids ?? matchingIds(db, needle, filter);
  const rows = await pageOfMatches(
    db,
    { range, rangeSize, total, matches, matchingIds: idsOfMatches },
    start,
    end,
  );
  return { total, rows };
}

type Matches = {
  range: NameOrderedRange;
  rangeSize: number;
  total: number;
  matches: (row: StoredPatient) => boolean;
  /** The ids of the matches: for one word, read only if needed, as they cost as much as they are many. */
  matchingIds: () => Set<string> | Promise<Set<string>>;
};

/** Rows `start` to `end` of the matches, by the cheapest of three reads for their numbers. */
async function pageOfMatches(db: MindofficeDb, found: Matches, start: number, end: number) {
  // About one row in rangeSize / total of the range matches: read rows while that is cheaper than ids.
  const scanLimit = 2 * Math.ceil((end * found.rangeSize) / found.total) + (end - start);
  if (scanLimit * ROW_COST_IN_IDS <= found.total) {
    const rows = await scanForPage(db, found.range, found.matches, { start, end, limit: scanLimit });
    if (rows) return rows;
  }
  const wanted = await found.matchingIds();
  if (wanted.size <= SORT_MAX_ROWS)
    return (await rowsOf(db, [...wanted])).sort(byNameOrder).slice(start, end);
  const firstIds = await firstIdsInRange(db, found.range, wanted, end, Math.max(MIN_ID_CHUNK, scanLimit));
  return rowsOf(db, firstIds.slice(start));
}

/**
 * The name-ordered ranges holding every match: the list of the filter, and the rows with a word of the
 * start of a needle (of every type: within the list of all, which is then not worth counting).
 */
function candidateRanges(needles: readonly string[], filter: TypeFilter): NameOrderedRange[] {
  const starts = new Set(
    needles.filter((needle) => needle.length >= WORD_START_LENGTH).map((n) => n.slice(0, WORD_START_LENGTH)),
  );
  const wordStartRanges = [...starts].map(wordStartRange);
  return filter === 'all' && wordStartRanges.length > 0
    ? wordStartRanges
    : [listRange(filter), ...wordStartRanges];
}

/** The range with the fewest rows (counted, not read), and that count. */
async function smallestRange(
  db: MindofficeDb,
  ranges: readonly NameOrderedRange[],
): Promise<[NameOrderedRange, number]> {
  const sizes = await Promise.all(ranges.map((range) => readRange(db, range).count()));
  const smallest = sizes.indexOf(Math.min(...sizes));
  const range = ranges[smallest];
  if (!range) throw new Error('smallestRange needs a range');
  return [range, sizes[smallest] ?? 0];
}

/**
 * Rows with a word starting with the needle, from index counts only: a row matching k of its words
 * has k word keys and k − 1 shared-prefix keys in the range (patient-keys.ts).
 */
async function countMatches(db: MindofficeDb, needle: string, filter: TypeFilter): Promise<number> {
  const counts = await Promise.all(
    typesOf(filter).flatMap((type) => {
      const [lower, upper] = typedPrefixRange(type, needle);
      return [
        db.patients.where('wordKeys').between(lower, upper, true, true).count(),
        db.patients
          .where('sharedPrefixKeys')
          .between(lower, upper, true, true)
          .count()
          .then((shared) => -shared),
      ];
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Ids of the rows with a word starting with the needle (a row matching twice is listed once). */
async function matchingIds(db: MindofficeDb, needle: string, filter: TypeFilter): Promise<Set<string>> {
  const lists = await Promise.all(
    typesOf(filter).map((type) => {
      const [lower, upper] = typedPrefixRange(type, needle);
      return db.patients.where('wordKeys').between(lower, upper, true, true).primaryKeys();
    }),
  );
  return new Set(lists.flat());
}

function intersection(sets: Set<string>[]): Set<string> {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return new Set([...(smallest ?? [])].filter((id) => others.every((set) => set.has(id))));
}

function typesOf(filter: TypeFilter): readonly PatientType[] {
  return filter === 'all' ? PATIENT_TYPES : [filter];
}

/** The order of `listKey` (`sortName␁id`), compared as IndexedDB compares strings. */
function byNameOrder(a: StoredPatient, b: StoredPatient): number {
  const [keyA, keyB] = [a.listKey ?? '', b.listKey ?? ''];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

async function rowsOf(db: MindofficeDb, ids: string[]): Promise<StoredPatient[]> {
  const rows = await db.patients.bulkGet(ids);
  return rows.filter((row): row is StoredPatient => row !== undefined);
}
