import { useEffect } from 'react';
import { startSyncEngine } from '#local/sync/sync-engine';

/**
 * Runs the sync engine while mounted: replays the outbox and pulls changes on start, `online`, focus
 * and server pokes. Mounted by the office layout for accounts that hold synced data (the office right).
 */
export function SyncEngine() {
  useEffect(() => startSyncEngine(), []);
  return null;
}
