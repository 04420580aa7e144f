import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import type { PatientFields } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { OutboxEntry, OutboxError } from '#core/sync/types';
import { VALIDATION_MESSAGES } from '#core/validation/messages';
import { rejectionMessages } from './rejection-messages.ts';

const fields: PatientFields = { ...SAMPLE_PATIENT, companyId: '0b7c6c9e-8f1a-4c55-9a55-3f6f1d2b7e11' };

const refused = (lastError: OutboxError): OutboxEntry => ({
  id: 'entry-1',
  name: 'patient.update',
  args: {},
  call: { method: 'PUT', path: '/api/patients/x', body: {} },
  rowKey: 'patients:x',
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  state: 'rejected',
  lastError,
});

describe('why a refused change was refused, in descriptors translated where shown', () => {
  it('names the employer rule by its descriptor, not by the text the server sent in its language', () => {
    const entry = refused({
      status: 400,
      messageId: ERROR_MESSAGES.badRequest.id,
      serverMessage: 'Invalid request. Please check your information and try again.',
      fieldErrors: { companyId: 'Please select a company from your patients' },
    });
    expect(rejectionMessages(entry, fields)).toEqual([
      ERROR_MESSAGES.badRequest.id,
      PATIENT_MESSAGES.companyInvalid,
    ]);
  });

  it('takes a field message from the shared schema when the change breaks it', () => {
    const entry = refused({
      status: 400,
      messageId: ERROR_MESSAGES.badRequest.id,
      fieldErrors: { name: 'يُرجى إدخال الاسم' },
    });
    const messages = rejectionMessages(entry, { ...fields, name: '' });
    expect(messages[1]).toBe(VALIDATION_MESSAGES.nameRequired.id);
  });

  it('keeps the server text for a field rule it cannot name, and says "patient not found" for a 404', () => {
    const entry = refused({
      status: 404,
      messageId: ERROR_MESSAGES.notFound.id,
      fieldErrors: { email: 'Already invited' },
    });
    expect(rejectionMessages(entry, fields)).toEqual([
      PATIENT_MESSAGES.notFound,
      { serverText: 'Already invited' },
    ]);
  });
});
