// Manage my Availability: the weekly hours (each taking single sessions, packages or both), what the
// practice takes by default, and days off. The calendar shades these hours and warns outside them.
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { SESSION_OFFERS } from '#core/onboarding/practice-lists';
import type { ProfileRow } from '#core/profile/profile-schema';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { AvailabilityFields } from '../../onboarding/profile/AvailabilityFields.tsx';
import { type SlotValues, slotsOf, slotValuesOf } from '../../onboarding/profile/session-values.ts';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';
import { type DayOffValues, DaysOffFields } from './DaysOffFields.tsx';

type Values = { availability: SlotValues[]; daysOff: DayOffValues[]; sessionOffer: string };

const SPEC = {
  id: 'availability',
  valuesOf: (profile: ProfileRow): Values => ({
    availability: profile.availability.map((slot) => slotValuesOf(slot, profile.sessionOffer)),
    daysOff: profile.daysOff.map((range) => ({ ...range, key: crypto.randomUUID() })),
    sessionOffer: profile.sessionOffer,
  }),
  changesOf: (values: Values) => ({
    availability: slotsOf(values.availability),
    daysOff: values.daysOff.map(({ key: _key, ...range }) => range),
    sessionOffer: values.sessionOffer,
  }),
};

export function AvailabilitySection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-availability">
      <AvailabilityFields form={form} />
      <Radio.Group label={t`Sessions offered`} required {...form.getInputProps('sessionOffer')}>
        <Stack gap={6} mt={6}>
          {referenceOptions(SESSION_OFFERS).map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <DaysOffFields form={form} />
    </SectionForm>
  );
}
