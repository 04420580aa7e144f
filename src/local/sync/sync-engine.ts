/**
 * Runs the sync engine in a page: replays on start, `online`, focus and queueing; pulls on start, on a
 * server poke and after a replay. Invariant: triggers only ever coalesce — a trigger during a run
 * schedules exactly one more run, so none is lost and none piles up.
 */
import { OUTBOX_REPLAY_SYNC_TAG } from '#core/sync/types';
import { getDeviceId } from '../device-id.ts';
import { onPageVisible } from '../page-visibility.ts';
import { connectOfficeSocket } from '../realtime/office-socket.ts';
import { onQueued } from './outbox-events.ts';
import { pullChanges } from './pull.ts';
import { replayOutbox } from './replayer.ts';
import { wakeSleepers } from './wake.ts';

type Runner = { request(): void };

function coalesced(task: () => Promise<unknown>): Runner {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    running = (async () => {
      do {
        again = false;
        try {
          await task();
        } catch {
          // Failures are recorded in the sync state by the task; the next trigger tries again.
        }
      } while (again);
      running = undefined;
    })();
  };
  return {
    request() {
      if (running) again = true;
      else run();
    },
  };
}

const pull = coalesced(() => pullChanges());
const replay = coalesced(async () => {
  const outcome = await replayOutbox();
  if (outcome === 'idle') pull.request();
  // The worker leaves the replay to a visible page (sw/background-sync.ts): a parked head entry
  // registers the sync again, so the browser still retries with its own backoff.
  if (outcome === 'parked') void registerBackgroundSync();
});

/** Replays now (or right after the current run). Also used by the Unsynced changes panel. */
export function requestReplay(): void {
  replay.request();
}

export function requestPull(): void {
  pull.request();
}

/** Starts the triggers; returns the function that stops them (sign-out, unmount). */
export function startSyncEngine(): () => void {
  // A device signed in before device ids existed gets one before its next write leaves.
  void getDeviceId();
  const onReturn = () => {
    replay.request();
    pull.request();
  };
  const onOnline = () => {
    // A retry waiting out its backoff goes now: the connection it was waiting for is back. Focus does
    // not wake it: the backoff (and a server's Retry-After) is still owed, only parked entries restart.
    wakeSleepers();
    onReturn();
  };
  // The page's `online` and `focus`, typed structurally so src/local compiles under the WebWorker lib.
  const page = globalThis as unknown as EventTarget;
  page.addEventListener('online', onOnline);
  page.addEventListener('focus', onReturn);
  const stopVisible = onPageVisible(onReturn);
  const stopQueued = onQueued(() => {
    replay.request();
    void registerBackgroundSync();
  });
  const socket = connectOfficeSocket(() => pull.request());
  replay.request();
  pull.request();
  return () => {
    page.removeEventListener('online', onOnline);
    page.removeEventListener('focus', onReturn);
    stopVisible();
    stopQueued();
    socket.close();
  };
}

type SyncManagerLike = { register(tag: string): Promise<void> };

/** Chromium only: lets the service worker replay after the tab is closed. Elsewhere a no-op. */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.ready;
    // Background Sync is not in TypeScript's DOM lib (Chromium only).
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    await sync?.register(OUTBOX_REPLAY_SYNC_TAG);
  } catch {
    // Permission refused or unsupported: the page's own triggers still replay.
  }
}
