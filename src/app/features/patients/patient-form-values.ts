// The patient form's editable values (strings, DD/MM/YYYY dates) and their conversion from the core's
// PatientFields. Validation is apart (parse-patient-form.ts): the pages that open the form import this
// file, and the schema (with the phone-number metadata) loads with the form.
import type { PatientFields } from '#core/patients/patient-schema';

export type PatientFormValues = {
  name: string;
  contactNumber: string;
  gender: string;
  dateOfBirth: string;
  country: string;
  type: 'individual' | 'company';
  email: string;
  companyId: string;
  careConsentOn: string;
  careConsentVersion: string;
  dataConsentOn: string;
  dataConsentVersion: string;
  /** '' for the specialist's own language. */
  language: string;
  /** '' for the specialist's own time zone. */
  timeZone: string;
  /** 'on' or 'off' (a form keeps text: what is typed survives a reload as text). */
  sessionReminders: string;
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
  careConsentOn: '',
  careConsentVersion: '',
  dataConsentOn: '',
  dataConsentVersion: '',
  language: '',
  timeZone: '',
  sessionReminders: 'on',
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
    careConsentOn: isoToDisplayDate(fields.careConsentOn),
    careConsentVersion: fields.careConsentVersion ?? '',
    dataConsentOn: isoToDisplayDate(fields.dataConsentOn),
    dataConsentVersion: fields.dataConsentVersion ?? '',
    language: fields.language ?? '',
    timeZone: fields.timeZone ?? '',
    // A row stored before the field existed has none: reminders are on.
    sessionReminders: fields.sessionReminders === false ? 'off' : 'on',
  };
}

/** The form's values among kept typed input: known fields holding text (what the form types). */
export function typedFormValues(typed: Record<string, unknown>): Partial<PatientFormValues> {
  return Object.fromEntries(
    Object.entries(typed).filter(
      ([field, value]) => Object.hasOwn(EMPTY_PATIENT_FORM, field) && typeof value === 'string',
    ),
  );
}
