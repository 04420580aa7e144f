/** The local table of booked sessions (#core/sessions), with the derived keys the calendar reads. */
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { defineSyncedTable, storeRowsAgain } from '../local-table.ts';
import { type StoredSession, withSessionKeys } from './session-keys.ts';

export const SESSIONS_TABLE = defineSyncedTable<StoredSession>()('sessions', {
  entity: SESSION_ENTITY,
  toStored: withSessionKeys,
  patientOf: (row) => row.patientId,
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
  ],
});
