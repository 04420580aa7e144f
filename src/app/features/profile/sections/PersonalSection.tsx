// Personal: who the specialist is, and the time zone the office shows times in.
import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { SPOKEN_LANGUAGES } from '#core/onboarding/spoken-languages';
import type { ProfileRow } from '#core/profile/profile-schema';
import { deviceTimeZone } from '#core/sessions/session-time';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { LAZY_DROPDOWN } from '../../../ui/forms/lazy-dropdown.ts';
import { PhoneInput } from '../../../ui/forms/PhoneInput.tsx';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { TimeZoneSelect } from '../../onboarding/profile/TimeZoneSelect.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = {
  firstName: string;
  lastName: string;
  mobile: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  countryOfResidence: string;
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
  const error = (key: keyof Values) =>
    form.errors[key] === undefined ? undefined : String(form.errors[key]);
  return (
    <SectionForm section={section} testId="profile-personal">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`First name`}
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t`Last name`}
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <PhoneInput
        value={form.values.mobile}
        onChange={(value) => form.setFieldValue('mobile', value)}
        error={error('mobile')}
        defaultCountry={form.values.countryOfResidence || undefined}
        required
      />
      <Radio.Group label={t`Gender`} required {...form.getInputProps('gender')}>
        <Group mt={6}>
          <Radio value="male" label={t`Male`} />
          <Radio value="female" label={t`Female`} />
        </Group>
      </Radio.Group>
      <DateField
        label={t`Date of birth`}
        required
        value={form.values.dateOfBirth}
        onChange={(value) => form.setFieldValue('dateOfBirth', value)}
        error={error('dateOfBirth')}
        maxDate={new Date()}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountrySelect label={t`Nationality`} required {...form.getInputProps('nationality')} />
        <CountrySelect
          label={t`Country of residence`}
          required
          autoComplete="country"
          {...form.getInputProps('countryOfResidence')}
        />
      </SimpleGrid>
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
