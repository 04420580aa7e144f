/**
 * Between the stored sessions and @mantine/schedule: the library speaks wall-clock strings
 * ("YYYY-MM-DD HH:mm:ss", read by dayjs in the browser's zone) while a session starts at a UTC instant
 * shown in the specialist's zone. Every conversion goes through the specialist's zone on both sides,
 * so a browser in another zone still shows and books the specialist's hours. No React, no library
 * import: the page's chunk stays small and these rules have unit tests.
 */
import { type AvailabilityCheck, availabilityWarning } from '#core/profile/availability';
import type { SessionMode, SessionStatus } from '#core/sessions/session-lists';
import { type InstantRange, type IsoWeekday, localDaysRange } from '#core/sessions/session-periods';
import { addDays, addMonths, instantToZoned, weekdayOf, zonedToInstant } from '#core/sessions/session-time';

export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

/** "YYYY-MM-DD HH:mm:ss" on the specialist's wall clock. */
export type WallDateTime = string;

export function toWall(instant: string | number, zone: string): WallDateTime {
  const { date, time } = instantToZoned(instant, zone);
  return `${date} ${time}:00`;
}

/** The instant at which the specialist's clock reads `wall` (seconds are dropped: slots are whole minutes). */
export function fromWall(wall: WallDateTime, zone: string): string {
  const [date = '', time = ''] = wall.split(' ');
  return zonedToInstant(date, time.slice(0, 5), zone);
}

/** The local date ("YYYY-MM-DD") of an instant in the specialist's zone. */
export function localDateOf(instant: string | number, zone: string): string {
  return instantToZoned(instant, zone).date;
}

/**
 * The instants a view can show around `date`: the week containing it for the week view, a 6-week grid
 * (the most a month spans) starting at the week of the 1st for the month view, the day itself for the
 * day view.
 */
export function visibleRange(
  view: CalendarView,
  date: string,
  zone: string,
  firstDay: IsoWeekday,
): InstantRange {
  if (view === 'day') return localDaysRange(date, 1, zone);
  const anchor = view === 'month' ? addMonths(date, 0) : date;
  const weekStart = addDays(anchor, -((weekdayOf(anchor) - firstDay + 7) % 7));
  return localDaysRange(weekStart, view === 'month' ? 42 : 7, zone);
}

/** dayjs and the library count weekdays 0 = Sunday … 6 = Saturday; ISO counts 1 = Monday … 7 = Sunday. */
export function toLibraryWeekday(day: IsoWeekday): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return (day % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** How a time slot is drawn: inside the weekly hours (shaded), on a day off (hatched), or neither. */
export type SlotAvailability = 'available' | 'day-off' | undefined;

/**
 * The slot ("YYYY-MM-DD HH:mm:ss" to "… HH:mm:ss") against the availability, by the booking rule
 * itself: a day off is never shaded, even inside its weekday's hours; a slot is shaded when one of
 * its weekday's ranges holds it whole, whatever that range takes (the booking form warns on the type).
 */
export function slotAvailability(
  check: AvailabilityCheck,
  start: WallDateTime,
  end: WallDateTime,
): SlotAvailability {
  const [date = '', startTime = ''] = start.split(' ');
  // The library ends a day's last slot at "23:59:59", which availability (at most "23:59") covers.
  const slot = { date, start: startTime.slice(0, 5), end: (end.split(' ')[1] ?? '').slice(0, 5) };
  const warning = availabilityWarning(check, { ...slot, type: 'single' });
  if (warning === 'day-off') return 'day-off';
  // With no hours at all the rule has nothing to warn about; the calendar has nothing to shade.
  if (check.availability.length === 0 || warning === 'outside-hours') return undefined;
  return 'available';
}

/** Only a session still to happen moves; the status machine refuses the rest anyway. */
export function isMovable(status: SessionStatus): boolean {
  return status === 'scheduled' || status === 'rescheduled';
}

/**
 * Event colours by mode, filled, with white text well above WCAG AA (4.5:1) so a 12 px label stays
 * readable: blue.9 #1864ab 6.1:1, grape.9 #862e9c 7.3:1, teal.9 (the theme's) #06664a 7.0:1. A
 * cancelled session is gray.7 #495057 (8.2:1) and struck through, whatever its mode: dimming it with
 * opacity would drop its text below AA.
 */
export const MODE_COLORS: Record<SessionMode, string> = {
  video: 'blue.9',
  audio: 'grape.9',
  chat: 'teal.9',
};
export const CANCELLED_COLOR = 'gray.7';
