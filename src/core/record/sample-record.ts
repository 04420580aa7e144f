/**
 * One valid draft progress note (SOAP), one valid addendum and one document, for tests on every layer: the same
 * fields pass the client's and the server's validation (`{ ...SAMPLE_RECORD_ENTRY, patientId }`).
 */
import type { PatientDocumentFields } from './patient-document-schema.ts';
import type { RecordAddendumFields } from './record-addendum-schema.ts';
import type { RecordEntryFields } from './record-entry-schema.ts';

/** Without its patient, which each test creates first. */
export const SAMPLE_RECORD_ENTRY = {
  sessionId: null,
  kind: 'progress',
  template: 'soap',
  writtenOn: '2030-05-14',
  sections: {
    subjective: 'Sleeps better since the last session; still anxious before meetings.',
    assessment: 'Generalised anxiety, improving.',
  },
  plan: null,
  status: 'draft',
  signedAt: null,
} as const satisfies Omit<RecordEntryFields, 'patientId'>;

/** Without its note and patient. */
export const SAMPLE_RECORD_ADDENDUM = {
  text: 'Correction: the meeting anxiety concerns weekly team meetings only.',
  authorName: 'Dr Leila Haddad',
  writtenAt: '2030-05-15T09:30:00.000Z',
} as const satisfies Omit<RecordAddendumFields, 'entryId' | 'patientId'>;

/** Without its patient; a PDF's description as the picking device gives it, before the upload. */
export const SAMPLE_PATIENT_DOCUMENT = {
  title: 'Consent to treatment',
  category: 'consent',
  fileId: null,
  fileName: 'consent-signed.pdf',
  fileType: 'application/pdf',
  fileSize: 1024,
  addedAt: '2030-05-14T10:00:00.000Z',
} as const satisfies Omit<PatientDocumentFields, 'patientId'>;
