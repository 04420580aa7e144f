// Professional: the profession and its title, experience, status and the presentation video link.
// Changing the profession or its title is sent to the admin for review (the profile stays active).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  PROFESSION_TITLES,
  PROFESSIONAL_STATUSES,
  PROFESSIONS,
  type Profession,
  titlesOf,
} from '#core/onboarding/professions';
import type { ProfileRow } from '#core/profile/profile-schema';
import { LAZY_DROPDOWN } from '../../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = {
  profession: string;
  professionTitle: string;
  yearsOfExperience: number | string;
  professionalStatus: string;
  youtubeUrl: string;
};

const SPEC = {
  id: 'professional',
  valuesOf: (profile: ProfileRow): Values => ({
    profession: profile.profession,
    professionTitle: profile.professionTitle,
    yearsOfExperience: profile.yearsOfExperience,
    professionalStatus: profile.professionalStatus,
    youtubeUrl: profile.youtubeUrl ?? '',
  }),
  changesOf: (values: Values) => ({
    ...values,
    // An empty number is missing (its own message), an empty link is none (the video may stand alone).
    yearsOfExperience: values.yearsOfExperience === '' ? undefined : Number(values.yearsOfExperience),
    youtubeUrl: values.youtubeUrl.trim() === '' ? null : values.youtubeUrl,
  }),
};

function isProfession(value: string): value is Profession {
  return PROFESSIONS.some((item) => item.code === value);
}

export function ProfessionalSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  const profession = form.values.profession;
  const titles = isProfession(profession) ? titlesOf(profession) : PROFESSION_TITLES;
  return (
    <SectionForm section={section} testId="profile-professional">
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Trans>
          A change to your profession or its title is reviewed by our team. Your profile stays active
          meanwhile.
        </Trans>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t`Profession`}
          required
          data={referenceOptions(PROFESSIONS)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('profession')}
          onChange={(value) => {
            form.setFieldValue('profession', value ?? '');
            // A title of the other profession would be refused.
            form.setFieldValue('professionTitle', '');
          }}
        />
        <Select
          label={t`Profession title`}
          required
          searchable
          data={referenceOptions(titles)}
          comboboxProps={LAZY_DROPDOWN}
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
        />
        <Select
          label={t`Current professional status`}
          required
          data={referenceOptions(PROFESSIONAL_STATUSES)}
          comboboxProps={LAZY_DROPDOWN}
          {...form.getInputProps('professionalStatus')}
        />
      </SimpleGrid>
      <TextInput
        label={t`YouTube link`}
        description={t`A short video presenting your practice`}
        type="url"
        dir="ltr"
        {...form.getInputProps('youtubeUrl')}
      />
    </SectionForm>
  );
}
