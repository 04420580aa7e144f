import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { translate } from '../../i18n/translate.ts';
import { BackToLogin } from './BackToLogin.tsx';
import { LinkNotice, SuccessAlert } from './LinkNotice.tsx';
import { resetPassword } from './link-api.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { useLinkCheck } from './useLinkCheck.ts';

/** The reset form reached from the e-mailed link (valid 24 hours, once). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [link] = useLinkCheck('resetPassword', token);
  const [isDone, setDone] = useState(false);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Reset your password</Trans>
      </Title>
      {isDone ? (
        <SuccessAlert>{translate(M.resetDone)}</SuccessAlert>
      ) : link.status === 'valid' ? (
        <NewPasswordForm
          formId="reset-password"
          submitLabel={t`Change password`}
          onSubmit={async (input) => {
            await resetPassword(token, input);
            setDone(true);
          }}
        />
      ) : (
        <LinkNotice state={link} />
      )}
      <BackToLogin />
    </Stack>
  );
}
