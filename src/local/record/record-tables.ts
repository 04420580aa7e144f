/**
 * Version 22: the clinical record (#core/record). A patient's live entries newest first by
 * `[livePatientId+writtenOn]` (of one kind: `[livePatientId+kind+writtenOn]`), a session's notes by
 * `sessionId`, an entry's addenda by `entryId`, and both searched by `wordKeys` (./record-keys.ts).
 */
import { RECORD_ADDENDUM_ENTITY, RECORD_ENTRY_ENTITY } from '#core/record/record-entity';
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
