// Whether a booking falls outside the specialist's availability, for the booking form and a drag on
// the calendar alike: one rule (src/core/profile/availability) that warns and never refuses.
import {
  type AvailabilityCheck,
  type AvailabilityWarning,
  availabilityWarning,
} from '#core/profile/availability';
import type { SessionType } from '#core/sessions/session-lists';

/** A booking on the specialist's wall clock: "YYYY-MM-DD" and "HH:mm" ('' while not chosen yet). */
export type BookingTime = {
  date: string;
  time: string;
  durationMinutes: number;
  type: SessionType;
};

/** Why the booking lies outside the availability, or undefined inside it or while its time is unset. */
export function bookingWarning(
  check: AvailabilityCheck,
  booking: BookingTime,
): AvailabilityWarning | undefined {
  if (booking.date === '' || booking.time === '') return undefined;
  return availabilityWarning(check, {
    date: booking.date,
    start: booking.time,
    end: wallTimeAfter(booking.time, booking.durationMinutes),
    type: booking.type,
  });
}

/**
 * "HH:mm" `minutes` after `time` on the same day's clock. Past midnight the hours run on ("24:30"),
 * which no range of the day covers: a session crossing midnight is outside the availability.
 */
export function wallTimeAfter(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
