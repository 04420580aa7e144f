import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES as M } from './package-messages.ts';
import {
  holdsPackageUnit,
  type PackageCandidate,
  type PackageTerms,
  type PackageUse,
  packageExpiry,
  packageMessageFormat,
  packageRefusal,
  perSessionCharge,
  savingAgainstSingles,
  unitsLeft,
  unitsUsed,
} from './package-units.ts';

const COMPANY = 'company-1';
const EMPLOYEE_A = 'employee-a';
const EMPLOYEE_B = 'employee-b';
const NOW = '2031-03-12T08:00:00.000Z';
const format = {
  date: (instant: string) => instant.slice(0, 10),
  duration: (minutes: number) => `${minutes} min`,
};

const terms: PackageTerms = {
  id: 'pkg-1',
  patientId: COMPANY,
  sessionCount: 3,
  durationMinutes: 60,
  modes: ['video', 'audio'],
  expiresAt: packageExpiry('2031-03-01T09:00:00.000Z', 90),
};

const use = (id: string, overrides: Partial<PackageUse> = {}): PackageUse => ({
  id,
  packageId: terms.id,
  status: 'scheduled',
  deletedAt: null,
  ...overrides,
});

const candidate = (overrides: Partial<PackageCandidate> = {}): PackageCandidate => ({
  id: 'new',
  patientId: EMPLOYEE_A,
  patientCompanyId: COMPANY,
  startsAt: '2031-03-20T09:00:00.000Z',
  durationMinutes: 60,
  mode: 'video',
  ...overrides,
});

describe('package units', () => {
  it('reserves a unit per live session and releases it when the session is cancelled or deleted', () => {
    const sessions = [use('s1'), use('s2', { status: 'completed' }), use('s3', { status: 'cancelled' })];
    expect(unitsUsed(terms.id, sessions)).toBe(2);
    expect(unitsLeft(terms, sessions)).toBe(1);
    expect(unitsLeft(terms, [...sessions, use('s4', { deletedAt: NOW })])).toBe(1);
    expect(unitsLeft(terms, [...sessions, use('s5', { status: 'ongoing' })])).toBe(0);
  });

  it('keeps the unit of a missed session as marked: a no-show or a late cancellation, not an early one', () => {
    const sessions = [
      use('s1', { status: 'noShow' }),
      use('s2', { status: 'noShow', usesPackageUnit: false }),
      use('s3', { status: 'cancelled', lateCancellation: true, usesPackageUnit: true }),
      use('s4', { status: 'cancelled', lateCancellation: true, usesPackageUnit: false }),
      use('s5', { status: 'cancelled', lateCancellation: false, usesPackageUnit: true }),
    ];
    expect(sessions.filter(holdsPackageUnit).map((session) => session.id)).toEqual(['s1', 's3']);
    expect(unitsLeft(terms, sessions)).toBe(1);
  });

  it('counts only the sessions drawing on this package', () => {
    expect(
      unitsUsed(terms.id, [use('s1'), use('s2', { packageId: 'pkg-2' }), use('s3', { packageId: null })]),
    ).toBe(1);
  });

  it('expires its validity in days after the purchase', () => {
    expect(packageExpiry('2031-03-01T09:00:00.000Z', 30)).toBe('2031-03-31T09:00:00.000Z');
  });
});

describe('packageRefusal', () => {
  it('lets every employee of the company draw on its package, and nobody else', () => {
    expect(packageRefusal(terms, candidate(), [], NOW, format)).toBeUndefined();
    expect(packageRefusal(terms, candidate({ patientId: EMPLOYEE_B }), [], NOW, format)).toBeUndefined();
    expect(
      packageRefusal(
        terms,
        candidate({ patientId: 'stranger', patientCompanyId: 'company-2' }),
        [],
        NOW,
        format,
      ),
    ).toEqual({ field: 'packageId', message: M.notForPatient });
    const own = { ...terms, patientId: EMPLOYEE_A };
    expect(packageRefusal(own, candidate({ patientCompanyId: null }), [], NOW, format)).toBeUndefined();
    expect(packageRefusal(own, candidate({ patientId: EMPLOYEE_B }), [], NOW, format)?.message).toEqual(
      M.notForPatient,
    );
  });

  it('refuses the last unit twice: the second booking finds the package used up', () => {
    const sessions = [use('s1'), use('s2')];
    expect(packageRefusal(terms, candidate({ id: 's3' }), sessions, NOW, format)).toBeUndefined();
    expect(packageRefusal(terms, candidate({ id: 's4' }), [...sessions, use('s3')], NOW, format)).toEqual({
      field: 'packageId',
      message: M.usedUp,
    });
  });

  it('lets a session already on a full package move (it holds its own unit)', () => {
    const sessions = [use('s1'), use('s2'), use('s3')];
    expect(packageRefusal(terms, candidate({ id: 's3' }), sessions, NOW, format)).toBeUndefined();
  });

  it('refuses an expired package, and a session starting after the expiry', () => {
    const expired = { ...terms, expiresAt: '2031-03-10T00:00:00.000Z' };
    expect(packageRefusal(expired, candidate(), [], NOW, format)).toEqual({
      field: 'packageId',
      message: { ...M.expired, values: { date: '2031-03-10' } },
    });
    const late = candidate({ startsAt: terms.expiresAt });
    expect(packageRefusal(terms, late, [], NOW, format)?.message.id).toBe(M.expired.id);
  });

  it('refuses another duration or a mode the package does not include', () => {
    expect(packageRefusal(terms, candidate({ durationMinutes: 30 }), [], NOW, format)).toEqual({
      field: 'packageId',
      message: { ...M.durationMismatch, values: { duration: '60 min' } },
    });
    expect(packageRefusal(terms, candidate({ mode: 'chat' }), [], NOW, format)?.message).toEqual(
      M.modeNotIncluded,
    );
  });
});

describe('packageMessageFormat', () => {
  it('writes the expiry in the specialist’s zone and the duration in the reader’s language', () => {
    const en = packageMessageFormat('en', 'Asia/Tokyo');
    expect(en.date('2031-03-31T20:00:00.000Z')).toBe('April 1, 2031');
    expect([en.duration(60), en.duration(30)]).toEqual(['1 hour', '30 minutes']);
    expect(packageMessageFormat('fr', 'UTC').duration(30)).toBe('30 minutes');
  });
});

describe('package prices', () => {
  it('shares the total evenly per session, in whole minor units', () => {
    expect(perSessionCharge(30000, 5)).toBe(6000);
    expect(perSessionCharge(10000, 3)).toBe(3333);
  });

  it('says what the package saves against single sessions, negative when it costs more', () => {
    expect(savingAgainstSingles(30000, 5, 7000)).toBe(5000);
    expect(savingAgainstSingles(40000, 5, 7000)).toBe(-5000);
  });
});
