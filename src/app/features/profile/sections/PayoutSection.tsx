// Payout: where earnings are paid — the bank and the IBAN (checked by ibantools on the page and server).
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { BANK_NAME_MAX_CHARS } from '#core/onboarding/profile-completion';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = { bankName: string; iban: string };

const SPEC = {
  id: 'payout',
  valuesOf: (profile: ProfileRow): Values => ({ bankName: profile.bankName, iban: profile.iban }),
  changesOf: (values: Values) => values,
};

export function PayoutSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-payout">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Bank name`}
          required
          maxLength={BANK_NAME_MAX_CHARS}
          {...form.getInputProps('bankName')}
        />
        <TextInput
          label={t`IBAN`}
          required
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('iban')}
        />
      </SimpleGrid>
    </SectionForm>
  );
}
