/**
 * Version 22: the clinical record (#core/record). A patient's live entries newest first by
 * `[livePatientId+writtenOn]` (of one kind: `[livePatientId+kind+writtenOn]`), a session's notes by
 * `sessionId`, an entry's addenda by `entryId`, and both searched by `wordKeys` (./record-keys.ts).
 * Version 23: a patient's documents, live ones newest first by `[livePatientId+addedAt]`.
 */
import type { PatientDocumentRow } from '#core/record/patient-document-schema';
import {
  PATIENT_DOCUMENT_ENTITY,
  RECORD_ADDENDUM_ENTITY,
  RECORD_ENTRY_ENTITY,
} from '#core/record/record-entity';
import { defineSyncedTable } from '../local-table.ts';
import {
  type StoredRecordAddendum,
  type StoredRecordEntry,
  withRecordAddendumKeys,
  withRecordEntryKeys,
} from './record-keys.ts';

export const RECORD_ENTRIES_TABLE = defineSyncedTable<StoredRecordEntry>()('recordEntries', {
  entity: RECORD_ENTRY_ENTITY,
  toStored: withRecordEntryKeys,
  patientOf: (row) => row.patientId,
  history: [
    {
      version: 22,
      stores: 'id, [livePatientId+writtenOn], [livePatientId+kind+writtenOn], sessionId, *wordKeys',
    },
  ],
});

export const RECORD_ADDENDA_TABLE = defineSyncedTable<StoredRecordAddendum>()('recordAddenda', {
  entity: RECORD_ADDENDUM_ENTITY,
  toStored: withRecordAddendumKeys,
  patientOf: (row) => row.patientId,
  history: [{ version: 22, stores: 'id, entryId, *wordKeys' }],
});

/** `livePatientId`: the patient's id on a live document only (the list never reads a tombstone). */
export type StoredPatientDocument = PatientDocumentRow & { livePatientId?: string };

function withPatientDocumentKeys(row: StoredPatientDocument): StoredPatientDocument {
  const { livePatientId: _live, ...plain } = row;
  return plain.deletedAt === null ? { ...plain, livePatientId: plain.patientId } : plain;
}

export const PATIENT_DOCUMENTS_TABLE = defineSyncedTable<StoredPatientDocument>()('patientDocuments', {
  entity: PATIENT_DOCUMENT_ENTITY,
  toStored: withPatientDocumentKeys,
  patientOf: (row) => row.patientId,
  filesOf: (row) => (row.fileId === null ? [] : [row.fileId]),
  history: [{ version: 23, stores: 'id, [livePatientId+addedAt]' }],
});
