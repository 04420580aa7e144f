// Who a specialist is, as the registration asks it and the profile's Personal section edits it:
// names, mobile, gender, date of birth, nationality and country of residence. `afterNames` places
// what only one of them asks between the names and the mobile (the registration's e-mail).
import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import { HydrateOnInteraction } from '../HydrateInTurns.tsx';
import { CountrySelect } from './CountrySelect.tsx';
import { DateField } from './DateField.tsx';
import { PhoneInput } from './PhoneInput.tsx';

export type PersonValues = {
  firstName: string;
  lastName: string;
  mobile: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  countryOfResidence: string;
};

type Props<TValues extends PersonValues> = {
  form: UseFormReturnType<TValues>;
  afterNames?: ReactNode;
  /**
   * Draws the phone, date and country inputs as plain fields until touched: the public sign-up page
   * must not run their code while it loads on a phone (ui/HydrateInTurns.tsx).
   */
  isDeferred?: boolean;
};

export function PersonFields<TValues extends PersonValues>({
  form,
  afterNames,
  isDeferred = false,
}: Props<TValues>) {
  const { t } = useLingui();
  const Heavy = isDeferred ? HydrateOnInteraction : Fragment;
  const mobile = form.getInputProps('mobile');
  const dateOfBirth = form.getInputProps('dateOfBirth');
  // The generic form cannot see that these paths hold strings; PersonValues says so.
  const setText = (path: 'mobile' | 'dateOfBirth', value: string) => form.setFieldValue(path, value as never);
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
      {afterNames}
      <Heavy>
        <PhoneInput
          value={form.values.mobile}
          onChange={(value) => setText('mobile', value)}
          onBlur={mobile.onBlur}
          error={form.errors.mobile === undefined ? undefined : String(form.errors.mobile)}
          defaultCountry={form.values.countryOfResidence || undefined}
          required
        />
      </Heavy>
      <Radio.Group label={t`Gender`} required {...form.getInputProps('gender')}>
        <Group mt={6}>
          <Radio value="male" label={t`Male`} />
          <Radio value="female" label={t`Female`} />
        </Group>
      </Radio.Group>
      <Heavy>
        <DateField
          label={t`Date of birth`}
          required
          value={form.values.dateOfBirth}
          onChange={(value) => setText('dateOfBirth', value)}
          onBlur={dateOfBirth.onBlur}
          error={form.errors.dateOfBirth === undefined ? undefined : String(form.errors.dateOfBirth)}
          maxDate={new Date()}
        />
      </Heavy>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Heavy>
          <CountrySelect label={t`Nationality`} required {...form.getInputProps('nationality')} />
        </Heavy>
        <Heavy>
          <CountrySelect
            label={t`Country of residence`}
            required
            autoComplete="country"
            {...form.getInputProps('countryOfResidence')}
          />
        </Heavy>
      </SimpleGrid>
    </>
  );
}
