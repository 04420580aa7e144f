import { describe, expect, it } from 'vitest';
import {
  fromWall,
  isMovable,
  slotAvailability,
  toLibraryWeekday,
  toWall,
  visibleRange,
} from './calendar-model.ts';

const PARIS = 'Europe/Paris';

describe('wall clock and instants', () => {
  it('reads an instant on the specialist clock and back, whatever the browser zone', () => {
    expect(toWall('2026-11-23T13:00:00.000Z', PARIS)).toBe('2026-11-23 14:00:00');
    expect(fromWall('2026-11-23 14:00:00', PARIS)).toBe('2026-11-23T13:00:00.000Z');
    expect(fromWall('2026-11-23 14:30:00', 'Asia/Tokyo')).toBe('2026-11-23T05:30:00.000Z');
  });

  it('moves a wall time skipped by the spring-forward gap past the gap', () => {
    expect(fromWall('2026-03-29 02:30:00', PARIS)).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('visibleRange', () => {
  it('covers one local day for the day view, DST days included', () => {
    expect(visibleRange('day', '2026-10-25', PARIS, 1)).toEqual({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
    });
  });

  it('covers the week from the language first day', () => {
    // Wednesday 25 November 2026: the Monday week (fr) and the Saturday week (ar).
    expect(visibleRange('week', '2026-11-25', 'UTC', 1).start).toBe('2026-11-23T00:00:00.000Z');
    expect(visibleRange('week', '2026-11-25', 'UTC', 6).start).toBe('2026-11-21T00:00:00.000Z');
    expect(visibleRange('week', '2026-11-25', 'UTC', 7).end).toBe('2026-11-29T00:00:00.000Z');
  });

  it('covers the six-week grid around the month', () => {
    // 1 November 2026 is a Sunday: the Sunday grid starts on it, the Monday one on 26 October.
    expect(visibleRange('month', '2026-11-18', 'UTC', 7)).toEqual({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-13T00:00:00.000Z',
    });
    expect(visibleRange('month', '2026-11-18', 'UTC', 1).start).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('slotAvailability', () => {
  const check = {
    availability: [
      { day: 'mon' as const, start: '09:00', end: '12:00' },
      { day: 'mon' as const, start: '14:00', end: '18:00', offer: 'packages' as const },
      { day: 'sun' as const, start: '20:00', end: '23:59' },
    ],
    daysOff: [],
    sessionOffer: 'both' as const,
  };
  // 23 November 2026 is a Monday.
  const at = (date: string, from: string, to: string) =>
    slotAvailability(check, `${date} ${from}:00`, `${date} ${to}:00`);

  it('shades the slots inside any range of their weekday, whatever the range takes', () => {
    expect(at('2026-11-23', '09:00', '09:30')).toBe('available');
    expect(at('2026-11-23', '11:30', '12:00')).toBe('available');
    expect(at('2026-11-23', '14:30', '15:00')).toBe('available');
  });

  it('leaves the gap between ranges, other weekdays and partial slots unshaded', () => {
    expect(at('2026-11-23', '12:00', '12:30')).toBe(undefined);
    expect(at('2026-11-24', '09:00', '09:30')).toBe(undefined);
    expect(at('2026-11-23', '08:30', '09:30')).toBe(undefined);
  });

  it('reads the last slot of a day, which ends at 23:59:59', () => {
    expect(slotAvailability(check, '2026-11-29 23:30:00', '2026-11-29 23:59:59')).toBe('available');
  });

  it('marks every slot of a day off, inside the weekly hours or not, and never shades it', () => {
    const off = { ...check, daysOff: [{ from: '2026-11-23', to: '2026-11-24' }] };
    expect(slotAvailability(off, '2026-11-23 09:00:00', '2026-11-23 09:30:00')).toBe('day-off');
    expect(slotAvailability(off, '2026-11-24 03:00:00', '2026-11-24 03:30:00')).toBe('day-off');
    expect(slotAvailability(off, '2026-11-30 09:00:00', '2026-11-30 09:30:00')).toBe('available');
  });

  it('shades nothing without weekly hours, but still marks the days off', () => {
    const none = { ...check, availability: [], daysOff: [{ from: '2026-11-25', to: '2026-11-25' }] };
    expect(slotAvailability(none, '2026-11-23 09:00:00', '2026-11-23 09:30:00')).toBe(undefined);
    expect(slotAvailability(none, '2026-11-25 09:00:00', '2026-11-25 09:30:00')).toBe('day-off');
  });
});

describe('the rest', () => {
  it('lets only sessions still to happen move', () => {
    expect(isMovable('scheduled')).toBe(true);
    expect(isMovable('rescheduled')).toBe(true);
    expect(isMovable('ongoing')).toBe(false);
    expect(isMovable('completed')).toBe(false);
    expect(isMovable('cancelled')).toBe(false);
  });

  it('counts weekdays from Sunday = 0 for the library', () => {
    expect(toLibraryWeekday(7)).toBe(0);
    expect(toLibraryWeekday(1)).toBe(1);
    expect(toLibraryWeekday(6)).toBe(6);
  });
});
