/**
 * One valid, complete specialist profile for tests on every layer: the same fields pass the page's and
 * the server's validation, so a test changes only what it is about (`{ ...SAMPLE_PROFILE, … }`).
 */
import type { ProfileFields } from './profile-schema.ts';

export const SAMPLE_PROFILE = {
  firstName: 'Leila',
  lastName: 'Mansour',
  mobile: '+33612345678',
  gender: 'female',
  dateOfBirth: '1985-06-02',
  nationality: 'FR',
  countryOfResidence: 'FR',
  companyName: '',
  spokenLanguages: ['fr', 'en'],
  timeZone: 'Europe/Paris',
  profession: 'psychologist',
  professionTitle: 'clinical_psychologist',
  yearsOfExperience: 9,
  professionalStatus: 'independent',
  diplomas: [
    {
      title: 'master',
      establishment: 'Université Paris Cité',
      graduationDate: '2012-06-30',
      documentFileId: '2d6fae30-7c5b-4a4d-9e9f-3b4c5d6e7f80',
    },
  ],
  trainings: [],
  documentFileIds: ['3e7a1b41-8d6c-4b5e-a0a1-4c5d6e7f8091'],
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoFileId: null,
  photoFileId: '0b4d8c1e-5a3f-4e2b-9c7d-1f2e3a4b5c6d',
  bannerFileId: '1c5e9d2f-6b4a-4f3c-8d8e-2a3b4c5d6e7f',
  biography: 'Clinical psychologist working with adults on anxiety and depression.',
  patientCategories: ['adults_18_plus'],
  problems: ['anxiety', 'depression'],
  otherProblem: '',
  therapyModes: ['video', 'audio'],
  price30Cents: 4_000,
  price60Cents: 7_000,
  currency: '€',
  bankName: 'Banque Populaire',
  iban: 'FR7630006000011234567890189',
  availability: [
    { day: 'mon', start: '09:00', end: '12:00', offer: 'both' },
    { day: 'wed', start: '14:00', end: '18:00', offer: 'single' },
  ],
  daysOff: [],
  sessionOffer: 'both',
  reminderOffsets: [1440, 60],
  missedSessionPolicy: {
    noticeHours: 24,
    lateCancelFeePercent: 0,
    noShowFeePercent: 0,
    usesPackageUnit: true,
  },
  bookingPage: false,
} as const satisfies ProfileFields;
