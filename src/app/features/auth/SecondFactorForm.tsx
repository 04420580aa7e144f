import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { type SecondFactorMethod, secondFactorSchema } from '#core/two-factor';
import { isApiError } from '#local/http-errors';
import type { StoredSession } from '#local/session';
import { translate } from '../../i18n/translate.ts';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { passkeyFailureMessage } from './passkey-failure.ts';

type Props = {
  challenge: string;
  /** What the account has: an authenticator app's codes, passkeys (recovery codes always). */
  methods: readonly SecondFactorMethod[];
  onSignedIn(session: StoredSession): Promise<void>;
  /** Back to the e-mail and password (a challenge that expired or took too many codes). */
  onRestart(): void;
};

/**
 * The sign-in's second step when two-factor sign-in is on: the authenticator app's current code, or
 * one of the recovery codes. Asked once per sign-in, never on a reload of a signed-in device.
 */
export function SecondFactorForm({ challenge, methods, onSignedIn, onRestart }: Props) {
  const { t } = useLingui();
  const hasApp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  // Without an authenticator app, the field takes recovery codes (the passkey is the button above).
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(!hasApp);
  const [isUsingPasskey, setUsingPasskey] = useState(false);

  async function answerWithPasskeyStep() {
    setFailure(undefined);
    setUsingPasskey(true);
    try {
      const { completeSecondFactorWithPasskey } = await import('#local/session');
      await onSignedIn(await completeSecondFactorWithPasskey(challenge));
    } catch (caught) {
      setFailure(passkeyFailureMessage(caught));
    } finally {
      setUsingPasskey(false);
    }
  }
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const parsed = v.safeParse(secondFactorSchema, { challenge, code });
    setFailure(undefined);
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.issues).code);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const { completeSecondFactor } = await import('#local/session');
      await onSignedIn((await completeSecondFactor(challenge, parsed.output.code)).session);
    } catch (caught) {
      if (!isApiError(caught) || caught.status === undefined || caught.status >= 500) return;
      // A wrong code is the field's; an ended challenge (time, too many codes) is the whole form's.
      const fieldError = caught.fieldErrors?.code;
      if (fieldError) setError(fieldError);
      else setFailure(caught.serverMessage ?? translate(caught.message));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Title order={1} fz="h2" id="second-factor-title">
          <Trans>Two-step verification</Trans>
        </Title>
        {hasPasskey ? (
          <>
            <Button
              variant="light"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={isUsingPasskey}
              onClick={() => void answerWithPasskeyStep()}
              fullWidth
            >
              <Trans>Use my passkey</Trans>
            </Button>
            <Divider label={t`or`} labelPosition="center" />
          </>
        ) : null}
        <Text c="dimmed" size="sm">
          {usesRecoveryCode ? (
            <Trans>Enter one of the recovery codes you saved when you turned on two-factor sign-in.</Trans>
          ) : (
            <Trans>Open your authenticator app and enter the 6-digit code it shows for MindOffice.</Trans>
          )}
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{failure}</span>
              <Anchor component="button" type="button" size="sm" onClick={onRestart}>
                <Trans>Sign in again</Trans>
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          // A new input for each kind of code: the browser's autofill and keyboard follow the kind.
          key={usesRecoveryCode ? 'recovery' : 'totp'}
          name="code"
          label={usesRecoveryCode ? t`Recovery code` : t`Authentication code`}
          description={usesRecoveryCode ? t`Each recovery code works once.` : undefined}
          autoComplete={usesRecoveryCode ? 'off' : 'one-time-code'}
          inputMode={usesRecoveryCode ? 'text' : 'numeric'}
          dir="ltr"
          autoFocus
          error={error}
          required
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          <Trans>Verify</Trans>
        </Button>
        {hasApp ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              setUsesRecoveryCode((current) => !current);
              setError(undefined);
            }}
          >
            {usesRecoveryCode ? (
              <Trans>Use the code from my authenticator app</Trans>
            ) : (
              <Trans>Use a recovery code instead</Trans>
            )}
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
