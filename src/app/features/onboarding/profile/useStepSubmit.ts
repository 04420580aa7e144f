// Files a profile step: on success goes to the next page; a refusal shows the server's field errors
// on the form and its message (e.g. a step out of order) above the button.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProfileState } from '#core/onboarding/api';
import { isApiError } from '#local/http-errors';
import { translate } from '../../../i18n/translate.ts';
import { markClean } from '../../../pwa/unsaved-input.ts';
import { STEP_ROUTES } from './step-routes.ts';

export function useStepSubmit(formId: string, userId: string) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  async function run(send: () => Promise<ProfileState>): Promise<void> {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const state = await send();
      markClean(formId);
      if (state.nextStep === null) await navigate({ to: '/dashboard' });
      else await navigate({ to: STEP_ROUTES[state.nextStep], params: { id: userId } });
    } catch (error) {
      if (isApiError(error)) {
        setFieldErrors(error.fieldErrors ?? {});
        setFailure(error.serverMessage ?? translate(error.message));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { run, failure, fieldErrors, isSubmitting };
}
