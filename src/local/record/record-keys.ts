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

/**
 * `livePatientId`: the patient's id on a live entry only, so the `[livePatientId+…]` indexes list a
 * record newest first, of one kind or all, and count it, without a tombstone and without reading rows.
 */
export type StoredRecordEntry = RecordEntryRow & { wordKeys?: string[]; livePatientId?: string };
export type StoredRecordAddendum = RecordAddendumRow & { wordKeys?: string[] };

function wordKeysOf(patientId: string, text: string): string[] {
  return searchWordsOf(text).map((word) => `${patientId}${RECORD_KEY_SEPARATOR}${word}`);
}

export function withRecordEntryKeys(row: StoredRecordEntry): StoredRecordEntry {
  const { wordKeys: _words, livePatientId: _live, ...plain } = row;
  if (plain.deletedAt !== null) return plain;
  return {
    ...plain,
    livePatientId: plain.patientId,
    wordKeys: wordKeysOf(plain.patientId, recordEntryText(plain)),
  };
}

/**
 * An addendum's words end with its note's id (`patientId␁word␁entryId`): a search reads the notes an
 * addendum matches from the index keys alone, without reading the addenda (that read was half of a
 * common word's search: 16–29 ms for 300–600 addenda).
 */
export function withRecordAddendumKeys(row: StoredRecordAddendum): StoredRecordAddendum {
  const { wordKeys: _old, ...plain } = row;
  if (plain.deletedAt !== null) return plain;
  const keys = wordKeysOf(plain.patientId, recordAddendumText(plain));
  return { ...plain, wordKeys: keys.map((key) => `${key}${RECORD_KEY_SEPARATOR}${plain.entryId}`) };
}

/** The note an addendum's word key names (the part after its last separator). */
export function entryIdOfAddendumKey(key: string): string {
  return key.slice(key.lastIndexOf(RECORD_KEY_SEPARATOR) + 1);
}
