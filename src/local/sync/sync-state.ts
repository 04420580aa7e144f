/**
 * The sync bookkeeping rows (pull cursors, last successful exchange, last error) in IndexedDB.
 * Invariant: a cursor only moves forward, inside the transaction that stored its page's rows.
 */
import type { PullCursors } from '#core/sync/pull-cursors';
import type { MindofficeDb } from '../db.ts';
import { getDb } from '../db.ts';

/** Each entity's pull cursor; an entity absent here (new to this client) starts at 0. */
export async function readCursors(db: MindofficeDb = getDb()): Promise<PullCursors> {
  const row = await db.syncState.get('cursors');
  return row?.key === 'cursors' ? row.value : {};
}

/** Moves the page's cursors forward (never back) for the entities it answered. */
export async function writeCursors(db: MindofficeDb, page: PullCursors): Promise<void> {
  const current = await readCursors(db);
  const next = { ...current };
  for (const [name, version] of Object.entries(page)) next[name] = Math.max(version, current[name] ?? 0);
  await db.syncState.put({ key: 'cursors', value: next });
}

/**
 * Per synced table, the highest server version stored by anything but the pull (an acknowledgement, a
 * refusal's fresh read). Rows the pull stored are at or below their entity's cursor, and a page only
 * brings versions above it: while a table's mark is not above that cursor, no stored row can be newer
 * than the page's, so the pull need not read them first.
 */
export async function readStoredOutsidePull(db: MindofficeDb): Promise<Record<string, number>> {
  const row = await db.syncState.get('storedOutsidePull');
  return row?.key === 'storedOutsidePull' ? row.value : {};
}

/**
 * Raises the marks to the versions a transaction stored outside the pull (storeServerRow collects
 * them), once at its end: one read and one write per transaction, not per row.
 */
export async function noteStoredOutsidePull(
  db: MindofficeDb,
  stored: ReadonlyMap<string, number>,
): Promise<void> {
  if (stored.size === 0) return;
  const marks = await readStoredOutsidePull(db);
  const raised = [...stored].filter(([table, version]) => version > (marks[table] ?? 0));
  if (raised.length === 0) return;
  await db.syncState.put({ key: 'storedOutsidePull', value: { ...marks, ...Object.fromEntries(raised) } });
}

export type FirstPull = { received: number; isDone: boolean };

/** For a live query: whether this device has pulled the whole office once since sign-in, and how far. */
export async function readFirstPull(db: MindofficeDb = getDb()): Promise<FirstPull> {
  const row = await db.syncState.get('firstPull');
  if (row?.key !== 'firstPull') return { received: 0, isDone: false };
  return { received: row.value.received, isDone: row.value.doneAt !== null };
}

/** Counts a stored batch of pages toward the first pull, and closes it at the server's last page. */
export async function advanceFirstPull(
  db: MindofficeDb,
  received: number,
  { isLast, at }: { isLast: boolean; at: number },
): Promise<void> {
  const row = await db.syncState.get('firstPull');
  const current = row?.key === 'firstPull' ? row.value : { received: 0, doneAt: null };
  if (current.doneAt !== null) return;
  await db.syncState.put({
    key: 'firstPull',
    value: { received: current.received + received, doneAt: isLast ? at : null },
  });
}

export async function markSynced(db: MindofficeDb, at: number): Promise<void> {
  await db.syncState.bulkPut([
    { key: 'lastSyncedAt', value: at },
    { key: 'lastError', value: null },
  ]);
}

export async function markSyncError(db: MindofficeDb, messageId: string, at: number): Promise<void> {
  await db.syncState.put({ key: 'lastError', value: { messageId, at } });
}

export type SyncStatus = {
  pendingCount: number;
  rejectedCount: number;
  lastSyncedAt: number | undefined;
  lastError: { messageId: string; at: number } | null;
};

/** For a live query: everything the status indicator shows. */
export async function readSyncStatus(db: MindofficeDb = getDb()): Promise<SyncStatus> {
  const [pendingCount, rejectedCount, lastSynced, lastError] = await Promise.all([
    // The app's own records (an access-log line) wait too, but they are not the user's changes.
    db.outbox
      .where('state')
      .anyOf('pending', 'parked')
      .filter((entry) => entry.quiet !== true)
      .count(),
    db.outbox.where('state').equals('rejected').count(),
    db.syncState.get('lastSyncedAt'),
    db.syncState.get('lastError'),
  ]);
  return {
    pendingCount,
    rejectedCount,
    lastSyncedAt: lastSynced?.key === 'lastSyncedAt' ? lastSynced.value : undefined,
    lastError: lastError?.key === 'lastError' ? lastError.value : null,
  };
}
