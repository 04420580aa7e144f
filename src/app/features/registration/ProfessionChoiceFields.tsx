import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  PROFESSION_TITLES,
  PROFESSIONAL_STATUSES,
  PROFESSIONS,
  type Profession,
  titlesOf,
} from '#core/onboarding/professions';
import { LAZY_DROPDOWN } from '../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';

export type ProfessionChoiceValues = {
  profession: string;
  professionTitle: string;
  /** As typed: the schema reads it as a number. */
  yearsOfExperience: string;
  professionalStatus: string;
};

function isProfession(value: string): value is Profession {
  return PROFESSIONS.some((item) => item.code === value);
}

/**
 * The profession and its title (the titles of the chosen profession only), years of experience and
 * current status. Any form holding them uses it (registration, the office profile).
 */
export function ProfessionChoiceFields<TValues extends ProfessionChoiceValues>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  const profession = form.values.profession;
  const titles = isProfession(profession) ? titlesOf(profession) : PROFESSION_TITLES;
  // The generic form cannot see that these paths hold strings; TValues says so.
  const setText = (path: keyof ProfessionChoiceValues, value: string) =>
    form.setFieldValue(path, value as never);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t`Profession`}
          required
          data={referenceOptions(PROFESSIONS)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('profession')}
          onChange={(value) => {
            const next = value ?? '';
            setText('profession', next);
            // A title of another profession would be refused by the server; one that fits stays (the
            // same profession picked again, or a change event delivered twice, must not erase it).
            const title = form.values.professionTitle;
            if (!isProfession(next) || !titlesOf(next).some((item) => item.code === title)) {
              setText('professionTitle', '');
            }
          }}
        />
        <Select
          label={t`Profession title`}
          required
          data={referenceOptions(titles)}
          comboboxProps={LAZY_DROPDOWN}
          searchable
          {...form.getInputProps('professionTitle')}
          // An empty string is not "no value" to a searchable Select: it would keep showing the cleared title.
          value={form.values.professionTitle || null}
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
          onChange={(value) => setText('yearsOfExperience', String(value))}
        />
        <Select
          label={t`Current professional status`}
          required
          data={referenceOptions(PROFESSIONAL_STATUSES)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('professionalStatus')}
        />
      </SimpleGrid>
    </>
  );
}
