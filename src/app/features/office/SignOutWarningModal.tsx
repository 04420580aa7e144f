import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  /** Changes that have not reached the server; undefined keeps the dialog closed. */
  unsyncedCount: number | undefined;
  onStay: () => void;
  onLeave: () => void;
};

/** Sign-out wipes IndexedDB, outbox included: with unsynced changes, the user confirms first. */
export function SignOutWarningModal({ unsyncedCount, onStay, onLeave }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={unsyncedCount !== undefined}
      onClose={onStay}
      title={t`Unsynced changes`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text data-testid="sign-out-warning">
          <Plural
            value={unsyncedCount ?? 0}
            one="# change has not reached the server yet. Signing out now deletes it from this device for good."
            other="# changes have not reached the server yet. Signing out now deletes them from this device for good."
          />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            <Trans>Stay signed in</Trans>
          </Button>
          <Button color="red" onClick={onLeave}>
            <Trans>Sign out and discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
