import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { majorToMinor } from '#core/sessions/session-money';
import { SESSION_CANCEL_REASON_MAX_CHARS } from '#core/sessions/session-schema';
import type { MissedSessionTerms } from '#local/sessions/session-commands';
import type { SeriesScope } from '#local/sessions/session-series-commands';
import { translate } from '../../i18n/translate.ts';
import {
  MissedSessionFields,
  type MissedSessionValues,
  missedSessionValues,
} from './MissedSessionFields.tsx';
import type { SessionFormat } from './session-format.ts';

/** A cancellation inside the specialist's notice period, with what their policy proposes it costs. */
export type LateCancellation = {
  noticeHours: number;
  proposal: MissedSessionTerms;
  session: { type: 'single' | 'package'; currency: string; commissionRateBps: number };
  format: SessionFormat;
};

type Props = {
  reference: string | undefined;
  /** Set when the cancellation comes inside the notice period. */
  late?: LateCancellation | undefined;
  /** A recurring session: the dialog asks which of the series to cancel. */
  isInSeries?: boolean;
  onCancel: () => void;
  /**
   * Resolves with an error message to show, or undefined once cancelled; `isReasonShared`: the
   * patient's cancellation e-mail quotes the reason; `late`: what a late cancellation costs.
   */
  onConfirm: (
    reason: string,
    isReasonShared: boolean,
    late: MissedSessionTerms | undefined,
    scope: SeriesScope,
  ) => Promise<string | undefined>;
};

/**
 * Cancel a session with its reason: it stays visible, struck through, and earns nothing. The patient
 * is told by e-mail; the reason is private unless the specialist chooses to share it. Inside the notice
 * period it is a late cancellation, which may carry a fee and keep a package unit used.
 */
export function CancelSessionModal({ reference, late, isInSeries = false, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [isReasonShared, setReasonShared] = useState(false);
  const [scope, setScope] = useState<SeriesScope>('this');
  const [error, setError] = useState<string | undefined>(undefined);
  const currency = late?.session.currency ?? 'EUR';
  const emptyTerms = { fee: 0, usesPackageUnit: false };
  const [missed, setMissed] = useState<MissedSessionValues>(() =>
    missedSessionValues(late?.proposal ?? emptyTerms, currency),
  );
  const [feeError, setFeeError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the late terms are taken afresh on each opening only
  useEffect(() => {
    if (reference) {
      setReason('');
      setReasonShared(false);
      setScope('this');
      setError(undefined);
      setMissed(missedSessionValues(late?.proposal ?? emptyTerms, currency));
      setFeeError(undefined);
    }
  }, [reference]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(translate(M.cancelReasonRequired));
    const fee = late ? majorToMinor(missed.fee === '' ? '0' : missed.fee, currency) : 0;
    if (fee === undefined) return setFeeError(translate(M.feeInvalid));
    setSaving(true);
    try {
      const terms = late ? { fee, usesPackageUnit: missed.usesPackageUnit } : undefined;
      const refused = await onConfirm(reason.trim(), isReasonShared, terms, scope);
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
          {isInSeries ? (
            <Radio.Group label={t`Cancel`} value={scope} onChange={(value) => setScope(value as SeriesScope)}>
              <Stack gap={6} mt={6}>
                <Radio value="this" label={t`This session`} />
                <Radio value="following" label={t`This session and the following ones`} />
                <Radio value="all" label={t`All sessions of the series still to come`} />
              </Stack>
            </Radio.Group>
          ) : null}
          {late ? (
            <Alert
              color="yellow"
              variant="light"
              role="note"
              icon={<IconClockExclamation size={18} aria-hidden />}
            >
              <Stack gap="sm">
                <Text size="sm" c="yellow.9" fw={600}>
                  <Trans>Late cancellation</Trans>
                </Text>
                <Text size="sm">
                  <Plural
                    value={late.noticeHours}
                    one="The session starts in less than # hour, inside your notice period."
                    other="The session starts in less than # hours, inside your notice period."
                  />
                </Text>
                <MissedSessionFields
                  values={missed}
                  onChange={setMissed}
                  session={late.session}
                  format={late.format}
                  error={feeError}
                />
              </Stack>
            </Alert>
          ) : null}
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
