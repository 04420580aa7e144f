import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { signInSchema } from '#core/auth';
import { isApiError } from '#local/http-errors';
import { signIn } from '#local/session';
import { translate } from '../../i18n/translate.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { AuthLayout } from './AuthLayout.tsx';

export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = v.safeParse(signInSchema, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setFailure(undefined);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(parsed.output.email, parsed.output.password);
      await navigate({ to: '/dashboard' });
    } catch (error) {
      // A refusal (wrong credentials, inactive account) comes back as the server's message in the
      // user's language and is shown here; anything else (offline, server down) is already a toast.
      if (isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500) {
        setFailure(error.serverMessage ?? translate(error.message));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <Stack gap="md">
          <Title order={1} fz="h2" id="sign-in-title">
            <Trans>Sign in</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Welcome back. Sign in to open your office.</Trans>
          </Text>
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            label={t`E-mail`}
            error={errors.email}
            required
          />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t`Password`}
            error={errors.password}
            required
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
