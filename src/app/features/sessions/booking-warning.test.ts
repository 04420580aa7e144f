import { describe, expect, it } from 'vitest';
import { bookingWarning, wallTimeAfter } from './booking-warning.ts';

// 23 November 2026 is a Monday.
const CHECK = {
  availability: [
    { day: 'mon' as const, start: '09:00', end: '12:00' },
    { day: 'tue' as const, start: '14:00', end: '18:00', offer: 'packages' as const },
    { day: 'sun' as const, start: '20:00', end: '23:59' },
  ],
  daysOff: [{ from: '2026-12-21', to: '2026-12-25' }],
  sessionOffer: 'both' as const,
};

describe('bookingWarning', () => {
  it('says nothing while the date or the time is not chosen', () => {
    expect(bookingWarning(CHECK, { date: '', time: '10:00', durationMinutes: 60, type: 'single' })).toBe(
      undefined,
    );
    expect(bookingWarning(CHECK, { date: '2026-11-23', time: '', durationMinutes: 60, type: 'single' })).toBe(
      undefined,
    );
  });

  it('accepts a session that ends exactly when the hours do', () => {
    expect(
      bookingWarning(CHECK, { date: '2026-11-23', time: '11:00', durationMinutes: 60, type: 'single' }),
    ).toBe(undefined);
  });

  it('warns when the duration runs past the hours, or the day has none', () => {
    expect(
      bookingWarning(CHECK, { date: '2026-11-23', time: '11:30', durationMinutes: 60, type: 'single' }),
    ).toBe('outside-hours');
    expect(
      bookingWarning(CHECK, { date: '2026-11-23', time: '14:00', durationMinutes: 30, type: 'single' }),
    ).toBe('outside-hours');
  });

  it('warns on a day off before anything else, even inside the weekly hours', () => {
    // 21 December 2026 is a Monday.
    expect(
      bookingWarning(CHECK, { date: '2026-12-21', time: '10:00', durationMinutes: 30, type: 'single' }),
    ).toBe('day-off');
  });

  it('warns when the hours do not take the session type', () => {
    expect(
      bookingWarning(CHECK, { date: '2026-11-24', time: '15:00', durationMinutes: 60, type: 'single' }),
    ).toBe('packages-only');
    expect(
      bookingWarning(CHECK, { date: '2026-11-24', time: '15:00', durationMinutes: 60, type: 'package' }),
    ).toBe(undefined);
  });

  it('counts a session ending at midnight inside hours up to 23:59, one crossing it outside', () => {
    expect(
      bookingWarning(CHECK, { date: '2026-11-29', time: '23:00', durationMinutes: 60, type: 'single' }),
    ).toBe(undefined);
    expect(
      bookingWarning(CHECK, { date: '2026-11-29', time: '23:30', durationMinutes: 60, type: 'single' }),
    ).toBe('outside-hours');
  });
});

describe('wallTimeAfter', () => {
  it('adds minutes on the wall clock and runs past midnight', () => {
    expect(wallTimeAfter('09:15', 30)).toBe('09:45');
    expect(wallTimeAfter('09:30', 60)).toBe('10:30');
    expect(wallTimeAfter('23:00', 60)).toBe('24:00');
    expect(wallTimeAfter('23:30', 60)).toBe('24:30');
  });
});
