/**
 * A patient is a person or a company (spec §3). Apart from the schema, so that the list's type filter
 * does not load the validation rules (and their phone-number metadata) to read two words.
 */
export const PATIENT_TYPES = ['individual', 'company'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];
