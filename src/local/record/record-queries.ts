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
import { RECORD_KEY_SEPARATOR } from './record-keys.ts';

const live = <T extends { deletedAt: string | null }>(rows: T[]) =>
  rows.filter((row) => row.deletedAt === null);

export type RecordQuery = { kind?: RecordKind; search?: string };

/** The patient's entries, newest first (by the day they are about, then by last change). */
export async function patientRecord(
  patientId: string,
  query: RecordQuery = {},
  db: MindofficeDb = getDb(),
): Promise<RecordEntryRow[]> {
  const words = searchWordsOf(query.search ?? '');
  const rows =
    words.length > 0
      ? await db.recordEntries.bulkGet([...(await matchingEntryIds(patientId, words, db))])
      : await db.recordEntries
          .where('[patientId+writtenOn]')
          .between([patientId, ''], [patientId, '\uffff'])
          .toArray();
  return live(rows.filter((row): row is RecordEntryRow => row !== undefined))
    .filter((row) => query.kind === undefined || row.kind === query.kind)
    .sort((a, b) => b.writtenOn.localeCompare(a.writtenOn) || b.updatedAt.localeCompare(a.updatedAt))
    .map(withoutKeys);
}

/** The ids of the patient's entries in which (or in whose addenda) every word starts a word. */
async function matchingEntryIds(patientId: string, words: string[], db: MindofficeDb): Promise<Set<string>> {
  let matching: Set<string> | undefined;
  for (const word of words) {
    const start = `${patientId}${RECORD_KEY_SEPARATOR}${word}`;
    const [entryIds, addendumIds] = await Promise.all([
      db.recordEntries.where('wordKeys').startsWith(start).primaryKeys(),
      db.recordAddenda.where('wordKeys').startsWith(start).primaryKeys(),
    ]);
    const viaAddenda = (await db.recordAddenda.bulkGet([...new Set(addendumIds)])).flatMap((row) =>
      row && row.deletedAt === null ? [row.entryId] : [],
    );
    const found = new Set([...entryIds, ...viaAddenda]);
    matching = matching ? new Set([...matching].filter((id) => found.has(id))) : found;
    if (matching.size === 0) break;
  }
  return matching ?? new Set();
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

function withoutKeys<T extends object>(row: T & { wordKeys?: string[] }): T {
  const { wordKeys: _keys, ...plain } = row;
  return plain as T;
}
