import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { forgotPasswordSchema } from '#core/onboarding/account-links';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { focusFirstError } from '../../ui/forms/focus-first-error.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { preloadLinkApi, requestPasswordReset } from './link-api.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/**
 * `/forgot-password`: asks for the reset e-mail, confirms it was sent (the same answer whether or not
 * the address exists) with a resend; with `?token=` from that e-mail, sets the new password.
 */
export function ForgotPasswordPage({ token }: { token: string | undefined }) {
  return <AuthLayout>{token ? <ResetPasswordForm token={token} /> : <ResetRequest />}</AuthLayout>;
}

function ResetRequest() {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [isSending, setSending] = useState(false);

  async function send(address: string) {
    setSending(true);
    setFailure(undefined);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (error) {
      // A rate limit or a refusal is said here; offline and server errors are already a toast.
      if (isApiError(error) && error.status !== undefined && error.status < 500) {
        setFailure(error.serverMessage ?? translate(error.message));
      }
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(forgotPasswordSchema, { email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    await send(parsed.output.email);
  }

  if (sentTo !== undefined) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>E-mail sent</Trans>
        </Title>
        <Alert color="teal" icon={<IconMailForward aria-hidden />} role="status">
          {translate(M.resetRequested)}
        </Alert>
        <Text size="sm" c="dimmed">
          <Trans>Did not receive it? Check your spam folder or send it again.</Trans>
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button variant="light" loading={isSending} onClick={() => void send(sentTo)}>
          <Trans>Resend e-mail</Trans>
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={preloadLinkApi} noValidate>
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Forgot password</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Enter the e-mail of your account and we will send you a link to reset your password.</Trans>
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <Button type="submit" loading={isSending} fullWidth>
          <Trans>Send reset link</Trans>
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
