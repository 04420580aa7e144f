/**
 * The registration request (spec §3 specialist profile, diplomas, trainings, documents) with every
 * §5 rule. The browser form and `POST /api/registration` parse with the same schema.
 */
import * as v from 'valibot';
import { DOC_MAX_FILES } from '../constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../languages.ts';
import { VALIDATION_MESSAGES as V } from '../validation/messages.ts';
import { mobileRule } from '../validation/mobile.ts';
import { adultDateOfBirthRule, emailRule, genderRule, nameRule } from '../validation/rules.ts';
import { countryRule, fileIdRule, pastDateRule, requiredText, youtubeUrlRule } from './field-rules.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import {
  DIPLOMA_TITLE_CODES,
  PROFESSION_CODES,
  PROFESSION_TITLE_CODES,
  PROFESSION_TITLES,
  PROFESSIONAL_STATUS_CODES,
  TRAINING_TITLE_CODES,
} from './professions.ts';
import {
  COMPANY_NAME_MAX_CHARS,
  ESTABLISHMENT_MAX_CHARS,
  MAX_DIPLOMAS,
  MAX_TRAININGS,
  MAX_YEARS_OF_EXPERIENCE,
} from './registration-limits.ts';
import { SPOKEN_LANGUAGE_CODES } from './spoken-languages.ts';

export {
  COMPANY_NAME_MAX_CHARS,
  ESTABLISHMENT_MAX_CHARS,
  MAX_DIPLOMAS,
  MAX_TRAININGS,
  MAX_YEARS_OF_EXPERIENCE,
};

export function diplomaSchema(now: () => Date = () => new Date()) {
  return v.strictObject({
    title: v.picklist(DIPLOMA_TITLE_CODES, M.diplomaTitleRequired.id),
    establishment: requiredText(M.diplomaEstablishmentRequired, ESTABLISHMENT_MAX_CHARS),
    graduationDate: pastDateRule(M.graduationDateRequired, now),
    documentFileId: fileIdRule(M.documentRequired),
  });
}
export type DiplomaInput = v.InferInput<ReturnType<typeof diplomaSchema>>;
export type Diploma = v.InferOutput<ReturnType<typeof diplomaSchema>>;

export function trainingSchema(now: () => Date = () => new Date()) {
  return v.strictObject({
    title: v.picklist(TRAINING_TITLE_CODES, M.trainingTitleRequired.id),
    name: requiredText(M.trainingNameRequired, ESTABLISHMENT_MAX_CHARS),
    establishment: requiredText(M.trainingEstablishmentRequired, ESTABLISHMENT_MAX_CHARS),
    certificationDate: pastDateRule(M.certificationDateRequired, now),
    /** Free text as the applicant words it ("120 hours", "6 months"). */
    duration: requiredText(M.trainingDurationRequired, 50),
  });
}
export type TrainingInput = v.InferInput<ReturnType<typeof trainingSchema>>;
export type Training = v.InferOutput<ReturnType<typeof trainingSchema>>;

/** Who the specialist is: registration's rules, also the office profile's Personal section. */
export function personalEntries(now: () => Date = () => new Date()) {
  return {
    firstName: nameRule(V.firstNameRequired),
    lastName: nameRule(V.lastNameRequired),
    /** E.164 with its country code ("+33612345678"). */
    mobile: mobileRule,
    gender: genderRule,
    /** ISO YYYY-MM-DD; the form shows DD/MM/YYYY. */
    dateOfBirth: adultDateOfBirthRule(now),
    nationality: countryRule(M.nationalityRequired),
    countryOfResidence: countryRule(M.residenceRequired),
    companyName: v.optional(
      v.pipe(
        v.string(M.companyNameInvalid.id),
        v.trim(),
        v.maxLength(COMPANY_NAME_MAX_CHARS, M.companyNameInvalid.id),
      ),
      '',
    ),
    spokenLanguages: v.pipe(
      v.array(v.picklist(SPOKEN_LANGUAGE_CODES, M.languageRequired.id), M.languageRequired.id),
      v.minLength(1, M.languageRequired.id),
      v.maxLength(SPOKEN_LANGUAGE_CODES.length, M.languageRequired.id),
      v.transform((codes) => [...new Set(codes)]),
    ),
  };
}

