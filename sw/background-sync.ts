// Hook point for the `sync` event (tag `outbox-replay`): for now it only asks open windows to replay.
// Invariant: the worker never sends outbox calls itself yet — the real in-worker replay (src/local's
// replayer under a Web Lock) lands with the offline-first issue; until then no open window = no replay.
import { REPLAY_OUTBOX_MESSAGE_TYPE, type ReplayOutboxMessage } from './messages.ts';

/** Tag the page registers with `registration.sync.register(...)` when the outbox has queued entries. */
export const OUTBOX_REPLAY_SYNC_TAG = 'outbox-replay';

// Background Sync is Chromium-only, so TypeScript's WebWorker lib does not declare it.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
    readonly lastChance: boolean;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/**
 * Posts `{ type: 'REPLAY_OUTBOX' }` to every window of this origin and resolves with how many got it.
 * Rejects when there is none, so the browser keeps the sync registration and tries again later; the page
 * also replays on start, on `online` and on focus, so nothing depends on this event alone.
 */
export async function requestOutboxReplay(clients: Clients): Promise<number> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length === 0) throw new Error('no open window to replay the outbox');
  const message: ReplayOutboxMessage = { type: REPLAY_OUTBOX_MESSAGE_TYPE };
  for (const client of windows) client.postMessage(message);
  return windows.length;
}
