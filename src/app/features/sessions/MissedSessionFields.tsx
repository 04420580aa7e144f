// What a missed session costs, as the specialist confirms it when marking a no-show or cancelling late:
// the fee (proposed by their policy, any amount or 0) and, for a package session, whether it uses its
// unit. The typed fee is text until the dialog is confirmed, read in the session's currency.
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { minorToMajor } from '#core/sessions/session-money';
import type { MissedSessionTerms } from '#local/sessions/session-commands';
import { earningsPreview } from './session-form-values.ts';
import type { SessionFormat } from './session-format.ts';

export type MissedSessionValues = { fee: string; usesPackageUnit: boolean };

type Props = {
  values: MissedSessionValues;
  onChange: (values: MissedSessionValues) => void;
  session: { type: 'single' | 'package'; currency: string; commissionRateBps: number };
  format: SessionFormat;
  error: string | undefined;
};

export function missedSessionValues(terms: MissedSessionTerms, currency: string): MissedSessionValues {
  return { fee: minorToMajor(terms.fee, currency), usesPackageUnit: terms.usesPackageUnit };
}

export function MissedSessionFields({ values, onChange, session, format, error }: Props) {
  const { t } = useLingui();
  const { currency } = session;
  const preview = earningsPreview(values.fee, currency, session.commissionRateBps);
  return (
    <Stack gap="sm">
      <TextInput
        label={t`Fee (${currency})`}
        description={
          preview && preview.charge > 0
            ? t`You earn ${format.money(preview.amount, currency)} after the platform's commission.`
            : t`0: no fee.`
        }
        inputMode="decimal"
        dir="ltr"
        value={values.fee}
        onChange={(event) => onChange({ ...values, fee: event.currentTarget.value })}
        error={error}
      />
      {session.type === 'package' ? (
        <Checkbox
          label={t`Uses a unit of the package`}
          description={t`Otherwise the unit goes back to the patient's package.`}
          checked={values.usesPackageUnit}
          onChange={(event) => onChange({ ...values, usesPackageUnit: event.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}
