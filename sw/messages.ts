// The messages exchanged between the page and this worker, and their guards.
// Invariant: the type strings match src/app/pwa/register-service-worker.ts (the page cannot import sw/).

/** Sent by workbox-window's messageSkipWaiting() when the user accepts an update. */
export const SKIP_WAITING_MESSAGE_TYPE = 'SKIP_WAITING';
/** Sent to window clients so the page's sync engine replays the outbox. */
export const REPLAY_OUTBOX_MESSAGE_TYPE = 'REPLAY_OUTBOX';

export type ReplayOutboxMessage = { type: typeof REPLAY_OUTBOX_MESSAGE_TYPE };

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING_MESSAGE_TYPE
  );
}
