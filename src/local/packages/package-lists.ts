/**
 * Reads of the package screens over the local mirror: the offers, the packages sold (filtered and
 * paged, with their holder and units), one patient's packages and one package with its sessions.
 * Invariants: tombstones never reach a screen; units are counted from the sessions as package-units.ts
 * says (a live session holds a unit). Inside a live query only IndexedDB reads are awaited (see session-queries.ts).
 */
import type { PackageOfferRow, PackageRow } from '#core/packages/package-schema';
import {
  matchesPackageFilter,
  type PackageFilter,
  type PackageState,
  packageState,
} from '#core/packages/package-status';
import type { PatientType } from '#core/patients/patient-schema';
import { isLiveSession } from '#core/sessions/session-overlap';
import { getDb, type MindofficeDb } from '../db.ts';
import { type SessionListRow, withPatients } from '../sessions/session-queries.ts';

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

/** One page of the packages sold, latest purchase first, with the total under `filter`. */
export async function querySoldPackages(
  query: SoldPackageQuery,
  now: string,
  db: MindofficeDb = getDb(),
): Promise<SoldPackagePage> {
  const live = await db.packages.filter((row) => row.deletedAt === null).toArray();
  const all = await withUnits(live, now, db);
  const matching = all
    .filter((row) => matchesPackageFilter(row.state, row.paid, query.filter))
    .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || a.id.localeCompare(b.id));
  const start = query.pageIndex * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length };
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
  const sessions = await db.sessions
    .where('packageId')
    .equals(packageId)
    .filter((session) => session.deletedAt === null)
    .toArray();
  const [sold] = await withUnits([row], now, db);
  if (!sold) return undefined;
  sessions.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { sold, sessions: await withPatients(sessions, db) };
}

async function withUnits(rows: PackageRow[], now: string, db: MindofficeDb): Promise<SoldPackage[]> {
  const [sessions, patients] = await Promise.all([
    db.sessions
      .where('packageId')
      .anyOf(rows.map((row) => row.id))
      .toArray(),
    db.patients.bulkGet([...new Set(rows.map((row) => row.patientId))]),
  ]);
  const patientById = new Map(patients.flatMap((patient) => (patient ? [[patient.id, patient]] : [])));
  // One pass over the sessions: counting per package would read them once per package.
  const usedById = new Map<string, number>();
  for (const session of sessions) {
    if (session.packageId !== null && isLiveSession(session)) {
      usedById.set(session.packageId, (usedById.get(session.packageId) ?? 0) + 1);
    }
  }
  return rows.map((row) => {
    const used = usedById.get(row.id) ?? 0;
    const patient = patientById.get(row.patientId);
    return {
      ...row,
      patientName: patient?.name ?? '',
      patientType: patient?.type,
      unitsUsed: used,
      unitsLeft: Math.max(0, row.sessionCount - used),
      state: packageState(row, used, now),
    };
  });
}
