// What the sign-up form holds while it is being filled: every input as typed (strings, so a half-typed
// number survives), diplomas and trainings with a stable key each (their files hang off it).
import * as v from 'valibot';

export type DiplomaValues = { key: string; title: string; establishment: string; graduationDate: string };
export type TrainingValues = {
  key: string;
  title: string;
  name: string;
  establishment: string;
  certificationDate: string;
  duration: string;
};

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  countryOfResidence: string;
  companyName: string;
  profession: string;
  professionTitle: string;
  yearsOfExperience: string;
  spokenLanguages: string[];
  professionalStatus: string;
  diplomas: DiplomaValues[];
  trainings: TrainingValues[];
  declaration: boolean;
  youtubeUrl: string;
};

export function newDiploma(): DiplomaValues {
  return { key: crypto.randomUUID(), title: '', establishment: '', graduationDate: '' };
}

export function newTraining(): TrainingValues {
  return {
    key: crypto.randomUUID(),
    title: '',
    name: '',
    establishment: '',
    certificationDate: '',
    duration: '',
  };
}

export function emptyRegistration(): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    gender: '',
    dateOfBirth: '',
    nationality: '',
    countryOfResidence: '',
    companyName: '',
    profession: '',
    professionTitle: '',
    yearsOfExperience: '',
    spokenLanguages: [],
    professionalStatus: '',
    diplomas: [newDiploma()],
    trainings: [],
    declaration: false,
    youtubeUrl: '',
  };
}

const text = v.optional(v.string(), '');
const storedSchema = v.object({
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  gender: text,
  dateOfBirth: text,
  nationality: text,
  countryOfResidence: text,
  companyName: text,
  profession: text,
  professionTitle: text,
  yearsOfExperience: text,
  spokenLanguages: v.optional(v.array(v.string()), []),
  professionalStatus: text,
  diplomas: v.optional(
    v.array(v.object({ key: v.string(), title: text, establishment: text, graduationDate: text })),
    [],
  ),
  trainings: v.optional(
    v.array(
      v.object({
        key: v.string(),
        title: text,
        name: text,
        establishment: text,
        certificationDate: text,
        duration: text,
      }),
    ),
    [],
  ),
  declaration: v.optional(v.boolean(), false),
  youtubeUrl: text,
});

/** A stored draft from an older version of this form is read as far as it still fits, never trusted. */
export function parseStoredDraft(stored: unknown): RegistrationValues | undefined {
  const parsed = v.safeParse(storedSchema, stored);
  return parsed.success ? parsed.output : undefined;
}
