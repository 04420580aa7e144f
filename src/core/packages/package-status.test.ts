import { describe, expect, it } from 'vitest';
import {
  matchesPackageFilter,
  offerPricing,
  PACKAGE_FILTERS,
  type PackageState,
  packageState,
} from './package-status.ts';

const NOW = '2031-03-12T08:00:00.000Z';
const terms = { sessionCount: 3, expiresAt: '2031-04-01T00:00:00.000Z' };

describe('package state', () => {
  it('is active while units are left before the expiry', () => {
    expect(packageState(terms, 0, NOW)).toBe('active');
    expect(packageState(terms, 2, NOW)).toBe('active');
  });

  it('is expired from the expiry instant on, and used up once every unit is held', () => {
    expect(packageState(terms, 1, terms.expiresAt)).toBe('expired');
    expect(packageState(terms, 3, NOW)).toBe('usedUp');
  });

  it('calls a package both expired and used up "expired": the date decides, without counting units', () => {
    expect(packageState(terms, 3, '2031-05-01T00:00:00.000Z')).toBe('expired');
  });
});

describe('package filters', () => {
  const listed = (state: PackageState, isPaid: boolean) =>
    PACKAGE_FILTERS.filter((filter) => matchesPackageFilter(state, isPaid, filter));

  it('lists a package under All, its state, and Unpaid while it is not paid', () => {
    expect(listed('active', true)).toEqual(['all', 'active']);
    expect(listed('expired', false)).toEqual(['all', 'expired', 'unpaid']);
    expect(listed('usedUp', false)).toEqual(['all', 'usedUp', 'unpaid']);
  });
});

describe('offer pricing', () => {
  it('shows the per-session price and the saving against the profile’s single price', () => {
    expect(offerPricing({ totalPrice: 30000, sessionCount: 5 }, 7000)).toEqual({
      perSession: 6000,
      saving: 5000,
    });
  });

  it('shows no saving while the profile has no price for the duration, and a negative one when dearer', () => {
    expect(offerPricing({ totalPrice: 30000, sessionCount: 5 }, undefined).saving).toBeUndefined();
    expect(offerPricing({ totalPrice: 40000, sessionCount: 5 }, 7000).saving).toBe(-5000);
  });
});
