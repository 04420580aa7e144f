/**
 * Instants and the specialist's time zone, with Intl alone (no time-zone library): a session's start is
 * stored as a UTC instant and shown, booked and grouped by day in the specialist's IANA zone. Local
 * dates are 'YYYY-MM-DD', local times 'HH:mm' (24 h), weekdays ISO (1 = Monday … 7 = Sunday).
 */

export type LocalDateTime = { date: string; time: string; weekday: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const INSTANT_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Epoch milliseconds of an ISO 8601 instant with `Z` or an offset, or undefined. Stricter than
 * `Date.parse`, which turns 30 February into 2 March and accepts a date without a zone as local time.
 */
export function parseInstant(text: string): number | undefined {
  const match = INSTANT_PATTERN.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone = 'Z'] = match;
  const utc = civilToUtcMs(Number(year), Number(month), Number(day), Number(hour), Number(minute));
  if (utc === undefined || Number(second) > 59) return undefined;
  const offsetMinutes =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  // Milliseconds from the first three digits: beyond them an instant is truncated, never rounded up.
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  return utc + Number(second) * 1000 + millis - offsetMinutes * 60_000;
}

/** The canonical stored form (`toISOString`): fixed width, so instants sort as strings in an index. */
export function formatInstant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** Whether the engine knows this IANA zone (aliases such as "UTC" included, unlike supportedValuesOf). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The device's zone: the default of the profile's time zone until the specialist sets one. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall clock of `zone` at an instant. */
export function instantToZoned(instant: string | number, zone: string): LocalDateTime {
  const wall = wallClockMs(toEpochMs(instant), zone);
  const iso = new Date(wall).toISOString();
  const weekday = new Date(wall).getUTCDay() || 7;
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday };
}

/**
 * The instant at which `zone`'s wall clock reads `date` `time`, resolved as Temporal's
 * "compatible" disambiguation: a time skipped by a spring-forward gap moves forward by the gap
 * (02:30 → 03:30 in Paris), an hour repeated by a fall-back takes its first occurrence. Throws
 * RangeError on a malformed date or time (a programming error: inputs come from pickers).
 */
export function zonedToInstant(date: string, time: string, zone: string): string {
  const local = parseLocalDateTime(date, time);
  const offsetBefore = offsetMs(local - DAY_MS, zone);
  const offsetAfter = offsetMs(local + DAY_MS, zone);
  const candidates = [local - offsetBefore, local - offsetAfter]
    .filter((instant) => wallClockMs(instant, zone) === local)
    .sort((a, b) => a - b);
  // No candidate: the wall time is in a gap; the offset before the gap pushes it past the gap.
  return formatInstant(candidates[0] ?? local - offsetBefore);
}

/** `date` moved by whole days on the calendar (not by 24 h, which a DST day is not). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of the month `months` after the month of `date`. */
export function addMonths(date: string, months: number): string {
  const [year, month] = dateParts(date);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a local date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

function toEpochMs(instant: string | number): number {
  if (typeof instant === 'number') return instant;
  const epochMs = parseInstant(instant);
  if (epochMs === undefined) throw new RangeError(`Not an ISO instant: ${instant}`);
  return epochMs;
}

function parseLocalDateTime(date: string, time: string): number {
  const [year, month, day] = dateParts(date);
  const timeMatch = TIME_PATTERN.exec(time);
  if (!timeMatch) throw new RangeError(`Not a local time: ${time}`);
  return Date.UTC(year, month - 1, day, Number(timeMatch[1]), Number(timeMatch[2]));
}

function dateParts(date: string): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  const parts: [number, number, number] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || civilToUtcMs(...parts, 0, 0) === undefined) throw new RangeError(`Not a date: ${date}`);
  return parts;
}

/** Epoch ms of a civil date and time read as UTC, or undefined when a part is out of range. */
function civilToUtcMs(year: number, month: number, day: number, hour: number, minute: number) {
  if (hour > 23 || minute > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 30 February over to March; a real date reads back unchanged.
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date.getTime() : undefined;
}

/** Constructing a DateTimeFormat costs far more than formatting: one per zone, kept. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `epochMs`, as epoch ms of the same civil time in UTC (whole seconds). */
function wallClockMs(epochMs: number, zone: string): number {
  const parts: Record<string, string> = {};
  for (const { type, value } of wallClockFormat(zone).formatToParts(epochMs)) parts[type] = value;
  // The era keeps years before 1 AD apart; hour "24" is how some engines write midnight in h23.
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  return Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
}

/** `zone`'s offset from UTC at an instant (positive east of Greenwich). */
function offsetMs(epochMs: number, zone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockMs(wholeSecond, zone) - wholeSecond;
}
