import { describe, expect, it } from 'vitest';
import type { SessionStep } from '#core/onboarding/profile-completion';
import { deviceTimeZone } from '#core/sessions/session-time';
import { defaultOfficeTerms, priceFor, withProfileSession } from './office-terms.ts';

const STEP: SessionStep = {
  price30: 40,
  price60: 70.5,
  currency: '€',
  availability: [{ day: 'mon', start: '09:00', end: '12:00' }],
  sessionOffer: 'both',
  timeZone: 'Asia/Tokyo',
  bankName: 'BNP Paribas',
  iban: 'FR7630006000011234567890189',
};

describe('withProfileSession', () => {
  it('takes the prices in minor units, the availability and the time zone from the profile', () => {
    const terms = withProfileSession(defaultOfficeTerms(), STEP);
    expect(terms).toMatchObject({ currency: 'EUR', availability: STEP.availability, timeZone: 'Asia/Tokyo' });
    expect(priceFor(terms, 30)).toBe(4000);
    expect(priceFor(terms, 60)).toBe(7050);
  });

  it('keeps the device’s zone for a profile that has none', () => {
    const { timeZone: _none, ...older } = STEP;
    expect(withProfileSession({ ...defaultOfficeTerms(), timeZone: 'Asia/Tokyo' }, older).timeZone).toBe(
      deviceTimeZone(),
    );
  });
});
