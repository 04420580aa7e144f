import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';
import { resetTwoFactor } from './admin-api.ts';

type Props = { userId: string; name: string; onReset(): void };

/** Removes a specialist's authenticator and recovery codes, after a confirmation (they are e-mailed). */
export function ResetTwoFactorButton({ userId, name, onReset }: Props) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const reset = async () => {
    setWorking(true);
    try {
      await resetTwoFactor(userId);
      setOpen(false);
      onReset();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error.serverMessage ?? translate(error.message));
    } finally {
      setWorking(false);
    }
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={t`Reset the two-factor sign-in of ${name}`}
        // Beside the "On" badge in a narrow cell: shrunk, its label was cut.
        style={{ flexShrink: 0 }}
      >
        <Trans>Reset</Trans>
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t`Reset two-factor sign-in`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              {name} lost their authenticator app and their recovery codes? Their password alone will sign
              them in until they set two-factor sign-in up again. They get an e-mail about it.
            </Trans>
          </Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={isWorking} onClick={() => void reset()}>
              <Trans>Reset</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
