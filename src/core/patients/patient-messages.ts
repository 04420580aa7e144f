/**
 * Messages of the patient screens and API that are not common validation rules, as descriptors the
 * browser and the server both translate.
 */
import { defineMessages } from '../messages.ts';

export const PATIENT_MESSAGES = defineMessages({
  typeRequired: /*i18n*/ { id: 'patient.type.required', message: 'Please select patient type' },
  companyInvalid: /*i18n*/ {
    id: 'patient.company.invalid',
    message: 'Please select a company from your patients',
  },
  notFound: /*i18n*/ { id: 'patient.notFound', message: 'Patient not found.' },
  consentDateRequired: /*i18n*/ {
    id: 'patient.consent.dateRequired',
    message: 'Enter the date the consent was given',
  },
  languageInvalid: /*i18n*/ {
    id: 'patient.language.invalid',
    message: 'Choose English, French or Arabic',
  },
  remindersInvalid: /*i18n*/ {
    id: 'patient.reminders.invalid',
    message: 'Choose whether the patient gets reminders',
  },
  consentDateInvalid: /*i18n*/ {
    id: 'patient.consent.dateInvalid',
    message: 'Enter a past date in the format DD/MM/YYYY',
  },
  consentVersionRequired: /*i18n*/ {
    id: 'patient.consent.versionRequired',
    message: 'Enter the version of the consent form',
  },
  consentVersionTooLong: /*i18n*/ {
    id: 'patient.consent.versionTooLong',
    message: 'The version must be 40 characters or fewer',
  },
  idempotencyMismatch: /*i18n*/ {
    id: 'sync.idempotencyMismatch',
    message: 'This request was already received with different content.',
  },
});
