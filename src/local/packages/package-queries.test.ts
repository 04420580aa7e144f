import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES as M } from '#core/packages/package-messages';
import type { PackageRow } from '#core/packages/package-schema';
import { SAMPLE_PACKAGE } from '#core/packages/sample-package';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { getDb } from '../db.ts';
import { createPatient } from '../patients/patient-commands.ts';
import {
  bookSession,
  cancelSession,
  deleteSession,
  rescheduleSession,
} from '../sessions/session-commands.ts';
import { sessionsOnPackage } from '../sessions/session-store.ts';
import { HOUR_MS, NOW, options, sessionDraft, withSignedInPatient } from '../sessions/session-test-kit.ts';
import { packageUnitsLeft, usablePackages } from './package-queries.ts';

const DAY_MS = 24 * HOUR_MS;
const { patientId: lina } = withSignedInPatient();
let companyId: string;
let employeeId: string;

beforeEach(async () => {
  companyId = await createPatient({
    ...SAMPLE_PATIENT,
    name: 'Acme',
    type: 'company',
    gender: null,
    dateOfBirth: null,
  });
  employeeId = await createPatient({ ...SAMPLE_PATIENT, name: 'Omar Said', companyId });
});

/** A package as a pull stores it: sold to `patientId` a day before NOW, two 1-hour sessions. */
async function stored(overrides: Partial<PackageRow> = {}): Promise<string> {
  const id = crypto.randomUUID();
  await getDb().packages.put({
    ...SAMPLE_PACKAGE,
    id,
    ownerId: 'owner',
    version: 1,
    updatedAt: new Date(NOW).toISOString(),
    deletedAt: null,
    patientId: companyId,
    sessionCount: 2,
    purchasedAt: new Date(NOW - DAY_MS).toISOString(),
    expiresAt: new Date(NOW + 30 * DAY_MS).toISOString(),
    ...overrides,
  });
  return id;
}

const bookOn = (packageId: string, patientId: string, startMs: number) =>
  bookSession(sessionDraft(patientId, startMs, { type: 'package', packageId, charge: 6000 }), options);

describe('packages on the device', () => {
  it('reserves a unit per booking, shares the company’s package with its employees, refuses the third', async () => {
    const packageId = await stored();
    const now = new Date(NOW).toISOString();
    expect((await usablePackages(employeeId, now)).map((row) => [row.id, row.unitsLeft])).toEqual([
      [packageId, 2],
    ]);
    expect(await usablePackages(lina(), now)).toEqual([]);
    expect((await bookOn(packageId, employeeId, NOW + DAY_MS)).ok).toBe(true);
    expect(await packageUnitsLeft(packageId)).toBe(1);
    expect((await bookOn(packageId, employeeId, NOW + 2 * DAY_MS)).ok).toBe(true);
    expect(await usablePackages(employeeId, now)).toEqual([]);
    expect(await bookOn(packageId, employeeId, NOW + 3 * DAY_MS)).toEqual({
      ok: false,
      error: { field: 'packageId', message: M.usedUp },
    });
    expect(await sessionsOnPackage(getDb(), packageId)).toHaveLength(2);
  });

  it('releases the unit of a cancelled or deleted session', async () => {
    const packageId = await stored({ sessionCount: 1 });
    const booked = await bookOn(packageId, employeeId, NOW + DAY_MS);
    if (!booked.ok) throw new Error('not booked');
    expect(await packageUnitsLeft(packageId)).toBe(0);
    await cancelSession(booked.id, 'The patient is ill.', options);
    expect(await packageUnitsLeft(packageId)).toBe(1);
    const again = await bookOn(packageId, employeeId, NOW + 2 * DAY_MS);
    if (!again.ok) throw new Error('not booked again');
    await deleteSession(again.id);
    expect(await packageUnitsLeft(packageId)).toBe(1);
  });

  it('refuses another patient’s package and an expired one, with the server’s messages', async () => {
    expect(await bookOn(await stored(), lina(), NOW + DAY_MS)).toEqual({
      ok: false,
      error: { field: 'packageId', message: M.notForPatient },
    });
    const expired = await stored({ expiresAt: new Date(NOW - HOUR_MS).toISOString() });
    const refused = await bookOn(expired, employeeId, NOW + DAY_MS);
    // The expiry as the reader writes it, in the office's zone (the device's here).
    expect(refused.ok ? undefined : refused.error.message.values?.date).toMatch(/^March 1[12], 2031$/);
  });

  it('refuses a deleted package to a new booking, but lets a session already on it move', async () => {
    const packageId = await stored();
    const booked = await bookOn(packageId, employeeId, NOW + DAY_MS);
    if (!booked.ok) throw new Error('not booked');
    await getDb().packages.update(packageId, { deletedAt: new Date(NOW).toISOString() });
    expect(await bookOn(packageId, employeeId, NOW + 2 * DAY_MS)).toEqual({
      ok: false,
      error: { field: 'packageId', message: M.notFound },
    });
    const moved = await rescheduleSession(booked.id, new Date(NOW + 3 * DAY_MS).toISOString(), options);
    expect(moved.ok).toBe(true);
  });
});
