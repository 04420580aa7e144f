import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { closeDb, getDb } from '../db.ts';
import { DB_NAME, SCHEMA_VERSIONS } from '../db-schema.ts';
import { createPatient } from '../patients/patient-commands.ts';
import { cancelSession } from '../sessions/session-commands.ts';
import { sessionStore } from '../sessions/session-store.ts';
import { bookAt, HOUR_MS, NOW, options, withSignedInPatient } from '../sessions/session-test-kit.ts';
import {
  createOffer,
  deletePackage,
  sellPackage,
  setOfferArchived,
  setPackagePaid,
  updateOffer,
} from './package-commands.ts';
import { listOffers, packageDetail, patientPackages, querySoldPackages } from './package-lists.ts';

const DAY_MS = 24 * HOUR_MS;
const now = new Date(NOW).toISOString();
const { patientId: lina } = withSignedInPatient();
let companyId: string;
let omar: string;
let sara: string;

beforeEach(async () => {
  companyId = await createPatient({
    ...SAMPLE_PATIENT,
    name: 'Acme',
    type: 'company',
    gender: null,
    dateOfBirth: null,
  });
  omar = await createPatient({ ...SAMPLE_PATIENT, name: 'Omar Said', companyId });
  sara = await createPatient({ ...SAMPLE_PATIENT, name: 'Sara Ali', companyId });
});

async function sell(
  patientId: string,
  overrides: { daysAgo?: number; paid?: boolean; sessions?: number } = {},
) {
  const offerId = await createOffer({ ...SAMPLE_PACKAGE_OFFER, sessionCount: overrides.sessions ?? 3 });
  const offer = await getDb().packageOffers.get(offerId);
  if (!offer) throw new Error('no offer');
  return sellPackage(offer, {
    patientId,
    purchasedAt: new Date(NOW - (overrides.daysAgo ?? 1) * DAY_MS).toISOString(),
    price: offer.totalPrice,
    paid: overrides.paid ?? true,
  });
}

const onPackage = (packageId: string) => ({ type: 'package' as const, packageId, charge: 6000 });

describe('package offers on the device', () => {
  it('lists the offers still sold first, and archives and edits one through the outbox', async () => {
    const a = await createOffer({ ...SAMPLE_PACKAGE_OFFER, name: 'B ten sessions' });
    await createOffer({ ...SAMPLE_PACKAGE_OFFER, name: 'C three sessions' });
    await setOfferArchived(a, true);
    expect((await listOffers()).map((offer) => [offer.name, offer.archived])).toEqual([
      ['C three sessions', false],
      ['B ten sessions', true],
    ]);
    const queued = await getDb().outbox.count();
    expect(await updateOffer(a, { archived: true })).toBeUndefined();
    expect(await getDb().outbox.count()).toBe(queued);
  });
});

describe('packages sold on the device', () => {
  it('copies the offer’s terms with the expiry from its validity, and counts units from the sessions', async () => {
    const packageId = await sell(companyId);
    await bookAt(omar, NOW + DAY_MS, onPackage(packageId));
    const second = await bookAt(sara, NOW + 2 * DAY_MS, onPackage(packageId));
    await cancelSession(second, 'Ill', options);
    const detail = await packageDetail(packageId, now);
    expect(detail?.sold).toMatchObject({
      name: SAMPLE_PACKAGE_OFFER.name,
      patientName: 'Acme',
      expiresAt: new Date(NOW - DAY_MS + SAMPLE_PACKAGE_OFFER.validityDays * DAY_MS).toISOString(),
      unitsUsed: 1,
      unitsLeft: 2,
      state: 'active',
    });
    expect(detail?.sessions.map((session) => [session.patientName, session.status])).toEqual([
      ['Omar Said', 'scheduled'],
      ['Sara Ali', 'cancelled'],
    ]);
  });

  it('filters active, expired, used up and unpaid packages, latest purchase first', async () => {
    const active = await sell(companyId, { daysAgo: 1, paid: false });
    const expired = await sell(lina(), { daysAgo: 200 });
    const usedUp = await sell(omar, { daysAgo: 2, sessions: 1 });
    await bookAt(omar, NOW + DAY_MS, onPackage(usedUp));
    const ids = async (filter: 'all' | 'active' | 'expired' | 'usedUp' | 'unpaid') =>
      (await querySoldPackages({ filter, pageIndex: 0, pageSize: 10 }, now)).rows.map((row) => row.id);
    expect(await ids('all')).toEqual([active, usedUp, expired]);
    expect(await ids('active')).toEqual([active]);
    expect(await ids('expired')).toEqual([expired]);
    expect(await ids('usedUp')).toEqual([usedUp]);
    expect(await ids('unpaid')).toEqual([active]);
    await setPackagePaid(active, true);
    expect(await ids('unpaid')).toEqual([]);
    expect(await querySoldPackages({ filter: 'all', pageIndex: 1, pageSize: 2 }, now)).toMatchObject({
      total: 3,
      rows: [{ id: expired }],
    });
  });

  it('shows an employee their own packages and their company’s', async () => {
    const company = await sell(companyId, { daysAgo: 3 });
    const own = await sell(omar, { daysAgo: 1 });
    expect((await patientPackages(omar, now)).map((row) => row.id)).toEqual([own, company]);
    expect((await patientPackages(companyId, now)).map((row) => row.id)).toEqual([company]);
  });

  it('deletes a package no session drew on, and keeps one that carried a session', async () => {
    const unused = await sell(omar);
    const used = await sell(omar);
    await bookAt(omar, NOW + DAY_MS, onPackage(used));
    expect(await deletePackage(unused)).toBe(true);
    expect(await deletePackage(used)).toBe(false);
    expect((await patientPackages(omar, now)).map((row) => row.id)).toEqual([used]);
  });
});

describe('schema version 10', () => {
  it('gives packages and sessions stored by version 9 their keys, which the sold list then reads', async () => {
    const packageId = await sell(companyId, { paid: false });
    const sessionId = await bookAt(omar, NOW + DAY_MS, onPackage(packageId));
    const {
      livePurchasedAt: _p,
      unpaidPurchasedAt: _u,
      liveExpiresAt: _e,
      ...soldAsVersion9
    } = (await getDb().packages.get(packageId)) ?? {};
    const { livePackageId: _k, ...bookedAsVersion9 } = (await sessionStore(getDb()).get(sessionId)) ?? {};
    const patients = await getDb().patients.toArray();
    const signedIn = await getDb().session.toArray();
    closeDb();
    await Dexie.delete(DB_NAME);
    const older = new Dexie(DB_NAME);
    for (const { version, stores } of SCHEMA_VERSIONS.filter((each) => each.version <= 9))
      older.version(version).stores(stores);
    await older.table('packages').put(soldAsVersion9);
    await older.table('sessions').put(bookedAsVersion9);
    await older.table('patients').bulkPut(patients);
    await older.table('session').bulkPut(signedIn);
    older.close();

    const page = await querySoldPackages({ filter: 'unpaid', pageIndex: 0, pageSize: 10 }, now);
    expect(page.rows.map((row) => [row.id, row.unitsUsed, row.patientName])).toEqual([
      [packageId, 1, 'Acme'],
    ]);
    expect(page.rows[0]).not.toHaveProperty('unpaidPurchasedAt');
  });
});
