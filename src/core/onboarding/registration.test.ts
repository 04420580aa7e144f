import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../validation/messages.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import { type RegistrationInput, registrationSchema } from './registration.ts';

const uuid = () => crypto.randomUUID();
const valid: RegistrationInput = {
  firstName: 'Jean-Pierre',
  lastName: 'عبد الله',
  email: ' Amal@Example.COM ',
  mobile: '+212 612 345 678',
  gender: 'male',
  dateOfBirth: '2000-06-15',
  nationality: 'MA',
  countryOfResidence: 'AE',
  profession: 'coach',
  professionTitle: 'life_coach',
  yearsOfExperience: 3,
  spokenLanguages: ['ar', 'ar', 'en'],
  professionalStatus: 'mixed',
  photoFileId: uuid(),
  diplomas: [
    {
      title: 'bachelor',
      establishment: 'Université Mohammed V',
      graduationDate: '2021-07-01',
      documentFileId: uuid(),
    },
  ],
  documentFileIds: [uuid()],
  declaration: true,
  videoFileId: uuid(),
  uploadToken: 'u'.repeat(43),
};
const onJune = (day: number) => () => new Date(2018, 5, day, 12);

function messagesOf(input: unknown, now = () => new Date()) {
  const result = v.safeParse(registrationSchema(now), input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
}

describe('registration schema', () => {
  it('accepts a complete registration and normalises e-mail, mobile and languages', () => {
    const result = v.parse(registrationSchema(), valid);
    expect(result.email).toBe('amal@example.com');
    expect(result.mobile).toBe('+212612345678');
    expect(result.spokenLanguages).toEqual(['ar', 'en']);
    expect(result.trainings).toEqual([]);
    expect(result.companyName).toBe('');
    expect(result.language).toBe('EN');
  });

  it('counts 18 years on the birthday itself, not the day before', () => {
    const born = {
      ...valid,
      dateOfBirth: '2000-06-15',
      diplomas: valid.diplomas.map((diploma) => ({ ...diploma, graduationDate: '2017-07-01' })),
    };
    expect(messagesOf(born, () => new Date(2018, 5, 14, 12)).dateOfBirth).toBe(V.underAge.id);
    expect(messagesOf(born, onJune(15))).toEqual({});
  });

  it('refuses a title of the other profession and asks for a video or a link', () => {
    const errors = messagesOf({ ...valid, professionTitle: 'neuropsychologist', videoFileId: undefined });
    expect(errors.professionTitle).toBe(M.professionTitleRequired.id);
    expect(errors.youtubeUrl).toBe(M.videoRequired.id);
  });

  it('accepts the usual YouTube link forms only', () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(messagesOf({ ...valid, youtubeUrl: url }), url).toEqual({});
    }
    for (const url of [
      'http://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(messagesOf({ ...valid, youtubeUrl: url }).youtubeUrl, url).toBe(M.youtubeInvalid.id);
    }
  });

  it('rejects unknown fields rather than ignoring them', () => {
    expect(v.safeParse(registrationSchema(), { ...valid, isAdmin: true }).success).toBe(false);
  });
});
