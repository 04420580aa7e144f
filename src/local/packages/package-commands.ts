/**
 * The package writes of `/session-packages`, each queued through ../sync/queue-writes.ts: define, edit, archive an offer;
 * sell one (the package copies the offer's terms, so a later edit of the offer leaves it as sold);
 * mark a package paid; delete a package no session has drawn on.
 * Invariant: a package that carried a session is never deleted from here (its sessions would lose it).
 */
import { PACKAGE_ENTITY, PACKAGE_OFFER_ENTITY } from '#core/packages/package-entity';
import type { PackageOfferFields, PackageOfferRow } from '#core/packages/package-schema';
import { packageExpiry } from '#core/packages/package-units';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { sessionsOnPackage } from '../sessions/session-store.ts';
import { queueCreate, queueDelete, queueUpdate } from '../sync/queue-writes.ts';

export async function createOffer(fields: PackageOfferFields, db: MindofficeDb = getDb()): Promise<string> {
  const id = crypto.randomUUID();
  await queueCreate(PACKAGE_OFFER_ENTITY, id, fields, db);
  return id;
}

export function updateOffer(
  id: string,
  fields: Partial<PackageOfferFields>,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry | undefined> {
  return queueUpdate(PACKAGE_OFFER_ENTITY, id, fields, db);
}

export function setOfferArchived(id: string, isArchived: boolean, db: MindofficeDb = getDb()) {
  return queueUpdate(PACKAGE_OFFER_ENTITY, id, { archived: isArchived }, db);
}

/** What the sell form collects; the terms come from the offer. Price in minor units of its currency. */
export type SaleDraft = { patientId: string; purchasedAt: string; price: number; paid: boolean };

export async function sellPackage(
  offer: PackageOfferRow,
  sale: SaleDraft,
  db: MindofficeDb = getDb(),
): Promise<string> {
  const id = crypto.randomUUID();
  await queueCreate(
    PACKAGE_ENTITY,
    id,
    {
      offerId: offer.id,
      patientId: sale.patientId,
      name: offer.name,
      sessionCount: offer.sessionCount,
      durationMinutes: offer.durationMinutes,
      modes: offer.modes,
      price: sale.price,
      currency: offer.currency,
      purchasedAt: sale.purchasedAt,
      expiresAt: packageExpiry(sale.purchasedAt, offer.validityDays),
      paid: sale.paid,
    },
    db,
  );
  return id;
}

export function setPackagePaid(id: string, isPaid: boolean, db: MindofficeDb = getDb()) {
  return queueUpdate(PACKAGE_ENTITY, id, { paid: isPaid }, db);
}

/** Whether the package can go: no session of this device, even a cancelled one, points at it. */
export async function isPackageDeletable(id: string, db: MindofficeDb = getDb()): Promise<boolean> {
  const pointing = await sessionsOnPackage(db, id);
  return pointing.every((row) => row.deletedAt !== null);
}

/** Deletes a package no session ever drew on; answers false (and queues nothing) otherwise. */
export async function deletePackage(id: string, db: MindofficeDb = getDb()): Promise<boolean> {
  if (!(await isPackageDeletable(id, db))) return false;
  await queueDelete(PACKAGE_ENTITY, id, db);
  return true;
}