/** The specialist's credentials: registration's rules, also the office profile's Professional section. */
export const professionalEntries = {
  profession: v.picklist(PROFESSION_CODES, M.professionRequired.id),
  professionTitle: v.picklist(PROFESSION_TITLE_CODES, M.professionTitleRequired.id),
  yearsOfExperience: v.pipe(
    v.number(M.experienceInvalid.id),
    v.integer(M.experienceInvalid.id),
    v.minValue(0, M.experienceInvalid.id),
    v.maxValue(MAX_YEARS_OF_EXPERIENCE, M.experienceInvalid.id),
  ),
  professionalStatus: v.picklist(PROFESSIONAL_STATUS_CODES, M.professionalStatusRequired.id),
};

/** Whether the profession title is one of the profession's (both forms check it on the title). */
export function titleFitsProfession(input: { profession: string; professionTitle: string }): boolean {
  return PROFESSION_TITLES.some(
    (title) => title.code === input.professionTitle && title.profession === input.profession,
  );
}

/**
 * The credentials: diplomas (at least one, each with its document), trainings and the Documents list —
 * registration's rules, also the office profile's Professional section.
 */
export function credentialEntries(now: () => Date = () => new Date()) {
  return {
    diplomas: v.pipe(
      v.array(diplomaSchema(now), M.diplomaRequired.id),
      v.minLength(1, M.diplomaRequired.id),
      v.maxLength(MAX_DIPLOMAS, M.diplomaRequired.id),
    ),
    trainings: v.optional(v.pipe(v.array(trainingSchema(now)), v.maxLength(MAX_TRAININGS)), []),
    /** Uploaded with kind `document` (CV, diplomas, certificates): 1 to DOC_MAX_FILES. */
    documentFileIds: v.pipe(
      v.array(fileIdRule(M.documentRequired), M.documentsRequired.id),
      v.minLength(1, M.documentsRequired.id),
      v.maxLength(DOC_MAX_FILES, M.maxFilesReached.id),
    ),
  };
}

function registrationEntries(now: () => Date) {
  return {
    ...personalEntries(now),
    email: emailRule,
    ...professionalEntries,
    /** Uploaded with kind `photo`. */
    photoFileId: fileIdRule(M.photoRequired),
    ...credentialEntries(now),
    declaration: v.literal(true, M.declarationRequired.id),
    /** Exactly one of youtubeUrl / videoFileId is needed (a video uploaded with kind `video`). */
    youtubeUrl: v.optional(youtubeUrlRule),
    videoFileId: v.optional(fileIdRule(M.videoRequired)),
    /** The applicant's language: every e-mail to them is written in it. */
    language: v.optional(v.picklist(LANGUAGE_CODES), DEFAULT_LANGUAGE),
    /** The upload token `POST /api/files` returned: proves the file ids are this applicant's. */
    uploadToken: v.pipe(v.string(M.uploadSessionInvalid.id), v.minLength(20, M.uploadSessionInvalid.id)),
  };
}

/**
 * Pass `now` to test the 18+ rule and past dates against a fixed clock. Cross-field rules: the
 * title belongs to the chosen profession; a YouTube link or a video is given.
 */
export function registrationSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.strictObject(registrationEntries(now)),
    v.forward(
      v.partialCheck(
        [['profession'], ['professionTitle']],
        titleFitsProfession,
        M.professionTitleRequired.id,
      ),
      ['professionTitle'],
    ),
    v.forward(
      v.partialCheck(
        [['youtubeUrl'], ['videoFileId']],
        (input) => Boolean(input.youtubeUrl) || Boolean(input.videoFileId),
        M.videoRequired.id,
      ),
      ['youtubeUrl'],
    ),
  );
}
export type RegistrationInput = v.InferInput<ReturnType<typeof registrationSchema>>;
export type Registration = v.InferOutput<ReturnType<typeof registrationSchema>>;

/** `GET /api/registration/email-availability?email=` query. */
export const emailAvailabilityQuerySchema = v.strictObject({ email: emailRule });
