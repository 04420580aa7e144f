import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { REJECTION_REASON_MAX_CHARS, rejectRegistrationSchema } from '#core/onboarding/account-links';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';

type Props = { isOpen: boolean; onClose: () => void; onReject: (reason: string) => Promise<void> };

/** Reject with a reason: the reason is e-mailed to the applicant as written. */
export function RejectDialog({ isOpen, onClose, onReject }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setSending] = useState(false);

  async function confirm() {
    const parsed = v.safeParse(rejectRegistrationSchema, { reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.issues).reason);
      return;
    }
    setSending(true);
    try {
      await onReject(parsed.output.reason);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t`Reject the registration`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Textarea
          label={t`Reason`}
          description={t`Sent to the applicant by e-mail.`}
          required
          autosize
          minRows={3}
          maxLength={REJECTION_REASON_MAX_CHARS}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={isSending} onClick={() => void confirm()}>
            <Trans>Reject</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
