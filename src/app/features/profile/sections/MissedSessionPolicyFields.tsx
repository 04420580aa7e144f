// What a missed session costs the patient (issue 39): the notice inside which a cancellation is late,
// the fees proposed for a late cancellation and a no-show (a share of the session's charge), and
// whether a missed package session uses its unit. The specialist still confirms each case.
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FEE_PERCENT_CHOICES,
  type MissedSessionPolicy,
  NOTICE_HOURS_CHOICES,
} from '#core/sessions/missed-sessions';

/** The policy as the form holds it: the select values are text. */
export type MissedPolicyValues = {
  noticeHours: string;
  lateCancelFeePercent: string;
  noShowFeePercent: string;
  usesPackageUnit: boolean;
};

export function missedPolicyValues(policy: MissedSessionPolicy): MissedPolicyValues {
  return {
    noticeHours: String(policy.noticeHours),
    lateCancelFeePercent: String(policy.lateCancelFeePercent),
    noShowFeePercent: String(policy.noShowFeePercent),
    usesPackageUnit: policy.usesPackageUnit,
  };
}

export function missedPolicyOf(values: MissedPolicyValues): MissedSessionPolicy {
  // The selects only offer the choices: the casts restate what their data holds.
  return {
    noticeHours: Number(values.noticeHours) as MissedSessionPolicy['noticeHours'],
    lateCancelFeePercent: Number(values.lateCancelFeePercent) as MissedSessionPolicy['lateCancelFeePercent'],
    noShowFeePercent: Number(values.noShowFeePercent) as MissedSessionPolicy['noShowFeePercent'],
    usesPackageUnit: values.usesPackageUnit,
  };
}

export function MissedSessionPolicyFields<TValues extends { missedSessionPolicy: MissedPolicyValues }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  const noticeLabel = (hours: number) =>
    hours === 0 ? t`No notice period` : t`${hours} hours before the start`;
  const feeLabel = (share: number) =>
    share === 0 ? t`No fee` : t`${percent.format(share / 100)} of the session's charge`;
  const feeChoices = FEE_PERCENT_CHOICES.map((share) => ({ value: String(share), label: feeLabel(share) }));
  return (
    <Fieldset legend={t`Cancellations and no-shows`} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            What you choose here is proposed each time; you confirm or change the fee when you cancel a
            session late or mark a no-show. A fee counts in your earnings.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t`Late cancellation notice`}
            data={NOTICE_HOURS_CHOICES.map((hours) => ({ value: String(hours), label: noticeLabel(hours) }))}
            {...form.getInputProps('missedSessionPolicy.noticeHours')}
          />
          <NativeSelect
            label={t`Late cancellation fee`}
            data={feeChoices}
            {...form.getInputProps('missedSessionPolicy.lateCancelFeePercent')}
          />
          <NativeSelect
            label={t`No-show fee`}
            data={feeChoices}
            {...form.getInputProps('missedSessionPolicy.noShowFeePercent')}
          />
        </SimpleGrid>
        <Checkbox
          label={t`A missed package session uses its unit`}
          {...form.getInputProps('missedSessionPolicy.usesPackageUnit', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
