/**
 * The sync bookkeeping rows (pull cursor, last successful exchange, last error) in IndexedDB.
 * Invariant: the cursor only moves forward, inside the transaction that stored its page.
 */
import type { MindofficeDb } from '../db.ts';
import { getDb } from '../db.ts';

export async function readCursor(db: MindofficeDb = getDb()): Promise<number> {
  const row = await db.syncState.get('cursor');
  return row?.key === 'cursor' ? row.value : 0;
}

export async function writeCursor(db: MindofficeDb, cursor: number): Promise<void> {
  const current = await readCursor(db);
  if (cursor > current) await db.syncState.put({ key: 'cursor', value: cursor });
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
    db.outbox.where('state').anyOf('pending', 'parked').count(),
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
