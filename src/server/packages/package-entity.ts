/**
 * Session packages on the server: the offers (no reference) and the packages sold from them, whose
 * offer and patient (an individual, or a company whose employees share it) must be the same owner's
 * live rows. A package's units are the sessions drawing on it: session-entity.ts checks them.
 */
import { eq } from 'drizzle-orm';
import { PACKAGE_ENTITY, PACKAGE_OFFER_ENTITY } from '#core/packages/package-entity';
import { PACKAGE_MESSAGES } from '#core/packages/package-messages';
import type { PackageFields, PackageOfferFields } from '#core/packages/package-schema';
import { recordWrites } from '../access-log/record-access.ts';
import { packageOffers, packages } from '../db/schema.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const packageOfferEntity: ServerEntity = defineServerEntity<
  PackageOfferFields,
  typeof packageOffers.$inferSelect
>({
  synced: PACKAGE_OFFER_ENTITY,
  table: packageOffers,
  notFound: PACKAGE_MESSAGES.offerNotFound,
});

export const packageEntity: ServerEntity = defineServerEntity<PackageFields, typeof packages.$inferSelect>({
  synced: PACKAGE_ENTITY,
  table: packages,
  notFound: PACKAGE_MESSAGES.notFound,
  references: [
    {
      field: 'offerId',
      target: () => packageOfferEntity,
      message: PACKAGE_MESSAGES.offerNotFound,
      absent: 'not-found',
    },
    {
      field: 'patientId',
      target: () => patientEntity,
      message: PACKAGE_MESSAGES.patientRequired,
      absent: 'not-found',
    },
  ],
  afterWrite: recordWrites<PackageFields>('package', (_id, fields) => fields.patientId),
  // The offer's terms it copied name no one: only the link to the patient goes, with the row.
  erasure: { rowsOf: (patientId) => eq(packages.patientId, patientId), blank: {} },
});
