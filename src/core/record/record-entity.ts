/**
 * The clinical record as synced entities (issue 38): its entries (`recordEntry.*` on
 * `/api/record-entries`: intake, progress notes, treatment plans, discharge summaries — drafts until
 * signed, locked after) and the addenda of signed notes (`recordAddendum.create` on
 * `/api/record-addenda`, append-only), and the patient's documents (`patientDocument.*` on
 * `/api/patient-documents`, each with its uploaded file).
 */
import type { Settlement } from '../sync/entity.ts';
import { defineSyncedEntity } from '../sync/entity.ts';
import { patientDocumentFieldEntries } from './patient-document-schema.ts';
import { type RecordAddendumFields, recordAddendumFieldEntries } from './record-addendum-schema.ts';
import { recordEntryDeleteIssue, settleRecordEntry } from './record-entry-rules.ts';
import {
  normalizeRecordEntry,
  recordEntryFieldEntries,
  recordEntryRuleIssue,
} from './record-entry-schema.ts';
import { RECORD_MESSAGES as M } from './record-messages.ts';

export const RECORD_ENTRIES_PATH = '/api/record-entries';
export const RECORD_ADDENDA_PATH = '/api/record-addenda';
export const PATIENT_DOCUMENTS_PATH = '/api/patient-documents';

export const RECORD_ENTRY_ENTITY = defineSyncedEntity({
  name: 'recordEntry',
  table: 'recordEntries',
  path: RECORD_ENTRIES_PATH,
  fieldEntries: recordEntryFieldEntries,
  crossFieldIssue: recordEntryRuleIssue,
  normalize: normalizeRecordEntry,
  // Signing is a step the server must see on its own: an edit queued before it never rides with it.
  stepFields: ['status'],
  settle: settleRecordEntry,
  deleteIssue: recordEntryDeleteIssue,
});

function settleAddendum(
  existing: RecordAddendumFields | undefined,
  proposed: RecordAddendumFields,
): Settlement<RecordAddendumFields> {
  if (existing) return { ok: false, error: { field: 'text', message: M.addendumAppendOnly } };
  return { ok: true, fields: proposed };
}

export const RECORD_ADDENDUM_ENTITY = defineSyncedEntity({
  name: 'recordAddendum',
  table: 'recordAddenda',
  path: RECORD_ADDENDA_PATH,
  fieldEntries: recordAddendumFieldEntries,
  writes: ['create'],
  settle: settleAddendum,
});

export const PATIENT_DOCUMENT_ENTITY = defineSyncedEntity({
  name: 'patientDocument',
  table: 'patientDocuments',
  path: PATIENT_DOCUMENTS_PATH,
  fieldEntries: patientDocumentFieldEntries,
  // The picked file follows its row in the outbox: the row lists it at once, the upload stores it.
  fileFields: { fileId: { kind: 'recordDocument', holds: 'one' } },
});
