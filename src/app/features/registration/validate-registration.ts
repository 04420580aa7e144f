// Runs the core's registration schema (the one the server runs) over the form, with the files taken
// from the local draft, and maps each issue back to the input that shows it.
import * as v from 'valibot';
import type { LanguageCode } from '#core/languages';
import { type RegistrationInput, registrationSchema } from '#core/onboarding/registration';
import type { RegistrationFileRow } from '#local/registration-draft';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import type { RegistrationValues } from './registration-values.ts';

/**
 * A file picked but not uploaded yet (offline, in flight) stands in with this id for validation:
 * it is "selected", which is what the required-file rules ask of the form.
 */
const PENDING_FILE_ID = '00000000-0000-4000-8000-000000000000';
const PENDING_UPLOAD_TOKEN = 'pending-upload-token-000';

function fileIdOf(
  files: readonly RegistrationFileRow[],
  field: string,
  allowPending: boolean,
): string | undefined {
  const row = files.find((candidate) => candidate.field === field);
  if (!row) return undefined;
  return row.fileId ?? (allowPending ? PENDING_FILE_ID : undefined);
}

/** The request body; with `allowPending`, files not uploaded yet count as present. */
export function toRegistrationInput(
  values: RegistrationValues,
  files: readonly RegistrationFileRow[],
  context: { language: LanguageCode; uploadToken: string | undefined; allowPending: boolean },
): RegistrationInput {
  const { allowPending } = context;
  const years = values.yearsOfExperience.trim();
  const videoFileId = fileIdOf(files, 'video', allowPending);
  const input: RegistrationInput = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    mobile: values.mobile,
    gender: values.gender as RegistrationInput['gender'],
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality,
    countryOfResidence: values.countryOfResidence,
    companyName: values.companyName,
    profession: values.profession as RegistrationInput['profession'],
    professionTitle: values.professionTitle as RegistrationInput['professionTitle'],
    // The cast hands the schema what was typed; it reports anything that is not a whole number.
    yearsOfExperience: years === '' ? (undefined as unknown as number) : Number(years),
    spokenLanguages: values.spokenLanguages as RegistrationInput['spokenLanguages'],
    professionalStatus: values.professionalStatus as RegistrationInput['professionalStatus'],
    photoFileId: fileIdOf(files, 'photo', allowPending) ?? '',
    diplomas: values.diplomas.map((diploma) => ({
      title: diploma.title as RegistrationInput['diplomas'][number]['title'],
      establishment: diploma.establishment,
      graduationDate: diploma.graduationDate,
      documentFileId: fileIdOf(files, `diplomas.${diploma.key}`, allowPending) ?? '',
    })),
    trainings: values.trainings.map(({ key: _key, ...training }) => ({
      ...training,
      title: training.title as NonNullable<RegistrationInput['trainings']>[number]['title'],
    })),
    documentFileIds: files
      .filter((row) => row.field === 'documents')
      .flatMap((row) => row.fileId ?? (allowPending ? [PENDING_FILE_ID] : [])),
    // The schema's literal(true) carries the declaration message; false must reach it as is.
    declaration: values.declaration as true,
    language: context.language,
    uploadToken: context.uploadToken ?? (allowPending ? PENDING_UPLOAD_TOKEN : ''),
  };
  if (values.youtubeUrl.trim() !== '') input.youtubeUrl = values.youtubeUrl;
  if (videoFileId !== undefined) input.videoFileId = videoFileId;
  return input;
}

/** Where the form shows an issue of the request body (or a server field error). */
export function formPath(path: string): string {
  if (path === 'photoFileId') return 'photo';
  if (path.startsWith('documentFileIds')) return 'documents';
  if (path === 'videoFileId') return 'video';
  return path.replace(/^diplomas\.(\d+)\.documentFileId$/, 'diplomas.$1.document');
}

/** Field errors of the form, translated; empty when it may be submitted. */
export function validateRegistration(
  values: RegistrationValues,
  files: readonly RegistrationFileRow[],
  language: LanguageCode,
): FieldErrors {
  const input = toRegistrationInput(values, files, { language, uploadToken: undefined, allowPending: true });
  const parsed = v.safeParse(registrationSchema(), input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(parsed.issues))) {
    const target = formPath(path);
    if (errors[target] === undefined) errors[target] = message;
  }
  return errors;
}

export { errorText } from './error-text.ts';
