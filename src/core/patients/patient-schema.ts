/**
 * The patient entity (spec §3: name, contact number, gender, date of birth, country, type; plus
 * e-mail for later invitations) as valibot schemas shared by the form, the engine and the server.
 */
import * as v from 'valibot';
import { LANGUAGE_CODES } from '../languages.ts';
import { timeZoneRule } from '../sessions/session-schema.ts';
import type { FieldIssue, FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { mobileRule } from '../validation/mobile.ts';
import { withoutUnsafeCharacters } from '../validation/plain-text.ts';
import {
  countryCodeRule,
  emailRule,
  type Gender,
  genderRule,
  isRealDate,
  nameRule,
  pastDateOfBirthRule,
} from '../validation/rules.ts';
import { PATIENT_MESSAGES } from './patient-messages.ts';
import { PATIENT_TYPES, type PatientType } from './patient-types.ts';

/** Longest consent form version kept ("v3 (2026-09)", "Informed consent 2.1"). */
export const CONSENT_VERSION_MAX_CHARS = 40;

/** The day a consent was given: a real date, not after today (in any time zone: a day's slack). */
const consentDayRule = v.optional(
  v.nullable(
    v.pipe(
      v.string(PATIENT_MESSAGES.consentDateInvalid.id),
      v.isoDate(PATIENT_MESSAGES.consentDateInvalid.id),
      v.check(
        (day) => day <= new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        PATIENT_MESSAGES.consentDateInvalid.id,
      ),
      v.check((day) => isRealDate(day), PATIENT_MESSAGES.consentDateInvalid.id),
    ),
  ),
  null,
);

/** The version of the consent form the patient signed, as the practice names its forms. */
const consentVersionRule = v.optional(
  v.nullable(
    v.pipe(
      v.string(PATIENT_MESSAGES.consentVersionRequired.id),
      v.transform((text) => withoutUnsafeCharacters(text).trim()),
      v.nonEmpty(PATIENT_MESSAGES.consentVersionRequired.id),
      v.maxLength(CONSENT_VERSION_MAX_CHARS, PATIENT_MESSAGES.consentVersionTooLong.id),
    ),
  ),
  null,
);

/**
 * Gender and date of birth describe a person: required for an individual, null for a company.
 * `companyId` links an individual (an employee) to a company patient of the same owner. The consents
 * (to care, to the processing of their data) are each a day and a form version, both or neither;
 * absent from a client built before them, they are null.
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
  careConsentOn: consentDayRule,
  careConsentVersion: consentVersionRule,
  dataConsentOn: consentDayRule,
  dataConsentVersion: consentVersionRule,
  // The language the patient reads: their e-mails and the readable copy of their export. Null (and
  // absent from a client built before it): the specialist's own.
  language: v.optional(v.nullable(v.picklist(LANGUAGE_CODES, PATIENT_MESSAGES.languageInvalid.id)), null),
  // The zone the patient lives in: the times of their e-mails, and the second time the office shows
  // when it differs from the specialist's. Null (and absent from an older client): the specialist's.
  timeZone: v.optional(v.nullable(timeZoneRule), null),
  // E-mail reminders before each session (issue 39); the specialist may turn them off for a patient.
  sessionReminders: v.optional(v.boolean(PATIENT_MESSAGES.remindersInvalid.id), true),
};

export type PatientFields = FieldsOf<typeof patientFieldEntries>;

export type PatientRow = SyncedRow & PatientFields;

type TypedFields = {
  type: PatientType;
  gender: Gender | null;
  dateOfBirth: string | null;
  companyId: string | null;
};

type ConsentFields = Pick<
  PatientFields,
  'careConsentOn' | 'careConsentVersion' | 'dataConsentOn' | 'dataConsentVersion'
>;

/** A consent is a day and a form version together: the one missing is the field to fix. */
export function consentRuleIssue(input: ConsentFields): FieldIssue<ConsentFields> | undefined {
  const pairs = [
    ['careConsentOn', 'careConsentVersion'],
    ['dataConsentOn', 'dataConsentVersion'],
  ] as const;
  for (const [day, version] of pairs) {
    if (input[day] !== null && input[version] === null)
      return { field: version, message: PATIENT_MESSAGES.consentVersionRequired.id };
    if (input[day] === null && input[version] !== null)
      return { field: day, message: PATIENT_MESSAGES.consentDateRequired.id };
  }
  return undefined;
}

/** Every rule spanning several fields, the type's first. */
export function patientRuleIssue(input: PatientFields): FieldIssue<PatientFields> | undefined {
  return typeRuleIssue(input) ?? consentRuleIssue(input);
}

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
