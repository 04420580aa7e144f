// Personal: who the specialist is, and the time zone the office shows times in.
import { useLingui } from '@lingui/react/macro';
import { MultiSelect, TextInput } from '@mantine/core';
import { SPOKEN_LANGUAGES } from '#core/onboarding/spoken-languages';
import type { ProfileRow } from '#core/profile/profile-schema';
import { deviceTimeZone } from '#core/sessions/session-time';
import { LAZY_DROPDOWN } from '../../../ui/forms/lazy-dropdown.ts';
import { PersonFields, type PersonValues } from '../../../ui/forms/PersonFields.tsx';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { TimeZoneSelect } from '../../onboarding/profile/TimeZoneSelect.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = PersonValues & {
  companyName: string;
  spokenLanguages: string[];
  timeZone: string;
};

const SPEC = {
  id: 'personal',
  valuesOf: (profile: ProfileRow): Values => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    nationality: profile.nationality,
    countryOfResidence: profile.countryOfResidence,
    companyName: profile.companyName,
    spokenLanguages: [...profile.spokenLanguages],
    timeZone: profile.timeZone ?? deviceTimeZone(),
  }),
  changesOf: (values: Values) => values,
};

export function PersonalSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-personal">
      <PersonFields form={form} />
      <TextInput label={t`Company name`} autoComplete="organization" {...form.getInputProps('companyName')} />
      <MultiSelect
        label={t`Spoken languages`}
        required
        searchable
        data={referenceOptions(SPOKEN_LANGUAGES)}
        comboboxProps={LAZY_DROPDOWN}
        {...form.getInputProps('spokenLanguages')}
      />
      <TimeZoneSelect
        {...form.getInputProps('timeZone')}
        value={form.values.timeZone}
        onChange={(value) => form.setFieldValue('timeZone', value ?? deviceTimeZone())}
      />
    </SectionForm>
  );
}
