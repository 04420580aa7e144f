/**
 * Patients on the server: their table, and the one reference they hold — an individual's company must
 * be a live company patient of the same owner.
 */

import { eq } from 'drizzle-orm';
import { PATIENT_ENTITY } from '#core/patients/patient-entity';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import type { PatientFields } from '#core/patients/patient-schema';
import { recordWrites } from '../access-log/record-access.ts';
import { patients } from '../db/schema.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export type PatientRecord = typeof patients.$inferSelect;

export const patientEntity: ServerEntity = defineServerEntity<PatientFields, PatientRecord>({
  synced: PATIENT_ENTITY,
  table: patients,
  notFound: PATIENT_MESSAGES.notFound,
  references: [
    {
      field: 'companyId',
      target: () => patientEntity,
      accepts: (company) => company.type === 'company',
      message: PATIENT_MESSAGES.companyInvalid,
    },
  ],
  afterWrite: recordWrites<PatientFields>('patient', (id) => id),
  // Only the kind of record stays (the tombstone's `type` says which page it was on).
  erasure: {
    rowsOf: (patientId) => eq(patients.id, patientId),
    blank: {
      name: '',
      contactNumber: '',
      email: '',
      country: '',
      gender: null,
      dateOfBirth: null,
      companyId: null,
      careConsentOn: null,
      careConsentVersion: null,
      dataConsentOn: null,
      dataConsentVersion: null,
      language: null,
      timeZone: null,
    },
  },
});
