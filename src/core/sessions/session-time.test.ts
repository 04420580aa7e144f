import { describe, expect, it, vi } from 'vitest';
import {
  dayRange,
  firstDayOfWeek,
  localDaysRange,
  midnight,
  monthRange,
  weekRange,
  yearRange,
} from './session-periods.ts';
import {
  addDays,
  addMonths,
  formatInstant,
  instantToZoned,
  isValidTimeZone,
  parseInstant,
  weekdayOf,
  zonedToInstant,
} from './session-time.ts';

const HOUR_MS = 60 * 60 * 1000;
const hoursOf = (range: { start: string; end: string }) =>
  (Date.parse(range.end) - Date.parse(range.start)) / HOUR_MS;

describe('parseInstant', () => {
  it('reads instants with Z or an offset, to the millisecond', () => {
    expect(parseInstant('2026-11-23T13:00:00.000Z')).toBe(Date.UTC(2026, 10, 23, 13));
    expect(parseInstant('2026-11-23T16:00+03:00')).toBe(Date.UTC(2026, 10, 23, 13));
    expect(parseInstant('2026-11-23T08:00:00-05:00')).toBe(Date.UTC(2026, 10, 23, 13));
    expect(parseInstant('2026-11-23T13:00:00.5Z')).toBe(Date.UTC(2026, 10, 23, 13, 0, 0, 500));
    expect(parseInstant('2026-11-23T13:00:00.29Z')).toBe(Date.UTC(2026, 10, 23, 13, 0, 0, 290));
    expect(parseInstant('2026-11-23T13:00:00.123456789Z')).toBe(Date.UTC(2026, 10, 23, 13, 0, 0, 123));
    expect(formatInstant(Date.UTC(2026, 10, 23, 13))).toBe('2026-11-23T13:00:00.000Z');
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T10:60:00Z',
    '2026-11-23T10:00:60Z',
    '2026-11-23T10:00:00',
    '2026-11-23',
    '2026-11-23T10:00:00+25:00',
    'tomorrow',
  ])('refuses %s', (text) => {
    expect(parseInstant(text)).toBeUndefined();
  });
});

