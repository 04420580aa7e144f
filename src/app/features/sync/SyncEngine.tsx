import { useEffect } from 'react';

/**
 * Runs the sync engine while mounted: replays the outbox and pulls changes on start, `online`, focus
 * and server pokes. Mounted by the office layout for accounts that hold synced data (the office right).
 * The engine (its replayer, puller, socket and every entity's definition) loads after the page's first
 * render: an offline start shows the local rows without waiting for code that only talks to the server.
 */
export function SyncEngine() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void import('#local/sync/sync-engine').then(({ startSyncEngine }) => {
      if (!isUnmounted) stop = startSyncEngine();
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
