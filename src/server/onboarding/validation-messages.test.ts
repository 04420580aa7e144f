import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_MAX_BYTES } from '#core/constants';
import type { EmailAvailabilityData } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import type { RegistrationInput } from '#core/onboarding/registration';
import { SESSION_MESSAGES } from '#core/sessions/session-messages';
import { VALIDATION_MESSAGES as V } from '#core/validation/messages';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, signIn, TEST_ADMIN, type TestServer } from '../test-support/test-server.ts';
import { registrationBody, SAMPLE, startOnboardingServer, upload } from './test-kit.ts';

const fakeFiles = {
  uploadToken: 'x'.repeat(43),
  photoFileId: crypto.randomUUID(),
  diplomaFileId: crypto.randomUUID(),
  cvFileId: crypto.randomUUID(),
};

type Case = [string, Record<string, unknown>, string, string];

function isoYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Body of a valid registration with `changes` applied; `undefined` removes a key. */
function withChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...registrationBody(fakeFiles) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

const base = registrationBody(fakeFiles);
const diploma = (changes: Partial<RegistrationInput['diplomas'][number]>) => [
  { ...base.diplomas[0], ...changes },
];
const training = (changes: Record<string, string>) => [{ ...base.trainings?.[0], ...changes }];

// [what, changes, field, expected English message] — every §5 registration rule.
const REGISTRATION_CASES: Case[] = [
  ['first name missing', { firstName: undefined }, 'firstName', V.firstNameRequired.message],
  ['last name empty', { lastName: '' }, 'lastName', V.lastNameRequired.message],
  ['name too short', { firstName: 'A' }, 'firstName', V.nameLength.message],
  ['name too long', { lastName: 'A'.repeat(31) }, 'lastName', V.nameLength.message],
  ['name with digits', { firstName: 'Amal3' }, 'firstName', V.nameLetters.message],
  ['e-mail missing', { email: undefined }, 'email', V.emailRequired.message],
  ['e-mail malformed', { email: 'amal@' }, 'email', V.emailInvalid.message],
  ['mobile missing', { mobile: '' }, 'mobile', V.mobileRequired.message],
  ['mobile too long', { mobile: '+3361234567890123' }, 'mobile', V.mobileTooLong.message],
  ['mobile invalid', { mobile: '+33123' }, 'mobile', V.mobileInvalid.message],
  ['gender missing', { gender: undefined }, 'gender', V.genderRequired.message],
  ['date of birth missing', { dateOfBirth: undefined }, 'dateOfBirth', V.dateOfBirthRequired.message],
  ['date of birth impossible', { dateOfBirth: '1990-02-30' }, 'dateOfBirth', V.dateOfBirthInvalid.message],
  [
    'under 18',
    { dateOfBirth: isoYearsAgo(17) },
    'dateOfBirth',
    'You must be at least 18 years old to proceed.',
  ],
  ['nationality missing', { nationality: undefined }, 'nationality', M.nationalityRequired.message],
  [
    'residence not a code',
    { countryOfResidence: 'France' },
    'countryOfResidence',
    M.residenceRequired.message,
  ],
  ['company name too long', { companyName: 'C'.repeat(101) }, 'companyName', M.companyNameInvalid.message],
  ['profession missing', { profession: undefined }, 'profession', M.professionRequired.message],
  ['title missing', { professionTitle: '' }, 'professionTitle', M.professionTitleRequired.message],
  [
    "another profession's title",
    { professionTitle: 'life_coach' },
    'professionTitle',
    M.professionTitleRequired.message,
  ],
  ['experience negative', { yearsOfExperience: -1 }, 'yearsOfExperience', M.experienceInvalid.message],
  ['experience not a number', { yearsOfExperience: 'ten' }, 'yearsOfExperience', M.experienceInvalid.message],
  ['no language', { spokenLanguages: [] }, 'spokenLanguages', M.languageRequired.message],
  [
    'status missing',
    { professionalStatus: undefined },
    'professionalStatus',
    M.professionalStatusRequired.message,
  ],
  ['photo missing', { photoFileId: undefined }, 'photoFileId', M.photoRequired.message],
  ['no diploma', { diplomas: [] }, 'diplomas', M.diplomaRequired.message],
  [
    'diploma title',
    { diplomas: diploma({ title: '' as 'master' }) },
    'diplomas.0.title',
    M.diplomaTitleRequired.message,
  ],
  [
    'diploma establishment',
    { diplomas: diploma({ establishment: ' ' }) },
    'diplomas.0.establishment',
    M.diplomaEstablishmentRequired.message,
  ],
  [
    'diploma document',
    { diplomas: diploma({ documentFileId: '' }) },
    'diplomas.0.documentFileId',
    M.documentRequired.message,
  ],
  [
    'graduation date',
    { diplomas: diploma({ graduationDate: '' }) },
    'diplomas.0.graduationDate',
    M.graduationDateRequired.message,
  ],
  [
    'graduation in the future',
    { diplomas: diploma({ graduationDate: '2999-01-01' }) },
    'diplomas.0.graduationDate',
    M.dateInFuture.message,
  ],
  [
    'training title',
    { trainings: training({ title: '' }) },
    'trainings.0.title',
    M.trainingTitleRequired.message,
  ],
  [
    'training name',
    { trainings: training({ name: '' }) },
    'trainings.0.name',
    M.trainingNameRequired.message,
  ],
  [
    'training establishment',
    { trainings: training({ establishment: '' }) },
    'trainings.0.establishment',
    M.trainingEstablishmentRequired.message,
  ],
  [
    'certification date',
    { trainings: training({ certificationDate: '' }) },
    'trainings.0.certificationDate',
    M.certificationDateRequired.message,
  ],
  [
    'training duration',
    { trainings: training({ duration: '' }) },
    'trainings.0.duration',
    M.trainingDurationRequired.message,
  ],
  ['no document', { documentFileIds: [] }, 'documentFileIds', M.documentsRequired.message],
  [
    'six documents',
    { documentFileIds: Array.from({ length: 6 }, () => crypto.randomUUID()) },
    'documentFileIds',
    M.maxFilesReached.message,
  ],
  ['declaration unticked', { declaration: false }, 'declaration', M.declarationRequired.message],
  ['neither video nor link', { youtubeUrl: undefined }, 'youtubeUrl', M.videoRequired.message],
  ['not a YouTube link', { youtubeUrl: 'https://vimeo.com/123' }, 'youtubeUrl', M.youtubeInvalid.message],
];

