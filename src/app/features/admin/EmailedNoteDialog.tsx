import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/** The note as typed, checked: its trimmed text to send, or the message of the rule it breaks. */
export type CheckedNote = { ok: true; text: string } | { ok: false; error: string | undefined };

type Props = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  label: string;
  /** Who reads it, e.g. "Sent to the applicant by e-mail." */
  description: string;
  maxLength: number;
  confirmLabel: string;
  /** A refusal is red; a request is the primary colour. */
  isDestructive?: boolean;
  check: (note: string) => CheckedNote;
  onSend: (text: string) => Promise<void>;
};

/** An admin's decision that needs a note the person receives by e-mail as written (a reason, a request). */
export function EmailedNoteDialog(props: Props) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setSending] = useState(false);

  async function confirm() {
    const checked = props.check(note);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSending(true);
    try {
      await props.onSend(checked.text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={props.isOpen}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Textarea
          label={props.label}
          description={props.description}
          required
          autosize
          minRows={3}
          maxLength={props.maxLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            {...(props.isDestructive ? { color: 'red' } : {})}
            loading={isSending}
            onClick={() => void confirm()}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
