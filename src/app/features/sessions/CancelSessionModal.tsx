import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { SESSION_CANCEL_REASON_MAX_CHARS } from '#core/sessions/session-schema';
import { translate } from '../../i18n/translate.ts';

type Props = {
  reference: string | undefined;
  onCancel: () => void;
  /**
   * Resolves with an error message to show, or undefined once cancelled; `isReasonShared`: the
   * patient's cancellation e-mail quotes the reason.
   */
  onConfirm: (reason: string, isReasonShared: boolean) => Promise<string | undefined>;
};

/**
 * Cancel a session with its reason: it stays visible, struck through, and earns nothing. The patient
 * is told by e-mail; the reason is private unless the specialist chooses to share it.
 */
export function CancelSessionModal({ reference, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [isReasonShared, setReasonShared] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (reference) {
      setReason('');
      setReasonShared(false);
      setError(undefined);
    }
  }, [reference]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(translate(M.cancelReasonRequired));
    setSaving(true);
    try {
      const refused = await onConfirm(reason.trim(), isReasonShared);
      if (refused) setError(refused);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={reference !== undefined}
      onClose={onCancel}
      title={t`Cancel session ${reference ?? ''}`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>The session stays in your lists, marked cancelled, and earns nothing.</Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            required
            data-autofocus
            autosize
            minRows={2}
            maxLength={SESSION_CANCEL_REASON_MAX_CHARS}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
          />
          <Checkbox
            label={t`Tell the patient this reason in the cancellation e-mail`}
            description={t`Otherwise the e-mail only says the session is cancelled.`}
            checked={isReasonShared}
            onChange={(event) => setReasonShared(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <Trans>Keep the session</Trans>
            </Button>
            <Button type="submit" color="red" loading={isSaving}>
              <Trans>Cancel the session</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
