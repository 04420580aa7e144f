import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { SessionStatus } from '#core/sessions/session-lists';
import { sessionMoney } from '#core/sessions/session-money';
import { sessionReference } from '#core/sessions/session-reference';
import type { SessionRow } from '#core/sessions/session-schema';
import { closeDb, getDb } from '../db.ts';
import { DB_NAME, SCHEMA_VERSIONS } from '../db-schema.ts';
import { createPatient, deletePatient } from '../patients/patient-commands.ts';
import { queryEarnings, queryHasPatients, queryNextSession, queryTodayPage } from './dashboard-queries.ts';
import { completeSession, joinSession } from './session-commands.ts';
import { withSessionKeys } from './session-keys.ts';
import { sessionStore } from './session-store.ts';
import { bookAt, clock, HOUR_MS, NOW, options, withSignedInPatient } from './session-test-kit.ts';

const DAY_MS = 24 * HOUR_MS;

const { patientId: currentPatient } = withSignedInPatient();
let patientId: string;
beforeEach(() => {
  patientId = currentPatient();
});

const book = (startMs: number) => bookAt(patientId, startMs);

/** A session as a pull from the server stores it: past sessions arrive already completed. */
async function pulled(startMs: number, status: SessionStatus, charge: number, deleted = false) {
  const id = crypto.randomUUID();
  const startsAt = new Date(startMs).toISOString();
  const row: SessionRow = {
    ...SAMPLE_SESSION,
    id,
    ownerId: 'owner',
    version: 1,
    updatedAt: startsAt,
    deletedAt: deleted ? startsAt : null,
    patientId,
    startsAt,
    status,
    ...sessionMoney(charge, 1000),
    reference: sessionReference(id),
  };
  await sessionStore(getDb()).bulkPut([withSessionKeys(row)]);
  return id;
}

