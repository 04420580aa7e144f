/**
 * Reading the clinical record from the device's copy (issue 38), offline too: a patient's entries
 * newest first, their addenda, a session's notes, and the search — every word typed must start a
 * word of the entry or of one of its addenda, matched through the `wordKeys` index alone.
 */
import type { RecordAddendumRow } from '#core/record/record-addendum-schema';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import type { RecordKind } from '#core/record/record-lists';
import { searchWordsOf } from '#core/record/record-search';
import { getDb, type MindofficeDb } from '../db.ts';
import { entryIdOfAddendumKey, RECORD_KEY_SEPARATOR } from './record-keys.ts';

const live = <T extends { deletedAt: string | null }>(rows: T[]) =>
  rows.filter((row) => row.deletedAt === null);

export type RecordQuery = { kind?: RecordKind; search?: string };

/** Entries a page of the record shows at first; "Show more" asks for the next as many. */
export const RECORD_PAGE_SIZE = 50;

export type RecordPage = { rows: RecordEntryRow[]; total: number };

/**
 * The patient's live entries, newest first (by the day they are about), of one kind or all, those
 * matching the search: the first `limit`, and how many there are. The order and the matches come from
 * index keys alone; only the rows shown are read.
 */
export async function patientRecord(
  patientId: string,
  query: RecordQuery = {},
  limit = RECORD_PAGE_SIZE,
  db: MindofficeDb = getDb(),
): Promise<RecordPage> {
  const words = searchWordsOf(query.search ?? '');
  // Every lookup at once: the order and each word's matches come from index keys, and IndexedDB
  // answers them side by side.
  const [ordered, ...matches] = await Promise.all([
    (query.kind
      ? db.recordEntries
          .where('[livePatientId+kind+writtenOn]')
          .between([patientId, query.kind, ''], [patientId, query.kind, '\uffff'])
      : db.recordEntries.where('[livePatientId+writtenOn]').between([patientId, ''], [patientId, '\uffff'])
    )
      .reverse()
      .primaryKeys(),
    ...words.map((word) => entriesMatching(patientId, word, db)),
  ]);
  const ids = matches.length > 0 ? ordered.filter((id) => matches.every((found) => found.has(id))) : ordered;
  const rows = await db.recordEntries.bulkGet(ids.slice(0, limit));
  return {
    rows: rows.flatMap((row) => (row && row.deletedAt === null ? [withoutKeys(row)] : [])),
    total: ids.length,
  };
}

/** The ids of the patient's entries with a word (or an addendum with a word) starting with `word`. */
async function entriesMatching(patientId: string, word: string, db: MindofficeDb): Promise<Set<string>> {
  const start = `${patientId}${RECORD_KEY_SEPARATOR}${word}`;
  const [entryIds, addendumKeys] = await Promise.all([
    db.recordEntries.where('wordKeys').startsWith(start).primaryKeys(),
    db.recordAddenda.where('wordKeys').startsWith(start).keys(),
  ]);
  // A deleted addendum has no word keys: every key found is a live one's.
  return new Set([...entryIds, ...addendumKeys.map((key) => entryIdOfAddendumKey(String(key)))]);
}

export async function recordEntry(
  id: string,
  db: MindofficeDb = getDb(),
): Promise<RecordEntryRow | undefined> {
  const row = await db.recordEntries.get(id);
  return row && row.deletedAt === null ? withoutKeys(row) : undefined;
}

/** Each entry's addenda, oldest first (they read as a thread under the note). */
export async function addendaOf(
  entryIds: readonly string[],
  db: MindofficeDb = getDb(),
): Promise<Map<string, RecordAddendumRow[]>> {
  const rows = live(
    await db.recordAddenda
      .where('entryId')
      .anyOf([...entryIds])
      .toArray(),
  );
  const byEntry = new Map<string, RecordAddendumRow[]>();
  for (const row of rows.sort((a, b) => a.writtenAt.localeCompare(b.writtenAt))) {
    byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), withoutKeys(row)]);
  }
  return byEntry;
}

/** The notes linked to a session (its page lists them). */
export async function sessionRecordEntries(
  sessionId: string,
  db: MindofficeDb = getDb(),
): Promise<RecordEntryRow[]> {
  return live(await db.recordEntries.where('sessionId').equals(sessionId).toArray()).map(withoutKeys);
}

/** The row as its entity defines it: the device's derived index keys left out. */
function withoutKeys<T extends object>(row: T & { wordKeys?: string[]; livePatientId?: string }): T {
  const { wordKeys: _words, livePatientId: _live, ...plain } = row;
  return plain as T;
}
