import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TotpSetup } from '#core/two-factor';
import type { StoredSession } from '#local/session';
import { AuthenticatorSetup } from '../security/AuthenticatorSetup.tsx';
import { RecoveryCodesPanel } from '../security/RecoveryCodesPanel.tsx';
import { refusalOf } from '../security/refusal.ts';

type Props = {
  challenge: string;
  onSignedIn(session: StoredSession): Promise<void>;
  onRestart(): void;
};

/**
 * The sign-in's second step for a specialist whose administrator requires two-factor sign-in and who
 * has not set it up: the setup itself, then the recovery codes, then the office.
 */
export function RequiredSetupForm({ challenge, onSignedIn, onRestart }: Props) {
  const [setup, setSetup] = useState<TotpSetup>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<{ session: StoredSession; codes: string[] }>();

  useEffect(() => {
    let isCurrent = true;
    void import('#local/session')
      .then(({ startRequiredSetup }) => startRequiredSetup(challenge))
      .then(
        (started) => isCurrent && setSetup(started),
        (error: unknown) => isCurrent && setFailure(refusalOf(error, 'challenge').message),
      );
    return () => {
      isCurrent = false;
    };
  }, [challenge]);

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Set up two-factor sign-in</Trans>
      </Title>
      {done ? (
        <RecoveryCodesPanel codes={done.codes} onDone={() => void onSignedIn(done.session)} />
      ) : (
        <>
          <Text c="dimmed" size="sm">
            <Trans>
              Your administrator requires a second step at sign-in for every specialist. Set up an
              authenticator app on your phone to open your office.
            </Trans>
          </Text>
          {failure ? (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <span>{failure}</span>
                <Anchor component="button" type="button" size="sm" onClick={onRestart}>
                  <Trans>Sign in again</Trans>
                </Anchor>
              </Stack>
            </Alert>
          ) : setup ? (
            <AuthenticatorSetup
              setup={setup}
              onCancel={onRestart}
              confirm={async (code) => {
                const { completeSecondFactor } = await import('#local/session');
                const { session, recoveryCodes } = await completeSecondFactor(challenge, code);
                if (recoveryCodes) setDone({ session, codes: recoveryCodes });
                else await onSignedIn(session);
              }}
            />
          ) : (
            <Loader size="sm" />
          )}
        </>
      )}
    </Stack>
  );
}
