import { describe, expect, it } from 'vitest';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { deviceTimeZone } from '#core/sessions/session-time';
import { defaultOfficeTerms, priceFor, withProfile } from './office-terms.ts';

const PROFILE: ProfileRow = {
  ...SAMPLE_PROFILE,
  spokenLanguages: [...SAMPLE_PROFILE.spokenLanguages],
  patientCategories: [...SAMPLE_PROFILE.patientCategories],
  problems: [...SAMPLE_PROFILE.problems],
  therapyModes: [...SAMPLE_PROFILE.therapyModes],
  availability: [...SAMPLE_PROFILE.availability],
  daysOff: [{ from: '2026-12-24', to: '2027-01-02' }],
  price60Cents: 7_050,
  timeZone: 'Asia/Tokyo',
  id: crypto.randomUUID(),
  ownerId: crypto.randomUUID(),
  version: 3,
  updatedAt: '2026-11-23T10:00:00.000Z',
  deletedAt: null,
};

describe('withProfile', () => {
  it('takes the prices in minor units, the availability, days off and time zone from the profile', () => {
    const terms = withProfile(defaultOfficeTerms(), PROFILE);
    expect(terms).toMatchObject({
      currency: 'EUR',
      availability: PROFILE.availability,
      daysOff: PROFILE.daysOff,
      sessionOffer: 'both',
      timeZone: 'Asia/Tokyo',
    });
    expect(priceFor(terms, 30)).toBe(4000);
    expect(priceFor(terms, 60)).toBe(7050);
  });

  it('keeps the device’s zone for a profile that has none', () => {
    const terms = withProfile(
      { ...defaultOfficeTerms(), timeZone: 'Asia/Tokyo' },
      { ...PROFILE, timeZone: null },
    );
    expect(terms.timeZone).toBe(deviceTimeZone());
  });

  it('has no prices before the profile is on the device', () => {
    expect(priceFor(defaultOfficeTerms(), 60)).toBeUndefined();
  });
});
