/**
 * One valid draft progress note (SOAP) and one valid addendum, for tests on every layer: the same
 * fields pass the client's and the server's validation (`{ ...SAMPLE_RECORD_ENTRY, patientId }`).
 */
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
