import { useLingui } from '@lingui/react/macro';
import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  PROFESSION_TITLES,
  PROFESSIONAL_STATUSES,
  PROFESSIONS,
  type Profession,
  titlesOf,
} from '#core/onboarding/professions';
import { SPOKEN_LANGUAGES } from '#core/onboarding/spoken-languages';
import { LAZY_DROPDOWN } from '../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';
import type { RegistrationForm } from './registration-form.ts';

function isProfession(value: string): value is Profession {
  return PROFESSIONS.some((item) => item.code === value);
}

/** The practice: company, profession and its title, experience, languages and status. */
export function ProfessionFields({ form }: { form: RegistrationForm }) {
  const { t } = useLingui();
  const profession = form.values.profession;
  const titles = isProfession(profession) ? titlesOf(profession) : PROFESSION_TITLES;
  const professionInput = form.getInputProps('profession');
  return (
    <>
      <TextInput label={t`Company name`} autoComplete="organization" {...form.getInputProps('companyName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t`Profession`}
          required
          data={referenceOptions(PROFESSIONS)}
          comboboxProps={LAZY_DROPDOWN}
          {...professionInput}
          onChange={(value) => {
            form.setFieldValue('profession', value ?? '');
            // A title of the other profession would be refused by the server.
            form.setFieldValue('professionTitle', '');
          }}
        />
        <Select
          label={t`Profession title`}
          required
          data={referenceOptions(titles)}
          comboboxProps={LAZY_DROPDOWN}
          searchable
          {...form.getInputProps('professionTitle')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t`Years of experience`}
          required
          min={0}
          max={70}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('yearsOfExperience')}
          onChange={(value) => form.setFieldValue('yearsOfExperience', String(value))}
        />
        <Select
          label={t`Current professional status`}
          required
          data={referenceOptions(PROFESSIONAL_STATUSES)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('professionalStatus')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t`Spoken languages`}
        required
        searchable
        data={referenceOptions(SPOKEN_LANGUAGES)}
        comboboxProps={LAZY_DROPDOWN}
        {...form.getInputProps('spokenLanguages')}
      />
    </>
  );
}
