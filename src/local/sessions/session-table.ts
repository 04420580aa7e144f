/**
 * The local table of booked sessions (#core/sessions): since version 20 a month of sessions per record
 * (`sessionMonths`, ../bucket-store.ts), with the keys the screens read by.
 */
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { type BucketLayout, bucketRecords, bucketStores } from '../bucket-store.ts';
import { defineBucketTable, defineSyncedTable, storeRowsAgain } from '../local-table.ts';
import { KEY_SEPARATOR } from '../patients/patient-keys.ts';
import { type StoredSession, withSessionKeys } from './session-keys.ts';

/**
 * A session's bucket is the UTC month it starts in: a calendar month, a week or a year of earnings
 * reads one to fourteen records, and a list's total and pages come from each month's count of live
 * sessions (`[key+count]`). Indexes, each entry costing the first pull ~10 µs of IndexedDB's time:
 * `patients` — every session's patient (a patient's sessions, their erasure);
 * `packages` — the package a session is on; `livePackages` — `package␁id` of a live, uncancelled one
 * (a package's units used are a count, so one entry per session).
 */
export const SESSION_MONTHS: BucketLayout<StoredSession> = {
  bucketOf: (row) => row.startsAt.slice(0, 7),
  keys: {
    patients: (row) => row.patientId,
    packages: (row) => row.packageId ?? undefined,
    livePackages: (row) =>
      row.livePackageId === undefined ? undefined : `${row.livePackageId}${KEY_SEPARATOR}${row.id}`,
  },
  counted: (row) => row.liveStartsAt !== undefined,
};

export const SESSION_MONTHS_TABLE = defineBucketTable<StoredSession>()('sessionMonths', [
  // Version 20: sessions a month to a record. A first pull of 100,000 sessions spent ~12 s of
  // IndexedDB's time writing one record per session with its indexes; the rows move here as they are.
  {
    version: 20,
    stores: bucketStores(SESSION_MONTHS),
    upgrade: async (transaction) => {
      const rows = await transaction.table<StoredSession, string>('sessions').toArray();
      await transaction
        .table('sessionMonths')
        .bulkPut(bucketRecords(SESSION_MONTHS, rows.map(withSessionKeys)));
    },
  },
]);

export const SESSIONS_TABLE = defineSyncedTable<StoredSession>()<'sessions', true>('sessions', {
  entity: SESSION_ENTITY,
  toStored: withSessionKeys,
  patientOf: (row) => row.patientId,
  buckets: { table: SESSION_MONTHS_TABLE, layout: SESSION_MONTHS },
  history: [
    // Version 5: indexes for the range reads of the calendar, the lists and the dashboard (live
    // sessions by start), a patient's sessions in time order, and the completed ones a patient's
    // count and the earnings read (by status, then start).
    { version: 5, stores: 'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt]' },
    // Version 6: `earning` ([startsAt, amount] of live completed sessions), so the dashboard's earnings
    // read index keys only. Reading the completed rows themselves took ~80 ms p95 over a busy year in
    // Chromium (deserializing each row), past the dashboard's 50 ms budget.
    {
      version: 6,
      stores: 'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning',
      upgrade: storeRowsAgain('sessions', withSessionKeys),
    },
    // Version 7 (packages): a package's sessions by `packageId` (its units are counted from them).
    {
      version: 7,
      stores:
        'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning, packageId',
    },
    // Version 10: a package's units used are an index count of `livePackageId`. Only sessions on a
    // package change: the others carry no package key.
    {
      version: 10,
      stores:
        'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning, packageId, livePackageId',
      upgrade: storeRowsAgain('sessions', withSessionKeys, (table) =>
        table.where('packageId').aboveOrEqual(''),
      ),
    },
    // Version 15: `[status+startsAt]` (unread since `earning`) and `[patientId+status]` (a patient's
    // completed count now filters their few sessions by time) go: every session stored wrote an entry
    // to each, the larger part of a first pull's time being IndexedDB's index writes.
    {
      version: 15,
      stores: 'id, liveStartsAt, [patientId+startsAt], earning, packageId, livePackageId',
    },
    // Version 21: the rows live in `sessionMonths` (copied at version 20).
    { version: 21, stores: null },
  ],
});
