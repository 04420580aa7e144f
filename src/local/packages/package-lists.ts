/**
 * Reads of the package screens over the local mirror: the offers, the packages sold (filtered and
 * paged, with their holder and units), one patient's packages and one package with its sessions.
 * Invariants: tombstones never reach a screen; units are counted from the sessions as package-units.ts
 * says (a live session holds a unit), through the sessions' `livePackageId` index (session-keys.ts). Inside a live query only IndexedDB reads are awaited (see session-queries.ts).
 */
import type { PackageOfferRow, PackageRow } from '#core/packages/package-schema';
import {
  matchesPackageFilter,
  type PackageFilter,
  type PackageState,
  packageState,
} from '#core/packages/package-status';
import type { PatientType } from '#core/patients/patient-types';
import { getDb, type MindofficeDb } from '../db.ts';
import { type SessionListRow, withPatients } from '../sessions/session-queries.ts';
import { liveUnitsOf, sessionsOnPackage } from '../sessions/session-store.ts';
import { type StoredPackage, withoutPackageKeys } from './package-keys.ts';

export type SoldPackage = PackageRow & {
  patientName: string;
  patientType: PatientType | undefined;
  unitsUsed: number;
  unitsLeft: number;
  state: PackageState;
};

export type SoldPackageQuery = { filter: PackageFilter; pageIndex: number; pageSize: number };
export type SoldPackagePage = { rows: SoldPackage[]; total: number };

/** Live offers: those still sold first, then by name. */
export async function listOffers(db: MindofficeDb = getDb()): Promise<PackageOfferRow[]> {
  const rows = await db.packageOffers.filter((row) => row.deletedAt === null).toArray();
  return rows.sort(
    (a, b) =>
      Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/**
 * One page of the packages sold, latest purchase first, with the total under `filter`. All and Unpaid
 * page and count from their index alone, and so does Expired (on the expiry index, latest expiry
 * first); Active and Used up count the units of the unexpired packages, one index count each.
 */
export async function querySoldPackages(
  query: SoldPackageQuery,
  now: string,
  db: MindofficeDb = getDb(),
): Promise<SoldPackagePage> {
  const start = query.pageIndex * query.pageSize;
  if (query.filter === 'all' || query.filter === 'unpaid') {
    const index = query.filter === 'all' ? 'livePurchasedAt' : 'unpaidPurchasedAt';
    const newestFirst = db.packages.orderBy(index).reverse();
    // The page is read from a clone, as in session-queries.ts: an offset set on the original would
    // leak into its count.
    const [total, rows] = await Promise.all([
      newestFirst.count(),
      newestFirst.clone().offset(start).limit(query.pageSize).toArray(),
    ]);
    return { total, rows: await withUnits(rows, now, db) };
  }
  const expiry = db.packages.where('liveExpiresAt');
  if (query.filter === 'expired') {
    // Expired is a date (package-status.ts): paged and counted on the expiry index, latest expiry first.
    const expired = expiry.belowOrEqual(now);
    const [total, rows] = await Promise.all([
      expired.count(),
      expired.clone().reverse().offset(start).limit(query.pageSize).toArray(),
    ]);
    return { total, rows: await withUnits(rows, now, db) };
  }
  const candidates = await expiry.above(now).toArray();
  const used = await unitsUsedOf(candidates, db);
  const matching = candidates
    .filter((row) =>
      matchesPackageFilter(packageState(row, used.get(row.id) ?? 0, now), row.paid, query.filter),
    )
    .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || b.id.localeCompare(a.id));
  return {
    total: matching.length,
    rows: await withUnits(matching.slice(start, start + query.pageSize), now, db, used),
  };
}

/**
 * The packages shown on a patient's profile: a company's own, or an individual's own and their
 * company's (which they may draw on); latest purchase first.
 */
export async function patientPackages(
  patientId: string,
  now: string,
  db: MindofficeDb = getDb(),
): Promise<SoldPackage[]> {
  const patient = await db.patients.get(patientId);
  const holders = [patientId, ...(patient?.companyId ? [patient.companyId] : [])];
  const rows = await db.packages
    .where('patientId')
    .anyOf(holders)
    .filter((row) => row.deletedAt === null)
    .toArray();
  const withHolder = await withUnits(rows, now, db);
  return withHolder.sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
}

export type PackageDetail = { sold: SoldPackage; sessions: SessionListRow[] };

/** One live package with its sessions (cancelled ones too, which released their unit), in time order. */
export async function packageDetail(
  packageId: string,
  now: string,
  db: MindofficeDb = getDb(),
): Promise<PackageDetail | undefined> {
  const row = await db.packages.get(packageId);
  if (!row || row.deletedAt !== null) return undefined;
  const sessions = (await sessionsOnPackage(db, packageId)).filter((session) => session.deletedAt === null);
  const [sold] = await withUnits([row], now, db);
  if (!sold) return undefined;
  return { sold, sessions: await withPatients(sessions, db) };
}

/**
 * Units used per package: a count of the live sessions on each, read from the index alone, all in one
 * read transaction (a transaction per count would cost more than the count).
 */
async function unitsUsedOf(rows: readonly PackageRow[], db: MindofficeDb): Promise<Map<string, number>> {
  const counts = await db.transaction('r', db.sessionMonths, () =>
    Promise.all(rows.map((row) => liveUnitsOf(db, row.id))),
  );
  return new Map(rows.map((row, index) => [row.id, counts[index] ?? 0]));
}

async function withUnits(
  rows: readonly StoredPackage[],
  now: string,
  db: MindofficeDb,
  known?: Map<string, number>,
): Promise<SoldPackage[]> {
  const [used, patients] = await Promise.all([
    known ?? unitsUsedOf(rows, db),
    db.patients.bulkGet([...new Set(rows.map((row) => row.patientId))]),
  ]);
  const patientById = new Map(patients.flatMap((patient) => (patient ? [[patient.id, patient]] : [])));
  return rows.map((stored) => {
    const row = withoutPackageKeys(stored);
    const unitsUsed = used.get(row.id) ?? 0;
    const patient = patientById.get(row.patientId);
    return {
      ...row,
      patientName: patient?.name ?? '',
      patientType: patient?.type,
      unitsUsed,
      unitsLeft: Math.max(0, row.sessionCount - unitsUsed),
      state: packageState(row, unitsUsed, now),
    };
  });
}