describe('time zones', () => {
  it('knows real zones and refuses others', () => {
    for (const zone of ['Europe/Paris', 'Asia/Riyadh', 'America/New_York', 'Africa/Casablanca', 'UTC'])
      expect(isValidTimeZone(zone)).toBe(true);
    for (const zone of ['', ' ', 'Mars/Olympus', 'Paris', 'GMT+25'])
      expect(isValidTimeZone(zone)).toBe(false);
  });

  it('converts a local time to an instant and back in Paris, Riyadh and New York', () => {
    const cases = [
      ['Europe/Paris', '2026-01-15', '14:00', '2026-01-15T13:00:00.000Z'], // CET, +01
      ['Europe/Paris', '2026-07-16', '14:00', '2026-07-16T12:00:00.000Z'], // CEST, +02
      ['Asia/Riyadh', '2026-01-15', '14:00', '2026-01-15T11:00:00.000Z'], // +03 all year
      ['Asia/Riyadh', '2026-07-16', '14:00', '2026-07-16T11:00:00.000Z'],
      ['America/New_York', '2026-01-15', '14:00', '2026-01-15T19:00:00.000Z'], // EST, −05
      ['America/New_York', '2026-07-16', '14:00', '2026-07-16T18:00:00.000Z'], // EDT, −04
    ] as const;
    for (const [zone, date, time, instant] of cases) {
      expect(zonedToInstant(date, time, zone)).toBe(instant);
      expect(instantToZoned(instant, zone)).toEqual({ date, time, weekday: 4 }); // both Thursdays
    }
  });

  it('moves a time in the spring-forward gap forward by the gap (Paris 02:30 → 03:30)', () => {
    const instant = zonedToInstant('2026-03-29', '02:30', 'Europe/Paris');
    expect(instant).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToZoned(instant, 'Europe/Paris').time).toBe('03:30');
    expect(zonedToInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first of a repeated fall-back hour (Paris 02:30 CEST, not CET)', () => {
    expect(zonedToInstant('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantToZoned('2026-10-25T01:30:00.000Z', 'Europe/Paris').time).toBe('02:30');
    expect(zonedToInstant('2026-10-25', '03:00', 'Europe/Paris')).toBe('2026-10-25T02:00:00.000Z');
    expect(zonedToInstant('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('round-trips every quarter hour of both DST days, except the skipped hour', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const back = instantToZoned(zonedToInstant(date, time, 'Europe/Paris'), 'Europe/Paris');
        const isSkipped = date === '2026-03-29' && time.startsWith('02:');
        if (!isSkipped) expect(back).toMatchObject({ date, time });
      }
    }
  });

  it('refuses malformed local dates and times', () => {
    expect(() => zonedToInstant('2026-02-30', '10:00', 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedToInstant('2026-11-23', '24:00', 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedToInstant('23/11/2026', '10:00', 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedToInstant('2026-11-23', '10:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-11-23', -11)).toBe('2025-12-01');
    expect(weekdayOf('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOf('2026-11-22')).toBe(7);
  });
});

describe('first day of the week', () => {
  it('follows the language: Sunday in English, Monday in French, Saturday in Arabic', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it('follows the region when the locale names one', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('ar-MA')).toBe(1);
    expect(firstDayOfWeek('ar-SA')).toBe(7);
  });

  it('falls back to the same answers where the engine has no week info (Firefox)', () => {
    // The cast names the week-info members lib.es2023 does not declare; each engine has one of them.
    const prototype = Intl.Locale.prototype as Intl.Locale & {
      getWeekInfo: () => unknown;
      weekInfo: unknown;
    };
    // Simulates an engine without the proposal: only the members this code reads disappear.
    if ('getWeekInfo' in prototype) vi.spyOn(prototype, 'getWeekInfo').mockReturnValue(undefined);
    if ('weekInfo' in prototype) vi.spyOn(prototype, 'weekInfo', 'get').mockReturnValue(undefined);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(firstDayOfWeek('de')).toBe(1);
    // Proof the table answered: it knows languages, not regions (the engine says Monday for en-GB).
    expect(firstDayOfWeek('en-GB')).toBe(7);
  });

  it('answers Monday (ISO 8601) for a malformed tag', () => {
    expect(firstDayOfWeek('not a locale!')).toBe(1);
  });
});

describe('day, week, month and year ranges in a zone', () => {
  it('starts a day at local midnight, and a DST day lasts 23 or 25 hours', () => {
    expect(dayRange('2026-11-23T22:30:00.000Z', 'Asia/Riyadh')).toEqual({
      start: '2026-11-23T21:00:00.000Z', // already the 24th in Riyadh
      end: '2026-11-24T21:00:00.000Z',
    });
    expect(hoursOf(dayRange('2026-03-29T12:00:00.000Z', 'Europe/Paris'))).toBe(23);
    expect(hoursOf(dayRange('2026-10-25T12:00:00.000Z', 'Europe/Paris'))).toBe(25);
    expect(hoursOf(localDaysRange('2026-03-08', 1, 'America/New_York'))).toBe(23);
  });

  it('starts a day where midnight is skipped at the end of the gap (Santiago)', () => {
    // Chile springs forward from 00:00 to 01:00 on 6 September 2026.
    expect(midnight('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(instantToZoned('2026-09-06T04:00:00.000Z', 'America/Santiago').time).toBe('01:00');
  });

  it('starts the week on the language first day', () => {
    const monday = '2026-11-23T12:00:00.000Z';
    expect(weekRange(monday, 'Asia/Riyadh', firstDayOfWeek('ar'))).toEqual({
      start: '2026-11-20T21:00:00.000Z', // Saturday 21 November, 00:00 in Riyadh
      end: '2026-11-27T21:00:00.000Z',
    });
    expect(weekRange(monday, 'Europe/Paris', firstDayOfWeek('fr')).start).toBe('2026-11-22T23:00:00.000Z');
    expect(weekRange(monday, 'America/New_York', firstDayOfWeek('en')).start).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    // On the first day itself the week starts that day.
    expect(weekRange('2026-11-21T12:00:00.000Z', 'Asia/Riyadh', 6).start).toBe('2026-11-20T21:00:00.000Z');
  });

  it('keeps a week across the spring change at 7 local days (167 hours)', () => {
    expect(hoursOf(weekRange('2026-03-29T12:00:00.000Z', 'Europe/Paris', 1))).toBe(167);
  });

  it('bounds months and years at local midnight', () => {
    expect(monthRange('2026-11-23T12:00:00.000Z', 'America/New_York')).toEqual({
      start: '2026-11-01T04:00:00.000Z', // EDT until 1 November 02:00
      end: '2026-12-01T05:00:00.000Z',
    });
    expect(monthRange('2026-12-31T22:00:00.000Z', 'Asia/Riyadh')).toEqual({
      start: '2026-12-31T21:00:00.000Z', // already January in Riyadh
      end: '2027-01-31T21:00:00.000Z',
    });
    expect(yearRange('2026-06-01T00:00:00.000Z', 'Europe/Paris')).toEqual({
      start: '2025-12-31T23:00:00.000Z',
      end: '2026-12-31T23:00:00.000Z',
    });
  });
});
