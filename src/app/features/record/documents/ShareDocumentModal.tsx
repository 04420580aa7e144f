// Sends a copy of a document to the patient as a message of their chat (they read it through their
// chat link, like any document the specialist sends). Works offline when the document's bytes are on
// this device: the message waits in the outbox like any other.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { sendChatMessage } from '#local/chats/chat-commands';
import { ownFileBlob } from '#local/files/own-files';
import type { ListedDocument } from '#local/record/patient-documents';
import { translate } from '../../../i18n/translate.ts';
import { showConfirmation } from '../../../ui/confirmation-toast.ts';

type Props = { document?: ListedDocument | undefined; patientName: string; onClose: () => void };

export function ShareDocumentModal({ document, patientName, onClose }: Props) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);
  const title = document?.title ?? '';

  const close = () => {
    setProblem(undefined);
    onClose();
  };

  async function share() {
    if (!document?.fileId) return;
    setSending(true);
    try {
      const blob = await ownFileBlob(document.fileId);
      if (!blob) {
        setProblem(t`This document is not on this device yet: share it once you are online.`);
        return;
      }
      const file = new File([blob], document.fileName, { type: document.fileType });
      const sent = await sendChatMessage(document.patientId, '', [file]);
      if (!sent.ok) {
        setProblem(translate(sent.messageId));
        return;
      }
      showConfirmation(t`Sent to ${patientName} in your chat.`);
      close();
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={document !== undefined}
      onClose={close}
      title={t`Share with the patient`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text>
          <Trans>
            Send a copy of <bdi>{title}</bdi> to <bdi>{patientName}</bdi> in your chat? They open it through
            their chat link.
          </Trans>
        </Text>
        {problem ? (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void share()} loading={isSending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
