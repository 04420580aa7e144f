import { describe, expect, it } from 'vitest';
import { BOOKING_DAYS_AHEAD, openSlots, type SlotQuery } from './open-slots.ts';

// Sunday 29 November 2026, 08:00 in Paris: Monday 09:00 is a day away.
const NOW = '2026-11-29T07:00:00.000Z';
const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  availability: [{ day: 'mon', start: '09:00', end: '11:00' }],
  daysOff: [],
  sessionOffer: 'both',
  timeZone: 'Europe/Paris',
  busy: [],
  now: NOW,
  durationMinutes: 60,
  ...overrides,
});

describe('open slots of a booking page', () => {
  it('starts every half hour inside the hours, in the zone, for each Monday of the coming weeks', () => {
    const slots = openSlots(query());
    expect(slots.slice(0, 3)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T08:30:00.000Z',
      '2026-11-30T09:00:00.000Z',
    ]);
    expect(slots).toHaveLength(3 * Math.ceil(BOOKING_DAYS_AHEAD / 7));
  });

  it('leaves out a day off, a time overlapping a session or a pending request, and the next 24 hours', () => {
    const slots = openSlots(
      query({
        daysOff: [{ from: '2026-12-07', to: '2026-12-07' }],
        busy: [{ startsAt: '2026-11-30T08:30:00.000Z', durationMinutes: 30 }],
      }),
    );
    // 09:30–10:00 Paris is taken: only the hour from 10:00 is left that Monday.
    expect(slots.filter((slot) => slot.startsWith('2026-11-30'))).toEqual(['2026-11-30T09:00:00.000Z']);
    expect(slots.filter((slot) => slot.startsWith('2026-12-07'))).toEqual([]);
    const soon = openSlots(
      query({
        now: '2026-11-29T09:00:00.000Z',
        availability: [{ day: 'sun', start: '12:00', end: '18:00' }],
      }),
    );
    expect(soon.every((slot) => Date.parse(slot) >= Date.parse(NOW) + 24 * 3_600_000)).toBe(true);
  });

  it('offers nothing in hours that take packages only, and nothing without availability', () => {
    expect(
      openSlots(query({ availability: [{ day: 'mon', start: '09:00', end: '11:00', offer: 'packages' }] })),
    ).toEqual([]);
    expect(openSlots(query({ availability: [] }))).toEqual([]);
  });
});
