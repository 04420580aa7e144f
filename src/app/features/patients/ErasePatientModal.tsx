import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  patient: { id: string; name: string };
  opened: boolean;
  onClose: () => void;
  /** Erases on the server and forgets on this device; rejects when the server did not. */
  onErase: () => Promise<void>;
};

/**
 * Asks before erasing a patient for good (GDPR Art. 17): says what goes and what stays, and takes the
 * patient's name typed out as the confirmation, as a destructive action in a clinical record should.
 * Needs a connection: nothing is changed offline.
 */
export function ErasePatientModal({ patient, opened, onClose, onErase }: Props) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [isErasing, setErasing] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const matches = typed.trim().toLocaleLowerCase() === patient.name.trim().toLocaleLowerCase();
  const name = patient.name;

  const erase = async () => {
    setErasing(true);
    setFailed(false);
    try {
      await onErase();
    } catch {
      setFailed(true);
    } finally {
      setErasing(false);
    }
  };
  const close = () => {
    setTyped('');
    setFailed(false);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Erase this patient’s data`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text size="sm">
          <Trans>
            Everything about <bdi>{name}</bdi> is removed for good, from the server and from all your devices
            at their next sync:
          </Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>the profile and consents;</Trans>
          </List.Item>
          <List.Item>
            <Trans>sessions and packages (they also leave your earnings);</Trans>
          </List.Item>
          <List.Item>
            <Trans>messages, documents and the chat link.</Trans>
          </List.Item>
        </List>
        <Text size="sm">
          <Trans>
            The access log keeps only that an erasure took place. This cannot be undone: if the patient asked
            for a copy, export their data first.
          </Trans>
        </Text>
        {!online ? (
          <Alert color="yellow" role="status">
            <Trans>Erasing happens on the server: connect to the internet to erase this patient.</Trans>
          </Alert>
        ) : null}
        <TextInput
          label={t`Type the patient’s name to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {hasFailed ? (
          <Alert color="red" role="alert">
            <Trans>Nothing was erased. Check your connection and try again.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void erase()} loading={isErasing} disabled={!matches || !online}>
            <Trans>Erase for good</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
