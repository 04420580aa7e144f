// Profile completion calls (signed in, Bearer): the state of the steps, filing a step, editing the
// session setup, and the signed-in upload of a photo or banner.
import { LANGUAGE_PARAM } from '#core/api';
import { ONBOARDING_API, type ProfileState, type UploadData } from '#core/onboarding/api';
import type { FileKind } from '#core/onboarding/files';
import type { ProfileStep } from '#core/onboarding/profile-completion';
import { api } from '#local/http';
import { getLanguage } from '../../../i18n/language.ts';

export function getProfile(): Promise<ProfileState> {
  return api.get<ProfileState>(ONBOARDING_API.profile);
}

/** Files a step; a refusal (400 field errors, 409 out of order) is left to the form to show. */
export function fileStep(step: ProfileStep, body: Record<string, unknown>): Promise<ProfileState> {
  return api.put<ProfileState>(ONBOARDING_API.profileStep(step), body, { skipErrorReport: true });
}

export function editSession(body: Record<string, unknown>): Promise<ProfileState> {
  // The contract says PATCH; the client has no PATCH, and the step's PUT takes the full session body.
  return api.put<ProfileState>(ONBOARDING_API.profileStep('session'), body, { skipErrorReport: true });
}

export async function uploadProfileFile(
  kind: FileKind,
  file: File,
  onPercent: (percent: number) => void,
): Promise<UploadData['file']> {
  const form = new FormData();
  form.append('kind', kind);
  form.append(LANGUAGE_PARAM, getLanguage());
  form.append('file', file);
  onPercent(0);
  const data = await api.upload<UploadData>(`${ONBOARDING_API.files}?kind=${kind}`, form, {
    onProgress: (progress) => onPercent(Math.round(progress.percent * 100)),
  });
  return data.file;
}
