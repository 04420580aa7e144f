import { useLingui } from '@lingui/react/macro';
import { MultiSelect, TextInput } from '@mantine/core';
import { SPOKEN_LANGUAGES } from '#core/onboarding/spoken-languages';
import { LAZY_DROPDOWN } from '../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';
import { HydrateOnInteraction } from '../../ui/HydrateInTurns.tsx';
import { ProfessionChoiceFields } from './ProfessionChoiceFields.tsx';
import type { RegistrationForm } from './registration-form.ts';

/** The practice: company, profession and its title, experience, languages and status. */
export function ProfessionFields({ form }: { form: RegistrationForm }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput label={t`Company name`} autoComplete="organization" {...form.getInputProps('companyName')} />
      <HydrateOnInteraction>
        <ProfessionChoiceFields form={form} />
      </HydrateOnInteraction>
      <HydrateOnInteraction>
        <MultiSelect
          label={t`Spoken languages`}
          required
          searchable
          data={referenceOptions(SPOKEN_LANGUAGES)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('spokenLanguages')}
        />
      </HydrateOnInteraction>
    </>
  );
}
