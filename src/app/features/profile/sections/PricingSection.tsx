// Pricing: the prices of a 30-minute and a 1-hour session and their currency — the default charge of
// every session booked after (the sessions' office terms read them from this row).
import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { CURRENCIES } from '#core/onboarding/practice-lists';
import { PRICE_MAX } from '#core/onboarding/profile-completion';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = { price30Cents: number | string; price60Cents: number | string; currency: string };

/** Hundredths as stored; major units with two decimals as typed. An empty price is missing. */
const toCents = (value: number | string) => (value === '' ? undefined : Math.round(Number(value) * 100));

const SPEC = {
  id: 'pricing',
  valuesOf: (profile: ProfileRow): Values => ({
    price30Cents: profile.price30Cents / 100,
    price60Cents: profile.price60Cents / 100,
    currency: profile.currency,
  }),
  changesOf: (values: Values) => ({
    price30Cents: toCents(values.price30Cents),
    price60Cents: toCents(values.price60Cents),
    currency: values.currency,
  }),
};

export function PricingSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  const priceProps = {
    required: true,
    min: 0,
    max: PRICE_MAX,
    decimalScale: 2,
    allowNegative: false,
    thousandSeparator: false,
  } as const;
  return (
    <SectionForm section={section} testId="profile-pricing">
      <Text size="sm" c="dimmed">
        <Trans>New sessions take these prices as their charge; sessions already booked keep theirs.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t`Price for 30 minutes`}
          {...priceProps}
          {...form.getInputProps('price30Cents')}
        />
        <NumberInput label={t`Price for 1 hour`} {...priceProps} {...form.getInputProps('price60Cents')} />
        <Select
          label={t`Currency`}
          required
          allowDeselect={false}
          data={[...CURRENCIES]}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
    </SectionForm>
  );
}
