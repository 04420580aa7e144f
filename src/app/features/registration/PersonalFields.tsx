import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { CountrySelect } from '../../ui/forms/CountrySelect.tsx';
import { DateField } from '../../ui/forms/DateField.tsx';
import { PhoneInput } from '../../ui/forms/PhoneInput.tsx';
import { HydrateOnInteraction } from '../../ui/HydrateInTurns.tsx';
import { EmailField } from './EmailField.tsx';
import type { RegistrationForm } from './registration-form.ts';
import type { EmailStatus } from './useEmailAvailability.ts';

/** Who the applicant is: names, e-mail, mobile, gender, date of birth, nationality and residence. */
export function PersonalFields({ form, emailStatus }: { form: RegistrationForm; emailStatus: EmailStatus }) {
  const { t } = useLingui();
  const mobile = form.getInputProps('mobile');
  const dateOfBirth = form.getInputProps('dateOfBirth');
  return (
    <>
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
      <EmailField form={form} status={emailStatus} />
      <HydrateOnInteraction>
        <PhoneInput
          value={form.values.mobile}
          onChange={(value) => form.setFieldValue('mobile', value)}
          onBlur={mobile.onBlur}
          error={form.errors.mobile === undefined ? undefined : String(form.errors.mobile)}
          defaultCountry={form.values.countryOfResidence || undefined}
          required
        />
      </HydrateOnInteraction>
      <Radio.Group label={t`Gender`} required {...form.getInputProps('gender')}>
        <Group mt={6}>
          <Radio value="male" label={t`Male`} />
          <Radio value="female" label={t`Female`} />
        </Group>
      </Radio.Group>
      <HydrateOnInteraction>
        <DateField
          label={t`Date of birth`}
          required
          value={form.values.dateOfBirth}
          onChange={(value) => form.setFieldValue('dateOfBirth', value)}
          onBlur={dateOfBirth.onBlur}
          error={dateOfBirth.error}
          maxDate={new Date()}
        />
      </HydrateOnInteraction>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HydrateOnInteraction>
          <CountrySelect label={t`Nationality`} required {...form.getInputProps('nationality')} />
        </HydrateOnInteraction>
        <HydrateOnInteraction>
          <CountrySelect
            label={t`Country of residence`}
            required
            autoComplete="country"
            {...form.getInputProps('countryOfResidence')}
          />
        </HydrateOnInteraction>
      </SimpleGrid>
    </>
  );
}
