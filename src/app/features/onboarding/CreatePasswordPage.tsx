import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { translate } from '../../i18n/translate.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { LinkNotice, SuccessAlert } from './LinkNotice.tsx';
import { createPassword } from './link-api.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { useLinkCheck } from './useLinkCheck.ts';

/** `/create-password/{id}`: the approved applicant sets a password; the link works once, 24 hours. */
export function CreatePasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const [link] = useLinkCheck('createPassword', token);
  const [isDone, setDone] = useState(false);
  return (
    <AuthLayout>
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Create your password</Trans>
        </Title>
        {isDone ? (
          <>
            <SuccessAlert>{translate(M.passwordCreated)}</SuccessAlert>
            <AnchorLink to="/" ta="center">
              <Trans>Back to home</Trans>
            </AnchorLink>
          </>
        ) : link.status === 'valid' ? (
          <>
            <Greeting firstName={link.data.firstName} email={link.data.email} />
            <NewPasswordForm
              formId="create-password"
              submitLabel={t`Create password`}
              onSubmit={async (input) => {
                await createPassword(token, input);
                setDone(true);
              }}
            />
          </>
        ) : (
          <LinkNotice
            state={link}
            after={
              <AnchorLink to="/" ta="center">
                <Trans>Back to home</Trans>
              </AnchorLink>
            }
          />
        )}
      </Stack>
    </AuthLayout>
  );
}

function Greeting({ firstName, email }: { firstName: string; email: string }) {
  return (
    <Text c="dimmed" size="sm">
      <Trans>
        Welcome {firstName}. Choose the password of {email}.
      </Trans>
    </Text>
  );
}
