import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { majorToMinor } from '#core/sessions/session-money';
import type { MissedSessionTerms } from '#local/sessions/session-commands';
import { translate } from '../../i18n/translate.ts';
import {
  MissedSessionFields,
  type MissedSessionValues,
  missedSessionValues,
} from './MissedSessionFields.tsx';
import type { SessionFormat } from './session-format.ts';

type Props = {
  /** The session being marked, or undefined while the dialog is closed. */
  session:
    | { reference: string; type: 'single' | 'package'; currency: string; commissionRateBps: number }
    | undefined;
  /** What the specialist's policy proposes. */
  proposal: MissedSessionTerms;
  format: SessionFormat;
  onCancel: () => void;
  /** Resolves with an error message to show, or undefined once marked. */
  onConfirm: (terms: MissedSessionTerms) => Promise<string | undefined>;
};

/** Mark a session a no-show: the patient did not come. It ends there, with the fee the specialist sets. */
export function NoShowModal({ session, proposal, format, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const currency = session?.currency ?? 'EUR';
  const [values, setValues] = useState<MissedSessionValues>(() => missedSessionValues(proposal, currency));
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);
  const reference = session?.reference;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the proposal is taken afresh on each opening only
  useEffect(() => {
    if (reference) {
      setValues(missedSessionValues(proposal, currency));
      setError(undefined);
    }
  }, [reference]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fee = majorToMinor(values.fee === '' ? '0' : values.fee, currency);
    if (fee === undefined) return setError(translate(M.feeInvalid));
    setSaving(true);
    try {
      const refused = await onConfirm({ fee, usesPackageUnit: values.usesPackageUnit });
      if (refused) setError(refused);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={session !== undefined}
      onClose={onCancel}
      title={t`Mark session ${reference ?? ''} as a no-show`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              The patient did not come. The session ends here and can no longer be changed; only its fee
              counts in your earnings.
            </Trans>
          </Text>
          {session ? (
            <MissedSessionFields
              values={values}
              onChange={setValues}
              session={session}
              format={format}
              error={error}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={isSaving} data-autofocus>
              <Trans>Mark no-show</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
