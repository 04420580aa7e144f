/**
 * Package offers (`packageOffer.*` on `/api/package-offers`) and sold packages (`package.*` on
 * `/api/packages`) as synced entities: what the outbox and the server's routes share.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import {
  normalizeModes,
  packageFieldEntries,
  packageOfferFieldEntries,
  packageRuleIssue,
} from './package-schema.ts';

export const PACKAGE_OFFERS_PATH = '/api/package-offers';
export const PACKAGES_PATH = '/api/packages';

export const PACKAGE_OFFER_ENTITY = defineSyncedEntity({
  name: 'packageOffer',
  table: 'packageOffers',
  path: PACKAGE_OFFERS_PATH,
  fieldEntries: packageOfferFieldEntries,
  normalize: normalizeModes,
});

export const PACKAGE_ENTITY = defineSyncedEntity({
  name: 'package',
  table: 'packages',
  path: PACKAGES_PATH,
  fieldEntries: packageFieldEntries,
  crossFieldIssue: packageRuleIssue,
  normalize: normalizeModes,
});
