/**
 * One valid individual patient, for tests on every layer: the same fields pass the client's and the
 * server's validation, so a test changes only what it is about (`{ ...SAMPLE_PATIENT, name: … }`).
 */
import type { PatientFields } from './patient-schema.ts';

/**
 * A patient with no consent recorded yet, who reads the specialist's own language, lives in their time
 * zone and gets the reminders.
 */
export const UNSET_PATIENT_EXTRAS = {
  careConsentOn: null,
  careConsentVersion: null,
  dataConsentOn: null,
  dataConsentVersion: null,
  language: null,
  timeZone: null,
  sessionReminders: true,
} as const;

export const SAMPLE_PATIENT = {
  name: 'Amina Benali',
  contactNumber: '+33612345678',
  gender: 'female',
  dateOfBirth: '1990-04-12',
  country: 'FR',
  type: 'individual',
  email: 'amina@example.com',
  companyId: null,
  ...UNSET_PATIENT_EXTRAS,
} as const satisfies PatientFields;
