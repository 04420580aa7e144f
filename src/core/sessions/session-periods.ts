/**
 * The day, week, month and year around an instant in the specialist's zone, as half-open ranges of
 * UTC instants [start, end): what the sessions filters query and the dashboard's earnings sum over.
 * A day is not 24 h (DST days have 23 or 25), so every boundary is a local midnight converted back.
 */
import { addDays, addMonths, instantToZoned, weekdayOf, zonedToInstant } from './session-time.ts';

/** ISO instants, `start` included, `end` excluded: a session starting at `end` belongs to the next range. */
export type InstantRange = { start: string; end: string };

/** ISO weekday (1 = Monday … 7 = Sunday), as `Intl.Locale`'s week info gives it. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * When the engine has no week info (Firefox): the CLDR answer for our bare languages, which is also
 * the `weekStart` of the dayjs locales the calendar uses, so the "This Week" filter and the calendar's
 * week agree: English (US) Sunday, French Monday, Arabic Saturday (CLDR's `ar` is Egypt's week).
 */
const FIRST_DAY_FALLBACK: Record<string, IsoWeekday> = { en: 7, fr: 1, ar: 6 };

type WeekInfo = { firstDay?: number };
/** `getWeekInfo()` in current engines, the older `weekInfo` getter in Node 20 and Safari 17; not yet typed. */
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week in a language ("en", "fr-CA", "ar-MA"…), Monday when nothing is known. */
export function firstDayOfWeek(locale: string): IsoWeekday {
  let info: WeekInfo | undefined;
  let language = locale.toLowerCase();
  try {
    // The cast adds the week-info members lib.es2023 does not declare yet.
    const intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
    language = intlLocale.language;
    info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  } catch {
    // A malformed tag: fall through to the table, then Monday (ISO 8601).
  }
  const firstDay = info?.firstDay;
  if (firstDay !== undefined && isIsoWeekday(firstDay)) return firstDay;
  return FIRST_DAY_FALLBACK[language] ?? 1;
}

export function dayRange(instant: string | number, zone: string): InstantRange {
  const { date } = instantToZoned(instant, zone);
  return localDaysRange(date, 1, zone);
}

export function weekRange(instant: string | number, zone: string, firstDay: IsoWeekday): InstantRange {
  const { date } = instantToZoned(instant, zone);
  const daysIntoWeek = (weekdayOf(date) - firstDay + 7) % 7;
  return localDaysRange(addDays(date, -daysIntoWeek), 7, zone);
}

export function monthRange(instant: string | number, zone: string): InstantRange {
  const { date } = instantToZoned(instant, zone);
  const first = `${date.slice(0, 7)}-01`;
  return { start: midnight(first, zone), end: midnight(addMonths(first, 1), zone) };
}

export function yearRange(instant: string | number, zone: string): InstantRange {
  const { date } = instantToZoned(instant, zone);
  const first = `${date.slice(0, 4)}-01-01`;
  return { start: midnight(first, zone), end: midnight(addMonths(first, 12), zone) };
}

/** `days` whole local days from the start of `date`. */
export function localDaysRange(date: string, days: number, zone: string): InstantRange {
  return { start: midnight(date, zone), end: midnight(addDays(date, days), zone) };
}

/**
 * The first instant of a local day. Where midnight itself is skipped (Santiago, Havana spring
 * forward at 00:00) that is the end of the gap, 01:00, as Temporal's `startOfDay` answers.
 */
export function midnight(date: string, zone: string): string {
  return zonedToInstant(date, '00:00', zone);
}

function isIsoWeekday(day: number): day is IsoWeekday {
  return Number.isInteger(day) && day >= 1 && day <= 7;
}
