import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { name: string | undefined; onCancel: () => void; onConfirm: () => void };

/** Asks before deleting; the delete itself is queued and works offline. */
export function DeletePatientModal({ name, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={name !== undefined}
      onClose={onCancel}
      title={t`Delete patient`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text>
          <Trans>Delete {name}? Their record will be removed from all your devices.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
