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
  idempotencyMismatch: /*i18n*/ {
    id: 'sync.idempotencyMismatch',
    message: 'This request was already received with different content.',
  },
});
