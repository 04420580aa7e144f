/**
 * The derived index keys of the clinical record's rows (issue 38): `wordKeys`, `patientId␁word` for
 * each distinct folded word of an entry (its sections and plan) or an addendum, so a search of one
 * patient's record is one index range per word typed, without reading a row. Absent on tombstones.
 */
import type { RecordAddendumRow } from '#core/record/record-addendum-schema';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { recordAddendumText, recordEntryText, searchWordsOf } from '#core/record/record-search';

/** Separates the patient from the word; sorts before every printable character. */
export const RECORD_KEY_SEPARATOR = '\u0001';

export type StoredRecordEntry = RecordEntryRow & { wordKeys?: string[] };
export type StoredRecordAddendum = RecordAddendumRow & { wordKeys?: string[] };

function wordKeysOf(patientId: string, text: string): string[] {
  return searchWordsOf(text).map((word) => `${patientId}${RECORD_KEY_SEPARATOR}${word}`);
}

export function withRecordEntryKeys(row: StoredRecordEntry): StoredRecordEntry {
  const { wordKeys: _old, ...plain } = row;
  if (plain.deletedAt !== null) return plain;
  return { ...plain, wordKeys: wordKeysOf(plain.patientId, recordEntryText(plain)) };
}

export function withRecordAddendumKeys(row: StoredRecordAddendum): StoredRecordAddendum {
  const { wordKeys: _old, ...plain } = row;
  if (plain.deletedAt !== null) return plain;
  return { ...plain, wordKeys: wordKeysOf(plain.patientId, recordAddendumText(plain)) };
}
