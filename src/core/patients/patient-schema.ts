/**
 * The patient entity (spec §3: name, contact number, gender, date of birth, country, type; plus
 * e-mail for later invitations) as valibot schemas shared by the form, the engine and the server.
 */
import * as v from 'valibot';
import type { FieldIssue, FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { mobileRule } from '../validation/mobile.ts';
import {
  countryCodeRule,
  emailRule,
  type Gender,
  genderRule,
  nameRule,
  pastDateOfBirthRule,
} from '../validation/rules.ts';
import { PATIENT_MESSAGES } from './patient-messages.ts';
import { PATIENT_TYPES, type PatientType } from './patient-types.ts';

/**
 * Gender and date of birth describe a person: required for an individual, null for a company.
 * `companyId` links an individual (an employee) to a company patient of the same owner.
 */
export const patientFieldEntries = {
  name: nameRule(),
  contactNumber: mobileRule,
  gender: v.nullable(genderRule),
  dateOfBirth: v.nullable(pastDateOfBirthRule()),
  country: countryCodeRule,
  type: v.picklist(PATIENT_TYPES, PATIENT_MESSAGES.typeRequired.id),
  email: emailRule,
  companyId: v.nullable(
    v.pipe(v.string(PATIENT_MESSAGES.companyInvalid.id), v.uuid(PATIENT_MESSAGES.companyInvalid.id)),
  ),
};

export type PatientFields = FieldsOf<typeof patientFieldEntries>;

export type PatientRow = SyncedRow & PatientFields;

type TypedFields = {
  type: PatientType;
  gender: Gender | null;
  dateOfBirth: string | null;
  companyId: string | null;
};

/** The rules that depend on the type, or undefined when they hold; reported on the field to fix. */
export function typeRuleIssue(input: TypedFields): FieldIssue<TypedFields> | undefined {
  if (input.type === 'individual' && input.gender === null)
    return { field: 'gender', message: M.genderRequired.id };
  if (input.type === 'individual' && input.dateOfBirth === null)
    return { field: 'dateOfBirth', message: M.dateOfBirthRequired.id };
  if (input.type === 'company' && input.companyId !== null)
    return { field: 'companyId', message: PATIENT_MESSAGES.companyInvalid.id };
  return undefined;
}

/** A company stores no gender or date of birth, whatever the form held before the type changed. */
export function normalizePatientFields(fields: PatientFields): PatientFields {
  if (fields.type === 'individual') return fields;
  return { ...fields, gender: null, dateOfBirth: null, companyId: null };
}
