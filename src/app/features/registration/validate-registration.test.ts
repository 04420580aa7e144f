import { describe, expect, it } from 'vitest';
import type { RegistrationFileRow } from '#local/registration-draft';
import { emptyRegistration } from './registration-values.ts';
import { formPath, toRegistrationInput } from './validate-registration.ts';

const row = (field: string, fileId?: string): RegistrationFileRow => ({
  key: field,
  field,
  name: `${field}.pdf`,
  type: 'application/pdf',
  size: 10,
  blob: new Blob(['x']),
  addedAt: 0,
  ...(fileId ? { fileId } : {}),
});

describe('the registration request built from the form and its local files', () => {
  it('counts a picked file that is not uploaded yet as selected while validating', () => {
    const values = emptyRegistration();
    const input = toRegistrationInput(values, [row('photo')], {
      language: 'EN',
      uploadToken: undefined,
      allowPending: true,
    });
    expect(input.photoFileId).not.toBe('');
  });

  it('sends only real file ids, and each diploma with its own document', () => {
    const values = emptyRegistration();
    const diplomaKey = values.diplomas[0]?.key ?? '';
    const files = [
      row('photo', 'p-1'),
      row(`diplomas.${diplomaKey}`, 'd-1'),
      row('documents'),
      row('documents', 'c-1'),
    ];
    const input = toRegistrationInput(values, files, {
      language: 'AR',
      uploadToken: 'token',
      allowPending: false,
    });
    expect(input.photoFileId).toBe('p-1');
    expect(input.diplomas[0]?.documentFileId).toBe('d-1');
    expect(input.documentFileIds).toEqual(['c-1']);
    expect(input.language).toBe('AR');
  });

  it('shows file issues on the drop zone that picked the file', () => {
    expect(formPath('photoFileId')).toBe('photo');
    expect(formPath('documentFileIds.2')).toBe('documents');
    expect(formPath('diplomas.1.documentFileId')).toBe('diplomas.1.document');
    expect(formPath('firstName')).toBe('firstName');
  });
});
