import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { availabilityWarning } from './availability.ts';
import { PROFILE_ENTITY } from './profile-entity.ts';
import { PROFILE_SECTIONS } from './profile-schema.ts';
import { SAMPLE_PROFILE } from './sample-profile.ts';

describe('the profile schema', () => {
  it('accepts the sample and covers every field in exactly one section', () => {
    expect(v.is(PROFILE_ENTITY.fieldsSchema, SAMPLE_PROFILE)).toBe(true);
    const sectioned = Object.values(PROFILE_SECTIONS).flat();
    expect([...sectioned].sort()).toEqual([...PROFILE_ENTITY.fieldNames].sort());
  });
});

describe('availability warnings', () => {
  const check = {
    availability: [
      { day: 'mon' as const, start: '09:00', end: '12:00', offer: 'single' as const },
      { day: 'mon' as const, start: '14:00', end: '18:00' },
    ],
    daysOff: [{ from: '2026-12-21', to: '2026-12-27' }],
    sessionOffer: 'packages' as const,
  };
  // 2026-11-23 and 2026-12-21 are Mondays.
  it('warns outside the hours, on a day off, and where the hours do not take the type', () => {
    expect(
      availabilityWarning(check, { date: '2026-11-23', start: '09:00', end: '10:00', type: 'single' }),
    ).toBeUndefined();
    expect(
      availabilityWarning(check, { date: '2026-11-23', start: '11:30', end: '12:30', type: 'single' }),
    ).toBe('outside-hours');
    expect(
      availabilityWarning(check, { date: '2026-11-24', start: '09:00', end: '10:00', type: 'single' }),
    ).toBe('outside-hours');
    expect(
      availabilityWarning(check, { date: '2026-12-21', start: '09:00', end: '10:00', type: 'single' }),
    ).toBe('day-off');
    expect(
      availabilityWarning(check, { date: '2026-11-23', start: '09:00', end: '10:00', type: 'package' }),
    ).toBe('singles-only');
    // The afternoon has no choice of its own: the profile's (packages) applies.
    expect(
      availabilityWarning(check, { date: '2026-11-23', start: '15:00', end: '16:00', type: 'single' }),
    ).toBe('packages-only');
    expect(
      availabilityWarning(check, { date: '2026-11-23', start: '15:00', end: '16:00', type: 'package' }),
    ).toBeUndefined();
  });

  it('has nothing to warn about without any availability, except days off', () => {
    const none = { ...check, availability: [] };
    expect(
      availabilityWarning(none, { date: '2026-11-24', start: '03:00', end: '04:00', type: 'single' }),
    ).toBeUndefined();
    expect(
      availabilityWarning(none, { date: '2026-12-22', start: '03:00', end: '04:00', type: 'single' }),
    ).toBe('day-off');
  });
});
