import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { NewPasswordInput } from '#core/onboarding/account-links';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { passwordWithConfirmSchema } from '#core/validation/rules';
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';
import { useUnsavedInput } from '../../pwa/unsaved-input.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { focusFirstError } from '../../ui/forms/focus-first-error.ts';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';

type Props = {
  formId: string;
  submitLabel: string;
  /** Resolves when the server took the password; a rejection is shown on the form. */
  onSubmit: (input: NewPasswordInput) => Promise<void>;
};

/** Password and confirmation with the spec's hint, checked by the same schema as the server's. */
export function NewPasswordForm({ formId, submitLabel, onSubmit }: Props) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  useUnsavedInput(formId, password !== '' || confirmPassword !== '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = v.safeParse(passwordWithConfirmSchema, { password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.output);
    } catch (error) {
      if (isApiError(error)) {
        if (error.fieldErrors) setErrors(error.fieldErrors);
        setFailure(error.serverMessage ?? translate(error.message));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          description={translate(M.passwordHint)}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
          error={errors.confirmPassword}
        />
        <Text size="xs" c="dimmed">
          <Trans>The link in your e-mail works once and for 24 hours.</Trans>
        </Text>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
