// Submits the registration: finishes the uploads, sends the request with the real file ids, maps a
// refusal back onto the form, and clears the local draft once the server has the request.
import { useState } from 'react';
import { getLanguage } from '../../i18n/language.ts';
import { translate } from '../../i18n/translate.ts';
import { markClean } from '../../pwa/unsaved-input.ts';
import { loadDraftStore, loadHttpErrors } from './lazy-local.ts';
import { currentUploadToken, submitRegistration } from './registration-api.ts';
import type { RegistrationForm } from './registration-form.ts';
import type { DraftFiles } from './useDraftFiles.ts';

export function useSubmitRegistration(form: RegistrationForm, files: DraftFiles) {
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  /** True when the server has accepted the request. */
  async function run(): Promise<boolean> {
    setSubmitting(true);
    setFailure(undefined);
    const [
      { clearRegistrationDraft, listRegistrationFiles },
      { isApiError },
      { formPath, toRegistrationInput },
    ] = await Promise.all([loadDraftStore(), loadHttpErrors(), import('./validate-registration.ts')]);
    try {
      await files.uploadAll();
      const input = toRegistrationInput(form.values, await listRegistrationFiles(), {
        language: getLanguage(),
        uploadToken: await currentUploadToken(),
        allowPending: false,
      });
      await submitRegistration(input);
      markClean('registration');
      await clearRegistrationDraft();
      return true;
    } catch (error) {
      if (isApiError(error)) {
        if (error.fieldErrors) form.setErrors(toFormErrors(error.fieldErrors, formPath));
        // Offline or server down: the toast says so; the draft and its files are kept for later.
        if (error.status !== undefined && error.status < 500) {
          setFailure(error.serverMessage ?? translate(error.message));
        }
      }
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { run, isSubmitting, failure };
}

function toFormErrors(
  fieldErrors: Record<string, string>,
  formPath: (path: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) errors[formPath(path)] ??= message;
  return errors;
}
