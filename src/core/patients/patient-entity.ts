/**
 * Patients as a synced entity (`patient.create`, `patient.update`, `patient.delete` on
 * `/api/patients`): the schemas, mutations and calls the browser's outbox and the server's routes share.
 */
import { defineSyncedEntity, syncedIdSchema } from '../sync/entity.ts';
import {
  normalizePatientFields,
  type PatientFields,
  patientFieldEntries,
  patientRuleIssue,
} from './patient-schema.ts';

export const PATIENTS_PATH = '/api/patients';
export const PATIENTS_TABLE = 'patients';

export const PATIENT_ENTITY = defineSyncedEntity({
  name: 'patient',
  table: PATIENTS_TABLE,
  path: PATIENTS_PATH,
  fieldEntries: patientFieldEntries,
  crossFieldIssue: patientRuleIssue,
  normalize: normalizePatientFields,
});

export const patientIdSchema = syncedIdSchema;

/** A whole patient as the form submits it and the server stores it. */
export const patientFieldsSchema = PATIENT_ENTITY.fieldsSchema;
export const createPatientArgs = PATIENT_ENTITY.createArgs;
export const updatePatientBody = PATIENT_ENTITY.updateBody;

export const PATIENT_FIELD_NAMES: readonly (keyof PatientFields)[] = PATIENT_ENTITY.fieldNames;

/** `POST` — erases one patient's data everywhere (src/server/patients/erase-patient.ts); online only. */
export const patientErasurePath = (patientId: string) => `${PATIENTS_PATH}/${patientId}/erasure`;

/** The erasure's answer. */
export type PatientErasureAnswer = { erased: true };
