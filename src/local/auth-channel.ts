/**
 * Cross-context auth notices on the BroadcastChannel `mindoffice-auth` (tabs and the service worker).
 * Invariant: a notice only announces what IndexedDB already holds; the shared database stays the truth.
 */
import type { Unsubscribe } from './emitter.ts';

export const AUTH_CHANNEL_NAME = 'mindoffice-auth';

export type SignOutReason = 'sign-out' | 'auth-failed';

export type AuthMessage =
  | { type: 'signed-in' }
  | { type: 'signed-out'; reason: SignOutReason }
  | { type: 'tokens-refreshed' };

/**
 * One channel object per context, used to post and to listen: a BroadcastChannel delivers to every
 * other object of the same name, so a second object here would hear this context's own messages.
 */
let shared: BroadcastChannel | undefined;
let listenerCount = 0;

/** Posts to the other contexts (never delivered back to this one). */
export function postAuthMessage(message: AuthMessage): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(message);
  // Idle contexts hold no open channel (the message is already queued for delivery).
  if (listenerCount === 0) closeChannel();
}

export function onAuthMessage(listener: (message: AuthMessage) => void): Unsubscribe {
  const channel = openChannel();
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isAuthMessage(event.data)) listener(event.data);
  };
  channel.addEventListener('message', onMessage);
  listenerCount += 1;
  let isSubscribed = true;
  return () => {
    if (!isSubscribed) return;
    isSubscribed = false;
    channel.removeEventListener('message', onMessage);
    listenerCount -= 1;
    if (listenerCount === 0) closeChannel();
  };
}

function openChannel(): BroadcastChannel | undefined {
  // Missing in some embedded browsers; cross-tab notices then degrade to IndexedDB reads at send time.
  if (typeof BroadcastChannel === 'undefined') return undefined;
  shared ??= new BroadcastChannel(AUTH_CHANNEL_NAME);
  return shared;
}

function closeChannel(): void {
  shared?.close();
  shared = undefined;
}

function isAuthMessage(value: unknown): value is AuthMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'signed-in' || value.type === 'tokens-refreshed') return true;
  return (
    value.type === 'signed-out' &&
    'reason' in value &&
    (value.reason === 'sign-out' || value.reason === 'auth-failed')
  );
}
