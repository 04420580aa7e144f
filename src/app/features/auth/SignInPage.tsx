import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { signInSchema } from '#core/auth';
import type { SecondFactorMethod } from '#core/two-factor';
import { isApiError } from '#local/http-errors';
import type { StoredSession } from '#local/session';
import { translate } from '../../i18n/translate.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { homeOf } from './home-route.ts';
import { passkeyFailureMessage } from './passkey-failure.ts';
import { RequiredSetupForm } from './RequiredSetupForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';

// The session layer (HTTP client, token store, Dexie) loads once the form is used, not with the
// prerendered page: it is most of the page's script, and a visitor may only read it.
const loadSession = () => import('#local/session');
const preloadSession = () => void loadSession().catch(() => undefined);

export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // /sign-in/{id}: the link after I Agree carries the new specialist's id; welcome them back.
  const { id } = useParams({ from: '/sign-in/{-$id}' });
  const { email: prefilledEmail } = useSearch({ from: '/sign-in/{-$id}' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  // Set once the password was right on an account with two-factor sign-in on.
  const [challenge, setChallenge] = useState<{
    token: string;
    mustSetUp: boolean;
    methods: readonly SecondFactorMethod[];
  }>();
  const [isUsingPasskey, setUsingPasskey] = useState(false);

  async function signInWithPasskey() {
    setFailure(undefined);
    setUsingPasskey(true);
    try {
      const { signInWithPasskey: signIn } = await loadSession();
      await openOffice(await signIn());
    } catch (error) {
      setFailure(passkeyFailureMessage(error));
    } finally {
      setUsingPasskey(false);
    }
  }

  const openOffice = async (session: StoredSession) => {
    await navigate(homeOf(session.userId, session.rights));
  };

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
      const { signIn } = await loadSession();
      const step = await signIn(parsed.output.email, parsed.output.password);
      if (step.kind === 'second-factor') {
        setChallenge({ token: step.challenge, mustSetUp: step.mustSetUp, methods: step.methods });
      } else await openOffice(step.session);
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

  if (challenge) {
    return (
      <AuthLayout>
        {challenge.mustSetUp ? (
          <RequiredSetupForm
            challenge={challenge.token}
            onSignedIn={openOffice}
            onRestart={() => setChallenge(undefined)}
          />
        ) : (
          <SecondFactorForm
            challenge={challenge.token}
            methods={challenge.methods}
            onSignedIn={openOffice}
            onRestart={() => setChallenge(undefined)}
          />
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={onSubmit} onFocus={preloadSession} noValidate aria-labelledby="sign-in-title">
        <Stack gap="md">
          <Title order={1} fz="h2" id="sign-in-title">
            <Trans>Sign in</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Welcome back. Sign in to open your office.</Trans>
          </Text>
          {id !== undefined ? (
            <Alert color="teal" icon={<IconInfoCircle aria-hidden />} data-testid="sign-in-notice">
              <Trans>Your account is ready. Sign in to complete your profile.</Trans>
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={prefilledEmail}
            label={t`E-mail`}
            error={errors.email}
            required
          />
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={t`Password`}
            error={errors.password}
            required
          />
          <Group justify="flex-end">
            <AnchorLink to="/forgot-password" size="sm">
              <Trans>Forgot password?</Trans>
            </AnchorLink>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={isUsingPasskey}
            onClick={() => void signInWithPasskey()}
            fullWidth
          >
            <Trans>Use a passkey</Trans>
          </Button>
          <Text ta="center" size="sm">
            <Trans>New here?</Trans>{' '}
            <AnchorLink to="/sign-up">
              <Trans>Register as a psychologist or coach</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
