// The service worker's `sync` event (tag `outbox-replay`): replays the outbox with the page's own code.
// Invariant: the same replayer under the same Web Lock as the pages, so a tab and the worker never overlap.
import { OUTBOX_REPLAY_SYNC_TAG } from '#core/sync/types';
import type { ReplayOutcome } from '#local/sync/replayer';
import { REPLAY_OUTBOX_MESSAGE_TYPE, type ReplayOutboxMessage } from './messages.ts';

export { OUTBOX_REPLAY_SYNC_TAG };

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
 * Replays the outbox; rejects when the head entry is still parked, so the browser keeps the sync
 * registration and fires it again later (with its own backoff) — the entry is never dropped.
 */
export async function handleOutboxSync(replay: () => Promise<ReplayOutcome>): Promise<ReplayOutcome> {
  const outcome = await replay();
  if (outcome === 'parked') throw new Error('outbox still parked: retry the sync later');
  return outcome;
}

/**
 * The `sync` event. A visible page replays the outbox itself — its uploads show their progress, which
 * the worker (no XHR) cannot — so the worker only asks it to, and the page registers the sync again
 * if its replay parks. With no visible page the worker replays, then tells open pages to refresh.
 */
export async function onOutboxSync(clients: Clients, replay: () => Promise<ReplayOutcome>): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => (client as WindowClient).visibilityState === 'visible')) {
    await requestOutboxReplay(clients);
    return;
  }
  await handleOutboxSync(replay);
  await requestOutboxReplay(clients).catch(() => 0);
}

/**
 * Posts `{ type: 'REPLAY_OUTBOX' }` to every window of this origin and resolves with how many got it,
 * so open pages refresh their sync status after the worker replayed. Rejects when there is none.
 */
export async function requestOutboxReplay(clients: Clients): Promise<number> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length === 0) throw new Error('no open window to replay the outbox');
  const message: ReplayOutboxMessage = { type: REPLAY_OUTBOX_MESSAGE_TYPE };
  for (const client of windows) client.postMessage(message);
  return windows.length;
}