describe('the dashboard reads', () => {
  it('finds today’s next session with its patient, keeping an ongoing one until its end', async () => {
    expect(await queryNextSession(clock)).toBeUndefined();
    const later = await book(NOW + 3 * HOUR_MS);
    const soon = await book(NOW + HOUR_MS);
    await book(NOW + DAY_MS); // tomorrow: not today's
    const next = await queryNextSession(clock);
    expect(next?.id).toBe(soon);
    expect(next?.patientName).toBe('Lina Haddad');

    const joinedAt = { ...options, now: new Date(NOW + HOUR_MS) };
    expect((await joinSession(soon, joinedAt)).ok).toBe(true);
    const during = { ...clock, now: new Date(NOW + 1.5 * HOUR_MS).toISOString() };
    expect((await queryNextSession(during))?.id).toBe(soon);
    expect((await completeSession(soon, joinedAt)).ok).toBe(true);
    expect((await queryNextSession(during))?.id).toBe(later);
  });

  it('pages today’s appointments in time order and searches them', async () => {
    await createPatient({ ...SAMPLE_PATIENT, name: 'Omar Said' });
    const first = await book(NOW + HOUR_MS);
    const second = await book(NOW + 3 * HOUR_MS);
    await book(NOW - DAY_MS);
    const page = await queryTodayPage({ search: '', pageIndex: 0, pageSize: 1 }, clock);
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.id)).toEqual([first]);
    expect((await queryTodayPage({ search: '', pageIndex: 1, pageSize: 1 }, clock)).rows[0]?.id).toBe(second);
    expect((await queryTodayPage({ search: 'omar', pageIndex: 0, pageSize: 10 }, clock)).total).toBe(0);
    expect((await queryTodayPage({ search: 'lina', pageIndex: 0, pageSize: 10 }, clock)).total).toBe(2);
  });

  it('sums the amount of completed live sessions only, by day, month and year and in both series', async () => {
    await pulled(NOW - 2 * HOUR_MS, 'completed', 8000); // today: earns 7200
    await pulled(NOW - 3 * HOUR_MS, 'completed', 4500, true); // deleted: earns nothing
    await pulled(NOW - 4 * HOUR_MS, 'cancelled', 8000); // cancelled: earns nothing
    await pulled(NOW - 5 * DAY_MS, 'completed', 4500); // 7 March: earns 4050
    await pulled(NOW - 40 * DAY_MS, 'completed', 8000); // 31 January: month and 30 days miss it
    await pulled(NOW - 300 * DAY_MS, 'completed', 8000); // May 2030: last year, in the 12 months
    await pulled(NOW + 2 * HOUR_MS, 'scheduled', 8000); // not earned yet

    const { totals, daily, monthly } = await queryEarnings(clock);
    expect(totals).toEqual({ day: 7200, month: 7200 + 4050, year: 7200 + 4050 + 7200 });
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ date: '2031-03-12', amount: 7200 });
    expect(daily.find((point) => point.date === '2031-03-07')?.amount).toBe(4050);
    expect(daily.reduce((sum, point) => sum + point.amount, 0)).toBe(7200 + 4050);
    expect(monthly.map((point) => point.date)).toEqual([
      '2030-04',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
    ]);
    expect(monthly.map((point) => point.amount)).toEqual([0, 7200, 0, 0, 0, 0, 0, 0, 0, 7200, 0, 11250]);
  });

  it('follows a completion: the day’s earnings grow by the session’s amount', async () => {
    const id = await book(NOW - 30 * 60_000);
    expect((await queryEarnings(clock)).totals.day).toBe(0);
    expect((await joinSession(id, options)).ok).toBe(true);
    expect((await completeSession(id, options)).ok).toBe(true);
    expect((await queryEarnings(clock)).totals.day).toBe(7200);
  });

  it('answers again inside a live query when a session is booked after the first read, searched or not', async () => {
    for (const search of ['', 'lina']) {
      const totals: number[] = [];
      const subscription = liveQuery(() =>
        queryTodayPage({ search, pageIndex: 0, pageSize: 10 }, clock),
      ).subscribe((page) => totals.push(page.total));
      await vi.waitFor(() => expect(totals).toHaveLength(1));
      await book(NOW + (search ? 4 : 2) * HOUR_MS);
      await vi.waitFor(() => expect(totals.at(-1)).toBe(search ? 2 : 1));
      subscription.unsubscribe();
    }
  });

  it('tells whether a live patient exists to book for', async () => {
    expect(await queryHasPatients()).toBe(true);
    await deletePatient(patientId);
    expect(await queryHasPatients()).toBe(false);
  });

  it('answers the earnings again inside a live query when a session is completed', async () => {
    const id = await book(NOW - 30 * 60_000);
    const days: number[] = [];
    const subscription = liveQuery(() => queryEarnings(clock)).subscribe((earnings) =>
      days.push(earnings.totals.day),
    );
    await vi.waitFor(() => expect(days).toEqual([0]));
    expect((await joinSession(id, options)).ok).toBe(true);
    expect((await completeSession(id, options)).ok).toBe(true);
    await vi.waitFor(() => expect(days.at(-1)).toBe(7200));
    subscription.unsubscribe();
  });
});

describe('schema versions 6 to 20', () => {
  it('brings a completed session stored by version 5 to its month, where the earnings read it', async () => {
    const id = await pulled(NOW - 2 * HOUR_MS, 'completed', 8000);
    const { liveStartsAt: _key, ...asVersion5 } = (await sessionStore(getDb()).get(id)) ?? {};
    closeDb();
    await Dexie.delete(DB_NAME);
    const older = new Dexie(DB_NAME);
    for (const { version, stores } of SCHEMA_VERSIONS.filter((each) => each.version <= 5))
      older.version(version).stores(stores);
    await older.table('sessions').put(asVersion5);
    older.close();

    expect((await queryEarnings(clock)).totals.day).toBe(7200);
    expect(await sessionStore(getDb()).get(id)).toMatchObject({
      id,
      liveStartsAt: new Date(NOW - 2 * HOUR_MS).toISOString(),
    });
  });
});
