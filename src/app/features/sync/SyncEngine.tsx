import { useStartAfterRender } from '../../ui/useStartAfterRender.ts';

// The engine (its replayer, puller, socket and every entity's definition) loads after the page's first
// render: an offline start shows the local rows without waiting for it.
const loadSyncEngine = () => import('#local/sync/sync-engine').then((engine) => engine.startSyncEngine);

/**
 * Runs the sync engine while mounted: replays the outbox and pulls changes on start, `online`, focus
 * and server pokes. Mounted by the office layout for accounts that hold synced data (the office right).
 */
export function SyncEngine() {
  useStartAfterRender(loadSyncEngine);
  return null;
}
