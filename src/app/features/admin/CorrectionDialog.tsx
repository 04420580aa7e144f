import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { CORRECTION_NOTE_MAX_CHARS, requestCorrectionSchema } from '#core/credentials/credential-review-api';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';

type Props = { isOpen: boolean; onClose: () => void; onSend: (note: string) => Promise<void> };

/** Ask for a correction: the note is e-mailed to the specialist as written. */
export function CorrectionDialog({ isOpen, onClose, onSend }: Props) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setSending] = useState(false);

  async function confirm() {
    const parsed = v.safeParse(requestCorrectionSchema, { note });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.issues).note);
      return;
    }
    setSending(true);
    try {
      await onSend(parsed.output.note);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t`Ask for a correction`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Textarea
          label={t`What should be corrected`}
          description={t`Sent to the specialist by e-mail.`}
          required
          autosize
          minRows={3}
          maxLength={CORRECTION_NOTE_MAX_CHARS}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={isSending} onClick={() => void confirm()}>
            <Trans>Send the request</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
