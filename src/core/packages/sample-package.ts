/**
 * One valid offer and one valid package sold from it, for tests on every layer (as SAMPLE_SESSION is
 * for sessions): a test changes only what it is about. The ids they point at are any UUIDs: owner
 * checks are the server's.
 */
import type { PackageFields, PackageOfferFields } from './package-schema.ts';
import { packageExpiry } from './package-units.ts';

const PURCHASED_AT = '2026-11-02T10:00:00.000Z';

export const SAMPLE_PACKAGE_OFFER: PackageOfferFields = {
  name: 'Five video sessions',
  sessionCount: 5,
  durationMinutes: 60,
  modes: ['video', 'audio'],
  totalPrice: 30000,
  currency: 'EUR',
  validityDays: 90,
  archived: false,
};

export const SAMPLE_PACKAGE: PackageFields = {
  offerId: '3f6a1c2d-4b5e-4f70-8a91-b2c3d4e5f607',
  patientId: '5d0c2b7e-8a41-4f3e-9c6d-2e7f1a9b3c55',
  name: SAMPLE_PACKAGE_OFFER.name,
  sessionCount: SAMPLE_PACKAGE_OFFER.sessionCount,
  durationMinutes: SAMPLE_PACKAGE_OFFER.durationMinutes,
  modes: SAMPLE_PACKAGE_OFFER.modes,
  price: SAMPLE_PACKAGE_OFFER.totalPrice,
  currency: SAMPLE_PACKAGE_OFFER.currency,
  purchasedAt: PURCHASED_AT,
  expiresAt: packageExpiry(PURCHASED_AT, SAMPLE_PACKAGE_OFFER.validityDays),
  paid: true,
};
