/** The local tables of session packages (#core/packages): the offers, and the packages sold. */
import { PACKAGE_ENTITY, PACKAGE_OFFER_ENTITY } from '#core/packages/package-entity';
import type { PackageOfferRow } from '#core/packages/package-schema';
import { defineSyncedTable, storeRowsAgain } from '../local-table.ts';
import { type StoredPackage, withPackageKeys } from './package-keys.ts';

/** Version 7: the offers a specialist sells; few rows, read whole, no derived keys. */
export const PACKAGE_OFFERS_TABLE = defineSyncedTable<PackageOfferRow>()('packageOffers', {
  entity: PACKAGE_OFFER_ENTITY,
  history: [{ version: 7, stores: 'id' }],
});

export const PACKAGES_TABLE = defineSyncedTable<StoredPackage>()('packages', {
  entity: PACKAGE_ENTITY,
  toStored: withPackageKeys,
  patientOf: (row) => row.patientId,
  history: [
    // Version 7: a patient's packages (and a company's, shared by its employees) by `patientId`, a
    // sold offer's by `offerId`.
    { version: 7, stores: 'id, patientId, offerId' },
    // Version 10 (package lists): the sold list pages and filters by its derived keys
    // (./package-keys.ts), never reading every package.
    {
      version: 10,
      stores: 'id, patientId, offerId, livePurchasedAt, unpaidPurchasedAt, liveExpiresAt',
      upgrade: storeRowsAgain('packages', withPackageKeys),
    },
  ],
});
