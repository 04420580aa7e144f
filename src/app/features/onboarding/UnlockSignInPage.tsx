import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AUTH_MESSAGES } from '#core/auth';
import { translate } from '../../i18n/translate.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { ProblemAlert, SuccessAlert } from './LinkNotice.tsx';
import { type LinkProblem, linkProblemOf, unlockSignIn } from './link-api.ts';

/**
 * `/unlock-sign-in/{token}`: the e-mailed link after many failed sign-ins. It unlocks only on the
 * button, so a mail scanner that opens links does not use it up.
 */
export function UnlockSignInPage({ token }: { token: string }) {
  const [isUnlocked, setUnlocked] = useState(false);
  const [problem, setProblem] = useState<LinkProblem>();
  const [isSending, setSending] = useState(false);

  async function unlock() {
    setSending(true);
    setProblem(undefined);
    try {
      await unlockSignIn(token);
      setUnlocked(true);
    } catch (error) {
      setProblem(linkProblemOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthLayout>
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Unlock sign-in</Trans>
        </Title>
        {isUnlocked ? (
          <>
            <SuccessAlert>{translate(AUTH_MESSAGES.signInUnlocked)}</SuccessAlert>
            <ButtonLink to="/sign-in/{-$id}" params={{ id: undefined }} fullWidth>
              <Trans>Sign in</Trans>
            </ButtonLink>
          </>
        ) : (
          <>
            <Text>
              <Trans>
                After many failed attempts, sign-in to your account was slowed down. Unlock it to sign in
                again from any device.
              </Trans>
            </Text>
            {problem ? <ProblemAlert problem={problem} /> : null}
            <Button onClick={() => void unlock()} loading={isSending} fullWidth>
              <Trans>Unlock sign-in</Trans>
            </Button>
            <BackToLogin />
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