const BASIC_INFO = {
  biography: 'About me',
  bannerFileId: crypto.randomUUID(),
  patientCategories: ['adults_18_plus'],
  problems: ['anxiety'],
  therapyModes: ['video'],
};
const SESSION = {
  price30: 40,
  price60: 70,
  availability: [{ day: 'mon', start: '09:00', end: '12:00' }],
  sessionOffer: 'single',
  bankName: 'Bank',
  iban: 'FR7630006000011234567890189',
};
const slot = (start: string, end: string) => [{ day: 'tue', start, end }];

// [step, body, field, message] — the profile-completion rules.
const STEP_CASES: Case[] = [
  ['photo', {}, 'photoFileId', M.photoRequired.message],
  ['basic-info', { ...BASIC_INFO, biography: '' }, 'biography', M.biographyRequired.message],
  ['basic-info', { ...BASIC_INFO, biography: 'b'.repeat(2001) }, 'biography', M.biographyTooLong.message],
  ['basic-info', { ...BASIC_INFO, bannerFileId: undefined }, 'bannerFileId', M.bannerRequired.message],
  ['basic-info', { ...BASIC_INFO, patientCategories: [] }, 'patientCategories', M.categoryRequired.message],
  ['basic-info', { ...BASIC_INFO, problems: [] }, 'problems', M.problemRequired.message],
  [
    'basic-info',
    { ...BASIC_INFO, problems: ['other'], otherProblem: ' ' },
    'otherProblem',
    M.otherProblemRequired.message,
  ],
  ['basic-info', { ...BASIC_INFO, therapyModes: [] }, 'therapyModes', M.therapyModeRequired.message],
  ['session', { ...SESSION, price30: undefined }, 'price30', M.price30Required.message],
  ['session', { ...SESSION, price60: undefined }, 'price60', M.price60Required.message],
  ['session', { ...SESSION, price30: 0 }, 'price30', M.priceInvalid.message],
  ['session', { ...SESSION, currency: 'XYZ' }, 'currency', M.currencyRequired.message],
  ['session', { ...SESSION, availability: [] }, 'availability', M.availabilityRequired.message],
  [
    'session',
    { ...SESSION, availability: slot('', '10:00') },
    'availability.0.start',
    M.availabilityTimeRequired.message,
  ],
  [
    'session',
    { ...SESSION, availability: slot('11:00', '10:00') },
    'availability.0.end',
    M.availabilityTimeOrder.message,
  ],
  ['session', { ...SESSION, sessionOffer: undefined }, 'sessionOffer', M.sessionOfferRequired.message],
  ['session', { ...SESSION, timeZone: 'Mars/Olympus' }, 'timeZone', SESSION_MESSAGES.timeZoneInvalid.message],
  ['session', { ...SESSION, bankName: '' }, 'bankName', M.bankNameRequired.message],
  ['session', { ...SESSION, iban: '' }, 'iban', M.ibanRequired.message],
  ['session', { ...SESSION, iban: 'FR7630006000011234567890188' }, 'iban', M.ibanInvalid.message],
  ['session', { ...SESSION, iban: 'DE32370400440532A13000' }, 'iban', M.ibanInvalid.message],
];

