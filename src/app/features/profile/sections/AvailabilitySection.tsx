import type { ProfileRow } from '#core/profile/profile-schema';
import { AvailabilityFields, SessionOfferField } from '../../onboarding/profile/AvailabilityFields.tsx';
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
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-availability">
      <AvailabilityFields form={form} />
      <SessionOfferField form={form} />
      <DaysOffFields form={form} />
    </SectionForm>
  );
}
