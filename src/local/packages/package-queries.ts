/**
 * Packages read from the device: the units a package has left (from the sessions drawing on it, as
 * the server counts them), the packages a patient may draw on (their own and their company's), and the
 * check a booking runs before it queues — the same rule the server applies, so a session the server
 * would refuse is explained on the page instead of landing in the Unsynced changes panel.
 */
import { PACKAGE_MESSAGES } from '#core/packages/package-messages';
import type { PackageRow } from '#core/packages/package-schema';
import {
  isExpired,
  type PackageRefusal,
  type PackageTerms,
  packageMessageFormat,
  packageRefusal,
  unitsLeft,
} from '#core/packages/package-units';
import type { SessionFields } from '#core/sessions/session-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { sessionsOnPackage } from '../sessions/session-store.ts';

/** A live package of this device with the units its sessions leave. */
export type PackageWithUnits = PackageRow & { unitsLeft: number };

export async function packageUnitsLeft(packageId: string, db: MindofficeDb = getDb()): Promise<number> {
  const row = await db.packages.get(packageId);
  if (!row || row.deletedAt !== null) return 0;
  return unitsLeft(row, await sessionsOnPackage(db, packageId));
}

/**
 * The live packages `patientId` may draw on at `now`: their own and their company's, unexpired, with
 * a unit left; soonest expiry first (the one to use up first).
 */
export async function usablePackages(
  patientId: string,
  now: string,
  db: MindofficeDb = getDb(),
): Promise<PackageWithUnits[]> {
  const patient = await db.patients.get(patientId);
  const holders = [patientId, ...(patient?.companyId ? [patient.companyId] : [])];
  const rows = await db.packages.where('patientId').anyOf(holders).toArray();
  const usable: PackageWithUnits[] = [];
  for (const row of rows) {
    if (row.deletedAt !== null || isExpired(row, now)) continue;
    const left = unitsLeft(row, await sessionsOnPackage(db, row.id));
    if (left > 0) usable.push({ ...row, unitsLeft: left });
  }
  return usable.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/**
 * The packages a booking form offers: the usable ones, and the package the edited session already
 * draws on (used up by that session itself, it is still its to keep).
 */
export async function packageChoices(
  patientId: string,
  now: string,
  heldPackageId: string | null,
  db: MindofficeDb = getDb(),
): Promise<PackageWithUnits[]> {
  const usable = patientId === '' ? [] : await usablePackages(patientId, now, db);
  if (heldPackageId === null || usable.some((row) => row.id === heldPackageId)) return usable;
  const held = await db.packages.get(heldPackageId);
  if (!held) return usable;
  return [...usable, { ...held, unitsLeft: unitsLeft(held, await sessionsOnPackage(db, held.id)) }];
}

/**
 * Why the package named by `fields` cannot carry session `id`, or undefined (also for a single
 * session). As on the server, a deleted package is refused only to a session that did not already
 * draw on it (`heldPackageId`): one booked on it before the delete may still move.
 */
export async function localPackageRefusal(
  db: MindofficeDb,
  id: string,
  fields: SessionFields,
  context: { now: string; locale: string; zone: string; heldPackageId?: string | null },
): Promise<PackageRefusal | undefined> {
  if (fields.packageId === null) return undefined;
  const row = await db.packages.get(fields.packageId);
  const isHeld = context.heldPackageId === fields.packageId;
  if (!row || (row.deletedAt !== null && !isHeld)) {
    return { field: 'packageId', message: PACKAGE_MESSAGES.notFound };
  }
  const patient = await db.patients.get(fields.patientId);
  const terms: PackageTerms = row;
  return packageRefusal(
    terms,
    { id, ...fields, patientCompanyId: patient?.companyId ?? null },
    await sessionsOnPackage(db, row.id),
    context.now,
    packageMessageFormat(context.locale, context.zone),
  );
}
