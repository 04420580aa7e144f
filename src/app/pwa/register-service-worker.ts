// Registers /sw.js with workbox-window in production builds and exposes its update state to React.
// Invariant: only the user's Reload (UpdatePrompt → applyUpdate) reloads the page, never an event alone.
import { Workbox } from 'workbox-window';
import { hasUnsavedInput } from './unsaved-input.ts';
import { createUpdateStore } from './update-store.ts';

// Browsers look for a new worker only on navigation, which a single-page app rarely makes.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

// Same string as sw/messages.ts (the page may not import sw/).
const REPLAY_OUTBOX_MESSAGE_TYPE = 'REPLAY_OUTBOX';

export type ServiceWorkerMessage = { type: typeof REPLAY_OUTBOX_MESSAGE_TYPE };

let workbox: Workbox | undefined;
const messageListeners = new Set<(message: ServiceWorkerMessage) => void>();

/** For useSyncExternalStore: `{ updateAvailable }`, and `applyUpdate()` for the Reload button. */
export const serviceWorkerUpdate = createUpdateStore({
  messageSkipWaiting: () => workbox?.messageSkipWaiting(),
  reload: () => window.location.reload(),
  hasUnsavedInput,
});

/** Listens for worker requests such as `{ type: 'REPLAY_OUTBOX' }` (its `sync` event); returns the unsubscribe. */
export function onServiceWorkerMessage(listener: (message: ServiceWorkerMessage) => void): () => void {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
}

function isServiceWorkerMessage(data: unknown): data is ServiceWorkerMessage {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === REPLAY_OUTBOX_MESSAGE_TYPE
  );
}

/** Call once at start-up. A no-op in development and where service workers are unavailable. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => serviceWorkerUpdate.handleWaiting());
  wb.addEventListener('controlling', (event) =>
    serviceWorkerUpdate.handleControlling(event.isUpdate === true),
  );
  // Straight from navigator.serviceWorker: workbox-window's own `message` event drops messages from a
  // worker activated by another tab, and the outbox replay request must not be lost that way.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isServiceWorkerMessage(event.data)) return;
    for (const listener of messageListeners) listener(event.data);
  });
  wb.register().catch((error: unknown) => {
    // The app still works online without a worker; only offline start and deep links are lost.
    console.error('service worker registration failed', error);
  });
  window.setInterval(() => {
    // Offline the check fails; the next interval tries again.
    wb.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
