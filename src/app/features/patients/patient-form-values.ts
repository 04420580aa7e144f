// The patient form's editable values (strings, DD/MM/YYYY dates) and their conversion to the core's
// PatientFields, so the form validates with the same schema the server uses.
import * as v from 'valibot';
import { patientFieldsSchema } from '#core/patients/patient-entity';
import type { PatientFields } from '#core/patients/patient-schema';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';

export type PatientFormValues = {
  name: string;
  contactNumber: string;
  gender: string;
  dateOfBirth: string;
  country: string;
  type: 'individual' | 'company';
  email: string;
  companyId: string;
};

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  name: '',
  contactNumber: '',
  gender: '',
  dateOfBirth: '',
  country: '',
  type: 'individual',
  email: '',
  companyId: '',
};

/** "31/12/1990" → "1990-12-31"; anything else is passed on for the schema to refuse. */
export function displayDateToIso(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  // The pattern has exactly three capturing groups, all mandatory.
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function isoToDisplayDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export function toFormValues(fields: PatientFields): PatientFormValues {
  return {
    name: fields.name,
    contactNumber: fields.contactNumber,
    gender: fields.gender ?? '',
    dateOfBirth: isoToDisplayDate(fields.dateOfBirth),
    country: fields.country,
    type: fields.type,
    email: fields.email,
    companyId: fields.companyId ?? '',
  };
}

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
  };
  const result = v.safeParse(patientFieldsSchema, input);
  if (result.success) return { ok: true, fields: result.output };
  return { ok: false, errors: fieldErrorsOf(result.issues) };
}
