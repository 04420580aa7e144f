import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILE } from '../profile/sample-profile.ts';
import { isSameJson, mergeCredentialChanges, touchesCredentials } from './credential-changes.ts';

const approved = SAMPLE_PROFILE;
const coach = { ...approved, profession: 'coach', professionTitle: 'life_coach' } as const;

describe('credential changes', () => {
  it('lists each changed credential with its approved and new value, and nothing else', () => {
    const next = { ...coach, biography: 'Other text.', yearsOfExperience: 12 };
    expect(mergeCredentialChanges(approved, next, undefined)).toEqual({
      profession: { before: 'psychologist', after: 'coach' },
      professionTitle: { before: 'clinical_psychologist', after: 'life_coach' },
    });
    const rewritten = { ...approved, biography: 'Other text.' };
    expect(touchesCredentials(approved, rewritten)).toBe(false);
  });

  it('keeps the approved value across later changes and drops a field changed back to it', () => {
    const open = mergeCredentialChanges(approved, coach, undefined);
    const retitled = { ...coach, professionTitle: 'career_coach' } as const;
    expect(mergeCredentialChanges(coach, retitled, open).professionTitle).toEqual({
      before: 'clinical_psychologist',
      after: 'career_coach',
    });
    const back = { ...retitled, professionTitle: approved.professionTitle, profession: approved.profession };
    expect(mergeCredentialChanges(retitled, back, open)).toEqual({});
  });

  it('compares lists in order and objects whatever the order of their keys', () => {
    const [diploma] = approved.diplomas;
    const reordered = diploma && {
      documentFileId: diploma.documentFileId,
      graduationDate: diploma.graduationDate,
      establishment: diploma.establishment,
      title: diploma.title,
    };
    expect(isSameJson([diploma], [reordered])).toBe(true);
    expect(isSameJson(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    const moreDocuments = {
      ...approved,
      documentFileIds: [...approved.documentFileIds, crypto.randomUUID()],
    };
    expect(Object.keys(mergeCredentialChanges(approved, moreDocuments, undefined))).toEqual([
      'documentFileIds',
    ]);
  });
});
