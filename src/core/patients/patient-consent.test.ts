import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { patientFieldsSchema } from './patient-entity.ts';
import { PATIENT_MESSAGES as M } from './patient-messages.ts';
import { SAMPLE_PATIENT } from './sample-patient.ts';

const issuesOf = (input: unknown) => {
  const result = v.safeParse(patientFieldsSchema, input);
  return result.success
    ? []
    : result.issues.map((issue) => [v.getDotPath(issue), issue.message] as [string | null, string]);
};

describe('a patient’s consents', () => {
  it('are null when a client built before them sends none', () => {
    const result = v.parse(patientFieldsSchema, SAMPLE_PATIENT);
    expect(result).toMatchObject({
      careConsentOn: null,
      careConsentVersion: null,
      dataConsentOn: null,
      dataConsentVersion: null,
    });
  });

  it('keep a day and a form version given together, the version trimmed', () => {
    const result = v.parse(patientFieldsSchema, {
      ...SAMPLE_PATIENT,
      careConsentOn: '2026-09-01',
      careConsentVersion: '  v3 (2026-09) ',
      dataConsentOn: '2026-09-02',
      dataConsentVersion: 'RGPD 1.2',
    });
    expect(result).toMatchObject({
      careConsentOn: '2026-09-01',
      careConsentVersion: 'v3 (2026-09)',
      dataConsentVersion: 'RGPD 1.2',
    });
  });

  it('ask for the half that is missing, on its own field', () => {
    expect(issuesOf({ ...SAMPLE_PATIENT, careConsentOn: '2026-09-01' })).toEqual([
      ['careConsentVersion', M.consentVersionRequired.id],
    ]);
    expect(issuesOf({ ...SAMPLE_PATIENT, dataConsentVersion: 'v1' })).toEqual([
      ['dataConsentOn', M.consentDateRequired.id],
    ]);
  });

  it('refuse a day that does not exist or has not come, and a version over 40 characters', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const day of ['2026-02-30', nextYear, '01/09/2026']) {
      const issues = issuesOf({ ...SAMPLE_PATIENT, careConsentOn: day, careConsentVersion: 'v1' });
      expect(new Set(issues.map((issue) => issue.join(' '))), day).toEqual(
        new Set([`careConsentOn ${M.consentDateInvalid.id}`]),
      );
    }
    expect(
      issuesOf({ ...SAMPLE_PATIENT, careConsentOn: '2026-01-01', careConsentVersion: 'x'.repeat(41) }),
    ).toEqual([['careConsentVersion', M.consentVersionTooLong.id]]);
  });
});
