import type { ProfileRow } from '#core/profile/profile-schema';
import { DEFAULT_MISSED_SESSION_POLICY } from '#core/sessions/missed-sessions';
import { DEFAULT_REMINDER_OFFSETS_MINUTES, REMINDER_OFFSET_CHOICES } from '#core/sessions/patient-mail-kinds';
import { AvailabilityFields, SessionOfferField } from '../../onboarding/profile/AvailabilityFields.tsx';
import { type SlotValues, slotsOf, slotValuesOf } from '../../onboarding/profile/session-values.ts';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';
import { BookingPageField } from './BookingPageField.tsx';
import { type DayOffValues, DaysOffFields } from './DaysOffFields.tsx';
import {
  type MissedPolicyValues,
  MissedSessionPolicyFields,
  missedPolicyOf,
  missedPolicyValues,
} from './MissedSessionPolicyFields.tsx';
import { ReminderOffsetsField } from './ReminderOffsetsField.tsx';

type Values = {
  availability: SlotValues[];
  daysOff: DayOffValues[];
  sessionOffer: string;
  /** Minutes before a session, as the checkboxes hold them (text). */
  reminderOffsets: string[];
  missedSessionPolicy: MissedPolicyValues;
  bookingPage: boolean;
};

const SPEC = {
  id: 'availability',
  valuesOf: (profile: ProfileRow): Values => ({
    availability: profile.availability.map((slot) => slotValuesOf(slot, profile.sessionOffer)),
    daysOff: profile.daysOff.map((range) => ({ ...range, key: crypto.randomUUID() })),
    sessionOffer: profile.sessionOffer,
    // A row from before the choice existed has none: the default.
    reminderOffsets: (profile.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS_MINUTES).map(String),
    missedSessionPolicy: missedPolicyValues(profile.missedSessionPolicy ?? DEFAULT_MISSED_SESSION_POLICY),
    bookingPage: profile.bookingPage ?? false,
  }),
  changesOf: (values: Values) => ({
    availability: slotsOf(values.availability),
    daysOff: values.daysOff.map(({ key: _key, ...range }) => range),
    sessionOffer: values.sessionOffer,
    // In the choices' order, whatever order they were ticked in.
    reminderOffsets: REMINDER_OFFSET_CHOICES.filter((offset) =>
      values.reminderOffsets.includes(String(offset)),
    ),
    missedSessionPolicy: missedPolicyOf(values.missedSessionPolicy),
    bookingPage: values.bookingPage,
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
      <ReminderOffsetsField form={form} />
      <MissedSessionPolicyFields form={form} />
      <BookingPageField form={form} specialistId={profile.id} isOpen={profile.bookingPage === true} />
    </SectionForm>
  );
}
