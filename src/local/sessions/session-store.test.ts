// The session months (session-table.ts, ../bucket-store.ts) against the plain reading of the same
// rows: every page of every range in both orders, the counts, and rows that move between months.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { SessionRow } from '#core/sessions/session-schema';
import { getDb, wipeLocalData } from '../db.ts';
import { type StoredSession, withSessionKeys } from './session-keys.ts';
import {
  LATEST,
  livePatientSessions,
  liveSessionPage,
  liveSessionsBetween,
  liveUnitsOf,
  sessionStore,
  sessionsOnPackage,
  storedSessionCount,
} from './session-store.ts';

afterEach(async () => {
  await wipeLocalData();
});

const DAY_MS = 86_400_000;
const FIRST = Date.UTC(2030, 10, 20, 9);

/** A session `days` after 20 November 2030, 09:00 UTC; every fifth a tombstone. */
function session(index: number, overrides: Partial<SessionRow> = {}): StoredSession {
  const startsAt = new Date(FIRST + index * 0.37 * DAY_MS).toISOString();
  return withSessionKeys({
    ...SAMPLE_SESSION,
    id: `s-${String(index).padStart(4, '0')}`,
    ownerId: 'owner',
    version: index + 1,
    updatedAt: startsAt,
    deletedAt: index % 5 === 4 ? startsAt : null,
    patientId: `p-${index % 7}`,
    startsAt,
    ...overrides,
  });
}

const ROWS = Array.from({ length: 400 }, (_, index) => session(index));
const live = ROWS.filter((row) => row.deletedAt === null);

describe('the session months', () => {
  it('read every page of a range as the plain list of its live sessions would, in both orders', async () => {
    const db = getDb();
    await sessionStore(db).bulkPut(ROWS);
    const ranges = [
      { start: '', end: LATEST },
      { start: ROWS[33]?.startsAt ?? '', end: ROWS[250]?.startsAt ?? '' },
      { start: '2031-01-01T00:00:00.000Z', end: '2031-01-01T00:00:00.000Z' },
      { start: '2031-02-03T10:00:00.000Z', end: '2031-05-17T00:00:00.000Z' },
    ];
    for (const range of ranges) {
      const expected = live.filter((row) => row.startsAt >= range.start && row.startsAt < range.end);
      expect((await liveSessionsBetween(db, range)).map((row) => row.id)).toEqual(
        expected.map((row) => row.id),
      );
      for (const newestFirst of [false, true]) {
        const ordered = newestFirst ? [...expected].reverse() : expected;
        for (const [offset, limit] of [
          [0, 10],
          [7, 25],
          [95, 50],
          [ordered.length - 3, 10],
          [ordered.length + 5, 10],
        ] as const) {
          const page = await liveSessionPage(db, { ...range, newestFirst }, Math.max(0, offset), limit);
          expect(page.total).toBe(ordered.length);
          const from = Math.max(0, offset);
          expect(page.rows.map((row) => row.id)).toEqual(
            ordered.slice(from, from + limit).map((row) => row.id),
          );
        }
      }
    }
  });

  it('moves a row to the month of its new start, finds it by id, and drops it when deleted', async () => {
    const db = getDb();
    const store = sessionStore(db);
    await store.bulkPut(ROWS);
    const moved = { ...(ROWS[0] as StoredSession), startsAt: '2031-04-02T09:00:00.000Z', version: 999 };
    await store.bulkPut([withSessionKeys(moved)]);
    expect(await storedSessionCount(db)).toBe(ROWS.length);
    expect(await store.get(moved.id)).toMatchObject({ startsAt: moved.startsAt, version: 999 });
    const november = await liveSessionsBetween(db, { start: '2030-11-01', end: '2030-12-01' });
    expect(november.map((row) => row.id)).not.toContain(moved.id);
    await store.bulkDelete([moved.id, 's-0001']);
    expect(await store.bulkGet([moved.id, 's-0001', 's-0002'])).toEqual([undefined, undefined, ROWS[2]]);
    expect(await storedSessionCount(db)).toBe(ROWS.length - 2);
  });

  it('skips the lookup of rows the caller knows are new, and still stores them once', async () => {
    const db = getDb();
    const lookups: unknown[] = [];
    const months = db.table('sessionMonths');
    const where = months.where.bind(months);
    months.where = ((index: string) => {
      lookups.push(index);
      return where(index);
    }) as typeof months.where;
    await sessionStore(db).bulkPut(ROWS, { isNew: () => true });
    expect(lookups).toEqual([]);
    await sessionStore(db).bulkPut(ROWS.slice(0, 3));
    expect(lookups).toEqual(['ids']);
    expect(await storedSessionCount(db)).toBe(ROWS.length);
  });

  it('finds a patient’s live sessions and a package’s sessions, and counts the package’s units', async () => {
    const db = getDb();
    const onPackage = (index: number, status: SessionRow['status']) =>
      session(index, { packageId: 'pkg', type: 'package', status, patientId: 'p-company' });
    await sessionStore(db).bulkPut([...ROWS, onPackage(500, 'scheduled'), onPackage(501, 'cancelled')]);
    const lina = await livePatientSessions(db, 'p-3');
    expect(lina.map((row) => row.id)).toEqual(
      live.filter((row) => row.patientId === 'p-3').map((row) => row.id),
    );
    expect((await sessionsOnPackage(db, 'pkg')).map((row) => row.id)).toEqual(['s-0500', 's-0501']);
    expect(await liveUnitsOf(db, 'pkg')).toBe(1);
  });
});
