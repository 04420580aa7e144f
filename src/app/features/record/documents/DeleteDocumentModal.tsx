// Asks before a document leaves the record: it is deleted here at once and, with its file, on the
// server at the next sync.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { deletePatientDocument, type ListedDocument } from '#local/record/patient-documents';

export function DeleteDocumentModal({
  document,
  onClose,
}: {
  document?: ListedDocument | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = document?.title ?? '';
  return (
    <Modal
      opened={document !== undefined}
      onClose={onClose}
      title={t`Delete the document`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text>
          <Trans>
            Delete <bdi>{title}</bdi> from the record? Its file is deleted too. A copy already shared in the
            chat stays there.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={async () => {
              if (document) await deletePatientDocument(document.id);
              onClose();
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
