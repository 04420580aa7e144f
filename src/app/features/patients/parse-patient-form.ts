// The patient form's values checked with the same schema the server uses.
import * as v from 'valibot';
import { patientFieldsSchema } from '#core/patients/patient-entity';
import type { PatientFields } from '#core/patients/patient-schema';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { displayDateToIso, type PatientFormValues } from './patient-form-values.ts';

/** Validates with the shared schema; a company sends no gender, date of birth or employer. */
export function parsePatientForm(
  values: PatientFormValues,
): { ok: true; fields: PatientFields } | { ok: false; errors: FieldErrors } {
  const isPerson = values.type === 'individual';
  const input = {
    name: values.name,
    contactNumber: values.contactNumber.replace(/[\s().-]/g, ''),
    gender: isPerson ? values.gender || undefined : null,
    dateOfBirth: isPerson ? (values.dateOfBirth ? displayDateToIso(values.dateOfBirth) : undefined) : null,
    country: values.country,
    type: values.type,
    email: values.email,
    companyId: isPerson && values.companyId ? values.companyId : null,
    careConsentOn: values.careConsentOn.trim() ? displayDateToIso(values.careConsentOn) : null,
    careConsentVersion: values.careConsentVersion.trim() ? values.careConsentVersion : null,
    dataConsentOn: values.dataConsentOn.trim() ? displayDateToIso(values.dataConsentOn) : null,
    dataConsentVersion: values.dataConsentVersion.trim() ? values.dataConsentVersion : null,
    language: values.language || null,
    timeZone: values.timeZone || null,
    sessionReminders: values.sessionReminders !== 'off',
  };
  const result = v.safeParse(patientFieldsSchema, input);
  if (result.success) return { ok: true, fields: result.output };
  return { ok: false, errors: fieldErrorsOf(result.issues) };
}
