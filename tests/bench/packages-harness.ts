// Runs in Chromium (bundled by packages.ts): a device holding 10,000 patients (a tenth companies, a
// third of the individuals employed by one), 100,000 sessions and the packages sold to them, written
// straight into IndexedDB; then the package screens' reads on it, timed. Exposed as `packagesBench`.

import type { PackageOfferRow, PackageRow } from '../../src/core/packages/package-schema.ts';
import { packageExpiry } from '../../src/core/packages/package-units.ts';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '../../src/core/packages/sample-package.ts';
import type { PatientRow } from '../../src/core/patients/patient-schema.ts';
import { SAMPLE_PATIENT } from '../../src/core/patients/sample-patient.ts';
import { getDb } from '../../src/local/db.ts';
import { withPackageKeys } from '../../src/local/packages/package-keys.ts';
import { packageDetail, patientPackages, querySoldPackages } from '../../src/local/packages/package-lists.ts';
import { packageChoices } from '../../src/local/packages/package-queries.ts';
import { withPatientKeys } from '../../src/local/patients/patient-keys.ts';
import { withSessionKeys } from '../../src/local/sessions/session-keys.ts';
import { sessionStore, storedSessionCount } from '../../src/local/sessions/session-store.ts';
import { benchSessionRow } from './session-rows.ts';

const DAY_MS = 86_400_000;
const OWNER = 'bench-owner';
const OFFERS = 20;

export type PackageTimings = Record<
  'booking' | 'soldPage' | 'unpaidPage' | 'activePage' | 'expiredPage' | 'companyProfile' | 'packageView',
  number[]
>;

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

const meta = (index: number) => ({
  ownerId: OWNER,
  version: index + 1,
  updatedAt: new Date().toISOString(),
  deletedAt: null,
});

/** Patient `i`: every tenth a company; a third of the others employed by the company before them. */
function patient(i: number): PatientRow {
  const isCompany = i % 10 === 0;
  return {
    ...SAMPLE_PATIENT,
    ...meta(i),
    id: crypto.randomUUID(),
    name: `${isCompany ? 'Company' : 'Patient'} ${i}`,
    email: `p${i}@example.com`,
    type: isCompany ? 'company' : 'individual',
    gender: isCompany ? null : 'female',
    dateOfBirth: isCompany ? null : '1990-04-12',
  };
}

export const packagesBench = {
  /**
   * `packages` sold, each of ten hour-long sessions; half to companies (drawn on by their employees),
   * half to individuals; a tenth still running, the others bought over the last three years (expired),
   * a fifth unpaid. Sessions on a package are
   * the first `packages * 10` of the 100,000.
   */
  async seed(patientCount: number, sessionCount: number, packageCount: number) {
    const db = getDb();
    const patients = Array.from({ length: patientCount }, (_, i) => patient(i));
    for (const [i, row] of patients.entries()) {
      if (row.type === 'individual' && i % 3 === 0) row.companyId = patients[i - (i % 10)]?.id ?? null;
    }
    const companies = patients.filter((row) => row.type === 'company');
    const employees = patients.filter((row) => row.companyId !== null);
    const loners = patients.filter((row) => row.type === 'individual' && row.companyId === null);
    const offers: PackageOfferRow[] = Array.from({ length: OFFERS }, (_, i) => ({
      ...SAMPLE_PACKAGE_OFFER,
      ...meta(i),
      id: crypto.randomUUID(),
      name: `Offer ${i}`,
      sessionCount: 10,
      modes: ['video', 'audio', 'chat'],
    }));
    const now = Date.now();
    const packages: PackageRow[] = Array.from({ length: packageCount }, (_, i) => {
      const holder = i % 2 === 0 ? companies[i % companies.length] : loners[i % loners.length];
      const purchasedAt = new Date(now - (i % 10 === 0 ? 10 : 400 + (i % 700)) * DAY_MS).toISOString();
      return {
        ...SAMPLE_PACKAGE,
        ...meta(i),
        id: crypto.randomUUID(),
        offerId: offers[i % OFFERS]?.id ?? '',
        patientId: holder?.id ?? '',
        sessionCount: 10,
        modes: ['video', 'audio', 'chat'],
        purchasedAt,
        expiresAt: packageExpiry(purchasedAt, 365),
        paid: i % 5 !== 0,
      };
    });
    const byCompany = new Map<string, PatientRow[]>();
    for (const row of employees) {
      byCompany.set(row.companyId ?? '', [...(byCompany.get(row.companyId ?? '') ?? []), row]);
    }
    const sessions = Array.from({ length: sessionCount }, (_, i) => {
      const onPackage = packages[Math.floor(i / 10)];
      const holderId = onPackage?.patientId ?? patients[i % patientCount]?.id ?? '';
      const staff = byCompany.get(holderId);
      const patientId = staff ? (staff[i % staff.length]?.id ?? holderId) : holderId;
      const row = benchSessionRow(i, sessionCount, patientId, OWNER, now);
      return onPackage
        ? withSessionKeys({ ...row, type: 'package', packageId: onPackage.id, durationMinutes: 60 })
        : withSessionKeys(row);
    });
    await db.patients.bulkPut(patients.map(withPatientKeys));
    await db.packageOffers.bulkPut(offers);
    await db.packages.bulkPut(packages.map(withPackageKeys));
    await sessionStore(db).bulkPut(sessions);
    const company = packages.find((row) => row.patientId === companies[0]?.id);
    return {
      patients: await db.patients.count(),
      sessions: await storedSessionCount(db),
      packages: await db.packages.count(),
      onPackages: sessions.filter((row) => row.packageId !== null).length,
      employeeId: byCompany.get(companies[0]?.id ?? '')?.[0]?.id ?? '',
      companyId: companies[0]?.id ?? '',
      packageId: company?.id ?? '',
    };
  },

  /** Each run reads what a screen reads, one query after the other. */
  async queries(runs: number, ids: { employeeId: string; companyId: string; packageId: string }) {
    const timings: PackageTimings = {
      booking: [],
      soldPage: [],
      unpaidPage: [],
      activePage: [],
      expiredPage: [],
      companyProfile: [],
      packageView: [],
    };
    const seen: Record<string, number> = {};
    const now = new Date().toISOString();
    const page = { pageIndex: 0, pageSize: 10 };
    for (let run = 0; run < runs; run += 1) {
      timings.companyProfile.push(
        await time(async () => {
          seen.company = (await patientPackages(ids.companyId, now)).length;
        }),
      );
      timings.booking.push(
        await time(async () => {
          seen.booking = (await packageChoices(ids.employeeId, now, null)).length;
        }),
      );
      timings.soldPage.push(
        await time(async () => {
          seen.sold = (await querySoldPackages({ ...page, filter: 'all' }, now)).total;
        }),
      );
      timings.unpaidPage.push(
        await time(async () => {
          seen.unpaid = (await querySoldPackages({ ...page, filter: 'unpaid' }, now)).total;
        }),
      );
      timings.activePage.push(
        await time(async () => {
          seen.active = (await querySoldPackages({ ...page, filter: 'active' }, now)).total;
        }),
      );
      timings.expiredPage.push(
        await time(async () => {
          seen.expired = (await querySoldPackages({ ...page, filter: 'expired' }, now)).total;
        }),
      );
      timings.packageView.push(
        await time(async () => {
          seen.view = (await packageDetail(ids.packageId, now))?.sessions.length ?? 0;
        }),
      );
    }
    return { timings, seen };
  },
};

Object.assign(globalThis, { packagesBench });