describe.each(TEST_DRIVERS)('section 5 messages from the server on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Dozens of refused sign-ups from one client: the limit is not what is under test here.
    server = await startOnboardingServer(driver, { config: { rateLimitMultiplier: 100 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(REGISTRATION_CASES)('registration: %s', async (_what, changes, field, message) => {
    const answer = await callJson(server, 'POST', '/api/registration', { body: withChanges(changes) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(V.completeAllRequired.message);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it('answers every registration message in Arabic too', async () => {
    const answer = await callJson(server, 'POST', '/api/registration', {
      body: withChanges({ firstName: undefined, diplomas: diploma({ establishment: '' }) }),
      headers: { code: 'AR' },
    });
    expect(answer.body.message).toBe('يُرجى تعبئة جميع الحقول المطلوبة');
    expect(answer.body.errors?.firstName).toBe('يُرجى إدخال الاسم الأول');
    expect(answer.body.errors?.['diplomas.0.establishment']).toBe('يُرجى إدخال اسم المؤسسة المانحة للشهادة');
  });

  it.each(STEP_CASES)('profile step %s: %s', async (step, body, field, message) => {
    const user = await createUser(server, { rights: ['onboarding'] });
    const { token } = await signIn(server, user);
    const clean = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const answer = await callJson(server, 'PUT', `/api/onboarding/profile/${step}`, { token, body: clean });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it("gives the e-mail check's three messages", async () => {
    const check = (email: string) =>
      callJson<EmailAvailabilityData>(
        server,
        'GET',
        `/api/registration/email-availability?email=${encodeURIComponent(email)}`,
      );
    const free = await check('free.address@test.local');
    expect(free.body.data).toEqual({ available: true, message: 'Email is valid and available' });
    const taken = await check(TEST_ADMIN.email.toUpperCase());
    expect(taken.body.data).toEqual({
      available: false,
      message: 'Email already registered with us. try using a different one.',
    });
    const invalid = await check('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Email validation failed. Please try again.');
    expect(invalid.body.errors?.email).toBe(V.emailInvalid.message);
  });

  it('refuses a document over 10 MB and a video over 100 MB with their own messages', async () => {
    const big = await upload(
      server,
      'document',
      Buffer.concat([SAMPLE.pdf(), Buffer.alloc(DOC_MAX_BYTES)]),
      'big.pdf',
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.documentSize.message);
    const video = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${server.url}/api/files?kind=video`);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': String(101 * 1024 * 1024),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write('--b\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n');
    });
    expect(video.status).toBe(413);
    expect(JSON.parse(video.body).message).toBe(M.videoSize.message);
  });
});
