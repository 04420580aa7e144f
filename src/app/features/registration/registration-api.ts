// The sign-up form's calls, on the onboarding contract (#core/onboarding/api).
// Local adapter: api.upload() cannot send the X-Upload-Token header, so the applicant's token travels
// as the `uploadToken` form field and query parameter (see src/core/onboarding/REQUESTS-FROM-CLIENT.md).
import { LANGUAGE_PARAM } from '#core/api';
import {
  type EmailAvailabilityData,
  ONBOARDING_API,
  type RegistrationData,
  type UploadData,
} from '#core/onboarding/api';
import type { FileKind } from '#core/onboarding/files';
import type { RegistrationInput } from '#core/onboarding/registration';
import type { RegistrationFileRow } from '#local/registration-draft';
import { getLanguage } from '../../i18n/language.ts';
import { loadDraftStore, loadHttp } from './lazy-local.ts';

export async function checkEmailAvailability(email: string): Promise<boolean> {
  const { api } = await loadHttp();
  const data = await api.get<EmailAvailabilityData>(
    ONBOARDING_API.emailAvailability,
    { email },
    { skipErrorReport: true },
  );
  return data.available;
}

/** Which upload kind a draft field is. */
export function kindOfField(field: string): FileKind {
  if (field === 'photo' || field === 'video') return field;
  if (field === 'documents') return 'document';
  return 'diploma';
}

/**
 * Uploads are chained: the first answer carries the upload token every later upload must present,
 * so two uploads racing without it would open two drafts.
 */
let chain: Promise<unknown> = Promise.resolve();

export function uploadRegistrationFile(
  row: RegistrationFileRow,
  onPercent: (percent: number) => void,
): Promise<string> {
  const next = chain.then(() => sendFile(row, onPercent));
  chain = next.catch(() => undefined);
  return next;
}

async function sendFile(row: RegistrationFileRow, onPercent: (percent: number) => void): Promise<string> {
  const [{ api }, { loadUploadToken, saveUploadToken }] = await Promise.all([loadHttp(), loadDraftStore()]);
  const token = await loadUploadToken();
  const form = new FormData();
  form.append('kind', kindOfField(row.field));
  // The server reads fields as they stream in: the language must come before the file.
  form.append(LANGUAGE_PARAM, getLanguage());
  if (token !== undefined) form.append('uploadToken', token);
  form.append('file', new File([row.blob], row.name, { type: row.type }));
  const query = new URLSearchParams({ kind: kindOfField(row.field) });
  if (token !== undefined) query.set('uploadToken', token);
  onPercent(0);
  const data = await api.upload<UploadData>(`${ONBOARDING_API.files}?${query.toString()}`, form, {
    onProgress: (progress) => onPercent(Math.round(progress.percent * 100)),
  });
  if (data.uploadToken !== undefined && data.uploadToken !== token) await saveUploadToken(data.uploadToken);
  return data.file.id;
}

export async function currentUploadToken(): Promise<string | undefined> {
  return (await loadDraftStore()).loadUploadToken();
}

export async function submitRegistration(input: RegistrationInput): Promise<RegistrationData> {
  const { api } = await loadHttp();
  // The body is the core schema's input: a plain JSON object.
  return api.post<RegistrationData>(
    ONBOARDING_API.registration,
    input as unknown as Record<string, unknown>,
    {
      skipErrorReport: true,
    },
  );
}
